import type { PhoneCountry } from './phone-repair';
import type { ColumnMapping } from './columns';
import { recheckDuplicates } from './duplicate-tracker';
import type { DeferredDuplicate, DuplicateChange, DuplicateTracker, SettledDuplicates } from './duplicate-tracker';
import type { DuplicateIndex } from './duplicate-index';
import { FieldRules } from './field-rules';
import type { FindingSink } from './field-rules';
import type { Finding } from './findings';
import { IndexedDuplicates } from './indexed-duplicates';
import { LoggedDuplicates } from './logged-duplicates';
import { DEFAULT_PASSWORD_POLICY } from './password-policy';
import type { PasswordPolicy } from './password-policy';

export type { FindingSink } from './field-rules';
export type { DeferredDuplicate, DuplicateChange } from './duplicate-tracker';

export interface RecheckResult {
  /** Every finding of the edited line (all rules). */
  findings: Finding[];
  /**
   * Other lines sharing the old or new name or e-mail: each line's new finding for that
   * rule (null: no longer a duplicate). Replace that line's finding of that rule.
   */
  duplicates: DuplicateChange[];
}

export interface RecordValidatorOptions {
  /**
   * Streamed records (`checkBatch`) only log their name and e-mail keys; their duplicate
   * findings come all at once from `takeDeferredDuplicates()` after the last record, and the
   * error counts `checkBatch` returns leave them out. Much faster on big files (see
   * `LoggedDuplicates`). `check`, `recheck` and the indexes work as usual afterwards (the
   * indexes are built from the log on first use).
   */
  deferDuplicates?: boolean;
  /** Blank passwords get a generated one (password-generator.ts): a blank password cell is no error. */
  generatePasswords?: boolean;
  /** The phone fix also repairs national forms (030 ..., 0049 ..., 4930...) of this country (phone-repair.ts). */
  phoneCountry?: PhoneCountry | undefined;
}

/**
 * The line rules of the server, for one header and mapping: the field rules of each line
 * (`FieldRules`) and the duplicate rules across lines (a `DuplicateTracker`, line by line
 * or deferred to the end, chosen here once), so that a stream can be checked line by line,
 * and an edited line re-checked later.
 */
export class RecordValidator {
  private readonly rules: FieldRules;
  private readonly tracker: DuplicateTracker;
  private readonly one: (readonly string[])[] = [[]];
  /** A run's field findings, each with its record, until its duplicates are known (`checkIndexedBatch`). */
  private readonly waiting = new WaitingFindings();

  constructor(
    header: readonly string[],
    mapping: ColumnMapping,
    policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY,
    options: RecordValidatorOptions = {},
  ) {
    const deferred = options.deferDuplicates === true;
    this.rules = new FieldRules(header, mapping, policy, {
      generatePasswords: options.generatePasswords === true,
      fuseKeyHashes: deferred,
      phoneCountry: options.phoneCountry,
    });
    const { nameColumn, emailColumn } = this.rules;
    this.tracker = deferred
      ? new LoggedDuplicates(nameColumn, emailColumn, header.length, this.rules.fusedKeys)
      : new IndexedDuplicates(nameColumn, emailColumn, header.length);
  }

  /** The lines of each name key (in deferred mode built from the log on first use, which ends the deferral). */
  get names(): DuplicateIndex {
    return this.tracker.settled().names;
  }

  /** The lines of each e-mail key, as `names`. */
  get emails(): DuplicateIndex {
    return this.tracker.settled().emails;
  }

  /**
   * About `records` records in all are coming (a guess from the file's size): the duplicate
   * indexes are sized for them at once rather than grown as they come. A wrong guess costs
   * only speed.
   */
  expectRecords(records: number): void {
    this.tracker.expect(records);
  }

  /**
   * Deferred mode, after the last streamed record: the duplicate findings of the logged
   * records, in the order a line-by-line check would have added them (line order, name before
   * e-mail), each with the `position` `checkBatch` was given for its record. Once only.
   */
  takeDeferredDuplicates(): DeferredDuplicate[] {
    return this.tracker.takeDeferred();
  }

  /**
   * Checks one record read from the stream (lines in increasing order) and registers its
   * keys for the duplicate rules. Returns the number of errors found.
   */
  check(fields: readonly string[], line: number, mayHaveLineBreak: boolean, sink: FindingSink): number {
    const errors = this.rules.check(fields, line, mayHaveLineBreak, sink);
    if (errors < 0) return 1;
    const settled: SettledDuplicates = this.tracker.settled();
    this.one[0] = fields;
    settled.beginRun(this.one, 1);
    const duplicates = settled.add(0, fields, line, sink, 0);
    settled.endRun(this.one);
    return errors + duplicates;
  }

  /**
   * `check` for the first `count` of a run of records read from the stream (lines in
   * increasing order): the same findings in the same order, each record's error count in
   * `errors[k]`. In deferred mode the duplicates are left for `takeDeferredDuplicates`, each
   * tagged with `position()` (where its record's findings belong).
   */
  checkBatch(
    records: readonly (readonly string[])[],
    lines: ArrayLike<number>,
    mayHaveLineBreak: ArrayLike<boolean>,
    count: number,
    sink: FindingSink,
    errors: number[],
    position?: () => number,
  ): void {
    const tracker = this.tracker;
    if (tracker instanceof IndexedDuplicates)
      return this.checkIndexedBatch(tracker, records, lines, mayHaveLineBreak, count, sink, errors);
    tracker.beginRun(records, count);
    for (let k = 0; k < count; k++) {
      const fields = records[k]!,
        line = lines[k]!;
      const local = this.rules.check(fields, line, mayHaveLineBreak[k]!, sink);
      if (local < 0) {
        errors[k] = 1;
        continue;
      }
      errors[k] = local + tracker.add(k, fields, line, sink, position ? position() : 0);
    }
    tracker.endRun(records);
  }

  /**
   * `checkBatch` line by line: each record's field rules run first, hashing its name and
   * e-mail keys on the way (one pass over their characters, not the rule's and then the
   * hash's), and their findings wait; then the run's index slots are loaded together
   * (`IndexedDuplicates.preloadRun`), and in line order each record's waiting findings go
   * out, followed by its duplicates: the order of a record-by-record check.
   */
  private checkIndexedBatch(
    tracker: IndexedDuplicates,
    records: readonly (readonly string[])[],
    lines: ArrayLike<number>,
    mayHaveLineBreak: ArrayLike<boolean>,
    count: number,
    sink: FindingSink,
    errors: number[],
  ): void {
    const rules = this.rules;
    const waiting = this.waiting;
    waiting.findings.length = waiting.records.length = 0;
    for (let k = 0; k < count; k++) {
      const fields = records[k]!;
      waiting.record = k;
      const local = rules.check(fields, lines[k]!, mayHaveLineBreak[k]!, waiting, true);
      errors[k] = local;
      tracker.stageRecord(k, fields, local < 0 ? null : rules.fusedKeys);
    }
    tracker.preloadRun(count);
    const { findings, records: owners } = waiting;
    let f = 0;
    for (let k = 0; k < count; k++) {
      while (f < findings.length && owners[f] === k) sink.add(findings[f++]!);
      const local = errors[k]!;
      errors[k] = local < 0 ? 1 : local + tracker.add(k, records[k]!, lines[k]!, sink);
    }
    waiting.findings.length = waiting.records.length = 0;
  }

  /**
   * Re-checks a line after an edit (cell editing in the UI): `before` is what the line held
   * (null for a line that was not registered, e.g. it had a field-count error), `after` the
   * new values. Updates the duplicate indexes and reports every line whose duplicate
   * findings changed.
   */
  recheck(line: number, before: readonly string[] | null, after: readonly string[]): RecheckResult {
    const findings: Finding[] = [];
    this.rules.check(after, line, true, { add: (f) => findings.push(f) });
    const duplicates = recheckDuplicates(this.tracker.settled(), this.rules, line, before, after, findings);
    return { findings, duplicates };
  }
}

/** Findings held back in order, each with the record (of its run) it belongs to. */
class WaitingFindings implements FindingSink {
  readonly findings: Finding[] = [];
  readonly records: number[] = [];
  /** The record whose findings come now. */
  record = 0;

  add(finding: Finding): void {
    this.findings.push(finding);
    this.records.push(this.record);
  }
}
