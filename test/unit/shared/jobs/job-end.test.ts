import { describe, expect, it } from 'vitest';
import { describeJobEnd, jobFraction, jobJustEnded } from '../../../../shared/jobs/job-end';
import { fakeJob } from '../../renderer/fake-job';
import { createTranslator } from '../../../../shared/i18n/translator';
import type { JobPart, LeaverOutcome } from '../../../../shared/models/job';

describe('job notifications', () => {
  it('tells finished, failed and stopped apart', () => {
    expect(jobJustEnded(fakeJob(), fakeJob({ phase: 'failed' }))).toBe(true);
    expect(jobJustEnded(fakeJob({ phase: 'error' }), fakeJob({ phase: 'finished' }))).toBe(false);
    expect(jobJustEnded(undefined, fakeJob({ phase: 'detached' }))).toBe(false);
    expect(
      describeJobEnd(fakeJob({ phase: 'finished', counts: { total: 3, success: 1, skipped: 1, failure: 1 } })),
    ).toEqual({
      title: 'Import finished: staff.upload.csv',
      message: '1 imported, 1 skipped, 1 failed',
      color: 'yellow',
    });
    expect(describeJobEnd(fakeJob({ phase: 'failed', serverError: 'The file cannot be read' })).message).toBe(
      'The file cannot be read',
    );
    expect(
      describeJobEnd(
        fakeJob({
          phase: 'error',
          error: { code: 'unreachable', details: { host: 'mdm.example', reason: 'connection-closed' }, stage: 'watch' },
        }),
      ),
    ).toMatchObject({ title: 'Import stopped: staff.upload.csv', color: 'red' });
  });

  it("says the end in the translator's language, the error worded from its code (no core English)", () => {
    const de = createTranslator('de');
    const stopped = fakeJob({
      phase: 'error',
      error: {
        code: 'timeout',
        details: { host: 'mdm.example', ms: 60_000, phase: 'response' },
      },
    });
    const said = describeJobEnd(stopped, de);
    expect(said.title).toBe('Import angehalten: staff.upload.csv');
    expect(said.message).toContain('mdm.example hat die Verbindung angenommen');
    expect(said.message).not.toMatch(/[Tt]he /);
  });

  it('says what reading the leavers back found, in English and German', () => {
    const part = (outcomes: (LeaverOutcome | null)[]): JobPart => ({
      source: 'leavers',
      records: { from: 0, to: outcomes.length },
      phase: 'finished',
      fileUuid: 'f',
      serverJobUuid: 'l',
      serverStatus: 'FINISHED',
      counts: { total: outcomes.length, success: outcomes.length, skipped: 0, failure: 0 },
      error: null,
      leavers: outcomes.map((outcome, i) => ({ name: `u${i}`, outcome })),
    });
    const counts = { total: 3, success: 3, skipped: 0, failure: 0 };
    const finished = fakeJob({ phase: 'finished', counts });
    const file = finished.parts[0]!;
    const deactivated = { ...finished, parts: [file, part(Array(15).fill('deactivated'))] };
    expect(describeJobEnd(deactivated)).toEqual({
      title: 'Import finished: staff.upload.csv',
      message: '3 imported, 0 skipped, 0 failed. Users not in the file: 15 deactivated',
      color: 'teal',
    });
    // A job of the leavers alone: nothing of the file was sent, no counts of it.
    const alone = fakeJob({ phase: 'finished', counts: { total: 0, success: 0, skipped: 0, failure: 0 } });
    const stillActive = { ...alone, parts: [part(Array(15).fill('still-active'))] };
    expect(describeJobEnd(stillActive)).toMatchObject({
      message: 'Users not in the file: 15 still active: deactivate them in the portal',
      color: 'yellow',
    });
    const de = createTranslator('de');
    expect(describeJobEnd(deactivated, de).message).toBe(
      '3 importiert, 0 übersprungen, 0 fehlgeschlagen. Benutzer, die nicht in der Datei stehen: 15 deaktiviert',
    );
    expect(describeJobEnd(stillActive, de).message).toBe(
      'Benutzer, die nicht in der Datei stehen: 15 noch aktiv: Deaktivieren Sie diese Benutzer im Portal',
    );
    const mixed = { ...alone, parts: [part(['deactivated', 'still-active', 'not-found', null])] };
    expect(describeJobEnd(mixed, de).message).toBe(
      'Benutzer, die nicht in der Datei stehen: 1 deaktiviert, 1 noch aktiv: Deaktivieren Sie diesen Benutzer im Portal, 1 nicht mehr gefunden, 1 nicht geprüft (der Server konnte nicht gelesen werden)',
    );
  });

  it('gives the share done: upload bytes, then lines of the total, none while the total is unknown', () => {
    expect(jobFraction(fakeJob({ phase: 'uploading', upload: { sentBytes: 512, totalBytes: 2048 } }))).toBe(0.25);
    expect(
      jobFraction(fakeJob({ phase: 'running', counts: { total: 100, success: 40, skipped: 5, failure: 5 } })),
    ).toBe(0.5);
    expect(
      jobFraction(fakeJob({ phase: 'running', counts: { total: 0, success: 0, skipped: 0, failure: 0 } })),
    ).toBeNull();
    expect(jobFraction(fakeJob({ phase: 'starting' }))).toBeNull();
  });
});
