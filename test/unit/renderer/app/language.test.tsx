// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from '../../../../shared/policy';
import { App } from '../../../../renderer/app/App';
import { useNavigation } from '../../../../renderer/stores/navigation';
import { useProfiles } from '../../../../renderer/stores/profiles';
import { changeLanguage, currentLanguage } from '../../../../renderer/ui/i18n';
import { KEYCHAIN_SECRETS, installFakeBridge } from '../fake-bridge';
import { renderWithMantine } from '../render';

const fake = installFakeBridge();
let stored: unknown = null;

beforeEach(async () => {
  fake.reset();
  stored = null;
  await changeLanguage('en');
  fake.handlers['app.info'] = () => ({
    name: 'MDM Admin',
    version: '0.1.0',
    shell: 'electron',
    platform: 'linux',
    versions: {},
    locale: 'de-DE',
  });
  fake.handlers['profiles.list'] = () => ({ profiles: [], activeId: null });
  fake.handlers['jobs.list'] = () => [];
  fake.handlers['secrets.status'] = () => KEYCHAIN_SECRETS;
  fake.handlers['prefs.get'] = (input) => ((input as { key: string }).key === 'app.language' ? stored : null);
  fake.handlers['prefs.set'] = (input) => {
    const { key, value } = input as { key: string; value: unknown };
    if (key === 'app.language') stored = value;
    return null;
  };
  useProfiles.setState({ profiles: [], activeId: null, activeProfile: null, loaded: false, error: null });
  useNavigation.setState({ section: 'connections', chosen: true });
});
afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

describe('the language', () => {
  it("starts as the operating system's (app.info.locale) when none was chosen", async () => {
    renderWithMantine(<App />);
    await screen.findByRole('heading', { name: 'Verbindungen', level: 2 });
    expect(document.documentElement.lang).toBe('de');
    expect(screen.getByRole('link', { name: 'Aufträge' })).toBeTruthy();
  });

  it('is the one chosen in the app when there is one, and a new choice is applied and remembered', async () => {
    stored = 'en';
    renderWithMantine(<App />);
    await screen.findByRole('heading', { name: 'Connections', level: 2 });
    await waitFor(() => expect(fake.callsOf('prefs.get')).toContainEqual({ key: 'app.language' }));
    expect(currentLanguage()).toBe('en');
    const select = screen.getAllByLabelText('Language').find((e) => e.tagName === 'INPUT')!;
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Deutsch' }));
    await screen.findByRole('heading', { name: 'Verbindungen', level: 2 });
    expect(stored).toBe('de');
  });

  it("is the policy's defaultLanguage over the system's on first start, and the user's choice over both", async () => {
    fake.handlers['policy.get'] = () => ({
      file: '/etc/mdm-admin/policy.json',
      found: true,
      policy: { ...DEFAULT_POLICY, defaultLanguage: 'en' },
      problems: [],
    });
    // The system (app.info) says German, and the window starts in German: only the policy makes it English.
    await changeLanguage('de');
    renderWithMantine(<App />);
    await screen.findByRole('heading', { name: 'Connections', level: 2 });
    expect(currentLanguage()).toBe('en');
    cleanup();
    stored = 'de';
    renderWithMantine(<App />);
    await screen.findByRole('heading', { name: 'Verbindungen', level: 2 });
  });
});
