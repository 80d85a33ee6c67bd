import { notifications } from '@mantine/notifications';
import type { Notice } from '../../shared/ipc';
import { onEvent } from '../bridge/mdm';

const COLOR: Record<Notice['level'], string> = { info: 'blue', warning: 'yellow', error: 'red' };

/** Shows what core wants the user to know beyond an answer (app.notice) as a notification. */
export function startNotices(): () => void {
  return onEvent('app.notice', (notice) =>
    notifications.show({
      color: COLOR[notice.level],
      message: notice.message,
      autoClose: notice.level === 'info' ? 5000 : false,
    }),
  );
}
