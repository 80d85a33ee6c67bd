import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../electron/core/api/create-api-client';
import type { ClosableApiClient } from '../../../electron/core/api/create-api-client';
import { createEventBus } from '../../../electron/core/events';
import { createJobsService } from '../../../electron/core/jobs/jobs-service';
import type { JobsService } from '../../../electron/core/jobs/jobs-service';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import type { Fault } from '../../../electron/demo-server/faults';
import type { ProfileView } from '../../../shared/models/profile';
import { startImport } from '../../helpers/start-import';

// A start whose answer never came, against the demo server's faults over real HTTP.

const HEADER = 'name,email,givenName,surName,password';
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
/** The client's response timeout here: a latency past it is an answer that never came. */
const RESPONSE_MS = 400;

let server: DemoServer;
let dataDir: string;
const clients: ClosableApiClient[] = [];
const services: JobsService[] = [];
let seq = 0;

function service(): JobsService {
  const client = createApiClient({ baseUrl: server.url, token: server.orgToken }, { responseTimeoutMs: RESPONSE_MS });
  clients.push(client);
  const jobs = createJobsService({
    dataDir,
    events: createEventBus(),
    clientFor: async () => ({
      client,
      profile: { ...profile, baseUrl: server.url },
      ref: { kind: 'profile', id: profile.id } as const,
    }),
    poll: { initialMs: 20, maxMs: 80 },
  });
  services.push(jobs);
  return jobs;
}

/** A file of `n` users no test used before. */
function fresh(n: number): { content: string; names: string[] } {
  const prefix = `unconf${++seq}x`;
  const names = Array.from({ length: n }, (_, i) => `${prefix}${i}`);
  const rows = names.map((name, i) => `${name},${name}@example.com,G${i},S${i},Pass-word-${i}xy`);
  return { content: [HEADER, ...rows].join('\r\n') + '\r\n', names };
}

async function importWith(jobs: JobsService, fault: Fault, n = 3) {
  server.faults.set('startUserImport', fault, { times: 1 });
  const file = fresh(n);
  const started = await startImport(jobs, { fileName: 'u.csv', content: file.content, lineMap: [], options });
  return { job: await jobs.settled(started.id), ...file };
}

beforeAll(async () => {
  server = await startDemoServer({ devices: 1, jobRate: 0 });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.close();
});
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mdm-unconfirmed-it-'));
});
afterEach(async () => {
  await Promise.all(services.splice(0).map((s) => s.dispose()));
  server.faults.clear();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a start whose answer never came, against the demo server', () => {
  it('dropped before the server started it: unconfirmed, the check finds none, the same upload starts again', async () => {
    const jobs = service();
    const { job, names, content } = await importWith(jobs, { kind: 'drop' });
    expect(job.phase).toBe('unconfirmed');
    expect(job.error).toBeNull();
    expect(job.fileUuid).not.toBeNull();
    expect(job.unconfirmed?.cause).toMatchObject({ code: 'unreachable', params: { reason: 'connection-closed' } });
    expect(await readFile(join(dataDir, 'jobs', job.id, 'upload.csv'), 'utf8')).toBe(content);

    const check = await jobs.checkStart({ id: job.id });
    expect(check).toMatchObject({ basis: 'file', found: 0, of: names.length, outcome: 'not-ran' });
    await jobs.startAgain({ id: job.id });
    const done = await jobs.settled(job.id);
    expect(done.error).toBeNull();
    expect(done.phase).toBe('finished');
    expect(done.counts).toMatchObject({ success: names.length, failure: 0 });
    // The server got the same bytes again, passwords included.
    const upload = server.state.files.get(done.fileUuid!)!;
    expect(await readFile(upload.path, 'utf8')).toBe(content);
    expect(await jobs.checkStart({ id: job.id }).catch((e: { code: string }) => e.code)).toBe('cannot-resume');
  });

  it('answer lost after the server started it: the check finds every user, the job ran, never started again', async () => {
    const jobs = service();
    const { job, names } = await importWith(jobs, { kind: 'drop-answer' });
    expect(job.phase).toBe('unconfirmed');
    await server.state.jobs.idle();
    const check = await jobs.checkStart({ id: job.id });
    expect(check).toMatchObject({ basis: 'file', found: names.length, of: names.length, outcome: 'ran' });
    await expect(jobs.startAgain({ id: job.id })).rejects.toMatchObject({ code: 'cannot-resume' });
    // The upload as sent is no longer needed: the passwords are gone from disk.
    await expect(readFile(join(dataDir, 'jobs', job.id, 'upload.csv'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('no answer within the response timeout: unconfirmed with the timeout as its cause', async () => {
    const jobs = service();
    const { job } = await importWith(jobs, { kind: 'latency', ms: RESPONSE_MS * 3 });
    expect(job.phase).toBe('unconfirmed');
    expect(job.unconfirmed?.cause).toMatchObject({ code: 'timeout', params: { phase: 'response', ms: RESPONSE_MS } });
  });

  it.each([502, 504] as const)('a gateway answering %i: unconfirmed, never "nothing imported"', async (status) => {
    const jobs = service();
    const { job } = await importWith(jobs, { kind: 'status', status });
    expect(job.phase).toBe('unconfirmed');
    expect(job.error).toBeNull();
    expect(job.unconfirmed?.cause).toMatchObject({ code: 'http-status', params: { status } });
  });
});
