// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PolicyBanner } from '../../../../renderer/app/PolicyBanner';
import { changeLanguage } from '../../../../renderer/ui/i18n';
import { DEFAULT_POLICY } from '../../../../shared/policy';
import { installFakeBridge } from '../fake-bridge';
import { renderWithMantine } from '../render';

const fake = installFakeBridge();
beforeEach(() => fake.reset());
afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

describe('PolicyBanner', () => {
  it('names the file and every problem with its JSON path, until hidden', async () => {
    fake.handlers['policy.get'] = () => ({
      file: '/etc/mdm-admin/policy.json',
      found: true,
      policy: DEFAULT_POLICY,
      problems: [
        { path: '$.offerDemoServer', code: 'wrong-type', params: { expected: 'boolean' } },
        { path: '$.connections[0].baseUrl', code: 'http-url', params: { example: 'https://mdm.example.com' } },
      ],
    });
    renderWithMantine(<PolicyBanner />);
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('The machine-wide policy has 2 problems');
    expect(banner.textContent).toContain('/etc/mdm-admin/policy.json could not be applied in full');
    expect(banner.textContent).toContain('$.offerDemoServer: must be true or false');
    expect(banner.textContent).toContain(
      '$.connections[0].baseUrl: must be an http:// or https:// address, e.g. https://mdm.example.com',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Hide the policy problems' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('words each problem in German, naming the field and the file', async () => {
    await changeLanguage('de');
    fake.handlers['policy.get'] = () => ({
      file: '/etc/mdm-admin/policy.json',
      found: true,
      policy: DEFAULT_POLICY,
      problems: [
        { path: '$.proxy.url', code: 'no-credentials', params: {} },
        { path: '$.connections[0].kind', code: 'not-one-of', params: { values: ['"organization"', '"system"'] } },
      ],
    });
    renderWithMantine(<PolicyBanner />);
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('Die Richtlinie dieses Computers hat 2 Probleme');
    expect(banner.textContent).toContain('/etc/mdm-admin/policy.json konnte nicht vollständig angewendet werden');
    expect(banner.textContent).toContain('$.proxy.url: darf keinen Benutzernamen und kein Passwort enthalten');
    expect(banner.textContent).toContain(
      '$.connections[0].kind: muss einer dieser Werte sein: "organization", "system"',
    );
  });

  it('shows nothing for a valid policy, none at all, or a core that does not know policy.get', async () => {
    fake.handlers['policy.get'] = () => ({
      file: '/etc/mdm-admin/policy.json',
      found: true,
      policy: DEFAULT_POLICY,
      problems: [],
    });
    const valid = renderWithMantine(<PolicyBanner />);
    await waitFor(() => expect(fake.callsOf('policy.get')).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
    valid.unmount();
    delete fake.handlers['policy.get'];
    renderWithMantine(<PolicyBanner />);
    await waitFor(() => expect(fake.callsOf('policy.get')).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
