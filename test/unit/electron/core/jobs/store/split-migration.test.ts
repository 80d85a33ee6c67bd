import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { partNotBegun } from '../../../../../../electron/core/jobs/job-parts';
import { createJobStore } from '../../../../../../electron/core/jobs/store/job-store';
import { onePartJob } from '../../../../../helpers/one-part-job';
import { tempDir } from '../../../../../helpers/temp-dir';

const ranges: [number, number][] = [
  [0, 2],
  [2, 4],
  [4, 5],
];

const record = onePartJob({
  id: 'w1',
  connection: { kind: 'profile', id: 'p1' },
  profileName: 'School',
  fileName: 'big.csv',
  options: { overwrite: false, roles: [], separator: 'COMMA' },
  phase: 'running',
  serverStatus: 'RUNNING',
  fileUuid: 'f2',
  serverJobUuid: 'j2',
  counts: { total: 5, success: 2, skipped: 0, failure: 0 },
  upload: { sentBytes: 10, totalBytes: 30 },
  rate: null,
  error: null,
  serverError: null,
  createdAt: 1,
  updatedAt: 2,
  finishedAt: null,
  reportFetched: false,
  excludedRows: 0,
});

/** A data folder's jobs/ with a whole saved by an earlier version in jobs/splits/. */
async function savedWhole(whole: unknown): Promise<string> {
  const dataDir = tempDir('mdm-split-migration-');
  const root = path.join(dataDir, 'jobs', 'splits');
  await mkdir(path.join(root, 'w1'), { recursive: true });
  await writeFile(path.join(root, 'w1.json'), JSON.stringify(whole));
  return dataDir;
}

describe('split imports saved by an earlier version', () => {
  it('become one job whose parts are the jobs that ran them; those jobs are kept in its folder, not listed', async () => {
    const dataDir = await savedWhole({
      record: { ...record, parts: ranges.map(partNotBegun) },
      ranges,
      jobIds: ['a1'],
    });
    const jobs = path.join(dataDir, 'jobs');
    const ran = {
      ...record,
      id: 'a1',
      phase: 'finished',
      serverStatus: 'FINISHED',
      fileUuid: 'f1',
      serverJobUuid: 'j1',
    };
    await writeFile(path.join(jobs, 'a1.json'), JSON.stringify({ ...ran, counts: { ...ran.counts, total: 2 } }));
    await mkdir(path.join(jobs, 'a1'));
    await writeFile(path.join(jobs, 'a1', 'report.lines'), '');

    const { records, problems } = await createJobStore(dataDir).loadAll();
    expect(problems).toEqual([]);
    expect(records.map((r) => r.id)).toEqual(['w1']);
    const [whole] = records;
    expect(whole!.parts.map((p) => [p.records, p.phase, p.serverJobUuid])).toEqual([
      [{ from: 0, to: 2 }, 'finished', 'j1'],
      [{ from: 2, to: 4 }, null, null],
      [{ from: 4, to: 5 }, null, null],
    ]);
    expect(whole!.counts).toEqual({ total: 5, success: 2, skipped: 0, failure: 0 });
    // Under way at its current part, which was never begun: it is sent on resume.
    expect(whole).toMatchObject({ phase: 'uploading', serverJobUuid: null, reportFetched: false });
    expect((await readdir(jobs)).sort()).toEqual(['w1', 'w1.json']);
    expect((await readdir(path.join(jobs, 'w1', 'parts'))).sort()).toEqual(['0', '0.json']);
    expect(await readdir(path.join(jobs, 'w1', 'parts', '0'))).toEqual(['report.lines']);
    // Read again: the same job, nothing moved twice.
    expect((await createJobStore(dataDir).loadAll()).records).toEqual(records);
  });

  it('reads a whole saved before jobs had parts: its ranges become its parts, those before the current one finished', async () => {
    const { parts: _, ...old } = record;
    const split = { parts: 3, current: 2, jobIds: ['p1', 'p2'], maxLines: 2, maxBytes: null };
    const dataDir = await savedWhole({ record: { ...old, split }, ranges });
    const { records, problems } = await createJobStore(dataDir).loadAll();
    expect(problems).toEqual([]);
    expect(records).toHaveLength(1);
    expect(records[0]!.parts.map((p) => [p.records, p.phase, p.serverJobUuid])).toEqual([
      [{ from: 0, to: 2 }, 'finished', null],
      [{ from: 2, to: 4 }, 'running', 'j2'],
      [{ from: 4, to: 5 }, null, null],
    ]);
    expect(records[0]).toMatchObject({ phase: 'running', serverJobUuid: 'j2' });
    expect(records[0]).not.toHaveProperty('split');
  });
});
