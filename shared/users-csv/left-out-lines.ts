/**
 * The lines an upload leaves out by the comparison, as its writer hands them to core with the
 * upload (`uploads.finish {leftOut}`): each line's source line, its reason and the values it
 * had as the upload knew it, so that the job's report lists it as not sent (a line kept for
 * columns not chosen for update has a fifth field: those columns, comma-separated). Packed (two typed
 * arrays and one text, the values of a line joined by tabs, the lines by line breaks), so a
 * yearly file whose users are nearly all unchanged travels as three values, not 100,000 objects.
 */
import type { UploadMapping } from './columns';
import { LEFT_OUT_REASONS } from './left-out-reason';
import type { LeftOutReason } from './left-out-reason';

/** The columns a left-out line keeps: who it is (login, names, e-mail). */
export const LEFT_OUT_COLUMNS = ['name', 'givenName', 'surName', 'email'] as const;
export type LeftOutColumn = (typeof LEFT_OUT_COLUMNS)[number];

export interface LeftOutLines {
  /** Source lines, in the order they were left out (the file's). */
  lines: Uint32Array;
  /** reasons[i]: the index of lines[i]'s reason in LEFT_OUT_REASONS. */
  reasons: Uint8Array;
  /** One text line per left-out line: its LEFT_OUT_COLUMNS values joined by tabs. */
  text: string;
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

  constructor(mapping: UploadMapping) {
    this.at = LEFT_OUT_COLUMNS.map((column) => mapping.indexOf(column));
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
    return { lines: Uint32Array.from(this.lines), reasons: Uint8Array.from(this.reasons), text: this.texts.join('\n') };
  }
}

/** A packed text line's values by column ('' left out). */
export function leftOutValues(textLine: string): Partial<Record<LeftOutColumn, string>> {
  const fields = textLine.split('\t');
  const values: Partial<Record<LeftOutColumn, string>> = {};
  LEFT_OUT_COLUMNS.forEach((column, i) => {
    const value = fields[i] ?? '';
    if (value !== '') values[column] = value;
  });
  return values;
}

/** A packed text line's changed columns (a kept line's; none: empty). */
export function leftOutChanged(textLine: string): string[] {
  const field = textLine.split('\t')[LEFT_OUT_COLUMNS.length] ?? '';
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
