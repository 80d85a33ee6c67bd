/**
 * The Changes view's reading of a dry run's comparison: the upload records of each filter,
 * and the session row of a record (the upload held the rows without errors, in order).
 */
import {
  COMPARISON_CODE,
  COMPARISON_KINDS,
  countComparison,
  reactivates,
} from '../../../shared/models/dry-run-comparison';
import type { ComparisonKind, FieldChanges, KeyConflict, SimilarUser } from '../../../shared/models/dry-run-comparison';
import type { PredictionComparison } from './import-wizard-types';
import { reasonCode } from '../../../shared/users-csv/left-out-lines';
import { UPDATE_COLUMNS, changedColumns, sentForUpdate } from '../../../shared/users-csv/update-columns';
import type { ChosenColumns } from '../../../shared/users-csv/update-columns';
import type { ComparedField } from '../../../shared/models/dry-run-comparison';

/** The filters of the Changes view: the comparison's kinds, and the users the file does not name. */
export const CHANGES_FILTERS = ['new', 'changed', 'adopts', 'unchanged', 'looksLike', 'conflict', 'notInFile'] as const;
export type ChangesFilter = (typeof CHANGES_FILTERS)[number];
export type ChangesCounts = Record<ChangesFilter, number>;

export function changesCounts(comparison: PredictionComparison): ChangesCounts {
  return { ...countComparison(comparison.kinds), notInFile: comparison.notInFile?.count ?? 0 };
}

/** The filters to open on when the last one shown has no lines: what wants a look first. */
const OPENING_ORDER: readonly ChangesFilter[] = [
  'changed',
  'looksLike',
  'conflict',
  'adopts',
  'new',
  'notInFile',
  'unchanged',
];

/**
 * The filter the view opens on: the one shown last if it has lines, else the first that has
 * (a first year's file is all new: "Changed (0)" would greet the administrator with nothing).
 */
export function openingFilter(last: ChangesFilter, counts: ChangesCounts): ChangesFilter {
  if (counts[last] > 0) return last;
  return OPENING_ORDER.find((filter) => counts[filter] > 0) ?? last;
}

/** The upload records of one kind, ascending. */
export function recordsOfKind(kinds: Uint8Array, kind: ComparisonKind): Int32Array {
  const code = COMPARISON_CODE[kind];
  let count = 0;
  for (const k of kinds) if (k === code) count++;
  const records = new Int32Array(count);
  let j = 0;
  for (let i = 0; i < kinds.length; i++) if (kinds[i] === code) records[j++] = i;
  return records;
}

/** How many of the ascending `sorted` are at most `value`. */
function countAtMost(sorted: Int32Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The session row of upload record `record`: the record-th row (from 0) that is not in
 * `errorRows` (ascending). The rows without errors up to row i are i + 1 - countAtMost(i);
 * the row sought is the first where that reaches record + 1 (never an error row).
 */
export function rowOfRecord(record: number, errorRows: Int32Array): number {
  let lo = record;
  let hi = record + errorRows.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (mid + 1 - countAtMost(errorRows, mid) >= record + 1) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** What the list shows of each record: its field changes, its look-alikes, why its key stops it. */
export interface ComparisonDetails {
  changes: Map<number, FieldChanges>;
  similar: Map<number, SimilarUser[]>;
  conflicts: Map<number, KeyConflict>;
}

export function comparisonDetails(comparison: PredictionComparison): ComparisonDetails {
  return {
    changes: new Map(comparison.changes.map((c) => [c.record, c.changes])),
    similar: new Map(comparison.similar.map((s) => [s.record, s.users])),
    conflicts: new Map(comparison.conflicts.map((c) => [c.record, c.why])),
  };
}

export function isComparisonKind(filter: ChangesFilter): filter is ComparisonKind {
  return (COMPARISON_KINDS as readonly string[]).includes(filter);
}

/**
 * The source lines the real upload leaves out by the comparison: lines stopped by their school
 * ID, and with overwrite the unchanged users (nothing of theirs is touched, no password reset).
 * Without overwrite an unchanged user is an existing one like any other, as in the CLI's plan
 * (import-plan.ts): the server skips it, and where passwords are generated the worker leaves
 * it out as one the server would skip (session-leave-out.ts), so that no line left out gets a
 * generated password or a letter.
 */
export function leftOutLines(
  comparison: PredictionComparison | null,
  overwrite: boolean,
  notForUpdate: readonly ComparedField[] = [],
): { lines: Uint32Array; reasons: Uint8Array; changed?: string[] } {
  if (!comparison) return { lines: new Uint32Array(0), reasons: new Uint8Array(0) };
  const lines: number[] = [];
  const reasons: number[] = [];
  // A kept line's changed columns (comma-separated; '' for the others), for the job's report.
  const changed: string[] = [];
  const changesOf = new Map(comparison.changes.map((c) => [c.record, c.changes]));
  const kept = overwrite ? keptRecords(comparison, notForUpdate) : new Set<number>();
  comparison.kinds.forEach((kind, record) => {
    const reason =
      kind === COMPARISON_CODE.conflict
        ? 'stopped'
        : kind === COMPARISON_CODE.unchanged && overwrite
          ? 'unchanged'
          : kept.has(record)
            ? 'kept'
            : null;
    if (reason === null) return;
    lines.push(comparison.lineMap[record]!);
    reasons.push(reasonCode(reason));
    changed.push(reason === 'kept' ? changedColumns(changesOf.get(record) ?? {}).join(',') : '');
  });
  const result = { lines: Uint32Array.from(lines), reasons: Uint8Array.from(reasons) };
  return kept.size > 0 ? { ...result, changed } : result;
}

/** The columns that count for an update when `notForUpdate` are unticked (none: every column, null). */
export function chosenColumns(notForUpdate: readonly ComparedField[]): ChosenColumns {
  if (notForUpdate.length === 0) return null;
  return new Set(UPDATE_COLUMNS.filter((column) => !notForUpdate.includes(column)));
}

/**
 * The upload records of existing users (changed, or getting their school ID) whose changes are
 * all in columns not chosen: with overwrite they are left out (`kept`), their password kept.
 */
export function keptRecords(comparison: PredictionComparison, notForUpdate: readonly ComparedField[]): Set<number> {
  const kept = new Set<number>();
  const chosen = chosenColumns(notForUpdate);
  if (chosen === null) return kept;
  const { changed, adopts } = COMPARISON_CODE;
  for (const c of comparison.changes) {
    const kind = comparison.kinds[c.record];
    if ((kind === changed || kind === adopts) && !sentForUpdate(c.changes, chosen)) kept.add(c.record);
  }
  return kept;
}

/** Per compared column, how many existing users' lines (changed, or getting their school ID) change it. */
export function changedColumnCounts(comparison: PredictionComparison): Map<ComparedField, number> {
  const counts = new Map<ComparedField, number>();
  const { changed, adopts } = COMPARISON_CODE;
  for (const c of comparison.changes) {
    const kind = comparison.kinds[c.record];
    if (kind !== changed && kind !== adopts) continue;
    for (const column of changedColumns(c.changes)) counts.set(column, (counts.get(column) ?? 0) + 1);
  }
  return counts;
}

/** Source lines of users the server has deactivated whom the file names: the upload activates them. */
export function reactivatedLines(comparison: PredictionComparison | null): Uint32Array {
  if (!comparison) return new Uint32Array(0);
  return Uint32Array.from(
    comparison.changes.filter((c) => reactivates(c.changes)).map((c) => comparison.lineMap[c.record]!),
  );
}

/**
 * Source lines of the users the server already has (changed, unchanged, getting their school
 * ID): where the import sets their password, their letter says the account has a new password
 * rather than that one was set up.
 */
export function existingLines(comparison: PredictionComparison | null): Set<number> {
  const lines = new Set<number>();
  if (!comparison) return lines;
  const { changed, unchanged, adopts } = COMPARISON_CODE;
  comparison.kinds.forEach((kind, record) => {
    if (kind === changed || kind === unchanged || kind === adopts) lines.add(comparison.lineMap[record]!);
  });
  return lines;
}
