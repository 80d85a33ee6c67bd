/**
 * Passwords for blank password cells (issue 12 item 3), drawn from a cryptographic source
 * (Web Crypto's `crypto.getRandomValues`, in the browser, the worker and Node alike) and made
 * to satisfy the organization's policy: the classes it requires first, the rest from every
 * class, then shuffled. Each character is drawn without bias (rejection sampling).
 *
 * The alphabet leaves out characters that are easily mistaken on a printed sheet (0/O, 1/l/I)
 * and symbols that a CSV file, a shell or a spreadsheet would treat specially (quotes,
 * separators, backslash, and = + - @, which start a formula): a generated password survives
 * every file it is written to unchanged.
 */
import { passwordComplies, passwordRules, satisfiable } from './password-policy';
import type { PasswordPolicy, PasswordRules } from './password-policy';
import { pupilPasswords } from './pupil-password';
import { cryptoRandom, uniformDraw } from './random-draw';
import type { RandomSource } from './random-draw';

export { cryptoRandom };
export type { RandomSource };

/**
 * How generated passwords look: `strong` (the default, for adults) draws from every class,
 * `pupil` makes syllables a child can be read to and type on a tablet (pupil-password.ts).
 */
export const PASSWORD_STYLES = ['strong', 'pupil'] as const;
export type PasswordStyle = (typeof PASSWORD_STYLES)[number];

export function isPasswordStyle(value: unknown): value is PasswordStyle {
  return (PASSWORD_STYLES as readonly unknown[]).includes(value);
}

/** The length of a generated password when the policy allows it (about 95 bits). */
export const GENERATED_LENGTH = 16;

export const PASSWORD_ALPHABET = {
  lower: 'abcdefghijkmnopqrstuvwxyz',
  upper: 'ABCDEFGHJKLMNPQRSTUVWXYZ',
  digits: '23456789',
  symbols: '!#$%&*?^_~',
} as const;
const ANY = PASSWORD_ALPHABET.lower + PASSWORD_ALPHABET.upper + PASSWORD_ALPHABET.digits + PASSWORD_ALPHABET.symbols;

/** No password satisfies the policy: `limits` when its maximum is below what it requires, else none found. */
export class UnsatisfiablePolicyError extends Error {
  constructor(
    message: string,
    readonly limits: { max: number; required: number } | null = null,
  ) {
    super(message);
  }
}

export interface PasswordGenerator {
  /** A new password for the user `userName` (never equal to it). */
  next(userName?: string): string;
}

export function createPasswordGenerator(
  policy: PasswordPolicy,
  random: RandomSource = cryptoRandom,
  style: PasswordStyle = 'strong',
): PasswordGenerator {
  const rules = passwordRules(policy);
  if (!satisfiable(rules)) {
    const required = Math.max(1, rules.min, rules.digits + rules.lower + rules.upper + rules.symbols);
    throw new UnsatisfiablePolicyError(
      `No password can satisfy the password policy: it allows at most ${rules.max} characters but requires ${required}.`,
      { max: rules.max, required },
    );
  }
  const draw = uniformDraw(random);
  const candidate = style === 'pupil' ? pupilPasswords(rules, draw) : strongPasswords(rules, draw);
  return {
    next(userName = '') {
      for (let attempt = 0; attempt < 100; attempt++) {
        const password = candidate();
        if (complies(password, rules, userName)) return password;
      }
      // Only a policy that leaves almost no choice (a length of 1 or 2 and the user name) gets here.
      throw new UnsatisfiablePolicyError('Could not generate a password that satisfies the password policy.');
    },
  };
}

/** Strong passwords: the classes the policy requires first, the rest from every class, then shuffled. */
function strongPasswords(rules: PasswordRules, draw: (n: number) => number): () => string {
  const required = rules.digits + rules.lower + rules.upper + rules.symbols;
  const length = Math.min(rules.max, Math.max(GENERATED_LENGTH, rules.min, required));
  const pick = (alphabet: string) => alphabet[draw(alphabet.length)]!;
  return () => {
    const chars: string[] = [];
    for (let i = 0; i < rules.digits; i++) chars.push(pick(PASSWORD_ALPHABET.digits));
    for (let i = 0; i < rules.lower; i++) chars.push(pick(PASSWORD_ALPHABET.lower));
    for (let i = 0; i < rules.upper; i++) chars.push(pick(PASSWORD_ALPHABET.upper));
    for (let i = 0; i < rules.symbols; i++) chars.push(pick(PASSWORD_ALPHABET.symbols));
    while (chars.length < length) chars.push(pick(ANY));
    // Fisher-Yates: the required characters end up anywhere.
    for (let i = chars.length - 1; i > 0; i--) {
      const j = draw(i + 1);
      [chars[i], chars[j]] = [chars[j]!, chars[i]!];
    }
    return chars.join('');
  };
}

function complies(password: string, rules: PasswordRules, userName: string): boolean {
  return passwordComplies(password, rules, userName) && password.toLowerCase() !== userName.toLowerCase();
}
