import { describe, expect, it } from 'vitest';
import { describeJobEnd, jobFraction, jobJustEnded } from '../../../../shared/jobs/job-end';
import { fakeJob } from '../../renderer/fake-job';
import { createTranslator } from '../../../../shared/i18n/translator';

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
