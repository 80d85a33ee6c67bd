import { notifications } from '@mantine/notifications';
import type { NotificationData } from '@mantine/notifications';
import { translate } from './i18n';

/** A notification whose close button has a name in the app's language (Mantine's has none). */
export function notify(data: NotificationData): void {
  notifications.show({ ...data, closeButtonProps: { 'aria-label': translate('notify.close') } });
}
