import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { partNotBegun } from '../../../../../../electron/core/jobs/split/aggregate-parts';
import { splitStore } from '../../../../../../electron/core/jobs/split/split-store';
import { onePartJob } from '../../../../../helpers/one-part-job';
import { tempDir } from '../../../../../helpers/temp-dir';

const ranges: [number, number][] = [
  [0, 2],
  [2, 4],
  [4, 5],
];

const whole = (jobIds: string[]) => ({
  record: {
    ...onePartJob({
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
    }),
    parts: ranges.map(partNotBegun),
  },
  ranges,
  jobIds,
});

describe('the split imports store', () => {
  it('lands the last of many saves asked at once, and leaves no temporary file', async () => {
    const store = splitStore(tempDir('mdm-split-store-'));
    // Many at once, each smaller than the one before: unchained, an early (big) write would land last.
    const asked = Array.from({ length: 40 }, (_, k) => ['x'.repeat((40 - k) * 20_000), `save-${k}`]);
    await Promise.all(asked.map((jobIds) => store.save(whole(jobIds))));
    const { wholes } = await store.loadAll();
    expect(wholes.map((w) => w.jobIds)).toEqual([asked.at(-1)]);
    expect((await readdir(path.dirname(store.dirOf('w1')))).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('reads a whole saved before jobs had parts: its ranges become its parts, those before the current one finished', async () => {
    const dataDir = tempDir('mdm-split-store-');
    const root = path.join(dataDir, 'jobs', 'splits');
    await mkdir(root, { recursive: true });
    const { parts: _, ...record } = whole([]).record;
    const split = { parts: 3, current: 2, jobIds: ['p1', 'p2'], maxLines: 2, maxBytes: null };
    await writeFile(path.join(root, 'w1.json'), JSON.stringify({ record: { ...record, split }, ranges }));
    const { wholes, problems } = await splitStore(dataDir).loadAll();
    expect(problems).toEqual([]);
    expect(wholes).toHaveLength(1);
    expect(wholes[0]!.jobIds).toEqual(['p1', 'p2']);
    expect(wholes[0]!.record.parts.map((p) => [p.records, p.phase, p.serverJobUuid])).toEqual([
      [{ from: 0, to: 2 }, 'finished', null],
      [{ from: 2, to: 4 }, 'running', 'j2'],
      [{ from: 4, to: 5 }, null, null],
    ]);
    expect(wholes[0]!.record).not.toHaveProperty('split');
  });
});
