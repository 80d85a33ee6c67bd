import { ActionIcon, Group, Select, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import { formatRange } from './format';

const PAGE_SIZES = [50, 100, 250, 500] as const;

export interface PagerProps {
  offset: number;
  limit: number;
  /** Rows on the current page. */
  shown: number;
  /** From getNonpagedCount; null when the server gave none. */
  total: number | null;
  onOffset(offset: number): void;
  onLimit(limit: number): void;
  disabled?: boolean;
}

/** The offset of the last page: for 12,345 rows at 100 a page, 12,300. */
function lastPageOffset(total: number, limit: number): number {
  return total <= 0 ? 0 : Math.floor((total - 1) / limit) * limit;
}

/** "1-100 of 12,345", page size, first / previous / next / last. */
export function Pager({ offset, limit, shown, total, onOffset, onLimit, disabled }: PagerProps) {
  const hasPrevious = offset > 0;
  const hasNext = total !== null ? offset + limit < total : shown === limit;
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap" aria-label="Paging" role="group">
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed" component="label" htmlFor="page-size">
          Rows per page
        </Text>
        <Select
          id="page-size"
          w={84}
          size="xs"
          data={PAGE_SIZES.map(String)}
          value={String(limit)}
          allowDeselect={false}
          onChange={(value) => value && onLimit(Number(value))}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      <Group gap={4} wrap="nowrap">
        <Text size="sm" mr="xs" data-testid="page-range" aria-live="polite">
          {formatRange(offset, shown, total)}
        </Text>
        <ActionIcon
          variant="subtle"
          aria-label="First page"
          disabled={disabled || !hasPrevious}
          onClick={() => onOffset(0)}
        >
          <IconChevronsLeft size={18} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          aria-label="Previous page"
          disabled={disabled || !hasPrevious}
          onClick={() => onOffset(Math.max(0, offset - limit))}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          aria-label="Next page"
          disabled={disabled || !hasNext}
          onClick={() => onOffset(offset + limit)}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          aria-label="Last page"
          disabled={disabled || total === null || !hasNext}
          onClick={() => total !== null && onOffset(lastPageOffset(total, limit))}
        >
          <IconChevronsRight size={18} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
