import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import { DeviceQueryResponse } from '../../../shared/api/wire';
import { pollUntil } from '../../helpers/poll';
import { client, expectError } from './client';

let server: DemoServer;
let api: ReturnType<typeof client>;
const CSV =
  'name,email,givenName,surName,password\n' +
  Array.from({ length: 20 }, (_, i) => `fault${i},f${i}@example.com,F,L,password1`).join('\n');

beforeAll(async () => {
  server = await startDemoServer({ devices: 20, jobRate: 0 });
  api = client(server);
});
afterAll(() => server.close());

describe('faults', () => {
  it('adds latency to the next call only', async () => {
    server.faults.set('queryDevices', { kind: 'latency', ms: 300 }, { times: 1 });
    let start = performance.now();
    expect((await api.call('queryDevices', { body: {} })).status).toBe(200);
    expect(performance.now() - start).toBeGreaterThanOrEqual(290);
    start = performance.now();
    await api.call('queryDevices', { body: {} });
    expect(performance.now() - start).toBeLessThan(250);
  });
  it.each([500, 502] as const)('answers %i for the next N calls, then recovers', async (status) => {
    server.faults.set('readImportJob', { kind: 'status', status }, { times: 2 });
    await expectError(await api.call('readImportJob', { params: { jobUuid: 'x' } }), status);
    await expectError(await api.call('readImportJob', { params: { jobUuid: 'x' } }), status);
    await expectError(await api.call('readImportJob', { params: { jobUuid: 'x' } }), 404);
  });
  it.each([503, 429] as const)('answers %i with Retry-After', async (status) => {
    server.faults.set('queryDevices', { kind: 'status', status, retryAfterSeconds: 3 }, { times: 1 });
    const res = await api.call('queryDevices', { body: {} });
    expect(res.headers.get('retry-after')).toBe('3');
    await expectError(res, status);
  });
  it('drops the connection', async () => {
    server.faults.set('queryDevices', { kind: 'drop' }, { times: 1 });
    await expect(api.call('queryDevices', { body: {} })).rejects.toThrow();
    expect((await api.call('queryDevices', { body: {} })).status).toBe(200);
  });
  it("answers the portal's HTML login page instead of JSON", async () => {
    server.faults.set('queryDevices', { kind: 'html-login' });
    const res = await api.call('queryDevices', { body: {} });
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toMatch(/<form[^>]*>[\s\S]*password/i);
    server.faults.clear('queryDevices');
    DeviceQueryResponse.parse(await (await api.call('queryDevices', { body: {} })).json());
  });
  it('makes the started job end FAILED with error and the counts as far as they got', async () => {
    server.faults.set('startUserImport', { kind: 'job-fails' }, { times: 1 });
    const { job } = await api.importCsv(CSV);
    expect(job.status).toBe('FAILED');
    expect(job.error).toMatch(/aborted/);
    expect(job.successCount).toBe(10);
    expect(job.totalCount).toBe(20);
  });
  it('makes the started job never leave RUNNING', async () => {
    server.faults.set('startUserImport', { kind: 'job-stuck' }, { times: 1 });
    const jobUuid = await api.start(await api.upload(CSV.replaceAll('fault', 'stuck')));
    // Every line done (half of the e-mails are taken by the test before): without the fault
    // the job would be FINISHED right after.
    await pollUntil(
      () => api.job(jobUuid),
      (job) =>
        job.totalCount === 20 && (job.successCount ?? 0) + (job.skippedCount ?? 0) + (job.failureCount ?? 0) === 20,
    );
    // A whole job started after it runs to its end meanwhile; the stuck one is still RUNNING.
    const { job: later } = await api.importCsv(CSV.replaceAll('fault', 'later'));
    expect(later.status).toBe('FINISHED');
    expect((await api.job(jobUuid)).status).toBe('RUNNING');
    await expect(api.waitForEnd(jobUuid, 3)).rejects.toThrow(/still RUNNING after 3 reads/);
  });
});
