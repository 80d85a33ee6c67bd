import { z } from 'zod';
import { wrapperOf } from './envelope';

/**
 * The organization's password policy (reference `PasswordPolicy`), as far as it governs a
 * password: every rule optional, absent = no such rule. `allowSimplePassword` false forbids
 * a password equal to the user name. The reference describes `minimumNumbersOfDigits` as
 * "minimum numbers of non letters"; its name says digits, and digits is what we count.
 */
const count = z.number().int().min(0);
export const PasswordPolicy = z.looseObject({
  minimumPasswordLength: count.nullish(),
  maximumPasswordLength: count.nullish(),
  minimumNumbersOfDigits: count.nullish(),
  minimumNumbersOfLowerCaseLetters: count.nullish(),
  minimumNumbersOfUpperCaseLetters: count.nullish(),
  requiredNumbersOfSymbols: count.nullish(),
  allowSimplePassword: z.boolean().nullish(),
});
export type PasswordPolicy = z.infer<typeof PasswordPolicy>;

/** The policy's rule fields, for forms and files that hold exactly these. */
export const PASSWORD_POLICY_FIELDS = [
  'minimumPasswordLength',
  'maximumPasswordLength',
  'minimumNumbersOfDigits',
  'minimumNumbersOfLowerCaseLetters',
  'minimumNumbersOfUpperCaseLetters',
  'requiredNumbersOfSymbols',
  'allowSimplePassword',
] as const;

/** A policy file or form: only the rule fields, each optional, nothing else. */
export const PasswordPolicyInput = z.strictObject({
  minimumPasswordLength: count.optional(),
  maximumPasswordLength: count.optional(),
  minimumNumbersOfDigits: count.optional(),
  minimumNumbersOfLowerCaseLetters: count.optional(),
  minimumNumbersOfUpperCaseLetters: count.optional(),
  requiredNumbersOfSymbols: count.optional(),
  allowSimplePassword: z.boolean().optional(),
});
export type PasswordPolicyInput = z.infer<typeof PasswordPolicyInput>;

/** `PasswordPolicyWrapper`: the policy in results[0]. */
export const PasswordPolicyResponse = wrapperOf(PasswordPolicy);
