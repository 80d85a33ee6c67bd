import { Text } from '@mantine/core';
import { formatDate, formatDateTime, formatRelative } from '../../../shared/i18n/format';
import type { Language } from '../../../shared/i18n/language';
import { translate } from '../i18n';

/** An epoch-ms date as a local date, then how long ago ("· 3 days ago"); the time is in the tooltip. */
export function DateCell({
  value,
  now,
  never,
  language,
}: {
  value: unknown;
  now: number;
  /** What a missing date reads as; "Never" by default. */
  never?: string;
  language: Language;
}) {
  if (typeof value !== 'number' || !Number.isFinite(value))
    return (
      <Text span size="sm" c="dimmed">
        {never ?? translate('table.never')}
      </Text>
    );
  return (
    <span title={formatDateTime(language, value)}>
      {formatDate(language, value)}{' '}
      <Text span size="xs" c="dimmed">
        · {formatRelative(language, value, now)}
      </Text>
    </span>
  );
}
