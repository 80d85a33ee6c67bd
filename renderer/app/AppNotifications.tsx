import { getDefaultZIndex } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { NAVBAR_WIDTH } from './App';

/**
 * Toasts sit over the sidebar's empty middle (app.css), so they never cover a button of a
 * screen; and under a dialog's overlay, so they never cover a dialog (its buttons, its text):
 * one that comes while a dialog is open shows dimmed beside it, and its news stays in the
 * Jobs screen. Mantine puts toasts above dialogs by default.
 */
export const TOAST_Z_INDEX = getDefaultZIndex('modal') - 1;

export function AppNotifications() {
  return <Notifications position="bottom-left" containerWidth={NAVBAR_WIDTH - 16} zIndex={TOAST_Z_INDEX} />;
}
