// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startNotices } from '../../../../renderer/app/notices';
import { installFakeBridge } from '../fake-bridge';
import { renderWithMantine } from '../render';

const fake = installFakeBridge();
afterEach(cleanup);

describe('app.notice', () => {
  it('shows what core says as a notification, until unsubscribed', async () => {
    renderWithMantine(<div />);
    const stop = startNotices();
    act(() => fake.emit('app.notice', { level: 'warning', message: 'The machine-wide policy has 1 problem' }));
    expect(await screen.findByText('The machine-wide policy has 1 problem')).toBeTruthy();
    stop();
    act(() => fake.emit('app.notice', { level: 'error', message: 'Not shown' }));
    expect(screen.queryByText('Not shown')).toBeNull();
  });
});
