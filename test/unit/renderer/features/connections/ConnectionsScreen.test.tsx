// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProfileView } from '../../../../../shared/models/profile';
import { DEMO_PROFILE_NAMES } from '../../../../../shared/connections/profile-label';
import { ProfileSwitcher } from '../../../../../renderer/app/ProfileSwitcher';
import { ConnectionsScreen } from '../../../../../renderer/features/connections/ConnectionsScreen';
import { useNavigation } from '../../../../../renderer/stores/navigation';
import { useProfiles } from '../../../../../renderer/stores/profiles';
import { changeLanguage } from '../../../../../renderer/ui/i18n';
import { KEYCHAIN_SECRETS, installFakeBridge } from '../../fake-bridge';
import { renderWithMantine } from '../../render';

const fake = installFakeBridge();
const view = (over: Partial<ProfileView> = {}): ProfileView => ({
  id: 'p1',
  name: 'Production',
  baseUrl: 'https://mdm.example.com',
  kind: 'organization',
  dialect: 'auto',
  learnedDialect: null,
  hasCaCertificate: false,
  tokenHint: '…wxyz',
  demo: false,
  allowInsecureHttp: false,
  ...over,
});

beforeEach(() => {
  fake.reset();
  fake.handlers['secrets.status'] = () => KEYCHAIN_SECRETS;
  useProfiles.getState().apply({ profiles: [], activeId: null });
});
afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

describe('ConnectionsScreen', () => {
  it('offers the demo server in one click when no profile exists, and goes on to the import', async () => {
    const demo = view({ id: 'demo', name: 'Demo server', demo: true, baseUrl: 'http://127.0.0.1:5000' });
    fake.handlers['demo.start'] = () => ({ profiles: [demo], activeId: 'demo' });
    renderWithMantine(<ConnectionsScreen />);
    expect(screen.getByTestId('no-profiles')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Explore with the demo server' }).at(-1)!);
    await waitFor(() => expect(useProfiles.getState().activeProfile?.name).toBe('Demo server'));
    expect(fake.calls.map((c) => c.method)).toContain('demo.start');
    expect(useNavigation.getState().section).toBe('import');
  });

  it('shows why the demo server did not start', async () => {
    fake.handlers['demo.start'] = () => {
      throw { code: 'internal', details: { error: 'Port 0 refused: permission denied' } };
    };
    renderWithMantine(<ConnectionsScreen />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Explore with the demo server' })[0]!);
    expect(await screen.findByText('Unexpected error: Port 0 refused: permission denied')).toBeTruthy();
  });

  it('adds a connection: the token goes to profiles.save once, in a masked field, and the form closes', async () => {
    fake.handlers['profiles.save'] = (input) => view({ name: (input as { profile: { name: string } }).profile.name });
    fake.handlers['profiles.list'] = () => ({ profiles: [view()], activeId: 'p1' });
    renderWithMantine(<ConnectionsScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Add your server' }));
    const form = await screen.findByRole('form', { name: 'New connection' });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Production' } });
    fireEvent.change(screen.getByLabelText(/^Base URL/), { target: { value: 'https://mdm.example.com' } });
    const token = screen.getByLabelText(/^Access token/) as HTMLInputElement;
    expect(token.type).toBe('password');
    fireEvent.change(token, { target: { value: '  secret-token-1234  ' } });
    fireEvent.submit(form);
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'profiles.save')).toBe(true));
    const save = fake.calls.find((c) => c.method === 'profiles.save')!.input as Record<string, unknown>;
    expect(save).toMatchObject({
      profile: { name: 'Production', baseUrl: 'https://mdm.example.com', kind: 'organization', dialect: 'auto' },
      token: 'secret-token-1234',
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New connection' })).toBeNull());
    expect(document.body.innerHTML).not.toContain('secret-token-1234');
  });

  it('refuses a new connection without a token or with a bad URL, saying which field is wrong', async () => {
    renderWithMantine(<ConnectionsScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Add your server' }));
    const form = await screen.findByRole('form', { name: 'New connection' });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'X' } });
    fireEvent.change(screen.getByLabelText(/^Base URL/), { target: { value: 'mdm.example.com' } });
    fireEvent.submit(form);
    expect(await screen.findByText(/must be an http:\/\/ or https:\/\/ address/)).toBeTruthy();
    expect(screen.getByText(/Paste the access token/)).toBeTruthy();
    expect(fake.calls.some((c) => c.method === 'profiles.save')).toBe(false);
  });

  it('edits without a token: only the hint is shown and no token is sent', async () => {
    useProfiles.getState().apply({ profiles: [view()], activeId: 'p1' });
    fake.handlers['profiles.save'] = () => view({ name: 'Renamed' });
    fake.handlers['profiles.list'] = () => ({ profiles: [view({ name: 'Renamed' })], activeId: 'p1' });
    renderWithMantine(<ConnectionsScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit Production' });
    expect(screen.getByText(/A token ending in …wxyz is stored/)).toBeTruthy();
    expect((screen.getByLabelText(/^Access token/) as HTMLInputElement).value).toBe('');
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Renamed' } });
    fireEvent.submit(form);
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'profiles.save')).toBe(true));
    const save = fake.calls.find((c) => c.method === 'profiles.save')!.input as Record<string, unknown>;
    expect(save.id).toBe('p1');
    expect(save).not.toHaveProperty('token');
  });

  it("keeps the connection's naming scheme, shows a pattern's error as typed, and removes it when emptied", async () => {
    const namingScheme = { namePattern: '{givenName}.{surName}', emailPattern: 'schule.example' };
    useProfiles.getState().apply({ profiles: [view({ namingScheme })], activeId: 'p1' });
    fake.handlers['profiles.save'] = () => view();
    fake.handlers['profiles.list'] = () => ({ profiles: [view()], activeId: 'p1' });
    renderWithMantine(<ConnectionsScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit Production' });
    const login = screen.getByRole('textbox', { name: 'Login names' }) as HTMLInputElement;
    expect(login.value).toBe('{givenName}.{surName}');
    fireEvent.change(login, { target: { value: '{givenName}.{sur}' } });
    expect(screen.getByText(/^Character 13: \{sur\} is no field/)).toBeTruthy();
    fireEvent.change(login, { target: { value: '' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail addresses' }), { target: { value: '' } });
    fireEvent.submit(form);
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'profiles.save')).toBe(true));
    const save = fake.callsOf('profiles.save')[0] as { profile: Record<string, unknown> };
    expect(save.profile.namingScheme).toBeNull();
  });

  it('moving a connection to another server asks for its token again before anything is sent', async () => {
    useProfiles.getState().apply({ profiles: [view()], activeId: 'p1' });
    fake.handlers['profiles.save'] = () => view({ baseUrl: 'https://other.example' });
    renderWithMantine(<ConnectionsScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit Production' });
    fireEvent.change(screen.getByLabelText(/^Base URL/), { target: { value: 'https://other.example' } });
    fireEvent.submit(form);
    expect(await screen.findByText(/The server changed: paste the access token for this server/)).toBeTruthy();
    expect(fake.calls.some((c) => c.method === 'profiles.save')).toBe(false);
    fireEvent.change(screen.getByLabelText(/^Access token/), { target: { value: 'other-token' } });
    fireEvent.submit(form);
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'profiles.save')).toBe(true));
  });

  it('an http:// address of another machine needs the user to accept the token in clear text', async () => {
    fake.handlers['profiles.save'] = () => view({ baseUrl: 'http://mdm.example.com', allowInsecureHttp: true });
    renderWithMantine(<ConnectionsScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Add your server' }));
    const form = await screen.findByRole('form', { name: 'New connection' });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Plain' } });
    fireEvent.change(screen.getByLabelText(/^Base URL/), { target: { value: 'http://mdm.example.com' } });
    fireEvent.change(screen.getByLabelText(/^Access token/), { target: { value: 'plain-token' } });
    expect(screen.getByTestId('insecure-http')).toBeTruthy();
    fireEvent.submit(form);
    expect(await screen.findByText(/tick to accept that the token travels in clear text/)).toBeTruthy();
    expect(fake.calls.some((c) => c.method === 'profiles.save')).toBe(false);
    fireEvent.click(screen.getByLabelText('I accept that the token travels in clear text to this server'));
    fireEvent.submit(form);
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'profiles.save')).toBe(true));
    const save = fake.calls.find((c) => c.method === 'profiles.save')!.input as { profile: Record<string, unknown> };
    expect(save.profile.allowInsecureHttp).toBe(true);
  });

  it('editing keeps a stored CA certificate unless the user removes it', async () => {
    useProfiles.getState().apply({ profiles: [view({ hasCaCertificate: true })], activeId: 'p1' });
    fake.handlers['profiles.save'] = () => view({ hasCaCertificate: true });
    fake.handlers['profiles.list'] = () => ({ profiles: [view({ hasCaCertificate: true })], activeId: 'p1' });
    renderWithMantine(<ConnectionsScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    let form = await screen.findByRole('form', { name: 'Edit Production' });
    expect(screen.getByTestId('ca-state').textContent).toBe('A certificate is stored');
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Renamed' } });
    fireEvent.submit(form);
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'profiles.save')).toBe(true));
    const kept = fake.calls.find((c) => c.method === 'profiles.save')!.input as { profile: Record<string, unknown> };
    expect(kept.profile).not.toHaveProperty('caCertificatePem');

    fake.calls.length = 0;
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    form = await screen.findByRole('form', { name: 'Edit Production' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove certificate' }));
    fireEvent.submit(form);
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'profiles.save')).toBe(true));
    const removed = fake.calls.find((c) => c.method === 'profiles.save')!.input as { profile: Record<string, unknown> };
    expect(removed.profile.caCertificatePem).toBeNull();
  });

  it('says in German where tokens are kept, from the situation core reports', async () => {
    fake.handlers['secrets.status'] = () => ({
      backend: 'file',
      situation: 'plain-file',
      location: '/home/anna/.mdm-admin/tokens.json',
      secure: false,
      needsConsent: false,
    });
    await changeLanguage('de');
    renderWithMantine(<ConnectionsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Eigenen Server hinzufügen' }));
    await screen.findByText('Tokens werden in einer Datei aufbewahrt');
    expect(
      screen.getByText(/^Tokens werden unverschlüsselt in \/home\/anna\/\.mdm-admin\/tokens\.json aufbewahrt/),
    ).toBeTruthy();
  });

  it('asks for consent before keeping a token with weak protection', async () => {
    fake.handlers['secrets.status'] = () => ({
      backend: 'basic_text',
      situation: 'obscured',
      location: null,
      secure: false,
      needsConsent: true,
    });
    fake.handlers['profiles.save'] = () => view();
    renderWithMantine(<ConnectionsScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Add your server' }));
    const form = await screen.findByRole('form', { name: 'New connection' });
    await screen.findByText('No keyring available');
    await screen.findByText(/so Electron can only obscure tokens with a fixed key/);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'X' } });
    fireEvent.change(screen.getByLabelText(/^Base URL/), { target: { value: 'https://x.example.com' } });
    fireEvent.change(screen.getByLabelText(/^Access token/), { target: { value: 'tok' } });
    fireEvent.submit(form);
    expect(await screen.findByText(/tick to allow it/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Keep the token with this weaker protection'));
    fireEvent.submit(form);
    await waitFor(() =>
      expect(fake.calls.find((c) => c.method === 'profiles.save')?.input).toMatchObject({ acceptWeakStorage: true }),
    );
  });

  it('tests a connection and lists each step', async () => {
    useProfiles.getState().apply({ profiles: [view()], activeId: 'p1' });
    fake.handlers['profiles.test'] = () => ({
      ok: false,
      summary: { key: 'error', params: {} },
      steps: [
        { id: 'reach', ok: true, words: { key: 'answers', params: { baseUrl: 'https://mdm.school.example' } } },
        { id: 'authenticate', ok: false, words: { key: 'error', params: {} } },
      ],
      dialect: null,
      durationMs: 15,
      calls: [],
      proxy: null,
      error: { code: 'unauthorized', details: { status: 401 } },
    });
    renderWithMantine(<ConnectionsScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Test' }));
    const check = await screen.findByTestId('connection-check');
    expect(check.textContent).toContain('Reach the server: https://mdm.school.example answers.');
    expect(check.textContent).toMatch(/Authenticate: [^.]*HTTP 401/);
  });

  it("says in the app's words what to do about a failed test, which call it made, and the proxy", async () => {
    useProfiles.getState().apply({ profiles: [view()], activeId: 'p1' });
    fake.handlers['profiles.test'] = () => ({
      ok: false,
      summary: { key: 'error', params: {} },
      steps: [
        {
          id: 'network',
          ok: true,
          words: { key: 'proxy.policy', params: { proxy: 'http://proxy.school.example:3128' } },
        },
        { id: 'authenticate', ok: false, words: { key: 'error', params: {} } },
        { id: 'permission', ok: false, skipped: true, words: { key: 'notTried', params: {} } },
      ],
      dialect: null,
      durationMs: 15,
      calls: [{ operation: 'queryDevices', method: 'GET', path: '/api/v2/devices/baseInfo/query' }],
      proxy: 'http://proxy.school.example:3128',
      proxySource: 'policy',
      error: {
        code: 'unauthorized',
        details: { status: 401, errorCode: 'ACCESS_TOKEN_EXPIRED', expirationDate: Date.parse('2026-03-01T12:00:00Z') },
      },
    });
    renderWithMantine(<ConnectionsScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Test' }));
    const check = await screen.findByTestId('connection-check');
    expect(check.textContent).toContain(
      'expired on 2026-03-01 12:00 UTC. Create a new token in the portal (Profile > Access tokens), then paste it in Connections',
    );
    expect(screen.getByTestId('connection-check-call').textContent).toContain(
      "Called GET /api/v2/devices/baseInfo/query (query devices of an organization), through the proxy http://proxy.school.example:3128 (set by your IT department's policy, which wins over HTTPS_PROXY and the system's settings).",
    );
  });

  it('keeps an organization UUID with the profile, refusing what is not one', async () => {
    useProfiles.getState().apply({ profiles: [view()], activeId: 'p1' });
    fake.handlers['profiles.save'] = () => view({ organizationUuid: '3f2b8c1e-0a4d-4c7e-9b51-2d6f0e8a7c13' });
    renderWithMantine(<ConnectionsScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit Production' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Organization' }), { target: { value: 'school district' } });
    fireEvent.submit(form);
    expect(await screen.findByText(/The organization must be a UUID/)).toBeTruthy();
    expect(fake.calls.some((c) => c.method === 'profiles.save')).toBe(false);
    fireEvent.change(screen.getByRole('textbox', { name: 'Organization' }), {
      target: { value: ' 3f2b8c1e-0a4d-4c7e-9b51-2d6f0e8a7c13 ' },
    });
    fireEvent.submit(form);
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'profiles.save')).toBe(true));
    const save = fake.calls.find((c) => c.method === 'profiles.save')!.input as { profile: Record<string, unknown> };
    expect(save.profile.organizationUuid).toBe('3f2b8c1e-0a4d-4c7e-9b51-2d6f0e8a7c13');
  });

  it("lets a system administrator pick an organization from the server's list, or says why there is none", async () => {
    const admin = view({ kind: 'system', demo: true });
    useProfiles.getState().apply({ profiles: [admin], activeId: 'p1' });
    fake.handlers['profiles.organizations'] = () => ({
      source: 'demo',
      organizations: [
        { uuid: '11111111-2222-4333-8444-555555555555', name: 'demo', fullName: 'Demo Organization' },
        { uuid: '66666666-7777-4888-8999-aaaaaaaaaaaa', name: 'acme', fullName: 'Acme Corporation' },
      ],
    });
    fake.handlers['profiles.save'] = () => admin;
    renderWithMantine(<ConnectionsScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit Production' });
    fireEvent.click(screen.getByRole('button', { name: "List the server's organizations" }));
    expect((await screen.findByTestId('organization-list-note')).textContent).toContain('no call to the server');
    fireEvent.click(screen.getAllByLabelText("Pick from the server's organizations")[0]!);
    fireEvent.click(await screen.findByRole('option', { name: 'acme: Acme Corporation' }));
    expect((screen.getByRole('textbox', { name: 'Organization' }) as HTMLInputElement).value).toBe(
      '66666666-7777-4888-8999-aaaaaaaaaaaa',
    );
    fireEvent.submit(form);
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'profiles.save')).toBe(true));
    expect(fake.calls.find((c) => c.method === 'profiles.organizations')?.input).toEqual({ id: 'p1' });
  });

  it('removes a connection only after a confirming click', async () => {
    useProfiles.getState().apply({ profiles: [view()], activeId: 'p1' });
    fake.handlers['profiles.remove'] = () => ({ profiles: [], activeId: null });
    renderWithMantine(<ConnectionsScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(fake.calls.some((c) => c.method === 'profiles.remove')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Production' }));
    await waitFor(() => expect(useProfiles.getState().profiles).toEqual([]));
    expect(fake.calls.find((c) => c.method === 'profiles.remove')?.input).toEqual({ id: 'p1' });
  });

  it("shows the demo profile's stock name in the UI language, in the cards and the switcher", async () => {
    const demo = view({ id: 'demo', name: DEMO_PROFILE_NAMES.organization, demo: true });
    const own = view({ id: 'p1', name: 'Schule am Markt' });
    for (const [language, label] of [
      ['de', 'Demo-Server (Organisationsadministrator)'],
      ['en', 'Demo server (organization administrator)'],
    ] as const) {
      await changeLanguage(language);
      useProfiles.getState().apply({ profiles: [demo, own], activeId: 'demo' });
      renderWithMantine(
        <>
          <ProfileSwitcher />
          <ConnectionsScreen />
        </>,
      );
      expect(screen.getByRole('heading', { name: label })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Schule am Markt' })).toBeTruthy();
      expect((screen.getByTestId('profile-switcher') as HTMLInputElement).value).toBe(label);
      cleanup();
    }
  });

  it('edits the demo profile under the name it showed, and keeps the stored name unless it was changed', async () => {
    const demo = view({ id: 'demo', name: DEMO_PROFILE_NAMES.organization, demo: true });
    fake.handlers['profiles.save'] = (input) => ({ ...demo, ...(input as { profile: object }).profile });
    fake.handlers['profiles.list'] = () => ({ profiles: [demo], activeId: 'demo' });
    await changeLanguage('de');
    useProfiles.getState().apply({ profiles: [demo], activeId: 'demo' });
    const savedName = async (typed?: string) => {
      renderWithMantine(<ConnectionsScreen />);
      fireEvent.click(screen.getByRole('button', { name: 'Bearbeiten' }));
      const field = (await screen.findByLabelText(/^Name/)) as HTMLInputElement;
      expect(field.value).toBe('Demo-Server (Organisationsadministrator)');
      if (typed !== undefined) fireEvent.change(field, { target: { value: typed } });
      const before = fake.callsOf('profiles.save').length;
      fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
      await waitFor(() => expect(fake.callsOf('profiles.save')).toHaveLength(before + 1));
      cleanup();
      return (fake.callsOf('profiles.save')[before] as { profile: { name: string } }).profile.name;
    };
    // Saved unchanged: the stored (CLI --profile) name stays.
    expect(await savedName()).toBe(DEMO_PROFILE_NAMES.organization);
    // Renamed by the user: saved as typed.
    expect(await savedName('Testschule')).toBe('Testschule');
  });
});
