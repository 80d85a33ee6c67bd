import type { ColumnMapping, TargetColumn } from './columns';
import { MANDATORY_COLUMNS } from './columns';
import { ownString } from './findings';
import type { Finding } from './findings';
import { FUSED_BACKSLASH, FUSED_OK, FUSED_UNKNOWN, KeyHasher } from './key-hash';
import { passwordComplies, passwordRules, passwordShortfalls, shortfallText } from './password-policy';
import type { PasswordPolicy, PasswordRules } from './password-policy';
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

export const enum Kind {
  Plain,
  Name,
  Email,
  Phone,
  Password,
}

/** A mapped source column as the rules see it. */
export interface MappedColumn {
  index: number;
  target: TargetColumn;
  source: string;
  /** How messages name the column: `givenName (column "Vorname")`. */
  label: string;
  kind: Kind;
  required: boolean;
}

/**
 * The name and e-mail key hashes of the record last checked, when the rules computed them on
 * the way (`fuseKeyHashes`): `nameHashed`/`emailHashed` false means "not hashed, hash it yourself".
 */
export interface FusedKeys {
  nameHashed: boolean;
  nameA: number;
  nameB: number;
  emailHashed: boolean;
  emailA: number;
  emailB: number;
}

export interface FieldRulesOptions {
  /** Blank passwords get a generated one (password-generator.ts): a blank password cell is no error. */
  generatePasswords?: boolean;
  /**
   * Hash the name and e-mail keys while their rules read them (one pass over the characters
   * instead of two; see `KeyHasher.hashName`/`hashEmail`), for a duplicate tracker that takes
   * hashes (`fusedKeys`): what `check` does unless told otherwise.
   */
  fuseKeyHashes?: boolean;
  /** The phone fix also repairs national forms (030 ..., 0049 ..., 4930...) of this country (phone-repair.ts). */
  phoneCountry?: PhoneCountry | undefined;
}

const kindOf: Partial<Record<TargetColumn, Kind>> = {
  name: Kind.Name,
  email: Kind.Email,
  phone: Kind.Phone,
  password: Kind.Password,
};

/**
 * The server's rules for the fields of one line (field count, line breaks, spaces, required
 * columns, e-mail, phone, password policy, name characters), for one header and mapping.
 * Everything but the duplicate rules, which need the other lines (duplicate-tracker.ts).
 * Stateless between lines.
 */
export class FieldRules {
  readonly columns: readonly MappedColumn[];
  readonly nameColumn: MappedColumn | undefined;
  readonly emailColumn: MappedColumn | undefined;
  /** The key hashes of the record last checked (only ever set where `check` fuses them). */
  readonly fusedKeys: FusedKeys = { nameHashed: false, nameA: 0, nameB: 0, emailHashed: false, emailA: 0, emailB: 0 };
  private readonly policy: PasswordRules;
  private readonly generatesPasswords: boolean;
  private readonly phoneCountry: PhoneCountry | undefined;
  private readonly hasher = new KeyHasher();
  private readonly fuses: boolean;

  constructor(
    private readonly header: readonly string[],
    mapping: ColumnMapping,
    policy: PasswordPolicy,
    options: FieldRulesOptions = {},
  ) {
    this.policy = passwordRules(policy);
    this.generatesPasswords = options.generatePasswords === true;
    this.phoneCountry = options.phoneCountry;
    this.fuses = options.fuseKeyHashes === true;
    const columns: MappedColumn[] = [];
    mapping.forEach((target, index) => {
      if (target == null || index >= header.length) return;
      const source = header[index]!;
      columns.push({
        index,
        target,
        source,
        label: source === target ? target : `${target} (column "${source}")`,
        kind: kindOf[target] ?? Kind.Plain,
        required: MANDATORY_COLUMNS.includes(target) && !(target === 'password' && this.generatesPasswords),
      });
    });
    this.columns = columns;
    this.nameColumn = columns.find((c) => c.kind === Kind.Name);
    this.emailColumn = columns.find((c) => c.kind === Kind.Email);
  }

  /** True when the record has as many fields as the header (only such records have keys). */
  fits(fields: readonly string[] | null): fields is readonly string[] {
    return fields !== null && fields.length === this.header.length;
  }

  /** The record's user name as the server compares it (trimmed), for the policy's "simple password" rule. */
  private nameOf(fields: readonly string[]): string {
    const column = this.nameColumn;
    return column ? (fields[column.index] ?? '').trim() : '';
  }

  /**
   * Every rule except duplicates. Returns the error count, or -1 when the field count is
   * wrong (nothing else is checked then). `fuse`: whether the name and e-mail key hashes are
   * computed on the way (`fusedKeys`; the same findings either way).
   */
  check(
    fields: readonly string[],
    line: number,
    mayHaveLineBreak: boolean,
    sink: FindingSink,
    fuse: boolean = this.fuses,
  ): number {
    const keys = this.fusedKeys;
    keys.nameHashed = false;
    keys.emailHashed = false;
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
    const hasher = fuse ? this.hasher : null;
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
      if (hasher && (col.kind === Kind.Email || col.kind === Kind.Name)) {
        // The rule and the key hash in one pass. A valid address, or a name the hasher
        // decides, has no outer space either, so nothing else is left to check; otherwise
        // the general path below (the tracker hashes the key itself).
        if (col.kind === Kind.Email) {
          if (hasher.hashEmail(raw) === FUSED_OK) {
            keys.emailA = hasher.a;
            keys.emailB = hasher.b;
            keys.emailHashed = true;
            continue;
          }
        } else {
          const r = hasher.hashName(raw);
          if (r !== FUSED_UNKNOWN) {
            keys.nameA = hasher.a;
            keys.nameB = hasher.b;
            keys.nameHashed = true;
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
      if (spaced) sink.add(this.whitespaceFinding(col, line, raw));
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
      const finding = this.contentFinding(col, line, v, fields);
      if (finding) {
        errors++;
        sink.add(finding);
      }
    }
    return errors;
  }

  private whitespaceFinding(col: MappedColumn, line: number, raw: string): Finding {
    const at = { line, column: col.source, columnIndex: col.index, severity: 'warning', rule: 'whitespace' } as const;
    if (col.kind === Kind.Password)
      return {
        ...at,
        message: `${col.label} starts or ends with a space, which becomes part of the password (no automatic fix).`,
      };
    const fixed = raw.trim();
    return {
      ...at,
      fix: ownString(fixed),
      message: ownString(`${col.label} "${raw}" has leading or trailing spaces; fix: "${fixed}".`),
    };
  }

  /** The content rule of the column's kind on a non-blank value: its error, or null. */
  private contentFinding(col: MappedColumn, line: number, v: string, fields: readonly string[]): Finding | null {
    switch (col.kind) {
      case Kind.Email:
        if (isEmailSyntax(v)) return null;
        return {
          line,
          column: col.source,
          columnIndex: col.index,
          severity: 'error',
          rule: 'email',
          value: v,
          message: ownString(`${col.label} "${v}" is not a valid e-mail address.`),
        };
      case Kind.Phone: {
        if (isInternationalPhone(v)) return null;
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
        return finding;
      }
      case Kind.Password: {
        const name = this.policy.allowSimple ? '' : this.nameOf(fields);
        if (passwordComplies(v, this.policy, name)) return null;
        const shortfalls = passwordShortfalls(v, this.policy, name);
        return {
          line,
          column: col.source,
          columnIndex: col.index,
          severity: 'error',
          rule: 'password-policy',
          message: `${col.label} ${shortfalls.map(shortfallText).join(', ')}.`,
          shortfalls,
        };
      }
      case Kind.Name: {
        const bad = forbiddenNameCharacter(v);
        return bad ? this.nameCharactersFinding(col, line, v, bad) : null;
      }
      default:
        return null;
    }
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
}
