// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PolicyBanner } from '../../../../renderer/app/PolicyBanner';
import { DEFAULT_POLICY } from '../../../../shared/policy';
import { installFakeBridge } from '../fake-bridge';
import { renderWithMantine } from '../render';

const fake = installFakeBridge();
beforeEach(() => fake.reset());
afterEach(cleanup);

describe('PolicyBanner', () => {
  it('names the file and every problem with its JSON path, until hidden', async () => {
    fake.handlers['policy.get'] = () => ({
      file: '/etc/mdm-admin/policy.json',
      found: true,
      policy: DEFAULT_POLICY,
      problems: [
        { path: '$.offerDemoServer', message: 'Invalid input: expected boolean, received string' },
        { path: '$.connections[0].baseUrl', message: 'must be an http:// or https:// address' },
      ],
    });
    renderWithMantine(<PolicyBanner />);
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('The machine-wide policy has 2 problems');
    expect(banner.textContent).toContain('/etc/mdm-admin/policy.json could not be applied in full');
    expect(banner.textContent).toContain('$.offerDemoServer: Invalid input: expected boolean, received string');
    expect(banner.textContent).toContain('$.connections[0].baseUrl: must be an http:// or https:// address');
    fireEvent.click(screen.getByRole('button', { name: 'Hide the policy problems' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
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
