// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfilesState, ProfileView } from '../../../../shared/models/profile';
import { startProfilesSync, useProfiles } from '../../../../renderer/stores/profiles';
import { installFakeBridge } from '../fake-bridge';

const fake = installFakeBridge();
const profile = (id: string, name: string): ProfileView => ({
  id,
  name,
  baseUrl: `https://${id}.example.com`,
  kind: 'organization',
  dialect: 'auto',
  learnedDialect: null,
  hasCaCertificate: false,
  tokenHint: '…a1b2',
  demo: false,
  allowInsecureHttp: false,
});
/** profiles.list answered: the store says it has loaded. */
const loaded = () => vi.waitFor(() => expect(useProfiles.getState().loaded).toBe(true));

beforeEach(() => {
  fake.reset();
  useProfiles.setState({ profiles: [], activeId: null, activeProfile: null, loaded: false, error: null });
});

describe('useProfiles', () => {
  it('loads profiles.list and exposes the active profile', async () => {
    const state: ProfilesState = { profiles: [profile('a', 'A'), profile('b', 'B')], activeId: 'b' };
    fake.handlers['profiles.list'] = () => state;
    const stop = startProfilesSync();
    await loaded();
    expect(useProfiles.getState().loaded).toBe(true);
    expect(useProfiles.getState().activeProfile?.name).toBe('B');
    stop();
  });

  it('follows profiles.changed until stopped', async () => {
    fake.handlers['profiles.list'] = () => ({ profiles: [], activeId: null });
    const stop = startProfilesSync();
    await loaded();
    fake.emit('profiles.changed', { profiles: [profile('a', 'A')], activeId: 'a' });
    expect(useProfiles.getState().activeProfile?.id).toBe('a');
    stop();
    fake.emit('profiles.changed', { profiles: [], activeId: null });
    expect(useProfiles.getState().profiles).toHaveLength(1);
  });

  it('setActive calls profiles.setActive and applies the answer', async () => {
    fake.handlers['profiles.setActive'] = (input) => ({
      profiles: [profile('a', 'A'), profile('b', 'B')],
      activeId: (input as { id: string }).id,
    });
    await useProfiles.getState().setActive('a');
    expect(fake.calls).toEqual([{ method: 'profiles.setActive', input: { id: 'a' } }]);
    expect(useProfiles.getState().activeProfile?.name).toBe('A');
  });

  it('keeps the failure of profiles.list as a message, and counts as loaded', async () => {
    const stop = startProfilesSync();
    await loaded();
    expect(useProfiles.getState()).toMatchObject({ loaded: true, error: expect.stringContaining('profiles.list') });
    stop();
  });

  it("keeps the policy's rules from core's answers, and allows everything when an answer has none", () => {
    const rules = { userConnections: false, demoServer: false, policyFile: '/etc/mdm-admin/policy.json' };
    useProfiles.getState().apply({ profiles: [], activeId: null, rules });
    expect(useProfiles.getState().rules).toEqual(rules);
    useProfiles.getState().apply({ profiles: [], activeId: null });
    expect(useProfiles.getState().rules).toEqual({ userConnections: true, demoServer: true, policyFile: null });
  });
});
