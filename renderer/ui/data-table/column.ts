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
