/**
 * The order the preview grid shows the columns in: the person's names, then what is derived
 * from them where one looks for it (the login and the e-mail address), then the file's other
 * columns as they come. A school's file has its names first and nothing of login or e-mail,
 * so derived columns would otherwise start past the right edge, after birth date and IDs.
 */
import type { ColumnMapping, TargetColumn } from '../../../shared/users-csv';

const FIRST: readonly TargetColumn[] = ['givenName', 'surName', 'name', 'email'];

/** The columns' indexes in the order shown. */
export function gridOrder(mapping: ColumnMapping, width: number): number[] {
  const first = FIRST.map((target) => mapping.indexOf(target)).filter((i) => i >= 0 && i < width);
  const rest: number[] = [];
  for (let i = 0; i < width; i++) if (!first.includes(i)) rest.push(i);
  return [...first, ...rest];
}
