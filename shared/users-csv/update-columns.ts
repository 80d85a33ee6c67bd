/**
 * Which changes are worth an update. The service's import sets a password on every row it is
 * sent (the password column is mandatory), so with overwrite every existing user sent gets a
 * new one. The administrator chooses the columns whose changes count (`chosen`; null: every
 * column, the default): an existing user whose changes all lie in other columns is left out
 * (`kept`), its password and account as they are. A new key (the first year's adoption) or a
 * reactivation always counts: the next year's matching and the user's sign-in need them.
 * One rule for the CLI's plan and the app's leave-out.
 */
import { COMPARED_FIELDS } from '../models/dry-run-comparison';
import type { ComparedField, FieldChanges } from '../models/dry-run-comparison';

/** The columns an administrator may choose, as the upload names them. */
export const UPDATE_COLUMNS: readonly ComparedField[] = COMPARED_FIELDS;

/** The chosen columns' changes count; null: every column's (nothing is kept). */
export type ChosenColumns = ReadonlySet<ComparedField> | null;

/** The compared columns a line's changes touch, in UPDATE_COLUMNS order. */
export function changedColumns(changes: FieldChanges): ComparedField[] {
  return UPDATE_COLUMNS.filter((column) => changes[column] !== undefined);
}

/** Whether an existing user's line with these changes is sent (with overwrite). */
export function sentForUpdate(changes: FieldChanges, chosen: ChosenColumns): boolean {
  if (chosen === null) return true;
  if (changes.key !== undefined || changes.activated !== undefined) return true;
  const columns = changedColumns(changes);
  // A changed line the comparison names no column of is sent as before: nothing says it may be kept.
  return columns.length === 0 || columns.some((column) => chosen.has(column));
}

/**
 * Reads a list of columns as an administrator types it (`surName,givenName`; any case, blanks
 * around commas ignored): the columns, or the names no column has.
 */
export function parseUpdateColumns(text: string): { columns: ComparedField[] } | { unknown: string[] } {
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const columns: ComparedField[] = [];
  const unknown: string[] = [];
  for (const name of names) {
    const column = UPDATE_COLUMNS.find((c) => c.toLowerCase() === name.toLowerCase());
    if (column === undefined) unknown.push(name);
    else if (!columns.includes(column)) columns.push(column);
  }
  if (unknown.length > 0 || columns.length === 0) return { unknown };
  return { columns };
}
