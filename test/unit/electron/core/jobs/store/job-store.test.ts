import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createJobStore } from '../../../../../../electron/core/jobs/store/job-store';
import { JobState } from '../../../../../../electron/core/jobs/job-state';
import { createJobsService } from '../../../../../../electron/core/jobs/jobs-service';
import { onePartJob } from '../../../../../helpers/one-part-job';
import type { JobRecord } from '../../../../../../shared/models/job';
import { startImport } from '../../../../../helpers/start-import';
import { createFakeClock, createFakeServer, demoProfile, demoRef, recordEvents, uploadFile } from '../fakes';
import { describeNotice } from '../../../../../../shared/errors/notice-wording';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mdm-store-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function record(id: string, patch: Partial<JobRecord> = {}): JobRecord {
  return onePartJob({
    id,
    connection: { kind: 'profile', id: 'p1' },
    profileName: 'School',
    fileName: 'users.csv',
    options: { overwrite: false, roles: [], separator: 'COMMA' },
    phase: 'running',
    serverStatus: 'RUNNING',
    fileUuid: 'f',
    serverJobUuid: 'j',
    counts: { total: 3, success: 1, skipped: 0, failure: 0 },
    upload: { sentBytes: 10, totalBytes: 10 },
    rate: null,
    error: null,
    serverError: null,
    createdAt: 1,
    updatedAt: 2,
    finishedAt: null,
    reportFetched: false,
    excludedRows: 0,
    ...patch,
  });
}

describe('the job store', () => {
  it("saves and loads records, a job's last save wins (its state chains them), and leaves no temporary file", async () => {
    const store = createJobStore(dataDir);
    const state = new JobState(record('a', { updatedAt: 0 }));
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => state.save((current) => store.save({ ...current, updatedAt: i }))),
    );
    await store.save(record('b'));
    const { records, problems } = await createJobStore(dataDir).loadAll();
    expect(problems).toEqual([]);
    expect(records.map((r) => [r.id, r.updatedAt])).toEqual([
      ['a', 19],
      ['b', 2],
    ]);
    expect((await readdir(join(dataDir, 'jobs'))).sort()).toEqual(['a.json', 'b.json']);
  });

  it('reports a corrupt or mis-shaped file by name and still loads the others', async () => {
    const store = createJobStore(dataDir);
    await store.save(record('good'));
    await writeFile(join(dataDir, 'jobs', 'broken.json'), '{"id": "broken", "phase": "runn');
    await writeFile(join(dataDir, 'jobs', 'odd.json'), JSON.stringify({ ...record('odd'), phase: 'sleeping' }));
    await writeFile(join(dataDir, 'jobs', 'notes.txt'), 'ignored');
    const { records, problems } = await store.loadAll();
    expect(records.map((r) => r.id)).toEqual(['good']);
    expect(problems).toHaveLength(2);
    const said = problems.map((p) => describeNotice(p, 'app'));
    expect(problems[0]).toMatchObject({
      code: 'job-file-damaged',
      params: { file: join(dataDir, 'jobs', 'broken.json') },
    });
    expect(said[0]).toContain(join(dataDir, 'jobs', 'broken.json'));
    expect(said[0]).toContain('is not valid JSON');
    expect(said[1]).toContain(join(dataDir, 'jobs', 'odd.json'));
    expect(said[1]).toContain('at phase');
    // Moved aside, quoting nothing of them, so that the next start tells nothing twice.
    expect(said.join('\n')).not.toContain('runn');
    const names = await readdir(join(dataDir, 'jobs'));
    expect(names.filter((n) => /^(broken|odd)\.json\.damaged-/.test(n))).toHaveLength(2);
    expect((await createJobStore(dataDir).loadAll()).problems).toEqual([]);
  });

  it('reads a job saved before lines could be kept (its left-out counts without `kept`)', async () => {
    const store = createJobStore(dataDir);
    await store.save(record('old'));
    const saved = { ...record('old'), leftOut: { unchanged: 3, skipped: 1, stopped: 0 } };
    await writeFile(join(dataDir, 'jobs', 'old.json'), JSON.stringify(saved));
    const { records, problems } = await store.loadAll();
    expect(problems).toEqual([]);
    expect(records[0]!.leftOut).toEqual({ unchanged: 3, skipped: 1, stopped: 0, kept: 0 });
  });

  it('refuses ids that could leave the folder', async () => {
    const store = createJobStore(dataDir);
    await expect(store.save(record('../escape'))).rejects.toMatchObject({ code: 'invalid-argument' });
    expect(() => store.folder('a/b')).toThrow(expect.objectContaining({ code: 'invalid-argument' }));
  });

  it('an empty or missing folder is no job and no problem', async () => {
    expect(await createJobStore(join(dataDir, 'nowhere')).loadAll()).toEqual({ records: [], problems: [] });
  });

  it('the service lists the readable jobs, tells about the corrupt file, and fetches again a corrupt report', async () => {
    const server = createFakeServer({
      outcome: (_v, line) =>
        line === 3 ? { status: 'FAILED', message: 'field count' } : { status: 'SUCCESS', message: 'ok' },
    });
    const first = createJobsService({
      dataDir,
      events: recordEvents().events,
      clientFor: async () => ({ client: server.client, profile: demoProfile, ref: demoRef }),
      clock: createFakeClock(),
    });
    const job = await startImport(first, {
      fileName: 'u.csv',
      content: uploadFile(3).content,
      lineMap: [],
      options: { overwrite: false, roles: [], separator: 'COMMA' },
      excludedRows: 0,
    });
    await first.settled(job.id);
    await first.dispose();
    expect(server.calls.report).toHaveLength(1);
    await writeFile(join(dataDir, 'jobs', 'zz.json'), 'not json');
    await writeFile(join(dataDir, 'jobs', job.id, 'report.json'), '{"version":2,"total":');

    const recorded = recordEvents();
    const second = createJobsService({
      dataDir,
      events: recorded.events,
      clientFor: async () => ({ client: server.client, profile: demoProfile, ref: demoRef }),
      clock: createFakeClock(),
    });
    expect((await second.list()).map((j) => j.id)).toEqual([job.id]);
    expect(describeNotice((await second.problems())[0]!, 'app')).toContain('zz.json');
    expect(recorded.notices.some((n) => n.level === 'warning' && describeNotice(n, 'app').includes('zz.json'))).toBe(
      true,
    );

    const page = await second.report({ id: job.id, limit: 10, offset: 0 });
    expect(page.countsByStatus).toEqual({ SUCCESS: 2, FAILED: 1 });
    expect(server.calls.report).toHaveLength(2);
    expect(recorded.notices.some((n) => describeNotice(n, 'app').includes(join(job.id, 'report.json')))).toBe(true);
    expect(JSON.parse(await readFile(join(dataDir, 'jobs', job.id, 'report.json'), 'utf8'))).toMatchObject({
      version: 2,
      total: 3,
    });
    await second.dispose();
  });
});
