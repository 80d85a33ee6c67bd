/**
 * Server records as CSV cells, each by its kind in the field registry (shared/api/fields):
 * dates as ISO 8601, nested values as JSON, everything else as text; the cells then go
 * through the one CSV writer (shared/csv), which quotes them and guards against
 * spreadsheet formulas. A field the registry does not know is guessed from its name.
 */
import { kindOf } from '../../../shared/api/fields/index';
import type { FieldRegistry } from '../../../shared/api/fields/index';
import { csvLine } from '../../../shared/csv/csv-writer';
import type { CsvFormat } from '../../../shared/csv/csv-writer';

export function cellText(value: unknown, column = '', fields?: FieldRegistry): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && Number.isFinite(value) && kindOf(fields, column) === 'date')
    return new Date(value).toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function recordLine(
  record: Record<string, unknown>,
  columns: readonly string[],
  format?: CsvFormat,
  fields?: FieldRegistry,
): string {
  return csvLine(
    columns.map((c) => cellText(record[c], c, fields)),
    format,
  );
}

/** Columns for records when none were chosen: every key in first-seen order. */
export function columnsOf(records: readonly Record<string, unknown>[]): string[] {
  const seen = new Set<string>();
  for (const record of records) for (const key of Object.keys(record)) seen.add(key);
  return [...seen];
}
