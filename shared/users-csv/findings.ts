import type { PasswordShortfall } from './password-policy';

/** Stable rule ids: the UI, the CLI's counts and the tests key on them. */
export type RuleId =
  // reading the file
  | 'empty-file'
  | 'binary-file'
  | 'encoding'
  | 'no-records'
  | 'unterminated-quote'
  | 'malformed-quote'
  | 'line-too-long'
  | 'blank-line'
  // the header
  | 'duplicate-header'
  | 'empty-header'
  | 'missing-column'
  | 'unmapped-column'
  | 'too-many-custom'
  // each line
  | 'field-count'
  | 'required'
  | 'email'
  | 'phone'
  | 'password-policy'
  | 'name-characters'
  | 'duplicate-name'
  | 'duplicate-email'
  | 'whitespace'
  | 'line-break';

export type Severity = 'error' | 'warning';

export interface Finding {
  /** The line as the server counts it: the header is line 1; a record spanning lines is reported where it starts. */
  line: number;
  /** The source column's header text, or '' when the finding concerns the whole line or file. */
  column: string;
  /** 0-based index of the source column, or null. */
  columnIndex: number | null;
  severity: Severity;
  rule: RuleId;
  /** Says what is wrong and where; never contains a password. */
  message: string;
  /** The other line of a duplicate. */
  relatedLine?: number;
  /** The value a safe fix would write (trim, phone clean-up); applied only on request. */
  fix?: string;
  /** For `password-policy`: the rules broken, as counts (so each language can word them). */
  shortfalls?: PasswordShortfall[];
  /** The value the message quotes (e-mail, phone, name, a duplicate's key), for other languages' wording; never a password. */
  value?: string;
  /** For `field-count`: the line's fields and the header's. */
  fields?: { found: number; expected: number };
}

/**
 * Collects findings with exact counts per rule but stores at most `limit` of them, so that
 * a million-line file full of warnings cannot exhaust memory.
 */
export class FindingCollector {
  readonly findings: Finding[] = [];
  readonly counts: Partial<Record<RuleId, number>> = {};
  errors = 0;
  warnings = 0;
  truncated = false;
  /** `onError`: told the line of every error finding, stored or not (convert --valid-only leaves those lines out). */
  constructor(
    private readonly limit: number = 100_000,
    private readonly onError?: (line: number) => void,
  ) {}

  /** Where (the number of findings added before it) each rule's first finding arrived: `merge` keeps `counts` in first-arrival order. */
  private readonly firstAt = new Map<RuleId, number>();

  /** Findings added so far, stored or not. */
  get added(): number {
    return this.errors + this.warnings;
  }

  add(finding: Finding): void {
    const n = this.counts[finding.rule];
    if (n === undefined) this.firstAt.set(finding.rule, this.errors + this.warnings);
    this.counts[finding.rule] = (n ?? 0) + 1;
    if (finding.severity === 'error') {
      this.errors++;
      this.onError?.(finding.line);
    } else this.warnings++;
    if (this.findings.length < this.limit) this.findings.push(stored(finding));
    else this.truncated = true;
  }

  /**
   * Adds findings that were decided later (deferred duplicates) as if each had been added
   * when `added` was `position`: the same stored findings (the first `limit` in that order),
   * `truncated`, counts (in the same key order), errors and warnings as adding them then.
   * `late` must be in arrival order (`position` never decreasing).
   */
  merge(late: ReadonlyArray<{ finding: Finding; position: number }>): void {
    if (late.length === 0) return;
    const early = this.findings,
      limit = this.limit,
      total = this.added;
    // Where each rule's first finding lands in the merged order.
    const at = new Map<RuleId, number>();
    let d = 0;
    const sortedFirsts = [...this.firstAt].sort((x, y) => x[1] - y[1]);
    for (const [rule, j] of sortedFirsts) {
      while (d < late.length && late[d]!.position <= j) d++;
      at.set(rule, j + d);
    }
    late.forEach((x, k) => {
      if (!at.has(x.finding.rule)) at.set(x.finding.rule, x.position + k);
    });
    // The stored findings: the first `limit` of the merged order.
    const merged: Finding[] = [];
    let j = 0;
    for (const x of late) {
      while (j < x.position && j < early.length && merged.length < limit) merged.push(early[j++]!);
      if (merged.length >= limit) break;
      merged.push(stored(x.finding));
    }
    while (j < early.length && merged.length < limit) merged.push(early[j++]!);
    this.findings.length = 0;
    for (const f of merged) this.findings.push(f);
    this.truncated = total + late.length > limit;
    // Counts, errors and warnings, with the rules in first-arrival order.
    const counts = { ...this.counts };
    for (const x of late) {
      counts[x.finding.rule] = (counts[x.finding.rule] ?? 0) + 1;
      if (x.finding.severity === 'error') {
        this.errors++;
        this.onError?.(x.finding.line);
      } else this.warnings++;
    }
    for (const rule of Object.keys(this.counts) as RuleId[]) delete this.counts[rule];
    for (const [rule] of [...at].sort((x, y) => x[1] - y[1])) this.counts[rule] = counts[rule]!;
    this.firstAt.clear();
    for (const [rule, k] of at) this.firstAt.set(rule, k);
  }
}

/**
 * A copy of `s` that shares no memory with another string. A message built from a value (or
 * a fix, a trimmed value) is a slice or a tree over that value, which is itself a slice of a
 * whole decoded 64 KiB chunk: 100,000 stored findings spread over a 1 GB file kept every
 * chunk alive (`validate` of a 1 GB file with an invalid e-mail every 97 lines peaked at
 * 1.4 GB; 0.42 GB with the copies). V8 makes any string under 13 characters a copy anyway.
 */
export function ownString(s: string): string {
  return s.length < 13 ? s : (' ' + s).slice(1);
}

/** A finding as it is kept: its strings owned (the rules build theirs so; this covers every source). */
function stored(finding: Finding): Finding {
  finding.message = ownString(finding.message);
  if (finding.fix !== undefined) finding.fix = ownString(finding.fix);
  if (finding.value !== undefined) finding.value = ownString(finding.value);
  finding.column = ownString(finding.column);
  return finding;
}

/** Findings sorted as a person reads them: by line, then column, errors first. */
export function sortFindings(findings: Finding[]): Finding[] {
  return findings.sort(
    (a, b) =>
      a.line - b.line ||
      (a.columnIndex ?? -1) - (b.columnIndex ?? -1) ||
      (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1),
  );
}
