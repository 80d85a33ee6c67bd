import type { ColumnMapping, TargetColumn } from './columns';
import { MANDATORY_COLUMNS } from './columns';
import { DuplicateIndex } from './duplicate-index';
import { DuplicateLog } from './duplicate-log';
import type { LoggedDuplicate } from './duplicate-log';
import { ownString } from './findings';
import type { Finding } from './findings';
import {
  DEFAULT_PASSWORD_POLICY,
  passwordComplies,
  passwordRules,
  passwordShortfalls,
  shortfallText,
} from './password-policy';
import type { PasswordPolicy, PasswordRules } from './password-policy';
import { FUSED_BACKSLASH, FUSED_OK, FUSED_UNKNOWN, KeyHasher } from './key-hash';
import { repairPhone } from './phone-repair';
import type { PhoneCountry } from './phone-repair';
import {
  forbiddenNameCharacter,
  hasLineBreak,
  hasOuterSpace,
  isEmailSyntax,
  isInternationalPhone,
} from './value-checks';

export interface FindingSink {
  add(finding: Finding): void;
}

const enum Kind {
  Plain,
  Name,
  Email,
  Phone,
  Password,
}

interface MappedColumn {
  index: number;
  target: TargetColumn;
  source: string;
  /** How messages name the column: `givenName (column "Vorname")`. */
  label: string;
  kind: Kind;
  required: boolean;
}

export interface RecheckResult {
  /** Every finding of the edited line (all rules). */
  findings: Finding[];
  /**
   * Other lines sharing the old or new name or e-mail: each line's new finding for that
   * rule (null: no longer a duplicate). Replace that line's finding of that rule.
   */
  duplicates: DuplicateChange[];
}

export interface DuplicateChange {
  line: number;
  rule: 'duplicate-name' | 'duplicate-email';
  finding: Finding | null;
}

export interface RecordValidatorOptions {
  /**
   * Streamed records (`checkBatch`) only log their name and e-mail keys; their duplicate
   * findings come all at once from `takeDeferredDuplicates()` after the last record, and the
   * error counts `checkBatch` returns leave them out. Much faster on big files (no hash-table
   * lookup per key while streaming; see `DuplicateLog`). `check`, `recheck` and the indexes
   * work as usual afterwards (the indexes are built from the log on first use).
   */
  deferDuplicates?: boolean;
  /** Blank passwords get a generated one (password-generator.ts): a blank password cell is no error. */
  generatePasswords?: boolean;
  /** The phone fix also repairs national forms (030 ..., 0049 ..., 4930...) of this country (phone-repair.ts). */
  phoneCountry?: PhoneCountry | undefined;
}

/** A duplicate finding found at the end of a deferred stream, with the `position` its record was checked at. */
export interface DeferredDuplicate {
  finding: Finding;
  position: number;
}

const kindOf: Partial<Record<TargetColumn, Kind>> = {
  name: Kind.Name,
  email: Kind.Email,
  phone: Kind.Phone,
  password: Kind.Password,
};

/**
 * The line rules of the server, for one header and mapping. Stateful only in the duplicate
 * indexes (name and email), so that a stream can be checked line by line, and an edited line
 * re-checked later.
 */
export class RecordValidator {
  private nameIndex: DuplicateIndex | undefined;
  private emailIndex: DuplicateIndex | undefined;
  /** Deferred mode: the keys logged while streaming (kept until the index is built and the duplicates taken). */
  private nameLog: DuplicateLog | undefined;
  private emailLog: DuplicateLog | undefined;
  private deferred: boolean;
  private taken = false;
  /** logBatch's scratch: each record's position, the record of each logged entry. */
  private batchTags = new Int32Array(0);
  private nameRecord = new Int32Array(0);
  private emailRecord = new Int32Array(0);
  private readonly columns: MappedColumn[];
  private readonly nameColumn: MappedColumn | undefined;
  private readonly emailColumn: MappedColumn | undefined;
  private readonly policy: PasswordRules;
  private readonly generatesPasswords: boolean;
  private readonly phoneCountry: PhoneCountry | undefined;
  /**
   * Deferred mode: `checkLocal` hashes the name and e-mail while their rules read them (one
   * pass over the characters instead of two; see `KeyHasher.hashName`/`hashEmail`), and
   * `logBatch` logs those hashes. `nameHashed`/`emailHashed` say whether the current
   * record's value was hashed so (else `DuplicateLog.add` hashes it).
   */
  private readonly fused = new KeyHasher();
  private nameHashed = false;
  private nameA = 0;
  private nameB = 0;
  private emailHashed = false;
  private emailA = 0;
  private emailB = 0;

  constructor(
    private readonly header: readonly string[],
    mapping: ColumnMapping,
    policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY,
    options: RecordValidatorOptions = {},
  ) {
    this.policy = passwordRules(policy);
    this.generatesPasswords = options.generatePasswords === true;
    this.phoneCountry = options.phoneCountry;
    this.deferred = options.deferDuplicates === true;
    this.columns = [];
    mapping.forEach((target, index) => {
      if (target == null || index >= header.length) return;
      const source = header[index]!;
      this.columns.push({
        index,
        target,
        source,
        label: source === target ? target : `${target} (column "${source}")`,
        kind: kindOf[target] ?? Kind.Plain,
        required: MANDATORY_COLUMNS.includes(target) && !(target === 'password' && options.generatePasswords === true),
      });
    });
    this.nameColumn = this.columns.find((c) => c.kind === Kind.Name);
    this.emailColumn = this.columns.find((c) => c.kind === Kind.Email);
    if (this.deferred) {
      if (this.nameColumn) this.nameLog = new DuplicateLog();
      if (this.emailColumn) this.emailLog = new DuplicateLog();
    }
  }

  /** The record's user name as the server compares it (trimmed), for the policy's "simple password" rule. */
  private nameOf(fields: readonly string[]): string {
    const column = this.nameColumn;
    return column ? (fields[column.index] ?? '').trim() : '';
  }

  /** The lines of each name key (built on first use; in deferred mode from the log, which ends the deferral). */
  get names(): DuplicateIndex {
    if (!this.nameIndex) {
      this.nameIndex = this.indexFrom(this.nameLog);
      this.releaseLogs();
    }
    return this.nameIndex;
  }

  /** The lines of each e-mail key, as `names`. */
  get emails(): DuplicateIndex {
    if (!this.emailIndex) {
      this.emailIndex = this.indexFrom(this.emailLog);
      this.releaseLogs();
    }
    return this.emailIndex;
  }

  private indexFrom(log: DuplicateLog | undefined): DuplicateIndex {
    const index = new DuplicateIndex();
    if (log) log.fill(index);
    // From here on records are checked against the indexes, line by line.
    this.deferred = false;
    return index;
  }

  /**
   * Deferred mode, after the last streamed record: the duplicate findings of the logged
   * records, in the order a line-by-line check would have added them (line order, name before
   * e-mail), each with the `position` `checkBatch` was given for its record. Once only.
   */
  takeDeferredDuplicates(): DeferredDuplicate[] {
    if (this.taken) throw new Error('takeDeferredDuplicates() was already called');
    this.taken = true;
    const n = this.nameColumn,
      e = this.emailColumn;
    const names = n && this.nameLog ? this.nameLog.duplicates() : [];
    const emails = e && this.emailLog ? this.emailLog.duplicates() : [];
    this.releaseLogs();
    const out: DeferredDuplicate[] = [];
    const put = (column: MappedColumn, rule: 'duplicate-name' | 'duplicate-email', d: LoggedDuplicate) =>
      out.push({ finding: this.duplicateFinding(column, rule, d.key, d.line, d.first), position: d.tag });
    let i = 0,
      j = 0;
    while (i < names.length || j < emails.length) {
      const x = names[i],
        y = emails[j];
      if (x && (!y || x.line <= y.line)) {
        put(n!, 'duplicate-name', x);
        i++;
      } else {
        put(e!, 'duplicate-email', y!);
        j++;
      }
    }
    return out;
  }

  /** A log is dropped once both its uses are done: the duplicates taken and its index built. */
  private releaseLogs(): void {
    if (!this.taken) return;
    if (this.nameIndex) this.nameLog = undefined;
    if (this.emailIndex) this.emailLog = undefined;
  }

  /**
   * Checks one record read from the stream (lines in increasing order) and registers its
   * keys for the duplicate rules. Returns the number of errors found.
   */
  check(fields: readonly string[], line: number, mayHaveLineBreak: boolean, sink: FindingSink): number {
    const errors = this.checkLocal(fields, line, mayHaveLineBreak, sink);
    if (errors < 0) return 1;
    let dupErrors = 0;
    const n = this.nameColumn;
    if (n) {
      const value = fields[n.index]!;
      const first = this.names.append(value, line);
      if (first !== undefined) {
        sink.add(this.duplicateFinding(n, 'duplicate-name', DuplicateIndex.key(value), line, first));
        dupErrors++;
      }
    }
    const e = this.emailColumn;
    if (e) {
      const value = fields[e.index]!;
      const first = this.emails.append(value, line);
      if (first !== undefined) {
        sink.add(this.duplicateFinding(e, 'duplicate-email', DuplicateIndex.key(value), line, first));
        dupErrors++;
      }
    }
    return errors + dupErrors;
  }

  /**
   * `check` for the first `count` of a run of records read from the stream (lines in
   * increasing order): the same findings in the same order, each record's error count in
   * `errors[k]`. Faster on big files: the duplicate keys of the whole run are hashed and
   * their index slots loaded together (their cache misses overlap) before the records are
   * checked one by one.
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
    if (this.deferred) {
      this.logBatch(records, lines, mayHaveLineBreak, count, sink, errors, position);
      return;
    }
    const n = this.nameColumn,
      e = this.emailColumn,
      width = this.header.length;
    if (n) {
      for (let k = 0; k < count; k++) {
        const f = records[k]!;
        this.names.stage(k, f.length === width ? f[n.index] : undefined);
      }
      this.names.preload(count);
    }
    if (e) {
      for (let k = 0; k < count; k++) {
        const f = records[k]!;
        this.emails.stage(k, f.length === width ? f[e.index] : undefined);
      }
      this.emails.preload(count);
    }
    for (let k = 0; k < count; k++) {
      const fields = records[k]!,
        line = lines[k]!;
      const local = this.checkLocal(fields, line, mayHaveLineBreak[k]!, sink);
      if (local < 0) {
        errors[k] = 1;
        continue;
      }
      let dupErrors = 0;
      if (n) {
        const first = this.names.appendStaged(k, line);
        if (first !== undefined) {
          sink.add(this.duplicateFinding(n, 'duplicate-name', DuplicateIndex.key(fields[n.index]!), line, first));
          dupErrors++;
        }
      }
      if (e) {
        const first = this.emails.appendStaged(k, line);
        if (first !== undefined) {
          sink.add(this.duplicateFinding(e, 'duplicate-email', DuplicateIndex.key(fields[e.index]!), line, first));
          dupErrors++;
        }
      }
      errors[k] = local + dupErrors;
    }
  }

  /** Deferred mode's `checkBatch`: every rule but duplicates now; the keys only logged, and the values of possible duplicates kept (tagged with `position()`: where the record's duplicate findings belong). */
  private logBatch(
    records: readonly (readonly string[])[],
    lines: ArrayLike<number>,
    mayHaveLineBreak: ArrayLike<boolean>,
    count: number,
    sink: FindingSink,
    errors: number[],
    position: (() => number) | undefined,
  ): void {
    const n = this.nameColumn,
      e = this.emailColumn,
      names = this.nameLog,
      emails = this.emailLog;
    if (this.batchTags.length < count) {
      this.batchTags = new Int32Array(count);
      this.nameRecord = new Int32Array(count);
      this.emailRecord = new Int32Array(count);
    }
    const tags = this.batchTags,
      nameRecord = this.nameRecord,
      emailRecord = this.emailRecord;
    const nameFrom = names ? names.count : 0,
      emailFrom = emails ? emails.count : 0;
    for (let k = 0; k < count; k++) {
      const fields = records[k]!,
        line = lines[k]!;
      const local = this.checkLocal(fields, line, mayHaveLineBreak[k]!, sink);
      if (local < 0) {
        errors[k] = 1;
        continue;
      }
      errors[k] = local;
      tags[k] = position ? position() : 0;
      if (names && (this.nameHashed ? names.addHash(this.nameA, this.nameB, line) : names.add(fields[n!.index]!, line)))
        nameRecord[names.count - 1 - nameFrom] = k;
      if (
        emails &&
        (this.emailHashed ? emails.addHash(this.emailA, this.emailB, line) : emails.add(fields[e!.index]!, line))
      )
        emailRecord[emails.count - 1 - emailFrom] = k;
    }
    if (names)
      names.sift(nameFrom, (entry) => {
        const k = nameRecord[entry - nameFrom]!;
        names.keep(entry, records[k]![n!.index]!, tags[k]!);
      });
    if (emails)
      emails.sift(emailFrom, (entry) => {
        const k = emailRecord[entry - emailFrom]!;
        emails.keep(entry, records[k]![e!.index]!, tags[k]!);
      });
  }

  /**
   * Re-checks a line after an edit (cell editing in the UI): `before` is what the line held
   * (null for a line that was not registered, e.g. it had a field-count error), `after` the
   * new values. Updates the duplicate indexes and reports every line whose duplicate
   * findings changed.
   */
  recheck(line: number, before: readonly string[] | null, after: readonly string[]): RecheckResult {
    const findings: Finding[] = [];
    this.checkLocal(after, line, true, { add: (f) => findings.push(f) });
    const duplicates: DuplicateChange[] = [];
    const fits = (values: readonly string[] | null): values is readonly string[] =>
      values !== null && values.length === this.header.length;
    for (const [index, column, rule] of [
      [this.names, this.nameColumn, 'duplicate-name'],
      [this.emails, this.emailColumn, 'duplicate-email'],
    ] as const) {
      if (!column) continue;
      const oldKey = fits(before) ? DuplicateIndex.key(before[column.index]!) : '';
      const newKey = fits(after) ? DuplicateIndex.key(after[column.index]!) : '';
      if (oldKey !== '') index.remove(oldKey, line);
      if (newKey !== '') index.insert(newKey, line);
      for (const key of new Set([oldKey, newKey])) {
        if (key === '') continue;
        const lines = index.linesOf(key);
        for (const l of lines) {
          const finding = l === lines[0] ? null : this.duplicateFinding(column, rule, key, l, lines[0]!);
          if (l === line) {
            if (finding) findings.push(finding);
          } else duplicates.push({ line: l, rule, finding });
        }
      }
    }
    return { findings, duplicates };
  }

  private duplicateFinding(
    column: MappedColumn,
    rule: 'duplicate-name' | 'duplicate-email',
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

  private nameCharactersFinding(col: MappedColumn, line: number, v: string, bad: string): Finding {
    return {
      line,
      column: col.source,
      columnIndex: col.index,
      severity: 'error',
      rule: 'name-characters',
      value: v,
      message: ownString(`${col.label} "${v}" contains "${bad}", which the service does not allow in a name.`),
    };
  }

  /** Every rule except duplicates. Returns the error count, or -1 when the field count is wrong (nothing else is checked then). */
  private checkLocal(fields: readonly string[], line: number, mayHaveLineBreak: boolean, sink: FindingSink): number {
    this.nameHashed = false;
    this.emailHashed = false;
    if (fields.length !== this.header.length) {
      sink.add({
        line,
        column: '',
        columnIndex: null,
        severity: 'error',
        rule: 'field-count',
        fields: { found: fields.length, expected: this.header.length },
        message: `Line ${line} has ${fields.length} field${fields.length === 1 ? '' : 's'} but the header has ${this.header.length}; the server fails such a line (a separator inside an unquoted value?).`,
      });
      return -1;
    }
    let errors = 0;
    const cols = this.columns;
    for (let c = 0; c < cols.length; c++) {
      const col = cols[c]!;
      const raw = fields[col.index]!;
      if (mayHaveLineBreak && hasLineBreak(raw)) {
        sink.add({
          line,
          column: col.source,
          columnIndex: col.index,
          severity: 'warning',
          rule: 'line-break',
          message: `${col.label} contains a line break, which shifts the server's line numbers; the upload file replaces it with a space.`,
        });
      }
      if (this.deferred && (col.kind === Kind.Email || col.kind === Kind.Name)) {
        // Deferred mode: the rule and the duplicate hash in one pass (see KeyHasher.hashName/
        // hashEmail). A valid address, or a name it decides, has no outer space either, so
        // nothing else is left to check; otherwise the general path below (hashed when logged).
        const fused = this.fused;
        if (col.kind === Kind.Email) {
          if (fused.hashEmail(raw) === FUSED_OK) {
            this.emailA = fused.a;
            this.emailB = fused.b;
            this.emailHashed = true;
            continue;
          }
        } else {
          const r = fused.hashName(raw);
          if (r !== FUSED_UNKNOWN) {
            this.nameA = fused.a;
            this.nameB = fused.b;
            this.nameHashed = true;
            if (r !== FUSED_OK) {
              errors++;
              sink.add(this.nameCharactersFinding(col, line, raw, r === FUSED_BACKSLASH ? '\\' : ':'));
            }
            continue;
          }
        }
      }
      // A blank password is generated (white space only counts as blank): nothing to check.
      if (col.kind === Kind.Password && this.generatesPasswords && raw.trim() === '') continue;
      const spaced = hasOuterSpace(raw);
      if (spaced) {
        if (col.kind === Kind.Password) {
          sink.add({
            line,
            column: col.source,
            columnIndex: col.index,
            severity: 'warning',
            rule: 'whitespace',
            message: `${col.label} starts or ends with a space, which becomes part of the password (no automatic fix).`,
          });
        } else {
          const fixed = raw.trim();
          sink.add({
            line,
            column: col.source,
            columnIndex: col.index,
            severity: 'warning',
            rule: 'whitespace',
            fix: ownString(fixed),
            message: ownString(`${col.label} "${raw}" has leading or trailing spaces; fix: "${fixed}".`),
          });
        }
      }
      // The content rules look at the trimmed value: spaces are the whitespace rule's business.
      const v = spaced && col.kind !== Kind.Password ? raw.trim() : raw;
      if (v === '') {
        if (col.required) {
          errors++;
          sink.add({
            line,
            column: col.source,
            columnIndex: col.index,
            severity: 'error',
            rule: 'required',
            message: `${col.label} is empty; it is mandatory.`,
          });
        }
        continue;
      }
      switch (col.kind) {
        case Kind.Email:
          if (!isEmailSyntax(v)) {
            errors++;
            sink.add({
              line,
              column: col.source,
              columnIndex: col.index,
              severity: 'error',
              rule: 'email',
              value: v,
              message: ownString(`${col.label} "${v}" is not a valid e-mail address.`),
            });
          }
          break;
        case Kind.Phone:
          if (!isInternationalPhone(v)) {
            errors++;
            const fix = repairPhone(v, this.phoneCountry);
            const finding: Finding = {
              line,
              column: col.source,
              columnIndex: col.index,
              severity: 'error',
              rule: 'phone',
              value: v,
              message: ownString(
                `${col.label} "${v}" must be a plus sign followed by digits only${fix ? `; fix: "${fix}"` : ' (international format, e.g. +4930123456)'}.`,
              ),
            };
            if (fix) finding.fix = fix;
            sink.add(finding);
          }
          break;
        case Kind.Password: {
          const name = this.policy.allowSimple ? '' : this.nameOf(fields);
          if (!passwordComplies(v, this.policy, name)) {
            const shortfalls = passwordShortfalls(v, this.policy, name);
            errors++;
            sink.add({
              line,
              column: col.source,
              columnIndex: col.index,
              severity: 'error',
              rule: 'password-policy',
              message: `${col.label} ${shortfalls.map(shortfallText).join(', ')}.`,
              shortfalls,
            });
          }
          break;
        }
        case Kind.Name: {
          const bad = forbiddenNameCharacter(v);
          if (bad) {
            errors++;
            sink.add(this.nameCharactersFinding(col, line, v, bad));
          }
          break;
        }
        default:
          break;
      }
    }
    return errors;
  }
}
