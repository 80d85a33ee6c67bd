/** Stable rule ids: the UI, the CLI's counts and the tests key on them. */
export type RuleId =
  // reading the file
  | 'empty-file' | 'binary-file' | 'encoding' | 'no-records' | 'unterminated-quote' | 'malformed-quote'
  | 'line-too-long' | 'blank-line'
  // the header
  | 'duplicate-header' | 'empty-header' | 'missing-column' | 'unmapped-column' | 'too-many-custom'
  // each line
  | 'field-count' | 'required' | 'email' | 'phone' | 'password-policy' | 'name-characters'
  | 'duplicate-name' | 'duplicate-email' | 'whitespace' | 'line-break';

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
  constructor(private readonly limit: number = 100_000) {}

  add(finding: Finding): void {
    this.counts[finding.rule] = (this.counts[finding.rule] ?? 0) + 1;
    if (finding.severity === 'error') this.errors++;
    else this.warnings++;
    if (this.findings.length < this.limit) this.findings.push(finding);
    else this.truncated = true;
  }
}

/** Findings sorted as a person reads them: by line, then column, errors first. */
export function sortFindings(findings: Finding[]): Finding[] {
  return findings.sort((a, b) => a.line - b.line || (a.columnIndex ?? -1) - (b.columnIndex ?? -1) || (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1));
}
