// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UpdateOffer } from '../../../../renderer/app/UpdateOffer';
import { installFakeBridge } from '../fake-bridge';
import { renderWithMantine } from '../render';

const fake = installFakeBridge();
beforeEach(() => fake.reset());
afterEach(cleanup);

describe('UpdateOffer', () => {
  it('shows the version offered while it downloads, then restarts only when the user says so', async () => {
    fake.handlers['updates.status'] = () => ({ state: 'checking' });
    fake.handlers['updates.install'] = () => undefined;
    renderWithMantine(<UpdateOffer />);
    await waitFor(() => expect(fake.callsOf('updates.status')).toHaveLength(1));
    expect(screen.queryByTestId('update-offer')).toBeNull();
    act(() => fake.emit('updates.changed', { state: 'downloading', version: '0.2.0', percent: 40 }));
    expect(screen.getByTestId('update-offer').textContent).toContain('Version 0.2.0 of MDM Admin is available');
    act(() => fake.emit('updates.changed', { state: 'ready', version: '0.2.0' }));
    expect(screen.getByText('Version 0.2.0 is ready')).toBeTruthy();
    expect(fake.callsOf('updates.install')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Restart now' }));
    await waitFor(() => expect(fake.callsOf('updates.install')).toHaveLength(1));
  });

  it('"Later" hides the offer without restarting; a refused restart says why', async () => {
    fake.handlers['updates.status'] = () => ({ state: 'ready', version: '0.3.0' });
    fake.handlers['updates.install'] = () => {
      throw { code: 'invalid-argument', details: { reason: 'no-update' } };
    };
    const first = renderWithMantine(<UpdateOffer />);
    fireEvent.click(await screen.findByRole('button', { name: 'Restart now' }));
    expect(await screen.findByText('No update is downloaded yet: there is nothing to restart into.')).toBeTruthy();
    first.unmount();
    renderWithMantine(<UpdateOffer />);
    fireEvent.click(await screen.findByRole('button', { name: 'Later' }));
    expect(screen.queryByTestId('update-offer')).toBeNull();
    expect(fake.callsOf('updates.install')).toHaveLength(1);
  });

  it('shows nothing while updates are off', async () => {
    fake.handlers['updates.status'] = () => ({ state: 'off', reason: 'updates-off-policy' });
    renderWithMantine(<UpdateOffer />);
    await waitFor(() => expect(fake.callsOf('updates.status')).toHaveLength(1));
    expect(screen.queryByTestId('update-offer')).toBeNull();
  });
});
