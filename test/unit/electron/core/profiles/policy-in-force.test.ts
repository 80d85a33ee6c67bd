import { afterEach, describe, expect, it } from 'vitest';
import { createCore } from '../../../../../electron/core/create-core';
import type { Core } from '../../../../../electron/core/create-core';
import type { MethodName, Notice, RpcOutcome } from '../../../../../shared/ipc';
import type { ProfilesState, ProfileView } from '../../../../../shared/models/profile';
import type { OrganizationPolicy } from '../../../../../shared/models/organization-policy';
import { checkPolicy } from '../../../../../shared/policy';
import { startDemoServer } from '../../../../../electron/demo-server/index';
import type { PolicyState } from '../../../../../shared/policy';
import { TEST_CALLER } from '../../../../helpers/caller';
import { tempDir } from '../../../../helpers/temp-dir';
import { describeNotice } from '../../../../../shared/errors/notice-wording';
import { createTranslator } from '../../../../../shared/i18n/translator';
import { wordingOf } from '../../../../helpers/worded';

const FILE = '/etc/mdm-admin/policy.json';
const ORG = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const cores: Core[] = [];
afterEach(async () => {
  await Promise.all(cores.splice(0).map((core) => core.dispose()));
});

function policyState(input: unknown): PolicyState {
  return { file: FILE, found: true, ...checkPolicy(input) };
}

function start(policy: unknown, dataDir = tempDir('mdm-policy-core-')) {
  const core = createCore({ shell: 'web', dataDir, resumeJobs: false, policy: policyState(policy) });
  cores.push(core);
  const call = (method: MethodName, input?: unknown) => core.call(method, input, TEST_CALLER);
  const value = async <T>(method: MethodName, input?: unknown): Promise<T> => {
    const outcome = await call(method, input);
    if (!outcome.ok) throw new Error(`${method}: ${JSON.stringify(outcome.error)}`);
    return outcome.value as T;
  };
  return { core, call, value, dataDir };
}

const preset = {
  name: 'School district',
  baseUrl: 'https://mdm.school.example',
  kind: 'organization',
  organizationUuid: ORG,
};

function refused(outcome: RpcOutcome<unknown>, message: RegExp) {
  expect(outcome.ok).toBe(false);
  if (outcome.ok) return;
  expect(outcome.error.code).toBe('forbidden-by-policy');
  expect(wordingOf(outcome.error)).toMatch(message);
  expect(wordingOf(outcome.error)).toContain(FILE);
}

describe('the policy in force in core', () => {
  it('shows a preset connection on first start, locked and active, waiting for its token', async () => {
    const app = start({ connections: [preset] });
    const state = await app.value<ProfilesState>('profiles.list');
    expect(state.profiles).toEqual([
      expect.objectContaining({
        name: 'School district',
        baseUrl: 'https://mdm.school.example',
        preset: true,
        tokenHint: null,
      }),
    ]);
    expect(state.activeId).toBe(state.profiles[0]!.id);
    expect(state.rules).toEqual({ userConnections: true, demoServer: true, policyFile: FILE });
  });

  it('lets the user add the token, and refuses changing the name, URL, kind, CA or organization, or removing it', async () => {
    const pem = '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQ\n-----END CERTIFICATE-----\n';
    const app = start({ connections: [{ ...preset, caCertificatePem: pem }] });
    const [view] = (await app.value<ProfilesState>('profiles.list')).profiles as [ProfileView];
    const same = { name: view.name, baseUrl: view.baseUrl, kind: view.kind };
    const saved = await app.value<ProfileView>('profiles.save', { id: view.id, profile: same, token: 'tok-1234' });
    expect(saved).toMatchObject({ tokenHint: '…1234', preset: true, hasCaCertificate: true });
    refused(
      await app.call('profiles.save', { id: view.id, profile: { ...same, baseUrl: 'https://evil.example' } }),
      /"School district" is set by your IT department's policy: its base URL cannot be changed/,
    );
    refused(await app.call('profiles.save', { id: view.id, profile: { ...same, name: 'Mine' } }), /its name/);
    refused(await app.call('profiles.save', { id: view.id, profile: { ...same, kind: 'system' } }), /its kind/);
    refused(
      await app.call('profiles.save', { id: view.id, profile: { ...same, caCertificatePem: null } }),
      /CA certificate/,
    );
    refused(
      await app.call('profiles.save', {
        id: view.id,
        profile: { ...same, organizationUuid: '66666666-7777-4888-8999-aaaaaaaaaaaa' },
      }),
      /its organization cannot be changed/,
    );
    refused(await app.call('profiles.remove', { id: view.id }), /cannot be removed/);
    // The organization came from the policy and stays with the profile (the one name: organizationUuid).
    expect(saved.organizationUuid).toBe(ORG);
    expect((await app.core.profiles.listAll()).profiles[0]).toMatchObject({ view: { organizationUuid: ORG } });
  });

  it('allowUserConnections false: no new connection, and the user’s own are hidden and refused, not deleted', async () => {
    const dataDir = tempDir('mdm-policy-core-');
    const before = start({}, dataDir);
    const own = await before.value<ProfileView>('profiles.save', {
      profile: { name: 'Mine', baseUrl: 'https://mine.example', kind: 'organization' },
      token: 'tok-mine',
    });
    await before.core.dispose();

    const app = start({ connections: [preset], allowUserConnections: false }, dataDir);
    const state = await app.value<ProfilesState>('profiles.list');
    expect(state.profiles.map((p) => p.name)).toEqual(['School district']);
    expect(state.rules?.userConnections).toBe(false);
    refused(
      await app.call('profiles.save', { profile: { name: 'New', baseUrl: 'https://new.example', kind: 'system' } }),
      /adding connections of your own is turned off/,
    );
    refused(await app.call('profiles.remove', { id: own.id }), /Connections of your own are turned off/);
    refused(await app.call('profiles.setActive', { id: own.id }), /turned off/);
    expect(await app.core.profiles.findByName('Mine')).toBeNull();
    await expect(app.core.profiles.resolveClient(own.id)).rejects.toMatchObject({ code: 'forbidden-by-policy' });
    // Still on disk: a policy that allows them again finds them.
    expect((await app.core.profiles.listAll()).profiles.map((p) => [p.view.name, p.shown])).toEqual([
      ['Mine', false],
      ['School district', true],
    ]);
  });

  it('offerDemoServer false: demo.start is refused in core', async () => {
    const app = start({ offerDemoServer: false });
    refused(await app.call('demo.start', { kind: 'organization' }), /The demo server is turned off/);
    expect((await app.value<ProfilesState>('profiles.list')).rules?.demoServer).toBe(false);
  });

  it('policy.get answers what is in force, the file and the problems; a malformed policy is said once as a notice', async () => {
    const notices: Notice[] = [];
    const app = start({ offerDemoServer: 'no', connections: [preset, { name: 'Bad', baseUrl: 'ftp://x' }] });
    app.core.events.subscribe((event, payload) => {
      if (event === 'app.notice') notices.push(payload as Notice);
    });
    const state = await app.value<PolicyState>('policy.get');
    expect(state.file).toBe(FILE);
    expect(state.policy.offerDemoServer).toBe(true);
    expect(state.policy.connections.map((c) => c.name)).toEqual(['School district']);
    expect(state.problems.map((p) => p.path)).toEqual([
      '$.connections[1].baseUrl',
      '$.connections[1].kind',
      '$.offerDemoServer',
    ]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.level).toBe('warning');
    expect(notices[0]!.code).toBe('policy-problems');
    const said = describeNotice(notices[0]!, 'app');
    expect(said).toContain(FILE);
    expect(said).toContain('$.offerDemoServer');
    expect(said).toContain('$.connections[1].baseUrl');
    // In German: the file, each field by its path, and what is wrong with it, in German.
    const german = describeNotice(notices[0]!, 'app', createTranslator('de'));
    expect(german).toContain(`Die Richtlinie ${FILE} hat 3 Probleme`);
    expect(german).toContain('$.offerDemoServer: muss true oder false sein');
    expect(german).toContain('$.connections[1].baseUrl: muss eine http://- oder https://-Adresse sein');
    expect(german).toContain('$.connections[1].kind: muss einer dieser Werte sein: "organization", "system"');
    expect(german).not.toMatch(/Invalid|expected|must/);
  });

  it('without a policy nothing is locked or refused, and updates are off', async () => {
    const core = createCore({ shell: 'web', dataDir: tempDir('mdm-policy-core-'), resumeJobs: false });
    cores.push(core);
    const state = await core.call('policy.get', undefined, TEST_CALLER);
    expect(state).toMatchObject({ ok: true, value: { file: null, found: false, problems: [] } });
    expect(await core.call('updates.status', undefined, TEST_CALLER)).toMatchObject({
      ok: true,
      value: { state: 'off' },
    });
    expect(await core.call('updates.install', undefined, TEST_CALLER)).toMatchObject({ ok: false });
  });

  it("a preset keeps the organization's password policy the user entered, across starts, and checks use it", async () => {
    const server = await startDemoServer({ devices: 1, passwordPolicy: { minimumPasswordLength: 30 } });
    try {
      // This server does not tell its policy: the one entered with the preset applies.
      server.faults.set('readPasswordPolicy', { kind: 'status', status: 500 }, { times: 1000 });
      const policy = { connections: [{ ...preset, baseUrl: server.url }] };
      const first = start(policy);
      const [view] = (await first.value<ProfilesState>('profiles.list')).profiles as [ProfileView];
      const rules = { minimumPasswordLength: 10, minimumNumbersOfDigits: 1, requiredNumbersOfSymbols: 1 };
      const saved = await first.value<ProfileView>('profiles.save', {
        id: view.id,
        profile: { name: view.name, baseUrl: view.baseUrl, kind: view.kind, passwordPolicy: rules },
        token: server.orgToken,
      });
      expect(saved).toMatchObject({ preset: true, passwordPolicy: rules });
      await first.core.dispose();
      cores.splice(cores.indexOf(first.core), 1);

      const again = start(policy, first.dataDir);
      const [kept] = (await again.value<ProfilesState>('profiles.list')).profiles as [ProfileView];
      expect(kept).toMatchObject({ id: view.id, preset: true, passwordPolicy: rules });
      expect(await again.value<OrganizationPolicy>('profiles.passwordPolicy', { profileId: view.id })).toMatchObject({
        policy: rules,
        source: 'profile',
      });
      // Removing the policy is the user's too; the locked fields stay as they are.
      const cleared = await again.value<ProfileView>('profiles.save', {
        id: view.id,
        profile: { name: view.name, baseUrl: view.baseUrl, kind: view.kind, passwordPolicy: null },
      });
      expect(cleared).toMatchObject({ preset: true, passwordPolicy: null });
    } finally {
      await server.close();
    }
  });
});
