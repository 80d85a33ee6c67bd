/**
 * Reads back the upload file (the CSV engine writer's output: a 5.34 header, then one
 * physical line per record, RFC 4180 quoting) so that the server's per-line report can be
 * joined to each record's values. Upload line L is record L - 2.
 */
import Papa from 'papaparse';
import type { CsvSeparator } from '../../../shared/models/job';
import { AppError } from '../errors';

export interface UploadTable {
  columns: string[];
  /** One array per record, aligned with columns (missing trailing fields read as ''). */
  records: string[][];
  /** Index of the password column, or -1. */
  passwordIndex: number;
}

export const SEPARATOR_CHAR: Record<CsvSeparator, string> = { COMMA: ',', SEMICOLON: ';' };

export function parseUploadContent(content: string, separator: CsvSeparator): UploadTable {
  const text = content.startsWith('\uFEFF') ? content.slice(1) : content;
  const parsed = Papa.parse<string[]>(text, { delimiter: SEPARATOR_CHAR[separator], skipEmptyLines: false });
  const rows = parsed.data;
  // A final line break leaves one empty row behind; it is not a record.
  while (rows.length > 0 && isEmptyRow(rows[rows.length - 1]!)) rows.pop();
  const quoteError = parsed.errors.find((e) => e.type === 'Quotes');
  if (quoteError) {
    const line = (quoteError.row ?? 0) + 1;
    throw new AppError('invalid-argument', `The upload file is not valid CSV at line ${line}: ${quoteError.message}.`, {
      line,
    });
  }
  const [header, ...records] = rows;
  if (!header || header.every((h) => h.trim() === '')) {
    throw new AppError('invalid-argument', 'The upload file has no header line.');
  }
  const columns = header.map((h) => h.trim());
  const width = columns.length;
  return {
    columns,
    records: records.map((r) => (r.length >= width ? r : [...r, ...Array<string>(width - r.length).fill('')])),
    passwordIndex: columns.findIndex((c) => c.toLowerCase() === 'password'),
  };
}

function isEmptyRow(row: string[]): boolean {
  return row.length === 0 || (row.length === 1 && row[0] === '');
}

/** The record's values by column name, without the password (and without extra fields). */
export function valuesWithoutPassword(columns: readonly string[], record: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  columns.forEach((column, i) => {
    if (column.toLowerCase() === 'password' || column === '') return;
    values[column] = record[i] ?? '';
  });
  return values;
}

/** A copy of every record with the password blanked, safe to write to disk. */
export function recordsWithoutPassword(table: UploadTable): string[][] {
  if (table.passwordIndex < 0) return table.records.map((r) => [...r]);
  return table.records.map((r) => r.map((value, i) => (i === table.passwordIndex ? '' : value)));
}
