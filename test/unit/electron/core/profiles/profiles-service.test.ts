import { describe, expect, it } from 'vitest';
import { createEventBus } from '../../../../../electron/core/events';
import { profileStore } from '../../../../../electron/core/profiles/profile-store';
import { createProfilesService } from '../../../../../electron/core/profiles/profiles-service';
import { fileSecretStore } from '../../../../../electron/core/secrets/file-secret-store';
import { tempDir } from '../../../../helpers/temp-dir';
import { profileInputSchema } from '../../../../../shared/models/profile';
import { worded } from '../../../../helpers/worded';

function service() {
  const dataDir = tempDir();
  const secrets = fileSecretStore(dataDir);
  return {
    secrets,
    profiles: createProfilesService({ store: profileStore(dataDir), secrets, events: createEventBus() }),
  };
}

const input = (baseUrl: string, extra: Record<string, unknown> = {}) =>
  ({ name: 'school', baseUrl, kind: 'organization', dialect: 'auto', ...extra }) as const;

describe('a stored token is bound to the server it was given for', () => {
  it('changing the scheme, host or port needs the token again', async () => {
    const { profiles, secrets } = service();
    const saved = await profiles.save({ profile: input('https://mdm.school.example'), token: 'school-token' });
    for (const moved of ['https://evil.example', 'http://mdm.school.example', 'https://mdm.school.example:8443']) {
      await expect(
        profiles.save({ id: saved.id, profile: input(moved, { allowInsecureHttp: true }) }),
      ).rejects.toMatchObject({
        code: 'invalid-argument',
        details: { reason: 'token-for-other-server', field: 'token' },
      });
    }
    // Nothing changed: the token stays with its server.
    expect((await profiles.list()).profiles[0]!.baseUrl).toBe('https://mdm.school.example');
    expect(await secrets.get(saved.id)).toBe('school-token');
  });

  it('a path on the same server, or a new token, is fine', async () => {
    const { profiles, secrets } = service();
    const saved = await profiles.save({ profile: input('https://mdm.school.example'), token: 'school-token' });
    await profiles.save({ id: saved.id, profile: input('https://MDM.school.example:443/relution') });
    expect(await secrets.get(saved.id)).toBe('school-token');
    await profiles.save({ id: saved.id, profile: input('https://other.example'), token: 'other-token' });
    expect(await secrets.get(saved.id)).toBe('other-token');
  });
});

describe('http:// to another machine needs explicit consent', () => {
  it('is refused without it, kept with it, and never needed for this machine', async () => {
    const { profiles } = service();
    await expect(profiles.save({ profile: input('http://mdm.school.example'), token: 't' })).rejects.toMatchObject({
      details: { reason: 'insecure-http', field: 'allowInsecureHttp' },
    });
    const consented = await profiles.save({
      profile: input('http://mdm.school.example', { allowInsecureHttp: true }),
      token: 't',
    });
    expect(consented.allowInsecureHttp).toBe(true);
    const local = await profiles.save({ profile: { ...input('http://127.0.0.1:8080'), name: 'demo' }, token: 't' });
    expect(local.allowInsecureHttp).toBe(false);
    await expect(profiles.resolveClient(local.id)).resolves.toBeTruthy();
  });

  it('an http:// client without consent is refused before any request', async () => {
    const { createApiClient } = await import('../../../../../electron/core/api/create-api-client');
    expect(() => createApiClient({ baseUrl: 'http://mdm.school.example', token: 't' })).toThrow(
      expect.toSatisfy(worded(/clear text/)),
    );
    expect(() =>
      createApiClient({ baseUrl: 'http://mdm.school.example', token: 't', allowInsecureHttp: true }),
    ).not.toThrow();
  });

  it('the name check holds against a profile saved meanwhile by another process', async () => {
    const dataDir = tempDir();
    const make = () =>
      createProfilesService({
        store: profileStore(dataDir),
        secrets: fileSecretStore(dataDir),
        events: createEventBus(),
      });
    const [a, b] = [make(), make()];
    const results = await Promise.allSettled([
      a.save({ profile: input('https://a.example'), token: 'ta' }),
      b.save({ profile: input('https://b.example'), token: 'tb' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await a.list()).profiles).toHaveLength(1);
  });
});

describe("a connection's naming scheme", () => {
  it('is kept with the profile, kept when an edit leaves it out, and removed by null', async () => {
    const { profiles } = service();
    const scheme = { namePattern: '{givenName}.{surName}', emailPattern: 'schule.example' };
    const saved = await profiles.save({
      profile: input('https://mdm.school.example', { namingScheme: scheme }),
      token: 't',
    });
    expect(saved.namingScheme).toEqual(scheme);
    const renamed = await profiles.save({
      id: saved.id,
      profile: { ...input('https://mdm.school.example'), name: 'other' },
    });
    expect(renamed.namingScheme).toEqual(scheme);
    expect((await profiles.list()).profiles[0]!.namingScheme).toEqual(scheme);
    const removed = await profiles.save({
      id: saved.id,
      profile: input('https://mdm.school.example', { namingScheme: null }),
    });
    expect(removed.namingScheme).toBeNull();
  });

  it('refuses a pattern that does not parse', () => {
    const parse = (namingScheme: unknown) =>
      profileInputSchema.safeParse({ ...input('https://mdm.school.example'), namingScheme }).success;
    expect(parse({ namePattern: '{givenName:1}{surName}', emailPattern: '{name}@schule.example' })).toBe(true);
    expect(parse({ namePattern: '{givenName', emailPattern: '' })).toBe(false);
    expect(parse({ namePattern: '', emailPattern: '{name}@{surName}.example' })).toBe(false);
  });
});
