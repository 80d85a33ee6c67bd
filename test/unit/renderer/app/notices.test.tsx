// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startNotices } from '../../../../renderer/app/notices';
import { changeLanguage } from '../../../../renderer/ui/i18n';
import { installFakeBridge } from '../fake-bridge';
import { renderWithMantine } from '../render';

const fake = installFakeBridge();
afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

describe('app.notice', () => {
  it('words what core says (a code and its parameters) as a notification, until unsubscribed', async () => {
    renderWithMantine(<div />);
    const stop = startNotices();
    act(() =>
      fake.emit('app.notice', {
        level: 'warning',
        code: 'policy-problems',
        params: {
          file: '/etc/mdm-admin/policy.json',
          problems: [{ path: '$.proxy', code: 'wrong-type', params: { expected: 'object' } }],
        },
      }),
    );
    expect(
      await screen.findByText(
        'The machine-wide policy /etc/mdm-admin/policy.json has 1 problem; the app uses the defaults for it: $.proxy: must be an object ({...})',
      ),
    ).toBeTruthy();
    stop();
    act(() => fake.emit('app.notice', { level: 'error', code: 'job-unwatched', params: { fileName: 'hidden.csv' } }));
    expect(screen.queryByText(/hidden\.csv/)).toBeNull();
  });

  it('says it in the language of the app: no English in the German UI', async () => {
    await changeLanguage('de');
    renderWithMantine(<div />);
    const stop = startNotices();
    act(() => fake.emit('app.notice', { level: 'info', code: 'job-unwatched', params: { fileName: 'staff.csv' } }));
    expect(await screen.findByText(/Die Beobachtung des Imports von staff\.csv wurde beendet/)).toBeTruthy();
    expect(screen.queryByText(/Stopped watching/)).toBeNull();
    stop();
  });
});
