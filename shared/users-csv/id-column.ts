/**
 * Where a server keeps a person's key, the school's own ID of them (SchILD's Schüler-ID,
 * OneRoster's sourcedId, ...): one of the custom columns of the specification (custom1 by
 * default) or the `foreignKey` field a 26.x server's user import record has
 * (shared/reference). Part of a connection's naming scheme: the file's ID column is proposed
 * for it, and the yearly comparison matches a line to its account by it first.
 */
import { CUSTOM_COLUMNS } from './columns';

export const ID_COLUMNS = [...CUSTOM_COLUMNS, 'foreignKey'] as const;
export type IdColumn = (typeof ID_COLUMNS)[number];

export const DEFAULT_ID_COLUMN: IdColumn = 'custom1';

/** The id column a value names (custom1..custom15 or foreignKey, any case), or null. */
export function idColumnOf(value: string): IdColumn | null {
  const key = value.trim().toLowerCase();
  return ID_COLUMNS.find((column) => column.toLowerCase() === key) ?? null;
}
