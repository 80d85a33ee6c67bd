// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProfileRules, ProfileView } from '../../../../../shared/models/profile';
import { ConnectionsScreen } from '../../../../../renderer/features/connections/ConnectionsScreen';
import { useProfiles } from '../../../../../renderer/stores/profiles';
import { KEYCHAIN_SECRETS, installFakeBridge } from '../../fake-bridge';
import { renderWithMantine } from '../../render';

const FILE = '/etc/mdm-admin/policy.json';
const fake = installFakeBridge();
const view = (over: Partial<ProfileView> = {}): ProfileView => ({
  id: 'p1',
  name: 'School district',
  baseUrl: 'https://mdm.school.example',
  kind: 'organization',
  dialect: 'auto',
  learnedDialect: null,
  hasCaCertificate: true,
  tokenHint: null,
  demo: false,
  allowInsecureHttp: false,
  preset: true,
  ...over,
});
const rules = (over: Partial<ProfileRules> = {}): ProfileRules => ({
  userConnections: true,
  demoServer: true,
  policyFile: FILE,
  ...over,
});

beforeEach(() => {
  fake.reset();
  fake.handlers['secrets.status'] = () => KEYCHAIN_SECRETS;
});
afterEach(cleanup);

describe('ConnectionsScreen under a machine-wide policy', () => {
  it('shows a preset with a lock naming the policy file, and no way to remove it', () => {
    useProfiles.getState().apply({ profiles: [view()], activeId: 'p1', rules: rules() });
    renderWithMantine(<ConnectionsScreen />);
    const card = screen.getByRole('region', { name: 'Connection School district' });
    expect(
      within(card).getByRole('img', { name: `This connection: set by your IT department's policy (${FILE})` }),
    ).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Add token' })).toBeTruthy();
  });

  it('a preset’s form locks name, URL, kind and CA, and sends them unchanged with the token', async () => {
    useProfiles.getState().apply({ profiles: [view()], activeId: 'p1', rules: rules() });
    fake.handlers['profiles.save'] = () => view({ tokenHint: '…5678' });
    fake.handlers['profiles.list'] = () => ({
      profiles: [view({ tokenHint: '…5678' })],
      activeId: 'p1',
      rules: rules(),
    });
    renderWithMantine(<ConnectionsScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Add token' }));
    const form = await screen.findByRole('form', { name: 'Edit School district' });
    expect(screen.getByTestId('preset-note').textContent).toContain(FILE);
    for (const name of [/^Name/, /^Base URL/, 'CA certificate PEM']) {
      expect((screen.getByRole('textbox', { name }) as HTMLInputElement).disabled).toBe(true);
    }
    for (const what of ['Name', 'Base URL', 'Kind', 'CA certificate']) {
      expect(screen.getByRole('img', { name: `${what}: set by your IT department's policy (${FILE})` })).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: 'Remove certificate' })).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Access token/), { target: { value: 'token-5678' } });
    // The organization's password policy is not the IT department's to lock: the user enters it.
    const minimum = screen.getByRole('textbox', { name: 'Minimum length' }) as HTMLInputElement;
    expect(minimum.disabled).toBe(false);
    fireEvent.change(minimum, { target: { value: '10' } });
    fireEvent.submit(form);
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'profiles.save')).toBe(true));
    expect(fake.callsOf('profiles.save')[0]).toEqual({
      id: 'p1',
      profile: {
        name: 'School district',
        baseUrl: 'https://mdm.school.example',
        kind: 'organization',
        dialect: 'auto',
        allowInsecureHttp: false,
        passwordPolicy: { minimumPasswordLength: 10 },
      },
      token: 'token-5678',
    });
  });

  it('without connections of one’s own: no Add button, a lock that says why, and no demo server when it is off', () => {
    useProfiles
      .getState()
      .apply({ profiles: [view()], activeId: 'p1', rules: rules({ userConnections: false, demoServer: false }) });
    renderWithMantine(<ConnectionsScreen />);
    expect(screen.queryByRole('button', { name: 'Add connection' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Explore with the demo server' })).toBeNull();
    expect(
      within(screen.getByTestId('user-connections-locked')).getByRole('img', {
        name: `Connections of your own are turned off: set by your IT department's policy (${FILE})`,
      }),
    ).toBeTruthy();
  });

  it('an empty screen offers only what the policy allows, and says whom to ask when that is nothing', () => {
    useProfiles.getState().apply({ profiles: [], activeId: null, rules: rules({ demoServer: false }) });
    const first = renderWithMantine(<ConnectionsScreen />);
    const empty = screen.getByTestId('no-profiles');
    expect(within(empty).getByRole('button', { name: 'Add your server' })).toBeTruthy();
    expect(within(empty).queryByRole('button', { name: 'Explore with the demo server' })).toBeNull();
    first.unmount();

    useProfiles
      .getState()
      .apply({ profiles: [], activeId: null, rules: rules({ userConnections: false, demoServer: false }) });
    renderWithMantine(<ConnectionsScreen />);
    const none = screen.getByTestId('no-profiles');
    expect(within(none).queryAllByRole('button')).toEqual([]);
    expect(none.textContent).toContain(
      `Connections are set by your IT department's policy (${FILE}), and it sets none yet`,
    );
  });
});
