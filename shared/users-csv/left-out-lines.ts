/**
 * The lines an upload leaves out by the comparison, as its writer hands them to core with the
 * upload (`uploads.finish {leftOut}`): each line's source line, its reason and the values it
 * had as the upload knew it (every mapped column but the password, as a sent line's report
 * shows them), so that the job's report lists it as not sent (a line kept for columns not
 * chosen for update has one more field: those columns, comma-separated). Packed (two typed
 * arrays, the column names and one text, the values of a line joined by tabs, the lines by
 * line breaks), so a yearly file whose users are nearly all unchanged travels as four values,
 * not 100,000 objects.
 */
import { ADDED_COLUMNS, targetOrder } from './columns';
import type { UploadColumn, UploadMapping } from './columns';
import { LEFT_OUT_REASONS } from './left-out-reason';
import type { LeftOutReason } from './left-out-reason';

/**
 * The columns of lines handed over without `columns` (written before every column was kept):
 * who it is (login, names, e-mail). A job saved then still reads.
 */
export const LEFT_OUT_COLUMNS: readonly string[] = ['name', 'givenName', 'surName', 'email'];

export interface LeftOutLines {
  /** Source lines, in the order they were left out (the file's). */
  lines: Uint32Array;
  /** reasons[i]: the index of lines[i]'s reason in LEFT_OUT_REASONS. */
  reasons: Uint8Array;
  /** One text line per left-out line: its `columns` values joined by tabs. */
  text: string;
  /** The upload names of the values, in their order (never a password); absent: LEFT_OUT_COLUMNS. */
  columns?: string[] | undefined;
}

/** Kept of a left-out line: no password, nor the columns the app adds to what it sends. */
const keptOfLeftOut = (column: UploadColumn): boolean =>
  column !== 'password' && !(ADDED_COLUMNS as readonly string[]).includes(column);

/** The columns a left-out line keeps: the mapping's, in the upload's order, but the password. */
export function leftOutColumnsOf(mapping: UploadMapping): { column: UploadColumn; index: number }[] {
  return mapping
    .map((column, index) => ({ column, index }))
    .filter((c): c is { column: UploadColumn; index: number } => c.column != null && keptOfLeftOut(c.column))
    .sort((a, b) => targetOrder(a.column) - targetOrder(b.column));
}

/** Left-out lines by reason. */
export type LeftOutCounts = Record<LeftOutReason, number>;

export const reasonCode = (reason: LeftOutReason): number => LEFT_OUT_REASONS.indexOf(reason);

export const reasonOf = (code: number): LeftOutReason | undefined => LEFT_OUT_REASONS[code];

/** A value as one field of the packed text: a tab or line break in it becomes a space. */
const packed = (value: string): string => value.replace(/[\t\r\n]/g, ' ').trim();

/** Collects the lines a writer leaves out, with their values through its mapping. */
export class LeftOutCollector {
  private readonly lines: number[] = [];
  private readonly reasons: number[] = [];
  private readonly texts: string[] = [];
  private readonly at: number[];
  private readonly columns: string[];

  constructor(mapping: UploadMapping) {
    const kept = leftOutColumnsOf(mapping);
    this.at = kept.map((c) => c.index);
    this.columns = kept.map((c) => c.column);
  }

  /** `changed`: a kept line's changed columns (upload names), listed in the report. */
  add(fields: readonly string[], line: number, reason: LeftOutReason, changed?: readonly string[]): void {
    this.lines.push(line);
    this.reasons.push(reasonCode(reason));
    const values = this.at.map((i) => packed(fields[i] ?? ''));
    if (changed && changed.length > 0) values.push(changed.map(packed).join(','));
    this.texts.push(values.join('\t'));
  }

  get count(): number {
    return this.lines.length;
  }

  /** The lines collected; undefined when none was left out. */
  result(): LeftOutLines | undefined {
    if (this.lines.length === 0) return undefined;
    return {
      lines: Uint32Array.from(this.lines),
      reasons: Uint8Array.from(this.reasons),
      text: this.texts.join('\n'),
      columns: [...this.columns],
    };
  }
}

/** A packed text line's values by column ('' left out); `columns`: the lines' (`LeftOutLines.columns`). */
export function leftOutValues(textLine: string, columns: readonly string[] = LEFT_OUT_COLUMNS): Record<string, string> {
  const fields = textLine.split('\t');
  const values: Record<string, string> = {};
  columns.forEach((column, i) => {
    const value = fields[i] ?? '';
    if (value !== '') values[column] = value;
  });
  return values;
}

/** A packed text line's changed columns (a kept line's; none: empty). */
export function leftOutChanged(textLine: string, columns: readonly string[] = LEFT_OUT_COLUMNS): string[] {
  const field = textLine.split('\t')[columns.length] ?? '';
  return field === '' ? [] : field.split(',');
}

/** How many lines each reason left out. */
export function countLeftOut(reasons: Uint8Array): LeftOutCounts {
  const counts: LeftOutCounts = { unchanged: 0, skipped: 0, stopped: 0, kept: 0 };
  for (const code of reasons) {
    const reason = reasonOf(code);
    if (reason) counts[reason]++;
  }
  return counts;
}

/**
 * The status word a left-out line has in the job's report, beside the server's words
 * (SUCCESS, SKIPPED, FAILED): the shells word it (`statusWord.line.NOT_SENT_*`).
 */
export const leftOutStatus = (reason: LeftOutReason): string => `NOT_SENT_${reason.toUpperCase()}`;

export const LEFT_OUT_STATUSES: readonly string[] = LEFT_OUT_REASONS.map(leftOutStatus);

/** Whether a report line's status word is a left-out line's. */
export const isLeftOutStatus = (status: string): boolean => LEFT_OUT_STATUSES.includes(status);
