/**
 * Shared by `devices` and `org-requests`: --sort, --limit/--offset/--all, and the three
 * output formats (a readable table, `{"total": N, "results": [...]}`, or CSV).
 */
import { once } from 'node:events';
import { kindOf } from '../../shared/api/fields/index';
import type { FieldRegistry } from '../../shared/api/fields/index';
import type { QueryPage, ServerRecord, SortSpec } from '../../shared/models/query';
import { cellText, writeCsvRecords, writeJsonRecords } from '../core/index';
import type { TextSink } from '../core/index';
import { UsageError } from './io';
import type { CliIo } from './io';

export const QUERY_OPTIONS = {
  sort: { type: 'string', multiple: true },
  limit: { type: 'string' },
  offset: { type: 'string' },
  all: { type: 'boolean' },
  format: { type: 'string' },
  columns: { type: 'string' },
} as const;

export const FORMATS = ['table', 'json', 'csv'] as const;
export type Format = (typeof FORMATS)[number];

export function parseSort(values: readonly string[] | undefined): SortSpec[] {
  return (values ?? []).map((value) => {
    const match = /^([A-Za-z][\w.]*)(?::(asc|desc))?$/.exec(value);
    if (!match) throw new UsageError(`--sort takes FIELD or FIELD:desc (or FIELD:asc), not ${JSON.stringify(value)}`);
    return { field: match[1]!, ascending: match[2] !== 'desc' };
  });
}

export function parseCount(
  value: string | undefined,
  option: string,
  fallback: number,
  min: number,
  max: number,
): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
    throw new UsageError(`--${option} must be a whole number from ${min} to ${max}, not ${JSON.stringify(value)}`);
  return Number(value);
}

export function parseFormat(value: string | undefined): Format {
  const format = value ?? 'table';
  if (!(FORMATS as readonly string[]).includes(format))
    throw new UsageError(`--format must be table, json or csv, not ${JSON.stringify(format)}`);
  return format as Format;
}

/**
 * Standard output as a sink for streamed records: a stream that says it is full (write
 * answers false) is waited for, so a million devices piped into a slow consumer stay small.
 */
export function stdoutSink(out: CliIo['stdout']): TextSink {
  const stream = out as CliIo['stdout'] & { once?: (event: string, listener: () => void) => unknown };
  return {
    async write(text) {
      if (out.write(text) === false && typeof stream.once === 'function') {
        await once(stream as unknown as NodeJS.EventEmitter, 'drain');
      }
    },
    async end() {},
  };
}

function cell(value: unknown, column: string, fields: FieldRegistry | undefined): string {
  const text = cellText(value, column, fields);
  // A table shows dates to the minute, in UTC (ISO 8601 with a space, as the CSV's text says).
  if (typeof value === 'number' && kindOf(fields, column) === 'date' && /^\d{4}-\d\d-\d\dT/.test(text))
    return `${text.replace('T', ' ').slice(0, 16)}Z`;
  return text.replace(/\s+/g, ' ');
}

/** A readable table: the field names as headers (what --columns and --sort take), each cell by its kind. */
export function renderTable(
  rows: readonly ServerRecord[],
  columns: readonly string[],
  maxWidth = 40,
  fields?: FieldRegistry,
): string {
  const table = [columns.map((c) => c), ...rows.map((row) => columns.map((c) => cell(row[c], c, fields)))].map(
    (cells) => cells.map((text) => (text.length > maxWidth ? `${text.slice(0, maxWidth - 1)}…` : text)),
  );
  const widths = columns.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(table[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...table.slice(1).map(line)].join('\n') + '\n';
}

/**
 * Prints the records of the pages: CSV and JSON stream page by page; the table is for
 * people, so it gathers the rows to size its columns.
 */
export async function printRecords(
  io: CliIo,
  pages: AsyncIterable<QueryPage<ServerRecord>>,
  format: Format,
  columns: readonly string[],
  what: string,
  offset: number,
  fields?: FieldRegistry,
): Promise<void> {
  const sink = stdoutSink(io.stdout);
  if (format === 'json') {
    await writeJsonRecords(pages, sink);
    return;
  }
  if (format === 'csv') {
    await writeCsvRecords(pages, columns, sink, fields);
    return;
  }
  const rows: ServerRecord[] = [];
  let total: number | null = null;
  for await (const page of pages) {
    total = page.total ?? total;
    rows.push(...page.results);
  }
  io.stdout.write(rows.length > 0 ? renderTable(rows, columns, 40, fields) : `No ${what} match.\n`);
  const shown = rows.length > 0 ? `${offset + 1}-${offset + rows.length}` : '0';
  io.stdout.write(`\n${shown} of ${total ?? 'an unknown number of'} ${what}\n`);
}

export function parseColumns(value: string | undefined, fallback: readonly string[], format: Format): string[] {
  if (value !== undefined)
    return value
      .split(',')
      .map((c) => c.trim())
      .filter((c) => c !== '');
  return format === 'table' ? [...fallback] : [];
}
