/**
 * CSV for exports: RFC 4180 (CRLF line ends; a field with a comma, quote, CR or LF is
 * quoted and its quotes doubled), dates as ISO 8601, nested values as JSON. A text value
 * starting with =, + or @ is prefixed with ' so a spreadsheet does not run it as a formula
 * (a leading - is kept: device names and versions start with it legitimately).
 */
import { isDateField } from '../../../shared/api/client-responses';

export function csvField(value: unknown, column = ''): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (typeof value === 'number' && isDateField(column) && Number.isFinite(value))
    text = new Date(value).toISOString();
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  if (typeof value === 'string' && /^[=+@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly unknown[], columns: readonly string[] = []): string {
  return values.map((v, i) => csvField(v, columns[i] ?? '')).join(',') + '\r\n';
}

/** Columns for records when none were chosen: every key in first-seen order. */
export function columnsOf(records: readonly Record<string, unknown>[]): string[] {
  const seen = new Set<string>();
  for (const record of records) for (const key of Object.keys(record)) seen.add(key);
  return [...seen];
}
