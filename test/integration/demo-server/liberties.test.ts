import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import {
  AuthErrorBody,
  DeviceQueryResponse,
  EntityReportResponse,
  ErrorBody,
  buildQuery,
  legacyListOf,
  DeviceBaseInfo,
} from '../../../shared/api/wire';
import { assertReference } from '../../helpers/reference-schemas';
import { client, expectError } from './client';

const HEADER = 'name,email,givenName,surName,password';
const lines = (prefix: string, n: number, bad = 0) =>
  [
    HEADER,
    ...Array.from({ length: n }, (_, i) =>
      i < bad ? `${prefix}${i},not-an-email,A,B,password1` : `${prefix}${i},${prefix}${i}@x.de,A,B,password1`,
    ),
  ].join('\n');

/** A clock the test moves by hand. */
function fakeClock(start = Date.UTC(2026, 10, 1, 8, 0, 0)) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('--page-cap', () => {
  let server: DemoServer;
  beforeAll(async () => {
    server = await startDemoServer({ devices: 120, jobRate: 0, pageCap: 25 });
  });
  afterAll(() => server.close());

  it('caps every list page whatever limit was asked, with total the full count', async () => {
    const api = client(server);
    const devices = DeviceQueryResponse.parse(
      await (await api.call('queryDevices', { body: buildQuery({ limit: 100 }) })).json(),
    );
    expect(devices.results).toHaveLength(25);
    expect(devices.total).toBe(120);
    const wizard = await api.call('queryCreationWizardRequests', { body: buildQuery({ limit: 500 }) });
    const wizardBody = (await wizard.json()) as { results: unknown[]; total: number };
    expect(wizardBody.results).toHaveLength(25);
    expect(wizardBody.total).toBe(36);
    const { jobUuid } = await api.importCsv(lines('cap', 60, 30));
    const report = EntityReportResponse.parse(
      await (await api.call('queryImportReport', { params: { jobUuid }, body: buildQuery({ limit: 500 }) })).json(),
    );
    expect(report.results).toHaveLength(25);
    expect(report.total).toBe(60);
    assertReference('CSVImportJobEntityReportWrapper', report);
  });
});

describe('legacy envelope', () => {
  let server: DemoServer;
  beforeAll(async () => {
    server = await startDemoServer({ devices: 30, jobRate: 0, envelope: 'legacy' });
  });
  afterAll(() => server.close());

  it('answers lists as {items, nonpagedCount} with an integer status, and errors with an integer status', async () => {
    const api = client(server);
    const res = await api.call('queryDevices', { body: buildQuery({ limit: 7 }) });
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['items', 'nonpagedCount', 'status']);
    const parsed = legacyListOf(DeviceBaseInfo).parse(body);
    expect(parsed).toMatchObject({ status: 200, nonpagedCount: 30 });
    expect(parsed.items).toHaveLength(7);
    const noCount = (await (await api.call('queryDevices', { body: { limit: 1 } })).json()) as object;
    expect(noCount).not.toHaveProperty('nonpagedCount');
    const error = ErrorBody.parse(await (await api.call('readImportJob', { params: { jobUuid: 'x' } })).json());
    expect(error.status).toBe(404);
  });
});

describe('jobs the server forgets', () => {
  it('answers a job older than --forget-jobs-after 404 CSV_IMPORT_JOB_DOES_NOT_EXIST, on read and on its report', async () => {
    const clock = fakeClock();
    const server = await startDemoServer({ devices: 1, jobRate: 0, forgetJobsAfterSeconds: 60, clock: clock.now });
    try {
      const api = client(server);
      const { jobUuid } = await api.importCsv(lines('old', 3));
      clock.advance(60_000);
      expect((await api.call('readImportJob', { params: { jobUuid } })).status).toBe(200);
      clock.advance(1);
      const read = await expectError(await api.call('readImportJob', { params: { jobUuid } }), 404, /No import job/);
      expect(read.errorCode).toBe('CSV_IMPORT_JOB_DOES_NOT_EXIST');
      assertReference('RelutionException', read);
      const report = await expectError(await api.call('queryImportReport', { params: { jobUuid }, body: {} }), 404);
      expect(report.errorCode).toBe('CSV_IMPORT_JOB_DOES_NOT_EXIST');
    } finally {
      await server.close();
    }
  });
});

describe('tokens that expire', () => {
  it('answers 401 ACCESS_TOKEN_EXPIRED with the expiration date once --token-expires-at has passed', async () => {
    const clock = fakeClock(Date.parse('2026-03-01T11:59:59Z'));
    const server = await startDemoServer({ devices: 1, tokenExpiresAt: '2026-03-01T12:00:00Z', clock: clock.now });
    try {
      const api = client(server);
      expect((await api.call('queryDevices', { body: {} })).status).toBe(200);
      clock.advance(1000);
      for (const op of ['queryDevices', 'queryCreationWizardRequests', 'readPasswordPolicy'] as const) {
        const body = AuthErrorBody.parse(
          await expectError(await api.call(op, { body: {} }), 401, /expired on 2026-03-01T12:00:00.000Z/),
        );
        expect(body).toMatchObject({
          errorCode: 'ACCESS_TOKEN_EXPIRED',
          status: 'UNAUTHORIZED',
          expirationDate: Date.parse('2026-03-01T12:00:00Z'),
          errors: { expirationDate: '2026-03-01T12:00:00.000Z' },
        });
        assertReference('RelutionException', body);
      }
    } finally {
      await server.close();
    }
  });
});

describe('faults on demand', () => {
  let server: DemoServer;
  beforeAll(async () => {
    server = await startDemoServer({
      devices: 50,
      jobRate: 0,
      faults: [{ target: 'queryDevices', fault: { kind: 'page-cap', max: 10 }, times: 1 }],
    });
  });
  afterAll(() => server.close());

  it('starts with the faults given, and caps one call with page-cap', async () => {
    const api = client(server);
    const first = DeviceQueryResponse.parse(
      await (await api.call('queryDevices', { body: buildQuery({ limit: 40 }) })).json(),
    );
    expect([first.results.length, first.total]).toEqual([10, 50]);
    const second = DeviceQueryResponse.parse(
      await (await api.call('queryDevices', { body: buildQuery({ limit: 40 }) })).json(),
    );
    expect(second.results).toHaveLength(40);
  });
  it("applies '*' to every endpoint: 504, then an expired token without a date", async () => {
    const api = client(server);
    server.faults.set('*', { kind: 'status', status: 504 }, { times: 2 });
    await expectError(await api.call('queryUsers', { body: {} }), 504, /Gateway timeout/);
    await expectError(await api.call('readPasswordPolicy'), 504);
    expect((await api.call('readPasswordPolicy')).status).toBe(200);
    server.faults.set('*', { kind: 'expired-token' }, { times: 1 });
    const expired = AuthErrorBody.parse(await expectError(await api.call('queryDevices', { body: {} }), 401));
    expect(expired).toMatchObject({ errorCode: 'ACCESS_TOKEN_EXPIRED', message: 'The access token has expired' });
    expect(expired.expirationDate).toBeUndefined();
    expect((await api.call('queryDevices', { body: {} })).status).toBe(200);
  });
});

describe('401 and 403 bodies', () => {
  it('carry the reason where it fits, and conform to RelutionException', async () => {
    const server = await startDemoServer({ devices: 1 });
    try {
      const api = client(server);
      const missing = AuthErrorBody.parse(
        await expectError(await api.call('queryDevices', { token: null, body: {} }), 401),
      );
      expect(missing).toMatchObject({ errorCode: 'REQUEST_UNAUTHORIZED', anonymous: true });
      const wrong = AuthErrorBody.parse(
        await expectError(await api.call('queryDevices', { token: 'nope', body: {} }), 401),
      );
      expect(wrong).toMatchObject({ reason: 'INVALID_CREDENTIALS' });
      const role = AuthErrorBody.parse(
        await expectError(await api.call('queryCreationWizardRequests', { token: server.orgToken, body: {} }), 403),
      );
      expect(role).toMatchObject({ errorCode: 'INSUFFICIENT_PRIVILEGES', reason: 'INSUFFICIENT_PRIVILEGES' });
      for (const body of [missing, wrong, role]) assertReference('RelutionException', body);
    } finally {
      await server.close();
    }
  });
});

describe('answers as a real server types them', () => {
  it('device pages, creation-wizard requests and uploads conform to the reference schemas', async () => {
    const server = await startDemoServer({ devices: 300, jobRate: 0 });
    try {
      const api = client(server);
      const devices = await (await api.call('queryDevices', { body: buildQuery({ limit: 300 }) })).json();
      // The demo leaves out what a device does not have as null, as real servers do.
      assertReference('DeviceBaseInfoWrapper', devices, { nullAsAbsent: true });
      const wizard = (await (
        await api.call('queryCreationWizardRequests', { body: buildQuery({ limit: 50 }) })
      ).json()) as { results: unknown[] };
      for (const request of wizard.results) assertReference('WizardRequest', request);
      const form = new FormData();
      form.set('file', new Blob([`${HEADER}\n`], { type: 'text/csv' }), 'u.csv');
      const upload = (await (await api.call('uploadUsersCsv', { body: form })).json()) as { results: unknown[] };
      assertReference('Resource', upload.results[0]);
    } finally {
      await server.close();
    }
  });
});
