import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { partNotBegun } from '../../../../../../electron/core/jobs/job-parts';
import type { JobRecord, ReportPage } from '../../../../../../shared/models/job';
import { readExported } from '../../../../../helpers/exported-file';
import { startImport } from '../../../../../helpers/start-import';
import { uploadFile } from '../fakes';
import { dataDir, failEvery3rd, makeService, options, setup } from '../jobs-harness';

describe('the report of a split import saved by an earlier version', () => {
  it("is made from its parts' saved reports, in the upload's lines, joined to the records, without the server", async () => {
    const { server, service } = setup({ outcome: failEvery3rd });
    // The parts as that version ran them: jobs of their own, each the header and its records.
    const [header, ...records] = uploadFile(5).content.trimEnd().split('\r\n');
    const partOf = (rows: string[]) => `${[header, ...rows].join('\r\n')}\r\n`;
    const ran: JobRecord[] = [];
    for (const rows of [records.slice(0, 3), records.slice(3)]) {
      const job = await startImport(service, { fileName: 'big.csv', content: partOf(rows), lineMap: [], options });
      ran.push(await service.settled(job.id));
    }
    expect(ran.map((job) => job.reportFetched)).toEqual([true, true]);
    await service.dispose();
    // The whole as that version saved it: its parts' jobs noted, its own upload gone once all were sent.
    const ranges: [number, number][] = [
      [0, 3],
      [3, 5],
    ];
    const whole = {
      ...ran[0]!,
      id: 'w1',
      counts: { total: 5, success: 0, skipped: 0, failure: 0 },
      parts: ranges.map(partNotBegun),
    };
    const splits = join(dataDir, 'jobs', 'splits');
    await mkdir(join(splits, 'w1'), { recursive: true });
    await writeFile(join(splits, 'w1', 'line-map.u32'), '');
    await writeFile(join(splits, 'w1.json'), JSON.stringify({ record: whole, ranges, jobIds: ran.map((j) => j.id) }));
    // The server has forgotten the parts' jobs since.
    server.jobs.clear();
    const asked = server.calls.report.length;

    const again = makeService(server).service;
    expect((await again.list()).map((job) => job.id)).toEqual(['w1']);
    const page = (await again.report({ id: 'w1', limit: 10, offset: 0 })) as ReportPage;
    expect(page.lines.map((l) => [l.line, l.status, l.message, l.values.name])).toEqual([
      [2, 'SUCCESS', 'User stored with version 1.', 'user0'],
      [3, 'FAILED', 'The number of data fields does not match the number of headers.', 'user1'],
      [4, 'SKIPPED', 'User user2 should not be overwritten.', 'user2'],
      [5, 'SUCCESS', 'User stored with version 1.', 'user3'],
      [6, 'FAILED', 'The number of data fields does not match the number of headers.', 'user4'],
    ]);
    expect(page.countsByStatus).toEqual({ SUCCESS: 2, FAILED: 2, SKIPPED: 1 });
    expect(server.calls.report).toHaveLength(asked);
    const exported = await readExported(dataDir, await again.exportReport({ id: 'w1' }));
    expect(exported.split('\r\n')[5]).toMatch(/^6,6,FAILED,.*,user4,/);
  });
});
