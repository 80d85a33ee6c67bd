// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProfileView } from '../../../../shared/models/profile';
import { App } from '../../../../renderer/app/App';
import { useNavigation } from '../../../../renderer/stores/navigation';
import { useProfiles } from '../../../../renderer/stores/profiles';
import { KEYCHAIN_SECRETS, installFakeBridge } from '../fake-bridge';
import { renderWithMantine } from '../render';

const fake = installFakeBridge();
const view = (id: string, name: string): ProfileView => ({
  id,
  name,
  baseUrl: `https://${id}.example.com`,
  kind: 'organization',
  dialect: 'auto',
  learnedDialect: null,
  hasCaCertificate: false,
  tokenHint: '…1234',
  demo: false,
  allowInsecureHttp: false,
});

beforeEach(() => {
  fake.reset();
  fake.handlers['app.info'] = () => ({
    name: 'MDM Admin',
    version: '0.1.0',
    shell: 'web',
    platform: 'linux',
    versions: {},
  });
  fake.handlers['api.endpoints'] = () => [];
  fake.handlers['secrets.status'] = () => KEYCHAIN_SECRETS;
  useProfiles.setState({ profiles: [], activeId: null, activeProfile: null, loaded: false, error: null });
  useNavigation.setState({ section: 'api-reference', chosen: false });
});
afterEach(cleanup);

describe('App', () => {
  it('opens on Connections when no profile exists', async () => {
    fake.handlers['profiles.list'] = () => ({ profiles: [], activeId: null });
    renderWithMantine(<App />);
    expect(await screen.findByRole('heading', { name: 'Connections', level: 2 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect to a server' })).toBeTruthy();
  });

  it('keeps the section the user chose before the profiles arrived (the first screen is only a suggestion)', async () => {
    let answer: (state: unknown) => void = () => {};
    fake.handlers['profiles.list'] = () => new Promise((resolve) => (answer = resolve));
    renderWithMantine(<App />);
    fireEvent.click(screen.getAllByText('Jobs')[0]!);
    answer({ profiles: [], activeId: null });
    await waitFor(() => expect(useProfiles.getState().loaded).toBe(true));
    expect(useNavigation.getState().section).toBe('jobs');
  });

  it('shows the active profile in the header and switches it', async () => {
    fake.handlers['profiles.list'] = () => ({ profiles: [view('a', 'Alpha'), view('b', 'Beta')], activeId: 'a' });
    fake.handlers['profiles.setActive'] = (input) => ({
      profiles: [view('a', 'Alpha'), view('b', 'Beta')],
      activeId: (input as { id: string }).id,
    });
    renderWithMantine(<App />);
    const switcher = (await screen.findAllByLabelText('Active connection')).find(
      (e) => e.tagName === 'INPUT',
    ) as HTMLInputElement;
    await waitFor(() => expect(switcher.value).toBe('Alpha'));
    fireEvent.click(switcher);
    fireEvent.click(await screen.findByRole('option', { name: 'Beta' }));
    await waitFor(() => expect(useProfiles.getState().activeId).toBe('b'));
    expect(fake.calls.find((c) => c.method === 'profiles.setActive')?.input).toEqual({ id: 'b' });
  });

  it('keeps a section opened before the profiles were read, instead of choosing the first screen', async () => {
    let answer: (value: unknown) => void = () => undefined;
    fake.handlers['profiles.list'] = () => new Promise((resolve) => (answer = resolve));
    renderWithMantine(<App />);
    fireEvent.click(await screen.findByRole('link', { name: 'Devices' }));
    answer({ profiles: [view('a', 'Alpha')], activeId: 'a' });
    await waitFor(() => expect(useProfiles.getState().loaded).toBe(true));
    expect(useNavigation.getState().section).toBe('devices');
  });
});
