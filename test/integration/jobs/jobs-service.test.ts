import { jobErrorText } from '../../helpers/worded';
import { readExported } from '../../helpers/exported-file';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../electron/core/api/create-api-client';
import type { ClosableApiClient } from '../../../electron/core/api/create-api-client';
import { createEventBus } from '../../../electron/core/events';
import type { EventBus } from '../../../electron/core/events';
import { createJobsService } from '../../../electron/core/jobs/jobs-service';
import type { JobsService } from '../../../electron/core/jobs/jobs-service';
import type { PollSettings } from '../../../electron/core/jobs/run/poll-policy';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import type { JobRecord } from '../../../shared/models/job';
import { startImport } from '../../helpers/start-import';
import type { ProfileView } from '../../../shared/models/profile';

// The runner over real HTTP: createApiClient against the demo server, jobs saved in a temp dir.

const HEADER = 'name,email,givenName,surName,password,phone';
const PASSWORDS = ['Ada-Secret-1', 'Jdoe-Secret-2', 'Bob-Secret-3', 'Carol-Secret-4', 'Dan-Secret-5'];

/** Upload records, and where each came from in the administrator's file (two rows left out offline). */
const MIXED = {
  content:
    [
      HEADER,
      `ada,ada@example.com,Ada,Lovelace,${PASSWORDS[0]},+4930100`,
      `jdoe,jdoe@example.com,John,Doe,${PASSWORDS[1]},+4930101`,
      `bob,bob@example.com,Bob,Builder,${PASSWORDS[2]},0301234`,
      `carol,carol@example.com,Carol,Jones,${PASSWORDS[3]},+4930103`,
      `dan,dan.example.com,Dan,Brown,${PASSWORDS[4]},+4930104`,
    ].join('\r\n') + '\r\n',
  lineMap: [2, 3, 5, 6, 8],
};

function users(n: number, prefix: string): string {
  const rows = Array.from(
    { length: n },
    (_, i) => `${prefix}${i},${prefix}${i}@example.com,G${i},S${i},Pass-word-${i}x,+49${i}`,
  );
  return [HEADER, ...rows].join('\r\n') + '\r\n';
}

const options = { overwrite: false, roles: [] as string[], separator: 'COMMA' as const };
const profile: ProfileView = {
  id: 'demo',
  name: 'Demo',
  baseUrl: '',
  kind: 'organization',
  dialect: 'auto',
  learnedDialect: null,
  hasCaCertificate: false,
  tokenHint: null,
  demo: true,
  allowInsecureHttp: false,
};

let server: DemoServer;
let dataDir: string;
const clients: ClosableApiClient[] = [];
const services: JobsService[] = [];
const buses = new WeakMap<JobsService, EventBus>();

function service(poll: Partial<PollSettings> = { initialMs: 20, maxMs: 80 }): JobsService {
  const client = createApiClient({ baseUrl: server.url, token: server.orgToken });
  clients.push(client);
  const events = createEventBus();
  const jobs = createJobsService({
    dataDir,
    events,
    clientFor: async () => ({
      client,
      profile: { ...profile, baseUrl: server.url },
      ref: { kind: 'profile', id: profile.id } as const,
    }),
    poll,
  });
  services.push(jobs);
  buses.set(jobs, events);
  return jobs;
}

/** Resolves once the job is in one of `phases`: checked at once, then at each of its updates. */
function untilPhase(jobs: JobsService, id: string, phases: JobRecord['phase'][]): Promise<JobRecord> {
  return new Promise((resolve, reject) => {
    let done = false;
    const finish = (job: JobRecord) => {
      done = true;
      unsubscribe();
      resolve(job);
    };
    const unsubscribe = buses.get(jobs)!.subscribe((event, payload) => {
      const job = payload as JobRecord;
      if (!done && event === 'jobs.updated' && job.id === id && phases.includes(job.phase)) finish(job);
    });
    jobs.get({ id }).then((job) => {
      if (!done && phases.includes(job.phase)) finish(job);
    }, reject);
  });
}

beforeAll(async () => {
  server = await startDemoServer({ devices: 1, jobRate: 0 });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.close();
});
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mdm-jobs-it-'));
});
afterEach(async () => {
  await Promise.all(services.splice(0).map((s) => s.dispose()));
  server.faults.clear();
  // Whatever the test did: no password in any file the app wrote.
  const names = await readdir(dataDir, { recursive: true }).catch(() => [] as string[]);
  for (const name of names) {
    const text = await readFile(join(dataDir, name), 'utf8').catch(() => '');
    for (const password of PASSWORDS) expect(text, name).not.toContain(password);
    expect(text, name).not.toContain('Pass-word-');
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('import jobs against the demo server', () => {
  it('runs a whole import to FINISHED with the right counts, the report on request', async () => {
    const jobs = service();
    const job = await startImport(jobs, {
      fileName: 'new.csv',
      content: users(25, 'fresh'),
      lineMap: [],
      options,
      excludedRows: 0,
    });
    const done = await jobs.settled(job.id);
    expect(done).toMatchObject({
      phase: 'finished',
      serverStatus: 'FINISHED',
      counts: { total: 25, success: 25, skipped: 0, failure: 0 },
    });
    expect(done.serverJobUuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(done.upload.sentBytes).toBe(done.upload.totalBytes);
    expect(done.reportFetched).toBe(false);
    const report = await jobs.report({ id: job.id, limit: 100, offset: 0 });
    expect(report.total).toBe(25);
    expect(report.lines[0]).toMatchObject({
      line: 2,
      sourceLine: 2,
      status: 'SUCCESS',
      message: "User 'fresh0' stored with version 1",
    });
  });

  it("joins FAILED and SKIPPED lines, with the server's messages, to the source rows", async () => {
    const jobs = service();
    const job = await startImport(jobs, {
      fileName: 'mixed.csv',
      content: MIXED.content,
      lineMap: MIXED.lineMap,
      options,
      excludedRows: 2,
    });
    const done = await jobs.settled(job.id);
    expect(done.phase).toBe('finished');
    expect(done.counts).toMatchObject({ success: 2, skipped: 1, failure: 2 });
    expect(done.reportFetched).toBe(true);
    const report = await jobs.report({ id: job.id, limit: 100, offset: 0 });
    expect(report.countsByStatus).toEqual({ SUCCESS: 2, SKIPPED: 1, FAILED: 2 });
    const byLine = new Map(report.lines.map((l) => [l.line, l]));
    expect(byLine.get(3)).toMatchObject({
      sourceLine: 3,
      status: 'SKIPPED',
      message: "User 'jdoe' already exists and should not be overwritten",
      values: { name: 'jdoe', email: 'jdoe@example.com' },
    });
    expect(byLine.get(4)).toMatchObject({ sourceLine: 5, status: 'FAILED', values: { name: 'bob', phone: '0301234' } });
    expect(byLine.get(4)!.message).toContain("Field 'phone' must be in international format");
    expect(byLine.get(6)).toMatchObject({ sourceLine: 8, status: 'FAILED', values: { name: 'dan' } });
    expect(byLine.get(6)!.message).toContain("Field 'email' is not a valid e-mail address");
    expect(byLine.get(4)!.values).not.toHaveProperty('password');

    const failed = await jobs.exportFailedRows({ id: job.id });
    expect((await readExported(dataDir, failed)).split('\r\n')).toEqual([
      HEADER,
      `bob,bob@example.com,Bob,Builder,${PASSWORDS[2]},0301234`,
      `dan,dan.example.com,Dan,Brown,${PASSWORDS[4]},+4930104`,
      '',
    ]);
    const exported = await readExported(dataDir, await jobs.exportReport({ id: job.id }));
    expect(exported).toContain('4,5,FAILED,');
    for (const password of PASSWORDS) expect(exported).not.toContain(password);
  });

  it('ends FAILED when the server fails the job, keeping its error', async () => {
    server.faults.set('startUserImport', { kind: 'job-fails' }, { times: 1 });
    const jobs = service();
    const job = await startImport(jobs, {
      fileName: 'f.csv',
      content: users(10, 'failing'),
      lineMap: [],
      options,
      excludedRows: 0,
    });
    const done = await jobs.settled(job.id);
    expect(done.phase).toBe('failed');
    expect(done.serverStatus).toBe('FAILED');
    expect(done.serverError).toBeTruthy();
  });

  it('leaves a job the server keeps RUNNING at the deadline, resumable', async () => {
    server.faults.set('startUserImport', { kind: 'job-stuck' }, { times: 1 });
    const jobs = service({ initialMs: 20, maxMs: 40, deadlineMs: 300 });
    const job = await startImport(jobs, {
      fileName: 's.csv',
      content: users(3, 'stuck'),
      lineMap: [],
      options,
      excludedRows: 0,
    });
    const done = await jobs.settled(job.id);
    expect(done.phase).toBe('error');
    expect(jobErrorText(done)).toMatch(
      /^The job is still running on the server after \d+ seconds; resume to keep watching\.$/,
    );
  });

  it('survives transient read errors (the client retries), and reports an upload the server refuses', async () => {
    server.faults.set('readImportJob', { kind: 'status', status: 503, retryAfterSeconds: 0 }, { times: 1 });
    const jobs = service();
    const job = await startImport(jobs, {
      fileName: 'r.csv',
      content: users(4, 'retry'),
      lineMap: [],
      options,
      excludedRows: 0,
    });
    expect((await jobs.settled(job.id)).phase).toBe('finished');

    server.faults.set('uploadUsersCsv', { kind: 'status', status: 500 }, { times: 1 });
    const refused = await startImport(jobs, {
      fileName: 'x.csv',
      content: users(2, 'refused'),
      lineMap: [],
      options,
      excludedRows: 0,
    });
    const failed = await jobs.settled(refused.id);
    expect(failed.phase).toBe('error');
    expect(failed.error?.code).toBe('http-status');
    expect(failed.error?.details).toMatchObject({ status: 500 });
    expect(jobErrorText(failed)).toContain('nothing was imported');
  });

  it('resumes a job after a restart in the middle (a new service on the same data dir) and fetches its report', async () => {
    const slow = await startDemoServer({ devices: 1, jobRate: 40 });
    try {
      const content = `${users(30, 'restart').trimEnd()}\r\nbroken,broken@example.com,B,C,${PASSWORDS[0]},123\r\n`;
      const connect = () => {
        const client = createApiClient({ baseUrl: slow.url, token: slow.orgToken });
        clients.push(client);
        const events = createEventBus();
        const jobs = createJobsService({
          dataDir,
          events,
          clientFor: async () => ({ client, profile, ref: { kind: 'profile', id: profile.id } as const }),
          poll: { initialMs: 20, maxMs: 60 },
        });
        services.push(jobs);
        buses.set(jobs, events);
        return jobs;
      };
      const first = connect();
      const job = await startImport(first, { fileName: 'r.csv', content, lineMap: [], options, excludedRows: 0 });
      const running = await untilPhase(first, job.id, ['running']);
      expect(running.serverJobUuid).not.toBeNull();
      await first.dispose();
      const onDisk = JSON.parse(await readFile(join(dataDir, 'jobs', `${job.id}.json`), 'utf8')) as JobRecord;
      expect(onDisk.phase).toBe('running');

      const second = connect();
      await second.resumeUnfinished();
      const done = await second.settled(job.id);
      expect(done).toMatchObject({
        phase: 'finished',
        counts: { success: 30, skipped: 0, failure: 1 },
        reportFetched: true,
      });
      const failed = await second.report({ id: job.id, status: 'FAILED', limit: 10, offset: 0 });
      expect(failed.lines).toEqual([
        {
          line: 32,
          sourceLine: 32,
          status: 'FAILED',
          message: expect.stringContaining("Field 'phone' must be in international format") as unknown as string,
          values: { name: 'broken', email: 'broken@example.com', givenName: 'B', surName: 'C', phone: '123' },
        },
      ]);
      const later = await second.exportFailedRows({ id: job.id });
      expect(await readExported(dataDir, later)).toContain('broken,broken@example.com,B,C,,123');
      expect(later.notes).toEqual([{ code: 'passwords-empty', params: {} }]);
    } finally {
      await slow.close();
    }
  });
});
