import type { ColumnMapping, TargetColumn } from './columns';
import type { IdColumn } from './id-column';
import { renderPattern } from './name-pattern';
import { personKey } from './person-fold';
import type { NamePattern, PatternValues } from './name-pattern';
import { NameRegistry } from './name-registry';
import type { SuffixReason, TakenNames } from './name-registry';
import { repairPhone } from './phone-repair';
import type { PhoneCountry } from './phone-repair';
import { isInternationalPhone } from './value-checks';

export interface DerivationOptions {
  /** Builds `name` where the file has none or a blank one. */
  namePattern?: NamePattern | undefined;
  /** Builds `email` where the file has none or a blank one. */
  emailPattern?: NamePattern | undefined;
  /** Phone numbers not in the international form are repaired for this country where that is safe. */
  phoneCountry?: PhoneCountry | undefined;
  /** Login names in use on the server: a derived name avoids them. */
  takenNames?: TakenNames | undefined;
  /** E-mail addresses in use on the server: a derived address avoids them. */
  takenEmails?: TakenNames | undefined;
  /** Where the person's key is (the school's ID, id-column.ts): the column mapped to it. Default custom1. */
  idColumn?: IdColumn | undefined;
  /** The server's accounts of the people the file names by key: they keep their login. */
  matched?: MatchedAccounts | undefined;
  /**
   * The lines decided to be an existing account (a look-alike decided "the same person"):
   * each takes that account's login and e-mail, whatever the file says there, as the app
   * writes them into the row; the comparison then meets the account by its login.
   */
  sameAs?: ((line: number) => MatchedAccount | undefined) | undefined;
}

/** The server's account of a person: a derived name never renames it. */
export interface MatchedAccount {
  name: string;
  email: string;
}

export interface MatchedAccounts {
  /** The account of a record: by its key (as written, '' for none) or by its line; undefined: none. */
  accountOf(key: string, line: number): MatchedAccount | undefined;
}

/** How a value was made: shown next to it, so that the user can judge it and edit it. */
export interface DerivedValue {
  line: number;
  column: 'name' | 'email';
  value: string;
  /** The pattern as written. */
  pattern: string;
  /** The number added to make the value unique (2, 3, ...), or null. */
  suffix: number | null;
  /** Why the suffix: the plain value was taken in the file (on `takenLine`) or on the server. */
  reason: SuffixReason | null;
  takenLine?: number;
  /** The server's own value of the person's account (matched by key): kept, not derived. */
  kept?: true;
}

/** A phone number put into the international form. */
export interface RepairedPhone {
  line: number;
  from: string;
  to: string;
}

export interface DerivedRecord {
  fields: string[];
  derived: DerivedValue[];
  phone: RepairedPhone | null;
}

/**
 * Fills in what a school's export lacks, record by record in one streaming pass: the login
 * name and the e-mail address from patterns (unique within the file and against the server's
 * names: the registries are the pass's state), and phone numbers in the international form.
 * The given and surnames are never changed. `begin` with the file's header first: a target
 * the file has no column for gets one, appended after the file's own columns. One instance
 * per pass: a second pass over the same file needs a new one to give the same values.
 */
export class RecordDerivation {
  private readonly names: NameRegistry;
  private readonly emails: NameRegistry;
  private width = 0;
  private index: Partial<Record<TargetColumn, number>> = {};
  private appended = 0;

  constructor(private readonly options: DerivationOptions) {
    this.names = new NameRegistry(options.takenNames);
    this.emails = new NameRegistry(options.takenEmails);
  }

  /** Derives anything at all? */
  get active(): boolean {
    const o = this.options;
    return o.namePattern !== undefined || o.emailPattern !== undefined || o.phoneCountry !== undefined || !!o.sameAs;
  }

  /** The header and mapping the records come out with: the file's, plus a column for each derived target it lacks. */
  begin(header: readonly string[], mapping: ColumnMapping): { header: string[]; mapping: ColumnMapping } {
    this.width = header.length;
    const outHeader = [...header];
    const outMapping: Array<TargetColumn | null> = header.map((_, i) => mapping[i] ?? null);
    this.index = {};
    outMapping.forEach((target, i) => {
      if (target) this.index[target] = i;
    });
    for (const [target, pattern] of [
      ['name', this.options.namePattern],
      ['email', this.options.emailPattern],
    ] as const) {
      if (!pattern || this.index[target] !== undefined) continue;
      this.index[target] = outHeader.length;
      outHeader.push(target);
      outMapping.push(target);
    }
    this.appended = outHeader.length - header.length;
    return { header: outHeader, mapping: outMapping };
  }

  /**
   * One record: a copy of its fields with the derived values in place, and how each was made. A record whose field count differs from the header's gets
   * only empty appended fields: its values may sit in the wrong columns, and it is reported
   * (field-count) and never uploaded as it is.
   */
  record(fields: string[], line: number): DerivedRecord {
    // A copy: the reader's array stays as read.
    const out = fields.slice();
    for (let k = 0; k < this.appended; k++) out.push('');
    if (fields.length !== this.width) return { fields: out, derived: [], phone: null };
    const derived: DerivedValue[] = [];
    this.takeAccount(out, line);
    const account = this.accountOf(out, line);
    const name = this.fill(
      'name',
      this.options.namePattern,
      this.names,
      out,
      line,
      derived,
      (base) => (n) => `${base}${n}`,
      account?.name,
    );
    if (name !== undefined) out[this.index.name!] = name;
    const email = this.fill(
      'email',
      this.options.emailPattern,
      this.emails,
      out,
      line,
      derived,
      (base) => {
        const at = base.lastIndexOf('@');
        return (n) => `${base.slice(0, at)}${n}${base.slice(at)}`;
      },
      account?.email,
    );
    if (email !== undefined) out[this.index.email!] = email;
    return { fields: out, derived, phone: this.repairPhone(out, line) };
  }

  /** A line decided to be an existing account takes its login and e-mail (an account without one keeps the line's). */
  private takeAccount(fields: string[], line: number): void {
    const same = this.options.sameAs?.(line);
    if (!same) return;
    const { name, email } = this.index;
    if (name !== undefined) fields[name] = same.name;
    if (email !== undefined && same.email !== '') fields[email] = same.email;
  }

  /** The server's account of the record's person (by its key, or by its line), if any. */
  private accountOf(fields: readonly string[], line: number): MatchedAccount | undefined {
    const matched = this.options.matched;
    if (!matched) return undefined;
    const at = this.index[this.options.idColumn ?? 'custom1'];
    return matched.accountOf(at === undefined ? '' : (fields[at] ?? '').trim(), line);
  }

  /**
   * The derived value for `target`, or undefined to keep what the record has (noted as taken).
   * `kept`: the value of the person's account on the server, used as it is (a matched person is never renamed).
   */
  private fill(
    target: 'name' | 'email',
    pattern: NamePattern | undefined,
    registry: NameRegistry,
    fields: string[],
    line: number,
    derived: DerivedValue[],
    suffixed: (base: string) => (n: number) => string,
    kept?: string,
  ): string | undefined {
    const at = this.index[target];
    if (at === undefined || !pattern) return undefined;
    const present = fields[at] ?? '';
    if (present.trim() !== '') {
      registry.note(present, line);
      return undefined;
    }
    if (kept !== undefined && kept !== '') {
      registry.note(kept, line);
      derived.push({
        line,
        column: target,
        value: kept,
        pattern: pattern.source,
        suffix: null,
        reason: null,
        kept: true,
      });
      return kept;
    }
    const base = renderPattern(pattern, this.values(fields));
    if (base === null) return undefined;
    const { givenName, surName } = this.values(fields);
    const person = personKey(givenName ?? '', surName ?? '');
    const key = this.index[this.options.idColumn ?? 'custom1'];
    const claimed = registry.claim(
      base,
      line,
      suffixed(base),
      person,
      key === undefined ? '' : (fields[key] ?? '').trim(),
    );
    derived.push({
      line,
      column: target,
      value: claimed.value,
      pattern: pattern.source,
      suffix: claimed.suffix,
      reason: claimed.reason,
      ...(claimed.takenLine !== undefined ? { takenLine: claimed.takenLine } : {}),
    });
    return claimed.value;
  }

  private values(fields: readonly string[]): PatternValues {
    const value = (target: TargetColumn) => {
      const at = this.index[target];
      return at === undefined ? undefined : fields[at];
    };
    return { givenName: value('givenName'), surName: value('surName'), name: value('name') };
  }

  private repairPhone(fields: string[], line: number): RepairedPhone | null {
    const country = this.options.phoneCountry;
    const at = this.index.phone;
    if (!country || at === undefined) return null;
    const from = fields[at]!;
    if (from === '' || isInternationalPhone(from)) return null;
    const to = repairPhone(from, country);
    if (to === null) return null;
    fields[at] = to;
    return { line, from, to };
  }
}
