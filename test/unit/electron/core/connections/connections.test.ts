import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnectionService, profileForBaseUrl } from '../../../../../electron/core/connections/connections';
import type { ConnectionService } from '../../../../../electron/core/connections/connections';
import { createEventBus } from '../../../../../electron/core/events';
import { profileStore } from '../../../../../electron/core/profiles/profile-store';
import { createProfilesService } from '../../../../../electron/core/profiles/profiles-service';
import type { ProfilesService } from '../../../../../electron/core/profiles/profiles-service';
import { fileSecretStore } from '../../../../../electron/core/secrets/file-secret-store';
import type { ProfileView } from '../../../../../shared/models/profile';
import { tempDir } from '../../../../helpers/temp-dir';

/** A server that answers every query with an empty list and remembers which token (and organization) came. */
let server: http.Server;
let url: string;
const tokens: string[] = [];
const organizations: { query: string | null; header: string | null }[] = [];
beforeAll(async () => {
  server = http.createServer((request, response) => {
    tokens.push(String(request.headers['x-user-access-token']));
    const header = request.headers['tenantorganizationuuid'];
    organizations.push({
      query: new URL(request.url ?? '/', 'http://x').searchParams.get('tenantOrganizationUuid'),
      header: typeof header === 'string' ? header : null,
    });
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ status: 'OK', results: [], total: 0 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function setup(
  environmentToken?: string,
): Promise<{ profiles: ProfilesService; connections: ConnectionService }> {
  const dataDir = tempDir();
  const profiles = createProfilesService({
    store: profileStore(dataDir),
    secrets: fileSecretStore(dataDir),
    events: createEventBus(),
    clientOptions: { retry: { attempts: 1 } },
  });
  return {
    profiles,
    connections: createConnectionService({ profiles, environmentToken, clientOptions: { retry: { attempts: 1 } } }),
  };
}

/** Which token a resolved connection sends. */
async function tokenOf(connections: ConnectionService, ...args: Parameters<ConnectionService['resolve']>) {
  const { client } = await connections.resolve(...args);
  await client.queryDevices({ limit: 1, offset: 0 });
  return tokens.at(-1);
}

const profileInput = (name: string, baseUrl = url) =>
  ({ name, baseUrl, kind: 'organization', dialect: 'spec', caCertificatePem: null }) as const;

describe('connections', () => {
  it('resolves the active profile, and a saved profile by id, with its stored token', async () => {
    const { profiles, connections } = await setup();
    const school = await profiles.save({ profile: profileInput('school'), token: 'stored-school' });
    expect(await tokenOf(connections)).toBe('stored-school');
    const resolved = await connections.resolve({ kind: 'profile', id: school.id });
    expect(resolved.ref).toEqual({ kind: 'profile', id: school.id });
    expect(resolved.profile.name).toBe('school');
    await connections.close();
  });

  it('says no profile is active with a code the shells word', async () => {
    const { connections } = await setup();
    await expect(connections.resolve()).rejects.toMatchObject({
      code: 'no-profile',
      details: { reason: 'none-active' },
    });
  });

  it('MDM_TOKEN stands in for a missing stored token, and replaces a stored one only when the command names the profile', async () => {
    const { profiles, connections } = await setup('from-env');
    const bare = await profiles.save({ profile: profileInput('bare') });
    const stored = await profiles.save({ profile: profileInput('stored'), token: 'stored-token' });
    expect(await tokenOf(connections, { kind: 'profile', id: bare.id })).toBe('from-env');
    // A saved job of another profile keeps its own token (jobs --resume of every job).
    expect(await tokenOf(connections, { kind: 'profile', id: stored.id })).toBe('stored-token');
    // `--profile stored` with MDM_TOKEN set: this run uses MDM_TOKEN for it.
    const opened = await connections.open({ profileName: 'STORED' });
    expect(opened.ref).toEqual({ kind: 'profile', id: stored.id });
    expect(await tokenOf(connections, opened.ref)).toBe('from-env');
    await connections.close();
  });

  it('without MDM_TOKEN a profile with no stored token is a no-token error naming it', async () => {
    const { profiles, connections } = await setup();
    const bare = await profiles.save({ profile: profileInput('bare') });
    await expect(connections.resolve({ kind: 'profile', id: bare.id })).rejects.toMatchObject({
      code: 'no-token',
      details: { profileId: bare.id, profileName: 'bare' },
    });
  });

  it('opens a base URL with MDM_TOKEN (normalised), and refuses one without a token', async () => {
    const withEnv = await setup('env-token');
    const opened = await withEnv.connections.open({ baseUrl: `${url}/` });
    expect(opened.ref).toEqual({ kind: 'url', baseUrl: url });
    expect(opened.profile.name).toBe(url);
    expect(await tokenOf(withEnv.connections, opened.ref)).toBe('env-token');
    await withEnv.connections.close();
    const without = await setup();
    await expect(without.connections.open({ baseUrl: url })).rejects.toMatchObject({ code: 'no-token' });
    await expect(without.connections.open({ profileName: 'nobody' })).rejects.toMatchObject({ code: 'not-found' });
  });

  it('follows a base-URL job through MDM_TOKEN, else a saved profile for that base URL, else says what is missing', async () => {
    const ref = { kind: 'url', baseUrl: url } as const;
    const bare = await setup();
    await expect(bare.connections.resolve(ref)).rejects.toMatchObject({
      code: 'no-connection',
      details: { baseUrl: url },
    });
    await bare.profiles.save({ profile: profileInput('school', `${url}/`), token: 'school-token' });
    const viaProfile = await bare.connections.resolve(ref);
    expect(viaProfile.ref).toEqual(ref);
    expect(viaProfile.profile.name).toBe('school');
    expect(await tokenOf(bare.connections, ref)).toBe('school-token');
    const env = await setup('env-token');
    await env.profiles.save({ profile: profileInput('school'), token: 'school-token' });
    expect(await tokenOf(env.connections, ref)).toBe('env-token');
    await Promise.all([bare.connections.close(), env.connections.close()]);
  });

  it('acts in the organization of the profile, of the run, or of the job, and records it in the ref', async () => {
    const orgA = '11111111-2222-4333-8444-555555555555';
    const orgB = 'AAAAAAAA-BBBB-4CCC-8DDD-EEEEEEEEEEEE';
    const { profiles, connections } = await setup('env-token');
    const school = await profiles.save({ profile: { ...profileInput('school'), organizationUuid: orgA }, token: 't' });
    expect(school.organizationUuid).toBe(orgA);
    const own = await connections.resolve({ kind: 'profile', id: school.id });
    expect(own.ref).toEqual({ kind: 'profile', id: school.id, organization: orgA });
    await own.client.queryDevices({ limit: 1, offset: 0 });
    expect(organizations.at(-1)).toEqual({ query: orgA, header: orgA });
    // A job recorded in another organization is followed there, whatever the profile says now.
    const job = await connections.resolve({ kind: 'profile', id: school.id, organization: orgB.toLowerCase() });
    expect(job.profile.organizationUuid).toBe(orgB.toLowerCase());
    await job.client.queryDevices({ limit: 1, offset: 0 });
    expect(organizations.at(-1)).toEqual({ query: orgB.toLowerCase(), header: orgB.toLowerCase() });
    // --organization on the command line, for a base URL and for a profile.
    const byUrl = await connections.open({ baseUrl: url }, { organization: orgB });
    expect(byUrl.ref).toEqual({ kind: 'url', baseUrl: url, organization: orgB.toLowerCase() });
    await byUrl.client.queryDevices({ limit: 1, offset: 0 });
    expect(organizations.at(-1)?.query).toBe(orgB.toLowerCase());
    const opened = await connections.open({ profileName: 'school' }, { organization: orgB });
    expect(opened.ref).toEqual({ kind: 'profile', id: school.id, organization: orgB.toLowerCase() });
    // None: no parameter and no header at all.
    const plain = await profiles.save({ profile: profileInput('plain'), token: 'p' });
    await (await connections.resolve({ kind: 'profile', id: plain.id })).client.queryDevices({ limit: 1, offset: 0 });
    expect(organizations.at(-1)).toEqual({ query: null, header: null });
    await expect(
      profiles.save({ profile: { ...profileInput('bad'), organizationUuid: 'not-a-uuid' }, token: 'b' }),
    ).rejects.toMatchObject({ code: 'invalid-argument', message: expect.stringContaining('UUID') });
    await connections.close();
  });

  it('a profile opened by the command covers its own jobs and the base-URL jobs of its server', async () => {
    const { profiles, connections } = await setup();
    const school = await profiles.save({ profile: profileInput('school'), token: 't' });
    const mine = { kind: 'profile', id: school.id } as const;
    expect(await connections.covers(mine, mine)).toBe(true);
    expect(await connections.covers(mine, { kind: 'url', baseUrl: `${url}/` })).toBe(true);
    expect(await connections.covers(mine, { kind: 'url', baseUrl: 'https://elsewhere.example' })).toBe(false);
    expect(await connections.covers(mine, { kind: 'profile', id: 'other' })).toBe(false);
  });

  it('picks the profile for a base URL: the active one, else an organization administrator, else any', () => {
    const view = (id: string, baseUrl: string, kind: ProfileView['kind'] = 'organization'): ProfileView => ({
      id,
      name: id,
      baseUrl,
      kind,
      dialect: 'auto',
      learnedDialect: null,
      hasCaCertificate: false,
      tokenHint: null,
      demo: false,
      allowInsecureHttp: false,
    });
    const state = {
      profiles: [view('sys', 'https://a.example', 'system'), view('org', 'https://A.example/')],
      activeId: null,
    };
    expect(profileForBaseUrl(state, 'https://a.example')?.id).toBe('org');
    expect(profileForBaseUrl({ ...state, activeId: 'sys' }, 'https://a.example')?.id).toBe('sys');
    expect(profileForBaseUrl(state, 'https://a.example/relution')).toBeNull();
  });
});
