import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import { AuthErrorBody, DeviceQueryResponse, UserQueryResponse } from '../../../shared/api/wire';
import { assertReference } from '../../helpers/reference-schemas';
import { pollUntil } from '../../helpers/poll';
import { client, expectError } from './client';

let server: DemoServer;
let api: ReturnType<typeof client>;
const HEADER = 'name,email,givenName,surName,password';

beforeAll(async () => {
  server = await startDemoServer({ organizations: 3, devices: 40, jobRate: 0, seed: 4 });
  api = client(server);
});
afterAll(() => server.close());

const scoped = (uuid: string) => `?tenantOrganizationUuid=${uuid}`;

async function deviceOrgs(query = '', headers: Record<string, string> = {}) {
  const res = await api.call('queryDevices', { body: { limit: 100, getNonpagedCount: true }, query, headers });
  expect(res.status).toBe(200);
  const body = DeviceQueryResponse.parse(await res.json());
  return new Set(body.results.map((d) => d.organizationUuid));
}

describe('organization scope', () => {
  it('seeds N organizations with UUIDs drawn from the seed', async () => {
    expect(server.organizations.map((o) => o.name)).toEqual(['demo', 'acme', 'globex']);
    expect(server.organizations[0]!.token).toBe(server.orgToken);
    const again = await startDemoServer({ organizations: 3, devices: 1, seed: 4 });
    try {
      expect(again.organizations.map((o) => o.uuid)).toEqual(server.organizations.map((o) => o.uuid));
    } finally {
      await again.close();
    }
  });
  it('answers in the named organization (query or header, any case), else in the token own', async () => {
    const [demo, acme, globex] = server.organizations.map((o) => o.uuid) as [string, string, string];
    expect(await deviceOrgs()).toEqual(new Set([demo]));
    expect(await deviceOrgs(scoped(acme))).toEqual(new Set([acme]));
    expect(await deviceOrgs('', { TenantOrganizationUUID: globex })).toEqual(new Set([globex]));
    expect(await deviceOrgs('', { tenantorganizationuuid: acme.toUpperCase() })).toEqual(new Set([acme]));
  });
  it('keeps users, uploads and jobs apart per organization', async () => {
    const acme = server.organizations[1]!.uuid;
    // jdoe exists in the demo organization only: imported into acme it is new.
    const file = await api.call('uploadUsersCsv', {
      query: scoped(acme),
      body: (() => {
        const form = new FormData();
        form.set('file', new Blob([`${HEADER}\njdoe,jdoe@acme.example,J,D,password1\n`]), 'a.csv');
        return form;
      })(),
    });
    const fileUuid = ((await file.json()) as { results: { uuid: string }[] }).results[0]!.uuid;
    // The file belongs to acme: the demo organization does not know it.
    await expectError(await api.call('startUserImport', { params: { fileUuid } }), 404, /No uploaded file/);
    const start = await api.call('startUserImport', { params: { fileUuid }, query: scoped(acme) });
    const jobUuid = ((await start.json()) as { uuid: string }).uuid;
    await expectError(await api.call('readImportJob', { params: { jobUuid } }), 404, /No import job/);
    type Job = { status: string; successCount?: number; organizationUuid?: string };
    const job = await pollUntil(
      async () => {
        const res = await api.call('readImportJob', { params: { jobUuid }, query: scoped(acme) });
        return ((await res.json()) as { results: Job[] }).results[0]!;
      },
      (read) => read.status === 'FINISHED',
    );
    expect(job).toMatchObject({ successCount: 1, organizationUuid: acme });
    expect(server.state.organizations[1]!.users.get('jdoe')?.email).toBe('jdoe@acme.example');
    expect(server.state.users.get('jdoe')?.email).toBe('jdoe@example.com');
    const users = await api.call('queryUsers', { body: { searches: ['jdoe'] }, query: scoped(acme) });
    expect(UserQueryResponse.parse(await users.json()).results.map((u) => u.organizationUuid)).toEqual([acme]);
  });
  it('answers an unknown organization 404 UNKNOWN_ORGANIZATION, and two different ones 400', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const op of ['queryDevices', 'queryUsers', 'readImportJob', 'readPasswordPolicy'] as const) {
      const body = await expectError(
        await api.call(op, { query: scoped(unknown), body: {}, params: { jobUuid: 'x' } }),
        404,
        /No organization with uuid '00000000-/,
      );
      expect(body.errorCode).toBe('UNKNOWN_ORGANIZATION');
      assertReference('RelutionException', body);
    }
    await expectError(
      await api.call('queryDevices', {
        query: scoped(server.organizations[1]!.uuid),
        headers: { tenantOrganizationUuid: server.organizations[2]!.uuid },
        body: {},
      }),
      400,
      /name different organizations/,
    );
  });
  it("lets an organization's own token act in its own organization only (403 USER_BELONGS_TO_DIFFERENT_ORGANIZATION)", async () => {
    const [demo, acme] = server.organizations as [DemoServer['organizations'][0], DemoServer['organizations'][0]];
    const own = await api.call('queryDevices', { token: acme.token, body: { limit: 5 } });
    expect(DeviceQueryResponse.parse(await own.json()).results[0]?.organizationUuid).toBe(acme.uuid);
    const other = await api.call('queryDevices', { token: acme.token, body: {}, query: scoped(demo.uuid) });
    const body = AuthErrorBody.parse(await expectError(other, 403, /belongs to a different organization/));
    expect(body).toMatchObject({ errorCode: 'ACCESS_FORBIDDEN', reason: 'USER_BELONGS_TO_DIFFERENT_ORGANIZATION' });
  });
});
