// @vitest-environment happy-dom
import { Button, MantineProvider, Modal } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../../renderer/app/theme';
import { notify, TOAST_Z_INDEX } from '../../../../renderer/ui/notify';
import { polyfillDom } from '../render';

// A toast (a job's end) while a dialog is open: under the dialog, its clock held until the
// dialog closes, the focus left in the dialog.

function Screen() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>open</Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Letters" transitionProps={{ duration: 0 }}>
        <Button onClick={() => setOpen(false)}>Done</Button>
      </Modal>
    </>
  );
}

const toast = () => screen.queryByText('Import finished: year2.csv');

beforeEach(() => {
  polyfillDom();
  vi.useFakeTimers({ shouldAdvanceTime: false });
});
afterEach(() => {
  act(() => notifications.clean());
  cleanup();
  vi.useRealTimers();
});

async function tick(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('a toast while a dialog is open', () => {
  it('lies under the dialog, keeps the focus in it, and waits its whole time until the dialog closes', async () => {
    render(
      <MantineProvider theme={theme} env="test">
        <Notifications zIndex={TOAST_Z_INDEX} transitionDuration={0} />
        <Screen />
      </MantineProvider>,
    );
    await tick(10);
    const done = screen.getByRole('button', { name: 'Done' });
    done.focus();
    act(() => notify({ id: 'job-1', message: 'Import finished: year2.csv', autoClose: 1000 }));
    await tick(10);
    expect(toast()).not.toBeNull();
    // Under the dialog's layer: the dialog's content and buttons stay on top.
    const root = document.querySelector<HTMLElement>('.mantine-Notifications-root')!;
    const modal = document.querySelector<HTMLElement>('.mantine-Modal-root')!;
    const layer = (e: HTMLElement, name: string) => Number(e.style.getPropertyValue(name));
    expect(layer(root, '--notifications-z-index')).toBeLessThan(layer(modal, '--mb-z-index'));
    expect(layer(root, '--notifications-z-index')).toBeGreaterThan(100); // over the app's frame
    // Its time does not run while the dialog is open; the focus stays where it was.
    await tick(5000);
    expect(toast()).not.toBeNull();
    expect(document.activeElement).toBe(done);
    fireEvent.click(done);
    await tick(10);
    expect(document.querySelector('[aria-modal="true"]')).toBeNull();
    // Its whole time once the dialog is closed, then gone.
    await tick(800);
    expect(toast()).not.toBeNull();
    await tick(1500);
    expect(toast()).toBeNull();
  });

  it('a toast shown before the dialog opened stops its clock too', async () => {
    function Later() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>open</Button>
          <Modal opened={open} onClose={() => setOpen(false)} title="Changes" transitionProps={{ duration: 0 }}>
            <Button onClick={() => setOpen(false)}>Close it</Button>
          </Modal>
        </>
      );
    }
    render(
      <MantineProvider theme={theme} env="test">
        <Notifications zIndex={TOAST_Z_INDEX} transitionDuration={0} />
        <Later />
      </MantineProvider>,
    );
    act(() => notify({ id: 'job-2', message: 'Import finished: year2.csv', autoClose: 1000 }));
    await tick(500);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    await tick(3000);
    expect(toast()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close it' }));
    await tick(2500);
    expect(toast()).toBeNull();
  });
});
