import { PasswordPolicyInput } from '../../shared/api/wire/password-policy';
import type { PasswordPolicyInput as Policy } from '../../shared/api/wire/password-policy';

export type { PasswordPolicyInput as DemoPasswordPolicy } from '../../shared/api/wire/password-policy';

/** The demo's policy when none is configured: the reference's typical minimum of 8, nothing else. */
export const DEFAULT_PASSWORD_POLICY: Policy = { minimumPasswordLength: 8 };

const count = (text: string, re: RegExp): number => text.match(re)?.length ?? 0;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What is wrong with `password` under `policy`, one message per broken rule, each naming the
 * rule and never the password. Digits are decimal digits, letters are cased by Unicode, and a
 * symbol is any character that is neither a letter, a digit nor white space. A "simple"
 * password is one equal to the user name, ignoring case.
 */
export function passwordProblems(password: string, userName: string, policy: Policy): string[] {
  const problems: string[] = [];
  const say = (rule: string) => problems.push(`Field 'password' does not satisfy the password policy: ${rule}`);
  const length = [...password].length;
  const min = policy.minimumPasswordLength;
  if (min !== undefined && length < min) say(`at least ${min} characters required`);
  const max = policy.maximumPasswordLength;
  if (max !== undefined && length > max) say(`at most ${max} characters allowed`);
  const digits = policy.minimumNumbersOfDigits;
  if (digits && count(password, /\p{Nd}/gu) < digits) say(`at least ${plural(digits, 'digit', 'digits')} required`);
  const lower = policy.minimumNumbersOfLowerCaseLetters;
  if (lower && count(password, /\p{Ll}/gu) < lower)
    say(`at least ${plural(lower, 'lower-case letter', 'lower-case letters')} required`);
  const upper = policy.minimumNumbersOfUpperCaseLetters;
  if (upper && count(password, /\p{Lu}/gu) < upper)
    say(`at least ${plural(upper, 'upper-case letter', 'upper-case letters')} required`);
  const symbols = policy.requiredNumbersOfSymbols;
  if (symbols && count(password, /[^\p{L}\p{N}\s]/gu) < symbols)
    say(`at least ${plural(symbols, 'symbol', 'symbols')} required`);
  if (policy.allowSimplePassword === false && userName !== '' && password.toLowerCase() === userName.toLowerCase())
    say('a simple password (equal to the user name) is not allowed');
  return problems;
}

/**
 * The policy from the options: `passwordPolicy` as given (checked against the reference
 * fields), with `passwordMinLength` as its minimum length when the policy names none.
 */
export function resolvePasswordPolicy(policy: unknown, passwordMinLength: number | undefined): Policy {
  const parsed = policy === undefined ? { ...DEFAULT_PASSWORD_POLICY } : parsePasswordPolicy(policy, 'passwordPolicy');
  if (passwordMinLength !== undefined && (policy === undefined || parsed.minimumPasswordLength === undefined))
    parsed.minimumPasswordLength = passwordMinLength;
  return parsed;
}

/** Checks a policy object (a `--password-policy` file), naming the first wrong field and where it is. */
export function parsePasswordPolicy(value: unknown, where: string): Policy {
  const result = PasswordPolicyInput.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.join('.');
  const unknown =
    issue.code === 'unrecognized_keys' ? ` (unknown field ${issue.keys.map((k) => `'${k}'`).join(', ')})` : '';
  throw new Error(
    `${where}: ${field ? `field '${field}': ` : ''}${issue.message}${unknown}. Expected an object of ` +
      'minimumPasswordLength, maximumPasswordLength, minimumNumbersOfDigits, minimumNumbersOfLowerCaseLetters, ' +
      'minimumNumbersOfUpperCaseLetters, requiredNumbersOfSymbols (non-negative integers) and allowSimplePassword (true or false)',
  );
}
