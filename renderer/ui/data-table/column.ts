import type { ReactNode } from 'react';

/** One column of a DataTable: a server field, how wide, and how its cell looks. */
export interface Column<Row> {
  /** The server field: the sort key and the column's id (also in saved views). */
  field: string;
  label: string;
  /** Width in pixels; a `grow` column takes the remaining space, never less than this. */
  width: number;
  grow?: boolean;
  /** False for values the server cannot sort by (computed cells). */
  sortable?: boolean;
  /** Direction of the first click (dates read best newest first). */
  defaultAscending?: boolean;
  /** Cell content; the raw value as text when omitted. */
  render?: (row: Row) => ReactNode;
}

/**
 * The width a header needs for its label in full: the label in the header's bold 14 px (at
 * most ~8.6 px a character in the app's fonts), its padding and the sort mark.
 */
export function headerWidth(label: string): number {
  return Math.ceil(label.length * 8.6) + 20 + 22;
}

/** A column's width: its own, but never narrower than its header's label (German labels run longer). */
export function columnWidth(column: Pick<Column<unknown>, 'width' | 'label'>): number {
  return Math.max(column.width, headerWidth(column.label));
}
