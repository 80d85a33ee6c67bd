import type { Notice } from '../../shared/ipc';
import { describeNotice } from '../../shared/errors/notice-wording';
import { onEvent } from '../bridge/mdm';
import { currentLanguage, translate } from '../ui/i18n';
import { notify } from '../ui/notify';

const COLOR: Record<Notice['level'], string> = { info: 'blue', warning: 'yellow', error: 'red' };

/** Shows what core wants the user to know beyond an answer (app.notice) as a notification, worded in the app's language. */
export function startNotices(): () => void {
  return onEvent('app.notice', (notice) =>
    notify({
      color: COLOR[notice.level],
      message: describeNotice(notice, 'app', { language: currentLanguage(), t: translate }),
      autoClose: notice.level === 'info' ? 5000 : false,
    }),
  );
}
