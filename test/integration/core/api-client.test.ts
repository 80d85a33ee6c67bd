import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../electron/core/api/create-api-client';
import type { ApiClientOptions, ApiConnection, ClosableApiClient } from '../../../electron/core/api/create-api-client';
import type { RetryClock } from '../../../electron/core/api/retry';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import { AppError } from '../../../electron/core/errors';
import { pollUntil } from '../../helpers/poll';
import { wordingOf } from '../../helpers/worded';

/** Backoff without waiting: records the delays the client asked for. */
function instantClock(): RetryClock & { delays: number[] } {
  const delays: number[] = [];
  return { delays, now: () => Date.now(), random: () => 0.5, sleep: async (ms) => void delays.push(ms) };
}

const CSV = 'name,email,givenName,surName,password\nada,ada@example.com,Ada,Lovelace,Secret-123456\n';

async function caught(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected the call to fail');
}

describe('createApiClient against the demo server (spec dialect)', () => {
  let server: DemoServer;
  const clients: ClosableApiClient[] = [];
  const client = (conn: Partial<ApiConnection> = {}, options: ApiClientOptions = {}) => {
    const c = createApiClient(
      { baseUrl: server.url, token: server.orgToken, ...conn },
      { clock: instantClock(), ...options },
    );
    clients.push(c);
    return c;
  };
  beforeAll(async () => {
    server = await startDemoServer({ devices: 60, jobRate: 0 });
  });
  afterEach(() => server.faults.clear());
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await server.close();
  });

  it('uploads with byte progress, starts a job without a role, polls it and reads the report', async () => {
    const api = client();
    const progress: [number, number][] = [];
    const { fileUuid } = await api.uploadUsersCsv(
      { name: 'users.csv', content: CSV },
      { onProgress: (s, t) => progress.push([s, t]) },
    );
    expect(fileUuid).toMatch(/[0-9a-f-]{36}/);
    expect(progress.length).toBeGreaterThan(0);
    const [lastSent, total] = progress.at(-1)!;
    expect(lastSent).toBe(total);
    expect(total).toBeGreaterThan(CSV.length);
    const { jobUuid } = await api.startUserImport(fileUuid, { overwrite: false, roles: [], separator: 'COMMA' });
    const job = await pollUntil(
      () => api.readImportJob(jobUuid),
      (read) => read.status === 'FINISHED' || read.status === 'FAILED',
      { times: 50 },
    );
    expect(job.status).toBe('FINISHED');
    expect(job.successCount + job.skippedCount + job.failureCount).toBe(1);
    expect(typeof job.creationDate).toBe('number');
    const report = await api.queryImportReport(jobUuid, { limit: 10, offset: 0 });
    expect(report.results[0]).toMatchObject({ line: 2 });
    expect(report.total).toBe(1);
  });

  it('streams an upload it does not hold (a job file), and refuses one whose size is not what it announced', async () => {
    const api = client();
    const bytes = Buffer.from(CSV);
    const body = (size: number) => ({
      size,
      async *open() {
        for (let at = 0; at < bytes.length; at += 7) yield bytes.subarray(at, at + 7);
      },
    });
    const progress: number[] = [];
    const { fileUuid } = await api.uploadUsersCsv(
      { name: 'users.csv', content: body(bytes.length) },
      { onProgress: (sent) => progress.push(sent) },
    );
    expect(fileUuid).toMatch(/[0-9a-f-]{36}/);
    expect(progress.at(-1)).toBeGreaterThan(bytes.length);
    await expect(api.uploadUsersCsv({ name: 'users.csv', content: body(bytes.length + 1) })).rejects.toThrow();
  });

  it('queries devices with a GET body, total and paging; answers in the spec dialect and learns it', async () => {
    const learned: string[] = [];
    const api = client({ onDialectLearned: (d) => learned.push(d) });
    const page = await api.queryDevices({
      limit: 5,
      offset: 0,
      getNonpagedCount: true,
      sortOrder: { sortFields: [{ name: 'name', ascending: true }] },
    });
    expect(page.results).toHaveLength(5);
    expect(page.total).toBe(60);
    const names = page.results.map((r) => r.name as string);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    expect(learned).toEqual(['spec']);
    expect(api.dialect()).toBe('spec');
  });

  it('queries creation-wizard requests with a system administrator token, and explains a wrong-kind token', async () => {
    const admin = client({ token: server.adminToken });
    const page = await admin.queryCreationWizardRequests({ limit: 2, offset: 0, getNonpagedCount: true });
    expect(page.results.length).toBeGreaterThan(0);
    const error = await caught(client().queryCreationWizardRequests({ limit: 1 }));
    expect(error.code).toBe('unauthorized');
    expect(wordingOf(error)).toContain('HTTP 403');
    expect(wordingOf(error)).toContain('system administrator');
    const devices = await caught(admin.queryDevices({ limit: 1 }));
    expect(wordingOf(devices)).toContain('This token belongs to a user without the right to list devices.');
    expect(devices.details).toMatchObject({
      status: 403,
      errorCode: 'INSUFFICIENT_PRIVILEGES',
      operation: 'queryDevices',
    });
    expect(wordingOf(devices)).toContain('The server said: INSUFFICIENT_PRIVILEGES: Access denied');
  });

  it("says 401 with the server's errorCode and never shows the token", async () => {
    const token = 'wrong-token-1234567890';
    const error = await caught(client({ token }).queryDevices({ limit: 1 }));
    expect(error.code).toBe('unauthorized');
    expect(wordingOf(error)).toContain('HTTP 401');
    expect(wordingOf(error)).toContain('REQUEST_UNAUTHORIZED');
    expect(JSON.stringify({ m: wordingOf(error), d: error.details })).not.toContain(token);
  });

  it('retries a read on 503 honouring Retry-After, and on 502, 429 and a dropped connection', async () => {
    const clock = instantClock();
    const api = client({}, { clock });
    server.faults.set('queryDevices', { kind: 'status', status: 503, retryAfterSeconds: 2 }, { times: 1 });
    server.faults.set('queryDevices', { kind: 'status', status: 502 }, { times: 1 });
    await expect(api.queryDevices({ limit: 1 })).resolves.toMatchObject({ total: null });
    expect(clock.delays[0]).toBe(2000);
    server.faults.set('queryDevices', { kind: 'status', status: 429, retryAfterSeconds: 1 }, { times: 1 });
    await expect(api.queryDevices({ limit: 1 })).resolves.toBeTruthy();
    server.faults.set('readImportJob', { kind: 'drop' }, { times: 2 });
    const error = await caught(api.readImportJob('00000000-0000-0000-0000-000000000000'));
    expect(error.code).toBe('http-status');
    expect(error.details?.status).toBe(404);
  });

  it('gives up after the attempts with the last error, and does not retry 500', async () => {
    const clock = instantClock();
    const api = client({}, { clock, retry: { attempts: 3 } });
    server.faults.set('queryDevices', { kind: 'status', status: 503, retryAfterSeconds: 120 });
    const error = await caught(api.queryDevices({ limit: 1 }));
    expect(error.code).toBe('http-status');
    expect(wordingOf(error)).toContain('HTTP 503');
    expect(wordingOf(error)).toContain('SERVICE_UNAVAILABLE');
    expect(clock.delays).toEqual([30_000, 30_000]);
    server.faults.clear();
    const before = clock.delays.length;
    server.faults.set('queryDevices', { kind: 'status', status: 500 }, { times: 1 });
    const e500 = await caught(api.queryDevices({ limit: 1 }));
    expect(e500.details?.status).toBe(500);
    expect(clock.delays.length).toBe(before);
  });

  it('never retries the upload or the job start', async () => {
    const clock = instantClock();
    const api = client({}, { clock });
    server.faults.set('uploadUsersCsv', { kind: 'status', status: 503 }, { times: 1 });
    const upload = await caught(api.uploadUsersCsv({ name: 'u.csv', content: CSV }));
    expect(upload.details?.status).toBe(503);
    server.faults.set('uploadUsersCsv', { kind: 'drop' }, { times: 1 });
    expect((await caught(api.uploadUsersCsv({ name: 'u.csv', content: CSV }))).code).toBe('unreachable');
    const { fileUuid } = await api.uploadUsersCsv({ name: 'u.csv', content: CSV });
    server.faults.set('startUserImport', { kind: 'status', status: 502 }, { times: 1 });
    expect(
      (await caught(api.startUserImport(fileUuid, { overwrite: false, roles: [], separator: 'COMMA' }))).details
        ?.status,
    ).toBe(502);
    expect(clock.delays).toEqual([]);
  });

  it('explains an HTML login page where JSON was due', async () => {
    server.faults.set('queryDevices', { kind: 'html-login' }, { times: 1 });
    const error = await caught(client().queryDevices({ limit: 1 }));
    expect(wordingOf(error)).toContain("is the base URL the API's, is the token valid?");
    expect(['unauthorized', 'not-json']).toContain(error.code);
  });

  it('times out a slow answer (response timeout) and retries it as a read', async () => {
    const clock = instantClock();
    const api = client({}, { clock, responseTimeoutMs: 150, retry: { attempts: 2 } });
    server.faults.set('queryDevices', { kind: 'latency', ms: 600 }, { times: 1 });
    await expect(api.queryDevices({ limit: 1 })).resolves.toBeTruthy();
    expect(clock.delays).toHaveLength(1);
    server.faults.set('queryDevices', { kind: 'latency', ms: 600 }, { times: 2 });
    const error = await caught(api.queryDevices({ limit: 1 }));
    expect(error.code).toBe('timeout');
    expect(error.details).toMatchObject({ phase: 'response' });
  });

  it('is cancelled by its AbortSignal', async () => {
    server.faults.set('queryDevices', { kind: 'latency', ms: 2_000 }, { times: 1 });
    const controller = new AbortController();
    const pending = client().queryDevices({ limit: 1 }, { signal: controller.signal });
    // Aborted while the server holds it (the fault taken means it arrived).
    await vi.waitFor(() => expect(server.faults.list('queryDevices')).toEqual([]), { interval: 5 });
    controller.abort();
    expect((await caught(pending)).code).toBe('cancelled');
  });

  it('keeps a path prefix and a trailing slash of the base URL', async () => {
    const error = await caught(client({ baseUrl: `${server.url}/relution/` }).queryDevices({ limit: 1 }));
    // The demo server has no /relution prefix: the 404 proves the prefix was sent.
    expect(error.details?.status).toBe(404);
    await expect(client({ baseUrl: `${server.url}/` }).queryDevices({ limit: 1 })).resolves.toBeTruthy();
  });

  it('says refused for a closed port', async () => {
    const error = await caught(
      client({ baseUrl: 'http://127.0.0.1:9' }, { retry: { attempts: 1 } }).queryDevices({ limit: 1 }),
    );
    expect(error.code).toBe('refused');
    expect(wordingOf(error)).toContain('127.0.0.1');
  });
});

describe('createApiClient against a management-dialect server', () => {
  let server: DemoServer;
  beforeAll(async () => {
    server = await startDemoServer({ devices: 20, dialect: 'management', jobRate: 0 });
  });
  afterAll(() => server.close());

  it('falls back from the spec form on 404 once, remembers management, and uses it straight away after', async () => {
    const learned: string[] = [];
    const api = createApiClient({
      baseUrl: server.url,
      token: server.orgToken,
      onDialectLearned: (d) => learned.push(d),
    });
    const page = await api.queryDevices({ limit: 3, getNonpagedCount: true });
    expect(page.total).toBe(20);
    expect(learned).toEqual(['management']);
    const { fileUuid } = await api.uploadUsersCsv({ name: 'u.csv', content: CSV });
    const { jobUuid } = await api.startUserImport(fileUuid, { overwrite: true, roles: [], separator: 'COMMA' });
    expect(jobUuid).toBeTruthy();
    expect(learned).toEqual(['management']);
    await api.close();
    const remembered = createApiClient({ baseUrl: server.url, token: server.orgToken, learnedDialect: 'management' });
    await expect(remembered.queryDevices({ limit: 1 })).resolves.toBeTruthy();
    await remembered.close();
  });

  it('with the spec dialect fixed, gives the 404 with advice', async () => {
    const api = createApiClient({ baseUrl: server.url, token: server.orgToken, dialect: 'spec' });
    const error = await caught(api.queryDevices({ limit: 1 }));
    expect(error.details?.status).toBe(404);
    expect(wordingOf(error)).toContain('base URL');
    await api.close();
  });
});
