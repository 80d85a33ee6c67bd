import { z } from 'zod';
import { wrapperOf } from './envelope';

/**
 * The organization's password policy (reference `PasswordPolicy`), as far as it governs a
 * password: every rule optional, absent = no such rule. `allowSimplePassword` false forbids
 * a password equal to the user name. The reference describes `minimumNumbersOfDigits` as
 * "minimum numbers of non letters"; its name says digits, and digits is what we count.
 */
const count = z.number().int().min(0);

/** The rules, each named once: the server's policy and a policy file or form are made from them. */
const RULES = {
  minimumPasswordLength: count,
  maximumPasswordLength: count,
  minimumNumbersOfDigits: count,
  minimumNumbersOfLowerCaseLetters: count,
  minimumNumbersOfUpperCaseLetters: count,
  requiredNumbersOfSymbols: count,
  allowSimplePassword: z.boolean(),
};

type Nullish<T extends Record<string, z.ZodType>> = { [K in keyof T]: z.ZodOptional<z.ZodNullable<T[K]>> };
const nullish = <T extends Record<string, z.ZodType>>(shape: T): Nullish<T> =>
  Object.fromEntries(Object.entries(shape).map(([key, rule]) => [key, rule.nullish()])) as Nullish<T>;

/** The server's policy: each rule may be absent or null, and fields of its own are kept. */
export const PasswordPolicy = z.looseObject(nullish(RULES));
export type PasswordPolicy = z.infer<typeof PasswordPolicy>;

/** The policy's rule fields, for forms and files that hold exactly these. */
export const PASSWORD_POLICY_FIELDS = Object.keys(RULES) as readonly (keyof typeof RULES)[];

/** A policy file or form: only the rule fields, each optional, nothing else. */
export const PasswordPolicyInput = z.strictObject(RULES).partial();
export type PasswordPolicyInput = z.infer<typeof PasswordPolicyInput>;

/** `PasswordPolicyWrapper`: the policy in results[0]. */
export const PasswordPolicyResponse = wrapperOf(PasswordPolicy);
