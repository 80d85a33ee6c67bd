import { describe, expect, it } from 'vitest';
import { createProgress, progressLine } from '../../../../../electron/cli/commands/job-progress';
import { cliJob } from '../cli-job';
import type { JobRecord } from '../../../../../shared/models/job';
import { memoryIo } from '../memory-io';
import { cliTranslator } from '../../../../../electron/cli/cli-language';

const job = cliJob;

describe('job progress on the terminal', () => {
  it('draws a bar with percent, lines and rate', () => {
    expect(progressLine(job({ counts: { total: 100, success: 40, skipped: 5, failure: 5 }, rate: 12.5 }))).toBe(
      `Running [${'#'.repeat(15)}${'-'.repeat(15)}] 50% 50/100 lines  12.5 lines/s`,
    );
    expect(progressLine(job({ phase: 'uploading', upload: { sentBytes: 25, totalBytes: 100 } }))).toContain(
      'uploading [#######',
    );
  });

  it("shows the leavers part's own upload, not the file's, and says whose it is (English and German)", () => {
    const leavers = {
      source: 'leavers' as const,
      records: { from: 0, to: 4 },
      phase: 'uploading' as const,
      fileUuid: null,
      serverJobUuid: null,
      serverStatus: null,
      counts: { total: 4, success: 0, skipped: 0, failure: 0 },
      error: null,
      leavers: [],
    };
    const file = { ...job({}).parts[0]!, phase: 'finished' as const };
    const at = (upload: JobRecord['upload']) => job({ phase: 'uploading', upload, parts: [file, leavers] });
    // Not begun: its bytes are not known yet.
    expect(progressLine(at({ sentBytes: 0, totalBytes: 0 }))).toBe(
      'uploading the users not in the file (to deactivate them)',
    );
    expect(progressLine(at({ sentBytes: 196, totalBytes: 392 }))).toBe(
      `uploading the users not in the file (to deactivate them) [${'#'.repeat(15)}${'-'.repeat(15)}] 50% 196/392 bytes`,
    );
    const de = cliTranslator({ LANG: 'de_DE.UTF-8' });
    expect(progressLine(at({ sentBytes: 392, totalBytes: 392 }), de)).toBe(
      `Benutzer, die nicht in der Datei stehen, werden hochgeladen (zum Deaktivieren) [${'#'.repeat(30)}] 100 % 392/392 Bytes`,
    );
  });

  it('redraws in place on a TTY and writes plain lines, every 10 %, otherwise', () => {
    const tty = memoryIo();
    (tty.stderr as { isTTY?: boolean }).isTTY = true;
    const a = createProgress(tty);
    for (let done = 0; done <= 100; done += 5)
      a.update(job({ counts: { total: 100, success: done, skipped: 0, failure: 0 } }));
    a.end();
    expect(tty.err().split('\r').length).toBeGreaterThan(20);
    expect(tty.err().endsWith('\n')).toBe(true);

    const plain = memoryIo();
    const b = createProgress(plain);
    for (let done = 0; done <= 100; done += 5)
      b.update(job({ counts: { total: 100, success: done, skipped: 0, failure: 0 } }));
    b.end();
    expect(plain.err()).not.toContain('\r');
    const lines = plain.err().trimEnd().split('\n');
    expect(lines[0]).toBe('job uuid-1: Running');
    expect(lines).toHaveLength(11);
  });
});
