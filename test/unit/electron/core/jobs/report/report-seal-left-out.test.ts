import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leftOutIndexOf, sealReport } from '../../../../../../electron/core/jobs/report/report-seal';
import { RECORD_BYTES, readEntry, writeEntry } from '../../../../../../electron/core/jobs/report/report-records';
import { jobFolder } from '../../../../../../electron/core/jobs/store/job-folder';
import { writeLeftOut } from '../../../../../../electron/core/uploads/left-out-file';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'seal-left-out-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

/**
 * A file's lines 2..n+1 split at random into sent (each an upload record, the server
 * answering them in any order, some not at all) and left out; the sealed report lists every
 * line by its line in the file.
 */
describe('sealing a report with the lines left out of the upload', () => {
  it('places each left-out line by its line in the file among the server lines (property)', async () => {
    let run = 0;
    const file = fc.array(fc.record({ sent: fc.boolean(), answered: fc.boolean(), key: fc.nat() }), {
      minLength: 1,
      maxLength: 40,
    });
    await fc.assert(
      fc.asyncProperty(file, async (lines) => {
        const folder = jobFolder(join(root, String(run++)));
        await mkdir(folder.dir);
        const lineMap: number[] = [];
        const left: number[] = [];
        lines.forEach((l, i) => (l.sent ? lineMap : left).push(i + 2));
        // The server answers the records it reached, in an order of its own.
        const answered = lineMap
          .map((source, j) => ({ upload: j + 2, source, ...lines[source - 2]! }))
          .filter((r) => r.answered)
          .sort((a, b) => a.key - b.key);
        const incoming = Buffer.alloc(answered.length * RECORD_BYTES);
        answered.forEach((r, k) =>
          writeEntry(incoming, k * RECORD_BYTES, { line: r.upload, status: 0, messageOffset: 0, messageLength: 0 }),
        );
        await writeFile(folder.reportIncoming, incoming);
        await writeFile(folder.reportMessages, '');
        await writeFile(folder.lineMap, new Uint8Array(Uint32Array.from(lineMap).buffer));
        if (left.length > 0)
          await writeLeftOut(folder, {
            lines: Uint32Array.from(left),
            reasons: new Uint8Array(left.length),
            text: left.map((l) => `u${l}\t\t\t`).join('\n'),
          });
        const meta = await sealReport({ dir: folder.dir, statuses: ['SUCCESS'] });
        expect(meta.total).toBe(answered.length + left.length);
        expect(meta.statuses.map((s) => [s.status, s.count])).toEqual([
          ['SUCCESS', answered.length],
          ...(left.length > 0 ? [['NOT_SENT_UNCHANGED', left.length]] : []),
        ]);
        const sealed = await readFile(folder.reportLines);
        const sources: number[] = [];
        for (let at = 0; at < sealed.length; at += RECORD_BYTES) {
          const { line } = readEntry(sealed, at);
          sources.push(line <= -2 ? left[leftOutIndexOf(line)]! : lineMap[line - 2]!);
        }
        const expected = [...answered.map((r) => r.source), ...left].sort((a, b) => a - b);
        expect(sources).toEqual(expected);
      }),
      { numRuns: 40 },
    );
  });
});
