import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { DeviceQueryResponse, StartImportResponse } from '../../../shared/api/wire';
import { client, expectError } from './client';

let spec: DemoServer;
let management: DemoServer;

beforeAll(async () => {
  spec = await startDemoServer({ devices: 20, orgToken: 'org-token-1', adminToken: 'admin-token-1' });
  management = await startDemoServer({ devices: 20, dialect: 'management' });
});
afterAll(async () => {
  await spec.close();
  await management.close();
});

describe('authentication', () => {
  it.each(ENDPOINTS.map((e) => e.id))('%s: 401 without a token and with an unknown token', async (op) => {
    const api = client(spec);
    const params = { fileUuid: 'x', jobUuid: 'x' };
    await expectError(await api.call(op, { token: null, params, body: {} }), 401, /Missing X-User-Access-Token/);
    const unknown = await expectError(await api.call(op, { token: 'not-a-token', params, body: {} }), 401, /unknown/);
    expect(unknown).toMatchObject({ errorCode: 'REQUEST_UNAUTHORIZED', status: 'UNAUTHORIZED', errors: {} });
  });
  it('uses the given tokens, and answers 403 to the wrong role', async () => {
    expect(spec.orgToken).toBe('org-token-1');
    const api = client(spec);
    const forbidden = await expectError(
      await api.call('queryDevices', { token: 'admin-token-1', body: {} }),
      403,
      /organization administrator/,
    );
    expect(forbidden).toMatchObject({ errorCode: 'INSUFFICIENT_PRIVILEGES', reason: 'INSUFFICIENT_PRIVILEGES' });
    expect((await api.call('queryDevices', { token: 'org-token-1', body: {} })).status).toBe(200);
  });
  it('answers 404 with an error body for an unknown path', async () => {
    await expectError(
      await fetch(`${spec.url}/api/v9/nothing`, { headers: { 'X-User-Access-Token': spec.orgToken } }),
      404,
      /No endpoint/,
    );
  });
});

describe('dialects', () => {
  it('management: the 26.x paths answer, with the device query by POST', async () => {
    const api = client(management, 'management');
    const res = await api.call('queryDevices', { body: { limit: 2 } });
    expect(res.status).toBe(200);
    expect(DeviceQueryResponse.parse(await res.json()).results).toHaveLength(2);
    const file = await api.upload('name,email,givenName,surName,password\n');
    const start = await api.call('startUserImport', { params: { fileUuid: file } });
    expect(start.status).toBe(200);
    StartImportResponse.parse(await start.json());
  });
  it("management: the spec's own paths answer 404", async () => {
    const api = client(management, 'spec');
    await expectError(await api.call('queryDevices', { body: {} }), 404);
    await expectError(await api.call('startUserImport', { params: { fileUuid: 'x' } }), 404);
  });
  it('spec: the management-only paths answer 404, and a wrong method 405', async () => {
    const api = client(spec, 'management');
    await expectError(await api.call('queryDevices', { body: {} }), 404);
    await expectError(await api.call('startUserImport', { params: { fileUuid: 'x' } }), 404);
    await expectError(
      await client(spec).call('readImportJob', { params: { jobUuid: 'x' }, method: 'DELETE' }),
      405,
      /use GET/,
    );
  });
});
