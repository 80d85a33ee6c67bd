import { Text } from '@mantine/core';
import { formatDate, formatDateTime, formatRelative } from './format';

/** An epoch-ms date as a local date, then how long ago ("· 3 days ago"); the time is in the tooltip. */
export function DateCell({ value, now, never = 'Never' }: { value: unknown; now: number; never?: string }) {
  if (typeof value !== 'number' || !Number.isFinite(value))
    return (
      <Text span size="sm" c="dimmed">
        {never}
      </Text>
    );
  return (
    <span title={formatDateTime(value)}>
      {formatDate(value)}{' '}
      <Text span size="xs" c="dimmed">
        · {formatRelative(value, now)}
      </Text>
    </span>
  );
}
