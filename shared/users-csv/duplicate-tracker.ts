import { DuplicateIndex } from './duplicate-index';
import type { FieldRules, FindingSink, MappedColumn } from './field-rules';
import { ownString } from './findings';
import type { Finding } from './findings';

export type DuplicateRule = 'duplicate-name' | 'duplicate-email';

export interface DuplicateChange {
  line: number;
  rule: DuplicateRule;
  finding: Finding | null;
}

/** A duplicate finding found at the end of a deferred stream, with the `position` its record was checked at. */
export interface DeferredDuplicate {
  finding: Finding;
  position: number;
}

/**
 * The duplicate rules (a name or e-mail already on an earlier line) over a stream of records
 * whose field rules passed. Two strategies: `IndexedDuplicates` answers each record at once
 * (a hash index looked up per key); `LoggedDuplicates` only logs the keys while streaming and
 * answers all at once at the end (`takeDeferred`), much faster on big files.
 *
 * A run of records is `beginRun`, then `add` for each record in line order whose field count
 * is right (right after its field rules ran, so `FieldRules.fusedKeys` are its own), then `endRun`.
 */
export interface DuplicateTracker {
  beginRun(records: readonly (readonly string[])[], count: number): void;
  /**
   * Registers record `k` of the run; adds the duplicate findings decided now (none when
   * deferred) and returns their number. `position` tags where deferred findings belong.
   */
  add(k: number, fields: readonly string[], line: number, sink: FindingSink, position: number): number;
  endRun(records: readonly (readonly string[])[]): void;
  /** About `records` records in all are coming (a guess, `DuplicateIndex.expect`): the indexes are sized for them. */
  expect(records: number): void;
  /** The duplicate findings of the logged records, in line order (name before e-mail). Once only. */
  takeDeferred(): DeferredDuplicate[];
  /**
   * The line-by-line tracker from here on (a deferred one builds its indexes from its log
   * and hands every later record to them): what single records and edits are checked with.
   */
  settled(): SettledDuplicates;
}

/** A tracker that answers line by line, with its indexes (the lines of each name and e-mail key). */
export interface SettledDuplicates extends DuplicateTracker {
  readonly names: DuplicateIndex;
  readonly emails: DuplicateIndex;
}

export function duplicateFinding(
  column: MappedColumn,
  rule: DuplicateRule,
  key: string,
  line: number,
  first: number,
): Finding {
  const what = rule === 'duplicate-name' ? 'name' : 'e-mail address';
  return {
    line,
    column: column.source,
    columnIndex: column.index,
    severity: 'error',
    rule,
    relatedLine: first,
    value: key,
    message: ownString(
      `The ${what} "${key}" is already on line ${first} (compared without case); the server would treat line ${line} as the same user.`,
    ),
  };
}

/**
 * After an edit of `line` (`before`: what it held, null when it was not registered): moves
 * its name and e-mail keys in the indexes, puts the line's own duplicate findings into
 * `findings`, and answers every other line whose duplicate finding changed.
 */
export function recheckDuplicates(
  tracker: SettledDuplicates,
  rules: FieldRules,
  line: number,
  before: readonly string[] | null,
  after: readonly string[],
  findings: Finding[],
): DuplicateChange[] {
  const duplicates: DuplicateChange[] = [];
  for (const [index, column, rule] of [
    [tracker.names, rules.nameColumn, 'duplicate-name'],
    [tracker.emails, rules.emailColumn, 'duplicate-email'],
  ] as const) {
    if (!column) continue;
    const oldKey = rules.fits(before) ? DuplicateIndex.key(before[column.index]!) : '';
    const newKey = rules.fits(after) ? DuplicateIndex.key(after[column.index]!) : '';
    if (oldKey !== '') index.remove(oldKey, line);
    if (newKey !== '') index.insert(newKey, line);
    for (const key of new Set([oldKey, newKey])) {
      if (key === '') continue;
      const lines = index.linesOf(key);
      for (const l of lines) {
        const finding = l === lines[0] ? null : duplicateFinding(column, rule, key, l, lines[0]!);
        if (l === line) {
          if (finding) findings.push(finding);
        } else duplicates.push({ line: l, rule, finding });
      }
    }
  }
  return duplicates;
}
