// @vitest-environment happy-dom
import { MantineProvider, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppNotifications } from '../../../../renderer/app/AppNotifications';
import { theme } from '../../../../renderer/app/theme';
import { polyfillDom } from '../render';

const zIndexOf = (element: Element | null, variable: string): number => {
  const holder = element?.closest<HTMLElement>(`[style*="${variable}"]`);
  return Number(holder?.style.getPropertyValue(variable));
};

afterEach(() => notifications.clean());

describe('the app’s toasts', () => {
  it('come under an open dialog, never over its content or buttons', async () => {
    polyfillDom();
    render(
      <MantineProvider theme={theme} env="test">
        <AppNotifications />
        <Modal opened onClose={() => undefined} title="Letters">
          <button type="button">Save letters</button>
        </Modal>
      </MantineProvider>,
    );
    act(() => notifications.show({ message: 'Job finished: 120 stored' }));
    const toast = await screen.findByText('Job finished: 120 stored');
    const dialog = screen.getByRole('dialog');
    const toastLayer = zIndexOf(toast, '--notifications-z-index');
    const dialogLayer = zIndexOf(dialog, '--mb-z-index');
    expect(toastLayer).toBeGreaterThan(0);
    expect(dialogLayer).toBeGreaterThan(0);
    expect(toastLayer).toBeLessThan(dialogLayer);
    // The toast takes no focus from the dialog.
    expect(toast.contains(document.activeElement)).toBe(false);
  });
});
