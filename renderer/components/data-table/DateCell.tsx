import { Text } from '@mantine/core';
import { formatDateTime, formatRelative } from './format';

/** An epoch-ms date as local date and time, then how long ago ("· 3 days ago"). */
export function DateCell({ value, now, never = 'Never' }: { value: unknown; now: number; never?: string }) {
  if (typeof value !== 'number' || !Number.isFinite(value))
    return (
      <Text span size="sm" c="dimmed">
        {never}
      </Text>
    );
  return (
    <span title={new Date(value).toISOString()}>
      {formatDateTime(value)}{' '}
      <Text span size="xs" c="dimmed">
        · {formatRelative(value, now)}
      </Text>
    </span>
  );
}
