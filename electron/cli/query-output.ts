/**
 * Shared by `devices` and `org-requests`: --sort, --limit/--offset/--all, and the three
 * output formats (a readable table, `{"total": N, "results": [...]}`, or CSV).
 */
import type { QueryPage, ServerRecord, SortSpec } from '../../shared/models/query';
import { isDateField } from '../../shared/api/client-responses';
import { columnsOf, recordLine } from '../core/queries/csv';
import { EXPORT_PAGE_SIZE } from '../core/queries/exports';
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

/** One page, or with --all every page from the offset on (500 at a time). */
export async function fetchRows(
  fetchPage: (offset: number, limit: number) => Promise<QueryPage<ServerRecord>>,
  options: { limit: number; offset: number; all: boolean },
): Promise<QueryPage<ServerRecord>> {
  if (!options.all) return fetchPage(options.offset, options.limit);
  const results: ServerRecord[] = [];
  let total: number | null = null;
  for (let offset = options.offset; ; offset += EXPORT_PAGE_SIZE) {
    const page = await fetchPage(offset, EXPORT_PAGE_SIZE);
    total = page.total ?? total;
    results.push(...page.results);
    if (page.results.length < EXPORT_PAGE_SIZE || (total !== null && offset + page.results.length >= total)) break;
  }
  return { total, results };
}

function cell(value: unknown, column: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && isDateField(column))
    return new Date(value).toISOString().replace('T', ' ').slice(0, 16);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value).replace(/\s+/g, ' ');
}

export function renderTable(rows: readonly ServerRecord[], columns: readonly string[], maxWidth = 40): string {
  const table = [columns.map((c) => c), ...rows.map((row) => columns.map((c) => cell(row[c], c)))].map((cells) =>
    cells.map((text) => (text.length > maxWidth ? `${text.slice(0, maxWidth - 1)}…` : text)),
  );
  const widths = columns.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(table[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...table.slice(1).map(line)].join('\n') + '\n';
}

export function printRows(
  io: CliIo,
  page: QueryPage<ServerRecord>,
  format: Format,
  columns: readonly string[],
  what: string,
  offset: number,
): void {
  if (format === 'json') {
    io.stdout.write(`${JSON.stringify({ total: page.total, results: page.results }, null, 2)}\n`);
    return;
  }
  const chosen = columns.length > 0 ? columns : format === 'csv' ? columnsOf(page.results) : [];
  if (format === 'csv') {
    io.stdout.write(
      recordLine(Object.fromEntries(chosen.map((c) => [c, c])), chosen) +
        page.results.map((r) => recordLine(r, chosen)).join(''),
    );
    return;
  }
  io.stdout.write(page.results.length > 0 ? renderTable(page.results, chosen) : `No ${what} match.\n`);
  const shown = page.results.length > 0 ? `${offset + 1}-${offset + page.results.length}` : '0';
  io.stdout.write(`\n${shown} of ${page.total ?? 'an unknown number of'} ${what}\n`);
}

export function parseColumns(value: string | undefined, fallback: readonly string[], format: Format): string[] {
  if (value !== undefined)
    return value
      .split(',')
      .map((c) => c.trim())
      .filter((c) => c !== '');
  return format === 'table' ? [...fallback] : [];
}
