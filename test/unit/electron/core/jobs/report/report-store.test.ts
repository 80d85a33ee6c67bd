import { readdir, readFile } from 'node:fs/promises';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countsByStatus, readReportMeta } from '../../../../../../electron/core/jobs/report/report-meta';
import { readReportPage } from '../../../../../../electron/core/jobs/report/report-reader';
import { RECORD_BYTES } from '../../../../../../electron/core/jobs/report/report-records';
import { saveReport, uploadFolder } from '../job-folder-fixture';

const UPLOAD = [
  'name,email,password,phone',
  'ann,ann@x.org,Secret-1,+491',
  'bob,"bob,jr@x.org",Secret-2,+492',
  'cid,cid@x.org,"Se""cret,3",+493',
  'dan,dan@x.org,Secret-4,+494',
].join('\r\n');

const entry = (line: number, status: string, message = `${status.toLowerCase()} ${line}`) => ({
  line,
  status,
  message,
});

describe('the saved report', () => {
  it('keeps lines sorted by line whatever order the pages came in, unknown lines last in the order sent, each line once', async () => {
    const { folder } = await uploadFolder(`${UPLOAD}\r\n`);
    const meta = await saveReport(folder, [
      [entry(5, 'SUCCESS'), entry(-1, 'FAILED', 'general 1'), entry(3, 'FAILED')],
      [entry(2, 'SKIPPED'), entry(3, 'SUCCESS', 'repeated'), entry(-1, 'FAILED', 'general 2'), entry(4, 'SUCCESS')],
    ]);
    expect(meta.total).toBe(6);
    expect(countsByStatus(meta)).toEqual({ SUCCESS: 2, FAILED: 3, SKIPPED: 1 });
    const page = await readReportPage(folder, meta, { offset: 0, limit: 10 });
    expect(page.total).toBe(6);
    expect(page.lines.map((l) => [l.line, l.status, l.message])).toEqual([
      [2, 'SKIPPED', 'skipped 2'],
      [3, 'FAILED', 'failed 3'],
      [4, 'SUCCESS', 'success 4'],
      [5, 'SUCCESS', 'success 5'],
      [-1, 'FAILED', 'general 1'],
      [-1, 'FAILED', 'general 2'],
    ]);
    expect(await readdir(folder.dir)).not.toContain('report.incoming');
  });

  it('joins each line to its upload record: values by column without the password, the source line through the line map', async () => {
    const { folder } = await uploadFolder(`${UPLOAD}\r\n`, { lineMap: [10, 12, 0, 15] });
    const meta = await saveReport(folder, [
      [entry(2, 'SUCCESS'), entry(3, 'FAILED'), entry(4, 'FAILED'), entry(9, 'FAILED'), entry(-1, 'FAILED')],
    ]);
    const page = await readReportPage(folder, meta, { offset: 0, limit: 10 });
    expect(page.lines).toEqual([
      {
        line: 2,
        sourceLine: 10,
        status: 'SUCCESS',
        message: 'success 2',
        values: { name: 'ann', email: 'ann@x.org', phone: '+491' },
      },
      {
        line: 3,
        sourceLine: 12,
        status: 'FAILED',
        message: 'failed 3',
        values: { name: 'bob', email: 'bob,jr@x.org', phone: '+492' },
      },
      // 0 in the line map: the source line is not known.
      {
        line: 4,
        sourceLine: null,
        status: 'FAILED',
        message: 'failed 4',
        values: { name: 'cid', email: 'cid@x.org', phone: '+493' },
      },
      // Lines the upload does not have keep no values.
      { line: 9, sourceLine: null, status: 'FAILED', message: 'failed 9', values: {} },
      { line: -1, sourceLine: null, status: 'FAILED', message: 'failed -1', values: {} },
    ]);
    expect(JSON.stringify(page)).not.toMatch(/Secret|Se""cret/);
  });

  it('pages all lines or one status, each page one read of fixed-size records', async () => {
    const rows = Array.from({ length: 1200 }, (_, i) => `user${i},u${i}@x.org,pw-${i},+49${i}`);
    const { folder } = await uploadFolder(`name,email,password,phone\n${rows.join('\n')}\n`);
    const entries = rows.map((_, i) => entry(i + 2, i % 3 === 0 ? 'FAILED' : 'SUCCESS'));
    const meta = await saveReport(folder, [entries.slice(700), entries.slice(0, 700)]);
    expect((await readFile(folder.reportLines)).length).toBe(1200 * RECORD_BYTES);
    const second = await readReportPage(folder, meta, { offset: 500, limit: 500 });
    expect(second.lines.map((l) => l.line)).toEqual(Array.from({ length: 500 }, (_, i) => i + 502));
    expect(second.lines[0]!.values.name).toBe('user500');
    const failed = await readReportPage(folder, meta, { status: 'FAILED', offset: 398, limit: 10 });
    expect(failed.total).toBe(400);
    expect(failed.lines.map((l) => [l.line, l.values.name])).toEqual([
      [1196, 'user1194'],
      [1199, 'user1197'],
    ]);
    expect(await readReportPage(folder, meta, { status: 'PENDING', offset: 0, limit: 10 })).toEqual({
      total: 0,
      lines: [],
    });
    expect((await readReportPage(folder, meta, { offset: 5000, limit: 10 })).lines).toEqual([]);
  });

  it('any page of any report reads back what the server sent, in line order (property)', async () => {
    const { folder } = await uploadFolder('name,password\nann,pw\n');
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 0, max: 400 }), { maxLength: 60 }),
        fc.array(fc.nat({ max: 60 }), { maxLength: 4 }),
        fc.integer({ min: 1, max: 7 }),
        fc.nat({ max: 70 }),
        fc.integer({ min: 1, max: 30 }),
        async (known, unknownAt, pageCount, offset, limit) => {
          // Lines the server does not know (-1) may come any number of times, anywhere.
          const lines = [...known];
          for (const at of unknownAt) lines.splice(Math.min(at, lines.length), 0, -1);
          const entries = lines.map((line, i) =>
            entry(line, ['SUCCESS', 'FAILED', 'SKIPPED', 'NEW WORD'][i % 4]!, `m${i} ✓`),
          );
          const pages = Array.from({ length: pageCount }, (_, p) => entries.filter((_, i) => i % pageCount === p));
          const meta = await saveReport(folder, pages);
          const arrived = pages.flat();
          const expected = [
            ...arrived.filter((e) => e.line >= 0).sort((a, b) => a.line - b.line),
            ...arrived.filter((e) => e.line < 0),
          ];
          const page = await readReportPage(folder, meta, { offset, limit });
          expect(page.lines.map((l) => [l.line, l.status, l.message])).toEqual(
            expected.slice(offset, offset + limit).map((e) => [e.line, e.status, e.message]),
          );
          const failed = await readReportPage(folder, meta, { status: 'FAILED', offset: 0, limit: 100 });
          expect(failed.lines.map((l) => l.line)).toEqual(
            expected.filter((e) => e.status === 'FAILED').map((e) => e.line),
          );
        },
      ),
      { numRuns: 40 },
    );
  });

  it('says when the saved files do not fit together (then the service fetches the report again)', async () => {
    const { folder } = await uploadFolder('name\nann\n');
    await saveReport(folder, [[entry(2, 'SUCCESS')]]);
    expect(await readReportMeta(folder)).toMatchObject({ total: 1 });
    await import('node:fs/promises').then((fs) => fs.truncate(folder.reportLines, 7));
    await expect(readReportMeta(folder)).rejects.toMatchObject({ code: 'corrupt-file' });
  });
});
