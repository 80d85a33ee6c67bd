import { ActionIcon, Group, Select, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import type { Translate } from '../../../shared/i18n/translator';
import { useT } from '../i18n';

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

/** "1–100 of 12,345"; "0 of 0" for an empty answer; "1–100" when the server gave no total. */
export function formatRange(offset: number, shown: number, total: number | null, t: Translate): string {
  if (shown === 0) return total === null ? t('pager.noRows') : t('pager.zeroOf', { total });
  const range = { from: offset + 1, to: offset + shown };
  return total === null ? t('pager.range', range) : t('pager.rangeOf', { ...range, total });
}

/** "1–100 of 12,345", page size, first / previous / next / last. */
export function Pager({ offset, limit, shown, total, onOffset, onLimit, disabled }: PagerProps) {
  const { t } = useT();
  const hasPrevious = offset > 0;
  const hasNext = total !== null ? offset + limit < total : shown === limit;
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap" aria-label={t('pager.paging')} role="group">
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed" component="label" htmlFor="page-size">
          {t('pager.rowsPerPage')}
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
          {formatRange(offset, shown, total, t)}
        </Text>
        <ActionIcon
          variant="subtle"
          aria-label={t('pager.first')}
          disabled={disabled || !hasPrevious}
          onClick={() => onOffset(0)}
        >
          <IconChevronsLeft size={18} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          aria-label={t('pager.previous')}
          disabled={disabled || !hasPrevious}
          onClick={() => onOffset(Math.max(0, offset - limit))}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          aria-label={t('pager.next')}
          disabled={disabled || !hasNext}
          onClick={() => onOffset(offset + limit)}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          aria-label={t('pager.last')}
          disabled={disabled || total === null || !hasNext}
          onClick={() => total !== null && onOffset(lastPageOffset(total, limit))}
        >
          <IconChevronsRight size={18} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
