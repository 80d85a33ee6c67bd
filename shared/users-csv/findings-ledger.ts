/**
 * The CSV session's findings: those of the file itself (the reader's), of its header and of
 * each row, with exact counts per rule and severity however many are kept. Rows are checked
 * into it as they are read, and re-checked one at a time (an edit) or all at once (a new
 * mapping, a fix, other settings).
 */
import type { Finding, RuleId } from './findings';
import type { RecordValidator } from './record-validator';

/** Findings kept per row at most (counts stay exact): a file of a million bad rows stays in memory. */
const MAX_STORED_FINDINGS = 300_000;
/**
 * Findings of the file itself kept at most (one per bad byte when a Windows-1252 file is read
 * as UTF-8 could be millions); their counts stay exact in `readerOverflow`.
 */
const MAX_READER_FINDINGS = 10_000;

export interface LedgerSummary {
  errors: number;
  warnings: number;
  counts: Partial<Record<RuleId, number>>;
  /** The file's and the header's findings, by line. */
  fileFindings: Finding[];
  problemRows: Int32Array;
  errorRows: Int32Array;
  findingsTruncated: boolean;
}

export class FindingsLedger {
  /** Row index -> its findings (only rows that have some). */
  private byRow = new Map<number, Finding[]>();
  private readerFindings: Finding[] = [];
  /** The reader's findings beyond MAX_READER_FINDINGS: one example and a count per rule and severity. */
  private readerOverflow = new Map<string, { finding: Finding; count: number }>();
  private headerFindings: Finding[] = [];
  private counts: Partial<Record<RuleId, number>> = {};
  private errors = 0;
  private warnings = 0;
  private stored = 0;
  private truncated = false;

  /** A finding of the file itself (encoding, quoting), as the reader reports it. */
  addReaderFinding(finding: Finding): void {
    if (this.readerFindings.length < MAX_READER_FINDINGS) this.readerFindings.push(finding);
    else {
      const key = `${finding.rule}|${finding.severity}`;
      const kind = this.readerOverflow.get(key);
      if (kind) kind.count++;
      else this.readerOverflow.set(key, { finding, count: 1 });
    }
    this.count(finding, +1);
  }

  /** The header's findings, replacing any earlier ones. */
  setHeaderFindings(findings: Finding[]): void {
    for (const f of this.headerFindings) this.count(f, -1);
    this.headerFindings = findings;
    for (const f of findings) this.count(f, +1);
  }

  /** Forgets every row's findings (and the header's): the rows are about to be checked again. */
  clearRows(): void {
    this.byRow = new Map();
    this.counts = {};
    this.errors = 0;
    this.warnings = 0;
    this.stored = 0;
    this.truncated = false;
    this.headerFindings = [];
    for (const f of this.readerFindings) this.count(f, +1);
    for (const { finding, count } of this.readerOverflow.values())
      for (let n = 0; n < count; n++) this.count(finding, +1);
  }

  /** Checks one row with `validator` and keeps what it finds. */
  checkRow(
    validator: RecordValidator,
    index: number,
    fields: readonly string[],
    line: number,
    mayHaveLineBreak: boolean,
  ): void {
    let found: Finding[] | null = null;
    validator.check(fields, line, mayHaveLineBreak, {
      add: (finding) => {
        this.count(finding, +1);
        if (this.stored >= MAX_STORED_FINDINGS) {
          this.truncated = true;
          return;
        }
        this.stored++;
        (found ??= []).push(finding);
      },
    });
    if (found) this.byRow.set(index, found);
  }

  /** Replaces a row's findings (an edit re-checked it, or a duplicate it made or ended). */
  setRow(index: number, findings: Finding[]): void {
    const old = this.byRow.get(index) ?? [];
    for (const f of old) this.count(f, -1);
    for (const f of findings) this.count(f, +1);
    this.stored += findings.length - old.length;
    if (findings.length > 0) this.byRow.set(index, findings);
    else this.byRow.delete(index);
  }

  row(index: number): Finding[] {
    return this.byRow.get(index) ?? [];
  }

  hasError(index: number): boolean {
    return (this.byRow.get(index) ?? []).some((f) => f.severity === 'error');
  }

  /** The rows that have findings, with them (in the order they were found). */
  rows(): IterableIterator<[number, Finding[]]> {
    return this.byRow.entries();
  }

  summary(): LedgerSummary {
    const problem: number[] = [];
    const error: number[] = [];
    for (const [index, findings] of this.byRow) {
      problem.push(index);
      if (findings.some((f) => f.severity === 'error')) error.push(index);
    }
    const sorted = (list: number[]) => Int32Array.from(list).sort();
    return {
      errors: this.errors,
      warnings: this.warnings,
      counts: { ...this.counts },
      fileFindings: [...this.readerFindings, ...this.headerFindings].sort((a, b) => a.line - b.line),
      problemRows: sorted(problem),
      errorRows: sorted(error),
      findingsTruncated: this.truncated || this.readerOverflow.size > 0,
    };
  }

  /** How many errors and warnings so far (the reading's progress). */
  get totals(): { errors: number; warnings: number } {
    return { errors: this.errors, warnings: this.warnings };
  }

  private count(finding: Finding, delta: 1 | -1): void {
    const next = (this.counts[finding.rule] ?? 0) + delta;
    if (next > 0) this.counts[finding.rule] = next;
    else delete this.counts[finding.rule];
    if (finding.severity === 'error') this.errors += delta;
    else this.warnings += delta;
  }
}
