/**
 * Joins the server's per-line report (spec 2.5, 4.4) to the source rows: the server names
 * the upload line (header = 1), the line map names the administrator's original line.
 */
import type { ReportLine } from '../../../shared/models/job';
import type { ServerReportEntry } from '../api/api-client';
import { valuesWithoutPassword } from './upload-content';

export interface JoinSource {
  columns: readonly string[];
  /** Upload records (password blank or present: it is dropped here either way). */
  records: readonly (readonly string[])[];
  /** lineMap[i]: the source line of upload record i; empty when the upload is the source. */
  lineMap: readonly number[];
}

export function joinReport(entries: readonly ServerReportEntry[], source: JoinSource): ReportLine[] {
  return sortByLine(entries).map((entry) => {
    const index = entry.line - 2;
    const record = index >= 0 ? source.records[index] : undefined;
    let sourceLine: number | null = null;
    if (record) sourceLine = source.lineMap.length === 0 ? entry.line : (source.lineMap[index] ?? null);
    return {
      line: entry.line,
      sourceLine,
      status: entry.status,
      message: entry.message,
      values: record ? valuesWithoutPassword(source.columns, record) : {},
    };
  });
}

/**
 * Line ascending, as spec 4.4 asks; entries whose line the server does not know (-1 or
 * less) go last, in the server's order, so the known lines read from the top.
 */
export function sortByLine<T extends { line: number }>(entries: readonly T[]): T[] {
  const known = entries.filter((e) => e.line >= 0);
  const unknown = entries.filter((e) => e.line < 0);
  return [...known.sort((a, b) => a.line - b.line), ...unknown];
}
