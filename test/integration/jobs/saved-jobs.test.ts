import { cp } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore } from '../../../electron/core/create-core';
import type { Core } from '../../../electron/core/create-core';
import type { JobRecord, ReportPage } from '../../../shared/models/job';
import { TEST_CALLER } from '../../helpers/caller';
import { readExported } from '../../helpers/exported-file';
import { tempDir } from '../../helpers/temp-dir';

// Data folders an installed app left behind (test/fixtures/jobs, written by write-fixtures.ts
// with the jobs code of their day): whatever the code of today, it reads them as they were.

const cores: Core[] = [];
afterEach(async () => {
  await Promise.all(cores.splice(0).map((core) => core.dispose()));
});

/** A core over a copy of the fixture's data folder (a fixture is never changed). */
async function coreOver(fixture: string): Promise<{ core: Core; dataDir: string }> {
  const dataDir = tempDir('mdm-saved-jobs-');
  await cp(path.join('test/fixtures/jobs', fixture, 'jobs'), path.join(dataDir, 'jobs'), { recursive: true });
  const core = createCore({ shell: 'cli', dataDir, resumeJobs: false });
  cores.push(core);
  return { core, dataDir };
}

async function call<T>(core: Core, method: string, input?: unknown): Promise<T> {
  const outcome = await core.call(method, input, TEST_CALLER);
  if (!outcome.ok) throw Object.assign(new Error(JSON.stringify(outcome.error)), { code: outcome.error.code });
  return outcome.value as T;
}

describe('jobs saved by an earlier version of the app', () => {
  it('a finished single job: its counts, its report joined to the source lines, its export', async () => {
    const { core, dataDir } = await coreOver('finished-single');
    const [job, ...others] = await call<JobRecord[]>(core, 'jobs.list');
    expect(others).toEqual([]);
    expect(job).toMatchObject({
      fileName: 'finished.csv',
      phase: 'finished',
      serverJobUuid: 'job-2',
      counts: { total: 4, success: 3, skipped: 0, failure: 1 },
      reportFetched: true,
    });
    // Read as a job of one part: the whole upload, in the record's own server state.
    expect(job!.parts).toEqual([
      {
        records: { from: 0, to: 4 },
        phase: 'finished',
        fileUuid: job!.fileUuid,
        serverJobUuid: 'job-2',
        serverStatus: 'FINISHED',
        counts: { total: 4, success: 3, skipped: 0, failure: 1 },
        error: null,
      },
    ]);
    const page = await call<ReportPage>(core, 'jobs.report', { id: job!.id, limit: 10, offset: 0 });
    expect(page.total).toBe(4);
    expect(page.countsByStatus).toEqual({ SUCCESS: 3, FAILED: 1 });
    expect(page.lines.map((l) => [l.line, l.sourceLine, l.status, l.values.name])).toEqual([
      [2, 3, 'SUCCESS', 'user0'],
      [3, 5, 'FAILED', 'user1'],
      [4, 7, 'SUCCESS', 'user2'],
      [5, 9, 'SUCCESS', 'user3'],
    ]);
    const exported = await readExported(dataDir, await call(core, 'jobs.exportReport', { id: job!.id }));
    expect(exported.split('\r\n')[2]).toMatch(/^3,5,FAILED,The number of data fields/);
  });

  it('a running single job: listed as running with what it had counted', async () => {
    const { core } = await coreOver('running-single');
    const [job] = await call<JobRecord[]>(core, 'jobs.list');
    expect(job).toMatchObject({ fileName: 'running.csv', phase: 'running', serverJobUuid: 'job-2' });
    expect(job!.counts.total).toBe(3);
    expect(job!.parts).toMatchObject([
      { records: { from: 0, to: 3 }, phase: 'running', serverJobUuid: 'job-2', serverStatus: 'RUNNING' },
    ]);
    expect(job!.parts[0]!.counts).toEqual(job!.counts);
    const refused = await call(core, 'jobs.report', { id: job!.id, limit: 10, offset: 0 }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'job-not-finished' });
  });
});
