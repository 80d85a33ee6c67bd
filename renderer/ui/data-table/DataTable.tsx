import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import type { SortSpec } from '../../../shared/models/query';
import type { Column } from './column';
import { columnWidth } from './column';
import classes from './DataTable.module.css';
import { formatValue } from './format';
import { useT } from '../i18n';
import { sortPosition } from './sort-order';

export const ROW_HEIGHT = 34;
const HEADER_HEIGHT = 36;

export interface DataTableProps<Row> {
  /** Accessible name of the table. */
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  sort: readonly SortSpec[];
  /** `additive`: shift was held (a secondary sort). */
  onSort: (field: string, additive: boolean) => void;
  /** A newer request is on its way: the rows shown are dimmed, never replaced by a stale answer. */
  stale?: boolean;
  /** CSS height of the scrolling area. */
  height: string | number;
  /** A change (a new page, filter or sort) scrolls back to the first row. */
  resetScrollKey?: string;
  empty?: ReactNode;
  /** Row index offset for aria-rowindex (the page's offset). */
  rowIndexOffset?: number;
}

/**
 * A virtualized table: only the rows in view (plus a few) are in the DOM, so a page of 500
 * scrolls as smoothly as a page of 50. ARIA table roles keep it a table for screen readers;
 * headers are buttons (Enter sorts, Shift+Enter adds a secondary sort).
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { t } = useT();
  const { columns, rows, sort, onSort } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const widths = columns.map(columnWidth);
  const template = columns.map((c, i) => (c.grow ? `minmax(${widths[i]}px, 1fr)` : `${widths[i]}px`)).join(' ');
  const minWidth = widths.reduce((sum, w) => sum + w, 0);
  // The virtualizer works in the scroller's coordinates; the sticky header sits above row 0.
  // eslint-disable-next-line react-hooks/incompatible-library -- useVirtualizer returns fresh functions by design
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    scrollMargin: HEADER_HEIGHT,
    initialRect: { width: 1000, height: 600 },
  });

  useEffect(() => {
    scroller.current?.scrollTo({ top: 0 });
  }, [props.resetScrollKey]);

  const sortBy = (field: string, additive: boolean) => onSort(field, additive);
  const onHeaderClick = (field: string) => (event: MouseEvent) => sortBy(field, event.shiftKey);
  const onHeaderKey = (field: string) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      sortBy(field, event.shiftKey);
    }
  };

  return (
    <div
      ref={scroller}
      className={classes.scroller}
      style={{ height: props.height }}
      role="table"
      aria-label={props.label}
      aria-rowcount={rows.length + 1}
      aria-busy={props.stale || undefined}
      tabIndex={0}
    >
      <div className={classes.header} style={{ gridTemplateColumns: template, minWidth }} role="row" aria-rowindex={1}>
        {columns.map((column) => {
          const position = sortPosition(sort, column.field);
          const ariaSort = position ? (position.ascending ? 'ascending' : 'descending') : 'none';
          const content = (
            <>
              <span className={classes.headerLabel}>{column.label}</span>
              {position && (
                <span className={classes.sortMark} data-testid={`sort-${column.field}`} aria-hidden>
                  {position.ascending ? <IconArrowUp size={14} /> : <IconArrowDown size={14} />}
                  {sort.length > 1 ? position.position : null}
                </span>
              )}
            </>
          );
          return column.sortable === false ? (
            <div key={column.field} className={classes.headerCell} role="columnheader">
              {content}
            </div>
          ) : (
            <button
              key={column.field}
              type="button"
              className={classes.headerCell}
              role="columnheader"
              aria-sort={ariaSort}
              title={t('table.sortBy', { column: column.label })}
              onClick={onHeaderClick(column.field)}
              onKeyDown={onHeaderKey(column.field)}
              data-field={column.field}
            >
              {content}
            </button>
          );
        })}
      </div>
      {rows.length === 0 ? (
        <div className={classes.empty}>{props.empty ?? t('table.nothing')}</div>
      ) : (
        <div
          className={`${classes.body} ${props.stale ? classes.stale : ''}`}
          style={{ height: virtualizer.getTotalSize(), minWidth }}
          role="rowgroup"
        >
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index] as Row;
            return (
              <div
                key={props.rowKey(row, item.index)}
                className={classes.row}
                style={{
                  gridTemplateColumns: template,
                  minWidth,
                  width: '100%',
                  height: ROW_HEIGHT,
                  transform: `translateY(${item.start - HEADER_HEIGHT}px)`,
                }}
                role="row"
                aria-rowindex={(props.rowIndexOffset ?? 0) + item.index + 2}
                data-odd={item.index % 2 === 1 || undefined}
              >
                {columns.map((column) => (
                  <div key={column.field} className={classes.cell} role="cell" data-field={column.field}>
                    {column.render ? column.render(row) : formatValue((row as Record<string, unknown>)[column.field])}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
