/**
 * The organization's password policy (spec 2.2: "must satisfy the password policy configured
 * in the portal"), in the real server's own form: the reference `PasswordPolicy`
 * (`shared/api/wire/password-policy.ts`, one definition for the wire, the profile, the
 * `--password-policy` file and this engine). Every rule is optional; absent or null means no
 * such rule.
 *
 * What counts as what is the server's reading (the demo server enforces the same): length in
 * code points; digits are decimal digits (\p{Nd}); lower- and upper-case letters by Unicode
 * (\p{Ll}, \p{Lu}); a symbol is any character that is neither a letter, a number nor white
 * space; a "simple" password is one equal to the user name, ignoring case.
 */
import type { PASSWORD_POLICY_FIELDS, PasswordPolicy as WirePasswordPolicy } from '../api/wire/password-policy';

/** The policy's rule fields as the wire, a profile or a policy file carry them (null: no such rule). */
export type PasswordPolicy = Pick<WirePasswordPolicy, (typeof PASSWORD_POLICY_FIELDS)[number]>;

/** The engine's policy when none is known: the reference's typical minimum of 8, nothing else. */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { minimumPasswordLength: 8 };

/** A policy's rules as plain numbers (0: no such rule), read once rather than per password. */
export interface PasswordRules {
  min: number;
  /** Infinity: no maximum. */
  max: number;
  digits: number;
  lower: number;
  upper: number;
  symbols: number;
  /** False: a password equal to the user name (ignoring case) is refused. */
  allowSimple: boolean;
  /** Only a minimum length: counting may stop at the minimum. */
  lengthOnly: boolean;
}

export function passwordRules(policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY): PasswordRules {
  const n = (value: number | null | undefined) => (typeof value === 'number' && value > 0 ? value : 0);
  const rules = {
    min: n(policy.minimumPasswordLength),
    max: typeof policy.maximumPasswordLength === 'number' ? policy.maximumPasswordLength : Infinity,
    digits: n(policy.minimumNumbersOfDigits),
    lower: n(policy.minimumNumbersOfLowerCaseLetters),
    upper: n(policy.minimumNumbersOfUpperCaseLetters),
    symbols: n(policy.requiredNumbersOfSymbols),
    allowSimple: policy.allowSimplePassword !== false,
    lengthOnly: false,
  };
  rules.lengthOnly =
    rules.max === Infinity && rules.digits === 0 && rules.lower === 0 && rules.upper === 0 && rules.symbols === 0;
  return rules;
}

/** Whether any password at all can satisfy the rules (the classes fit within the maximum). */
export function satisfiable(rules: PasswordRules): boolean {
  // A password is a mandatory field: at least one character.
  return Math.max(1, rules.min, rules.digits + rules.lower + rules.upper + rules.symbols) <= rules.max;
}

/** Counts of one password (reused: the check runs once per line and allocates nothing). */
const counted = { length: 0, digits: 0, lower: 0, upper: 0, symbols: 0 };

function count(password: string): typeof counted {
  let length = 0,
    digits = 0,
    lower = 0,
    upper = 0,
    symbols = 0;
  // An index loop: no iterator and no per-character strings for ASCII.
  for (let i = 0; i < password.length; i++) {
    const c = password.charCodeAt(i);
    if (c >= 0xdc00 && c <= 0xdfff && i > 0 && isHighSurrogate(password.charCodeAt(i - 1))) continue;
    length++;
    if (c < 128) {
      if (c >= 48 && c <= 57) digits++;
      else if (c >= 97 && c <= 122) lower++;
      else if (c >= 65 && c <= 90) upper++;
      else if (!(c === 32 || (c >= 9 && c <= 13))) symbols++;
    } else {
      const ch = String.fromCodePoint(password.codePointAt(i)!);
      if (DIGIT.test(ch)) digits++;
      else if (LOWER.test(ch)) lower++;
      else if (UPPER.test(ch)) upper++;
      else if (!NOT_SYMBOL.test(ch)) symbols++;
    }
  }
  counted.length = length;
  counted.digits = digits;
  counted.lower = lower;
  counted.upper = upper;
  counted.symbols = symbols;
  return counted;
}

const DIGIT = /^\p{Nd}$/u;
const LOWER = /^\p{Ll}$/u;
const UPPER = /^\p{Lu}$/u;
const NOT_SYMBOL = /^[\p{L}\p{N}\s]$/u;
const isHighSurrogate = (c: number) => c >= 0xd800 && c <= 0xdbff;

function isSimple(password: string, userName: string): boolean {
  return userName !== '' && password.toLowerCase() === userName.toLowerCase();
}

/** True when the password satisfies the rules; allocates nothing for ASCII (it runs once per line). */
export function passwordComplies(password: string, rules: PasswordRules, userName = ''): boolean {
  if (!rules.allowSimple && isSimple(password, userName)) return false;
  if (rules.lengthOnly) {
    // Length only: count code points until the minimum is reached (most passwords are longer).
    const min = rules.min;
    if (password.length < min) return false;
    let length = 0;
    for (let i = 0; i < password.length; i++) {
      const c = password.charCodeAt(i);
      if (c >= 0xdc00 && c <= 0xdfff && i > 0 && isHighSurrogate(password.charCodeAt(i - 1))) continue;
      if (++length >= min) return true;
    }
    return length >= min;
  }
  const c = count(password);
  return (
    c.length >= rules.min &&
    c.length <= rules.max &&
    c.digits >= rules.digits &&
    c.lower >= rules.lower &&
    c.upper >= rules.upper &&
    c.symbols >= rules.symbols
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * One rule a password breaks, as data: the engine words it in English, the app in the
 * user's language (renderer/features/import/finding-text.ts). `have` and `want` are counts,
 * never the password itself.
 */
export type PasswordShortfall =
  { rule: 'min' | 'max' | 'digits' | 'lower' | 'upper' | 'symbols'; have: number; want: number } | { rule: 'simple' };

/** The rules the password breaks, in a fixed order; empty when it complies. */
export function passwordShortfalls(password: string, rules: PasswordRules, userName = ''): PasswordShortfall[] {
  const out: PasswordShortfall[] = [];
  const c = count(password);
  if (c.length < rules.min) out.push({ rule: 'min', have: c.length, want: rules.min });
  if (c.length > rules.max) out.push({ rule: 'max', have: c.length, want: rules.max });
  if (c.digits < rules.digits) out.push({ rule: 'digits', have: c.digits, want: rules.digits });
  if (c.lower < rules.lower) out.push({ rule: 'lower', have: c.lower, want: rules.lower });
  if (c.upper < rules.upper) out.push({ rule: 'upper', have: c.upper, want: rules.upper });
  if (c.symbols < rules.symbols) out.push({ rule: 'symbols', have: c.symbols, want: rules.symbols });
  if (!rules.allowSimple && isSimple(password, userName)) out.push({ rule: 'simple' });
  return out;
}

const CLASS_WORDS = {
  digits: ['digit', 'digits'],
  lower: ['lower-case letter', 'lower-case letters'],
  upper: ['upper-case letter', 'upper-case letters'],
  symbols: ['symbol', 'symbols'],
} as const;

/** A shortfall in the engine's English ("is 5 characters long; the policy requires at least 8"). */
export function shortfallText(shortfall: PasswordShortfall): string {
  switch (shortfall.rule) {
    case 'simple':
      return 'equals the user name, which the policy does not allow';
    case 'min':
      return `is ${plural(shortfall.have, 'character', 'characters')} long; the policy requires at least ${shortfall.want}`;
    case 'max':
      return `is ${plural(shortfall.have, 'character', 'characters')} long; the policy allows at most ${shortfall.want}`;
    default: {
      const [one, many] = CLASS_WORDS[shortfall.rule];
      return `has ${plural(shortfall.have, one, many)}; the policy requires at least ${shortfall.want}`;
    }
  }
}

/**
 * What the password lacks, one phrase per broken rule ("is 5 characters long; the policy
 * requires at least 8"); empty when it complies. Never echoes the password or the name.
 */
export function passwordProblems(password: string, rules: PasswordRules, userName = ''): string[] {
  return passwordShortfalls(password, rules, userName).map(shortfallText);
}

/** The policy in a few words, for summaries and help ("at least 10 characters, 1 digit, 1 symbol"). */
export function describePolicy(policy: PasswordPolicy): string {
  const r = passwordRules(policy);
  const parts: string[] = [];
  if (r.min > 0) parts.push(`at least ${plural(r.min, 'character', 'characters')}`);
  if (r.max !== Infinity) parts.push(`at most ${plural(r.max, 'character', 'characters')}`);
  if (r.digits) parts.push(plural(r.digits, 'digit', 'digits'));
  if (r.lower) parts.push(plural(r.lower, 'lower-case letter', 'lower-case letters'));
  if (r.upper) parts.push(plural(r.upper, 'upper-case letter', 'upper-case letters'));
  if (r.symbols) parts.push(plural(r.symbols, 'symbol', 'symbols'));
  if (!r.allowSimple) parts.push('not the user name');
  return parts.length > 0 ? parts.join(', ') : 'no rules';
}
