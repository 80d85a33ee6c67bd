import { Box, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { Finding, RowView } from '../../../shared/users-csv';
import { useShallow } from 'zustand/react/shallow';
import type { Language } from '../../../shared/i18n/language';
import type { Translate } from '../../../shared/i18n/translator';
import { useT } from '../../ui/i18n';
import { statusWord } from '../../../shared/i18n/status-words';
import { PREDICTED_STATUSES } from '../../../shared/models/dry-run';
import { widestText } from '../../ui/text-width';
import { derivedText, findingText } from '../../../shared/users-csv';
import { IconWand } from '@tabler/icons-react';
import { useImportWizard } from './import-wizard-store';
import { useLookAlikeDecisions } from './look-alike-decisions';
import { undecidedLines } from './start-waits';
import { fittedColumnWidth, useFixedRows } from './use-fixed-rows';
import { gridOrder } from './grid-order';

const ROW_HEIGHT = 30;
/** The sticky header row's height (two lines of text): rows scrolled to stay below it. */
const HEADER_HEIGHT = 46;
const LINE_WIDTH = 96;
/** Cells share the grid's width between these bounds; wider files scroll sideways. */
const MIN_CELL_WIDTH = 150;
const MAX_CELL_WIDTH = 260;

export interface CellRef {
  index: number;
  column: number;
}

interface Props {
  /** Row indexes to show (the problem rows), or null for every row. */
  only: Int32Array | null;
  total: number;
  selected: CellRef | null;
  onSelect(cell: CellRef): void;
  /** Asked to scroll a row into view (next/previous problem). */
  scrollTo: { index: number; nonce: number } | null;
  /** Show the dry run's "Predicted" column, for this setting of overwrite. */
  predicted?: { overwrite: boolean } | null;
}

/** The "Predicted" column is at least this wide, and as wide as its header and words need. */
const PREDICTED_MIN_WIDTH = 120;
/** A header cell's and a cell's padding (8 px each side) and the header's border. */
const CELL_PADDING = 18;
const PREDICTED_COLOR = { SUCCESS: 'teal', SKIPPED: 'yellow', OVERWRITTEN: 'blue', FAILED: 'red' } as const;

const severityOf = (findings: Finding[], column: number): 'error' | 'warning' | null => {
  let worst: 'error' | 'warning' | null = null;
  for (const f of findings) {
    if (f.columnIndex !== column && !(f.columnIndex === null && f.rule === 'field-count')) continue;
    if (f.severity === 'error') return 'error';
    worst = 'warning';
  }
  return worst;
};

/**
 * Every row of the file, virtualized: only the rows in view exist in the DOM and only those
 * are fetched from the worker, so a million rows scroll like a hundred. Headers are the
 * 5.34 names the columns are imported as; invalid cells are tinted with their messages on
 * hover; a double click or Enter edits a cell, which the worker re-checks at once.
 */
export function PreviewGrid({ only, total, selected, onSelect, scrollTo, predicted = null }: Props) {
  const { t, language } = useT();
  const { header, fileColumns, mapping, rows, requestRows, editCell } = useImportWizard(
    useShallow((s) => ({
      header: s.header,
      fileColumns: s.fileColumns,
      mapping: s.mapping,
      rows: s.rows,
      requestRows: s.requestRows,
      editCell: s.editCell,
    })),
  );
  // The lines whose person looks like an existing user, not yet decided: the grid says so
  // where it would say "New" (Start waits for them).
  const undecided = useLookAlikeDecisions((decisions) =>
    undecidedLines(useImportWizard.getState(), decisions).join(','),
  );
  useImportWizard((s) => s.prediction.comparison);
  const lookAlikes = useMemo(() => new Set(undecided === '' ? [] : undecided.split(',').map(Number)), [undecided]);
  const scroller = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState<CellRef | null>(null);
  const count = only ? only.length : total;
  const indexAt = (position: number) => (only ? (only[position] ?? -1) : position);
  const virtualizer = useFixedRows(scroller, count, ROW_HEIGHT, 12, HEADER_HEIGHT);
  const items = virtualizer.rows;

  useEffect(() => {
    const wanted = items.map((item) => indexAt(item.index)).filter((i) => i >= 0);
    if (wanted.length > 0) requestRows(wanted);
  });

  useEffect(() => {
    if (!scrollTo) return;
    const position = only ? binarySearch(only, scrollTo.index) : scrollTo.index;
    if (position >= 0) virtualizer.scrollToIndex(position, 'center');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scrollTo]);

  const cellWidth = fittedColumnWidth(
    virtualizer.viewportWidth - LINE_WIDTH,
    header.length,
    MIN_CELL_WIDTH,
    MAX_CELL_WIDTH,
  );
  const predictedWidth = useMemo(
    () =>
      Math.max(
        PREDICTED_MIN_WIDTH,
        CELL_PADDING +
          widestText([
            { text: t('import.grid.predicted'), style: { rem: 0.875, weight: 600 } },
            { text: t('import.grid.predictedSub'), style: { rem: 0.75 } },
            ...[...PREDICTED_STATUSES.map((s) => statusWord(t, 'predicted', s)), t('import.grid.looksLike')].map(
              (text) => ({ text, style: { rem: 0.75, weight: 600 } }),
            ),
          ]),
      ),
    // The words change with the language only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language],
  );
  const width = LINE_WIDTH + (predicted ? predictedWidth : 0) + header.length * cellWidth;
  // Names first, then the login and e-mail derived from them (grid-order.ts); cells keep their column index.
  const order = useMemo(() => gridOrder(mapping, header.length), [mapping, header.length]);

  const move = (event: KeyboardEvent) => {
    if (editing || !selected) return;
    const position = only ? binarySearch(only, selected.index) : selected.index;
    const go = (p: number, column: number) => {
      const clamped = Math.max(0, Math.min(count - 1, p));
      const index = indexAt(clamped);
      if (index < 0) return;
      onSelect({ index, column: Math.max(0, Math.min(header.length - 1, column)) });
      virtualizer.scrollToIndex(clamped);
      event.preventDefault();
    };
    if (event.key === 'ArrowDown') go(position + 1, selected.column);
    else if (event.key === 'ArrowUp') go(position - 1, selected.column);
    else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      const shown = order.indexOf(selected.column) + (event.key === 'ArrowRight' ? 1 : -1);
      go(position, order[Math.max(0, Math.min(order.length - 1, shown))] ?? selected.column);
    } else if (event.key === 'Enter' || event.key === 'F2') {
      setEditing(selected);
      event.preventDefault();
    }
  };

  return (
    <Box
      ref={scroller}
      role="grid"
      aria-label={t('import.grid.label')}
      aria-rowcount={count + 1}
      tabIndex={0}
      onKeyDown={move}
      data-testid="preview-grid"
      style={{
        height: '100%',
        minHeight: 240,
        overflow: 'auto',
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 4,
        position: 'relative',
      }}
    >
      <div
        role="row"
        style={{
          display: 'flex',
          position: 'sticky',
          top: 0,
          zIndex: 2,
          width,
          background: 'var(--mantine-color-body)',
          borderBottom: '1px solid var(--mantine-color-default-border)',
        }}
      >
        <HeaderCell width={LINE_WIDTH} title={t('import.grid.line')} sub={t('import.grid.inFile')} />
        {predicted && (
          <HeaderCell width={predictedWidth} title={t('import.grid.predicted')} sub={t('import.grid.predictedSub')} />
        )}
        {order.map((c) => (
          <HeaderCell
            key={c}
            width={cellWidth}
            title={mapping[c] ?? t('import.grid.notImported')}
            sub={c >= fileColumns ? t('import.grid.derived') : header[c]!}
            dimmed={!mapping[c]}
          />
        ))}
      </div>
      <div style={{ height: virtualizer.totalSize, width, position: 'relative' }}>
        {items.map((item) => {
          const index = indexAt(item.index);
          const row = rows.get(index);
          return (
            <div
              key={item.index}
              role="row"
              aria-rowindex={item.index + 2}
              data-row={index}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                height: ROW_HEIGHT,
                width,
                transform: `translateY(${item.start}px)`,
                display: 'flex',
                borderBottom: '1px solid var(--mantine-color-default-border)',
              }}
            >
              <div
                role="rowheader"
                style={{
                  width: LINE_WIDTH,
                  flex: 'none',
                  padding: '0 8px',
                  lineHeight: `${ROW_HEIGHT}px`,
                  fontSize: 12,
                  color: 'var(--mantine-color-dimmed)',
                }}
              >
                {row ? row.line : '…'}
              </div>
              {predicted && (
                <PredictedCell
                  row={row}
                  overwrite={predicted.overwrite}
                  looksLike={row !== undefined && lookAlikes.has(row.line)}
                  t={t}
                  width={predictedWidth}
                />
              )}
              {order.map((c) => (
                <Cell
                  key={c}
                  row={row}
                  column={c}
                  width={cellWidth}
                  words={{ t, language, headerLength: header.length }}
                  password={mapping[c] === 'password'}
                  selected={selected?.index === index && selected.column === c}
                  editing={editing?.index === index && editing.column === c}
                  onSelect={() => onSelect({ index, column: c })}
                  onEdit={() => {
                    onSelect({ index, column: c });
                    setEditing({ index, column: c });
                  }}
                  onCommit={(value) => {
                    setEditing(null);
                    if (row && value !== row.fields[c]) editCell(index, c, value);
                    scroller.current?.focus();
                  }}
                  onCancel={() => {
                    setEditing(null);
                    scroller.current?.focus();
                  }}
                />
              ))}
            </div>
          );
        })}
      </div>
      {count === 0 && (
        <Text c="dimmed" size="sm" p="md">
          {only ? t('import.grid.noProblemRow') : t('import.grid.noRows')}
        </Text>
      )}
    </Box>
  );
}

function PredictedCell({
  row,
  overwrite,
  looksLike,
  t,
  width,
}: {
  row: RowView | undefined;
  overwrite: boolean;
  /** An undecided look-alike: said instead of "New", with what to do in its title. */
  looksLike: boolean;
  t: Translate;
  width: number;
}) {
  const status = row?.predicted?.[overwrite ? 1 : 0];
  return (
    <div
      role="gridcell"
      data-predicted={status}
      data-looks-like={looksLike || undefined}
      title={looksLike ? t('import.grid.looksLikeHint') : undefined}
      style={{ width, flex: 'none', padding: '0 8px', lineHeight: `${ROW_HEIGHT}px` }}
    >
      {status && (
        <Text span size="xs" fw={600} c={looksLike ? 'orange' : PREDICTED_COLOR[status]}>
          {looksLike ? t('import.grid.looksLike') : statusWord(t, 'predicted', status)}
        </Text>
      )}
    </div>
  );
}

function HeaderCell({ width, title, sub, dimmed }: { width: number; title: string; sub: string; dimmed?: boolean }) {
  return (
    <div role="columnheader" style={{ width, flex: 'none', padding: '4px 8px', overflow: 'hidden' }}>
      <Text size="sm" fw={600} c={dimmed ? 'dimmed' : undefined} truncate>
        {title}
      </Text>
      <Text size="xs" c="dimmed" truncate>
        {sub}
      </Text>
    </div>
  );
}

interface CellProps {
  row: RowView | undefined;
  column: number;
  password: boolean;
  selected: boolean;
  editing: boolean;
  onSelect(): void;
  onEdit(): void;
  onCommit(value: string): void;
  onCancel(): void;
  width: number;
  words: { t: Translate; language: Language; headerLength: number };
}

function Cell({
  row,
  column,
  width,
  words,
  password,
  selected,
  editing,
  onSelect,
  onEdit,
  onCommit,
  onCancel,
}: CellProps) {
  const value = row?.fields[column] ?? '';
  const severity = row ? severityOf(row.findings, column) : null;
  // A value built from a pattern: marked, and says how it was made (an edit makes it the user's).
  const derived = row?.derived?.find((d) => d.columnIndex === column);
  const messages = [
    ...(derived ? [derivedText(derived, words.t)] : []),
    ...(row?.findings
      .filter((f) => f.columnIndex === column || (f.columnIndex === null && f.rule === 'field-count'))
      .map((f) => findingText(f, words.language, words.t, { row, headerLength: words.headerLength })) ?? []),
  ];
  const background =
    severity === 'error'
      ? 'var(--mantine-color-red-light)'
      : severity === 'warning'
        ? 'var(--mantine-color-yellow-light)'
        : derived
          ? 'var(--mantine-color-blue-light)'
          : undefined;
  if (editing) {
    return (
      <div style={{ width, flex: 'none', padding: 1 }}>
        <TextInput
          size="xs"
          autoFocus
          type={password ? 'password' : 'text'}
          aria-label={words.t('import.grid.edit')}
          defaultValue={value}
          onBlur={(e) => onCommit(e.currentTarget.value)}
          onKeyDown={(e) => {
            e.stopPropagation();
            if (e.key === 'Enter') onCommit(e.currentTarget.value);
            else if (e.key === 'Escape') onCancel();
          }}
        />
      </div>
    );
  }
  return (
    <div
      role="gridcell"
      aria-selected={selected}
      aria-invalid={severity === 'error' ? true : undefined}
      data-severity={severity ?? undefined}
      data-derived={derived ? derived.column : undefined}
      title={messages.join('\n') || undefined}
      onClick={onSelect}
      onDoubleClick={onEdit}
      style={{
        width,
        flex: 'none',
        padding: '0 8px',
        lineHeight: `${ROW_HEIGHT}px`,
        fontSize: 13,
        whiteSpace: 'pre',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        background,
        outline: selected ? '2px solid var(--mantine-primary-color-filled)' : undefined,
        outlineOffset: -2,
        cursor: 'cell',
      }}
    >
      {derived && <IconWand size={12} aria-hidden style={{ marginRight: 4, verticalAlign: -1 }} />}
      {password && value !== '' ? '•'.repeat(8) : value}
    </div>
  );
}

/** Position of `value` in an ascending array, or of the next larger one; -1 when none is larger. */
export function binarySearch(list: Int32Array, value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo < list.length ? lo : -1;
}
