import { notifications } from '@mantine/notifications';
import type { NotificationData } from '@mantine/notifications';
import { dialogOpen, watchDialogs } from './dialog-watch';
import { translate } from './i18n';

/**
 * The toasts' layer: above the app's frame (100), below dialogs (Mantine's modal layer, 200)
 * and their dropdowns. A toast never covers a dialog's content or buttons, and the dialog's
 * focus trap keeps the keyboard in the dialog.
 */
export const TOAST_Z_INDEX = 150;

/** The toasts shown and not yet closed, as shown, with how long each was to stay (undefined: the default). */
const live = new Map<string, { shown: NotificationData; autoClose: NotificationData['autoClose'] }>();
let stopWatching: (() => void) | null = null;
let nextId = 0;

/**
 * Under an open dialog a toast cannot be read: its clock stops while a dialog is open and
 * starts again, whole, once the last one closes, so that a job's end is not missed.
 */
function hold(open: boolean): void {
  for (const { shown, autoClose } of live.values())
    notifications.update({ ...shown, autoClose: open ? false : autoClose });
}

function forget(id: string): void {
  live.delete(id);
  if (live.size === 0) {
    stopWatching?.();
    stopWatching = null;
  }
}

/**
 * A notification whose close button has a name in the app's language (Mantine's has none),
 * held while a dialog is open (`hold`). It never takes the focus.
 */
export function notify(data: NotificationData): void {
  const id = data.id ?? `notify-${++nextId}`;
  const shown: NotificationData = {
    ...data,
    id,
    onClose: (props) => {
      forget(id);
      data.onClose?.(props);
    },
    closeButtonProps: { 'aria-label': translate('notify.close') },
  };
  live.set(id, { shown, autoClose: data.autoClose });
  stopWatching ??= watchDialogs(hold);
  notifications.show({ ...shown, autoClose: dialogOpen() ? false : data.autoClose });
}
