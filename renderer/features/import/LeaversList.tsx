import { Box, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { PackedLeavers } from '../../../shared/models/leavers';
import { call } from '../../bridge/mdm';
import { useT } from '../../ui/i18n';
import {
  DEFAULT_LEAVER_SORT,
  LEAVER_COLUMNS,
  leaverAt,
  leaverRows,
  personOf,
  searchLeavers,
  shownLeavers,
  sortLeavers,
} from './leavers-model';
import type { LeaverColumn, LeaverSort } from './leavers-model';
import type { PredictionComparison } from './import-wizard-types';
import { useFixedRows } from './use-fixed-rows';

const ROW_HEIGHT = 36;
const HEADER_HEIGHT = 36;
/** The columns' shares of the width: the login and the person get the most. */
const WIDTHS: Record<LeaverColumn, string> = { name: '28%', person: '32%', position: '20%', key: '20%' };

/**
 * Each dry run's users asked once: the tab is left and opened again without a second
 * answer of up to 100,000 users. Kept by the comparison (one per dry run), so that a new
 * dry run of the same upload asks again.
 */
let asked: { of: PredictionComparison; answer: Promise<PackedLeavers> } | null = null;
function leaversOf(comparison: PredictionComparison): Promise<PackedLeavers> {
  if (asked?.of !== comparison) {
    const answer = call('dryRun.leavers', { uploadId: comparison.uploadId });
    asked = { of: comparison, answer };
    // A failed answer is asked again next time.
    answer.catch(() => (asked = asked?.answer === answer ? null : asked));
  }
  return asked.answer;
}

/**
 * The users the file does not name, by name: login, person, position (class) and the
 * person's key (the connection's id column), searchable (case, accents and umlauts
 * folded) and sorted by any column (class, then name, at first). Virtualised: only the rows
 * in view exist; the users stay the one packed text core sent (leavers-model.ts).
 */
export function LeaversList({ comparison }: { comparison: PredictionComparison }) {
  const { t } = useT();
  // The answer of the comparison it was asked for: another comparison's is not shown.
  const [answer, setAnswer] = useState<{ of: PredictionComparison; packed?: PackedLeavers; failure?: string } | null>(
    null,
  );
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<LeaverSort>(DEFAULT_LEAVER_SORT);
  const deferredQuery = useDeferredValue(query);

  useEffect(() => {
    let current = true;
    leaversOf(comparison).then(
      (packed) => current && setAnswer({ of: comparison, packed }),
      (error: unknown) => current && setAnswer({ of: comparison, failure: (error as Error).message }),
    );
    return () => {
      current = false;
    };
  }, [comparison]);
  const packed = answer?.of === comparison ? (answer.packed ?? null) : null;
  const failure = answer?.of === comparison ? (answer.failure ?? null) : null;

  const rows = useMemo(() => (packed ? leaverRows(packed) : null), [packed]);
  const order = useMemo(() => (rows ? sortLeavers(rows, sort) : null), [rows, sort]);
  const shown = useMemo(
    () => (order && rows ? shownLeavers(order, searchLeavers(rows, deferredQuery)) : null),
    [order, rows, deferredQuery],
  );
  const scroller = useRef<HTMLDivElement>(null);
  const { rows: items, totalSize } = useFixedRows(scroller, shown?.length ?? 0, ROW_HEIGHT, 8, HEADER_HEIGHT);

  if (failure)
    return (
      <Text size="sm" c="red" role="alert" data-testid="leavers-failed">
        {t('changes.leavers.failed', { reason: failure })}
      </Text>
    );
  if (!packed || !rows || !shown)
    return (
      <Text size="sm" c="dimmed" data-testid="leavers-loading">
        {t('changes.loading')}
      </Text>
    );
  if (rows.count === 0) return null;

  const keyLabel = packed.idColumn
    ? t('changes.leavers.column.keyIn', { column: packed.idColumn })
    : t('changes.field.key');
  const labels: Record<LeaverColumn, string> = {
    name: t('changes.leavers.column.name'),
    person: t('changes.leavers.column.person'),
    position: t('changes.leavers.column.position'),
    key: keyLabel,
  };
  const sortBy = (column: LeaverColumn) =>
    setSort((s) => (s.column === column ? { column, descending: !s.descending } : { column, descending: false }));
  const cell = (column: LeaverColumn) => ({
    width: WIDTHS[column],
    flex: 'none' as const,
    minWidth: 0,
    padding: '0 10px',
  });

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <TextInput
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          placeholder={t('changes.leavers.search')}
          aria-label={t('changes.leavers.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          size="sm"
          style={{ width: 480, maxWidth: '60%' }}
          data-testid="leavers-search"
        />
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="leavers-shown">
          {t('changes.leavers.shown', { shown: shown.length, count: rows.count })}
        </Text>
      </Group>
      <Box
        ref={scroller}
        role="table"
        // Focusable: a keyboard scrolls the list (its rows are text, not controls).
        tabIndex={0}
        aria-label={t('changes.leavers.label')}
        aria-rowcount={shown.length + 1}
        data-testid="leavers-list"
        style={{
          height: 'calc(100vh - 470px)',
          minHeight: 180,
          overflow: 'auto',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 4,
        }}
      >
        <div
          role="row"
          aria-rowindex={1}
          style={{
            position: 'sticky',
            top: 0,
            zIndex: 1,
            height: HEADER_HEIGHT,
            display: 'flex',
            alignItems: 'stretch',
            background: 'var(--mantine-color-body)',
            borderBottom: '1px solid var(--mantine-color-default-border)',
          }}
        >
          {LEAVER_COLUMNS.map((column) => {
            const sorted = sort.column === column;
            return (
              <div
                key={column}
                role="columnheader"
                aria-sort={sorted ? (sort.descending ? 'descending' : 'ascending') : 'none'}
                style={{ ...cell(column), display: 'flex', alignItems: 'center' }}
              >
                <UnstyledButton
                  onClick={() => sortBy(column)}
                  data-testid={`leavers-sort-${column}`}
                  style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 600, fontSize: 14 }}
                >
                  {labels[column]}
                  {sorted &&
                    (sort.descending ? <IconArrowDown size={14} aria-hidden /> : <IconArrowUp size={14} aria-hidden />)}
                </UnstyledButton>
              </div>
            );
          })}
        </div>
        {shown.length === 0 ? (
          <Text size="sm" c="dimmed" p="sm" data-testid="leavers-none">
            {t('changes.leavers.none')}
          </Text>
        ) : (
          <div style={{ height: totalSize, position: 'relative' }}>
            {items.map(({ index: position, start }) => {
              const leaver = leaverAt(rows, shown[position]!);
              const person = personOf(leaver);
              const values: Record<LeaverColumn, string> = {
                name: leaver.name,
                person,
                position: leaver.position,
                key: leaver.key,
              };
              return (
                <div
                  key={shown[position]}
                  role="row"
                  aria-rowindex={position + 2}
                  data-testid="leaver-row"
                  data-login={leaver.name}
                  style={{
                    position: 'absolute',
                    top: start,
                    left: 0,
                    right: 0,
                    height: ROW_HEIGHT,
                    display: 'flex',
                    alignItems: 'center',
                    borderBottom: '1px solid var(--mantine-color-default-border)',
                  }}
                >
                  {LEAVER_COLUMNS.map((column) => (
                    <Text
                      key={column}
                      role="cell"
                      size="sm"
                      truncate
                      title={values[column]}
                      data-column={column}
                      fw={column === 'name' ? 600 : undefined}
                      style={cell(column)}
                    >
                      {values[column]}
                    </Text>
                  ))}
                </div>
              );
            })}
          </div>
        )}
      </Box>
    </Stack>
  );
}
