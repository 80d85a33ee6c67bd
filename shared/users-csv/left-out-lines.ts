/**
 * The lines an upload leaves out by the comparison, as its writer hands them to core with the
 * upload (`uploads.finish {leftOut}`): each line's source line, its reason and the values it
 * had as the upload knew it (every mapped column but the password), so that the job's report
 * lists it as not sent, with the file's class and school ID as a sent line has them (a line
 * kept for columns not chosen for update has one more field: those columns, comma-separated).
 * Packed (two typed arrays and one text, the values of a line joined by tabs, the lines by line
 * breaks), so a yearly file whose users are nearly all unchanged travels as a few values, not
 * 100,000 objects.
 */
import { targetOrder, TARGET_COLUMNS } from './columns';
import type { TargetColumn, UploadMapping } from './columns';
import { LEFT_OUT_REASONS } from './left-out-reason';
import type { LeftOutReason } from './left-out-reason';

/** The columns an earlier version kept of a left-out line (who it is): its packed text's without `columns`. */
export const LEFT_OUT_COLUMNS = ['name', 'givenName', 'surName', 'email'] as const;

export interface LeftOutLines {
  /** Source lines, in the order they were left out (the file's). */
  lines: Uint32Array;
  /** reasons[i]: the index of lines[i]'s reason in LEFT_OUT_REASONS. */
  reasons: Uint8Array;
  /** One text line per left-out line: its values of `columns` joined by tabs. */
  text: string;
  /** The upload columns each text line's values follow, in order; absent: LEFT_OUT_COLUMNS. */
  columns?: string[] | undefined;
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
  /** The file's columns kept, in the upload's order, and where each is among a record's fields. */
  private readonly columns: TargetColumn[];
  private readonly at: number[];

  constructor(mapping: UploadMapping) {
    // Every column of the file but the password, which is never kept.
    this.columns = TARGET_COLUMNS.filter((column) => column !== 'password' && mapping.includes(column)).sort(
      (a, b) => targetOrder(a) - targetOrder(b),
    );
    this.at = this.columns.map((column) => mapping.indexOf(column));
  }

  /** `changed`: a kept line's changed columns (upload names), listed in the report. */
  add(fields: readonly string[], line: number, reason: LeftOutReason, changed?: readonly string[]): void {
    this.lines.push(line);
    this.reasons.push(reasonCode(reason));
    const values = this.at.map((i) => (i >= 0 ? packed(fields[i] ?? '') : ''));
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

/** A packed text line's values by column ('' left out); `columns` as the lines were packed. */
export function leftOutValues(textLine: string, columns: readonly string[] = LEFT_OUT_COLUMNS): Record<string, string> {
  const fields = textLine.split('\t');
  const values: Record<string, string> = {};
  columns.forEach((column, i) => {
    const value = fields[i] ?? '';
    if (value !== '') values[column] = value;
  });
  return values;
}

/** A packed text line's changed columns (a kept line's; none: empty), after its `columnCount` values. */
export function leftOutChanged(textLine: string, columnCount: number = LEFT_OUT_COLUMNS.length): string[] {
  const field = textLine.split('\t')[columnCount] ?? '';
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
