/**
 * A kept line's report message: core keeps the columns that changed (upload names,
 * comma-separated) as the message of a line left out as `kept` (NOT_SENT_KEPT), the shells
 * word them with the Changes view's column names ("Changed: Position").
 */
import type { MessageKey } from '../i18n/catalogue';
import type { Translate } from '../i18n/translator';
import { UPDATE_COLUMNS } from '../users-csv/update-columns';

/** The status word of a line kept as it is (left-out-lines.ts `leftOutStatus('kept')`). */
export const KEPT_STATUS = 'NOT_SENT_KEPT';

export function keptColumnsText(message: string, t: Translate): string {
  const columns = message
    .split(',')
    .filter((c) => c !== '')
    .map((c) => ((UPDATE_COLUMNS as readonly string[]).includes(c) ? t(`changes.field.${c}` as MessageKey) : c));
  return t('report.keptColumns', { columns: columns.join(', ') });
}
