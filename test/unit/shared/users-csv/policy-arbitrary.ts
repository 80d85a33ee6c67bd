/**
 * Any password policy an organization may configure (the reference PasswordPolicy form), for
 * the property tests of the policy and the generators: every field may be absent; the lengths
 * and each minimum count are drawn within the bounds a test reasons about.
 */
import fc from 'fast-check';
import type { PasswordPolicyInput as PasswordPolicy } from '../../../../shared/api/wire/password-policy';

export interface PolicyBounds {
  /** The largest of each minimum count (digits, lower, upper, symbols). */
  maxCount: number;
  /** The range of minimumPasswordLength. */
  minimumLength: { min: number; max: number };
  /** The range of maximumPasswordLength. */
  maximumLength: { min: number; max: number };
}

export function passwordPolicies({
  maxCount,
  minimumLength,
  maximumLength,
}: PolicyBounds): fc.Arbitrary<PasswordPolicy> {
  const count = fc.option(fc.integer({ min: 0, max: maxCount }), { nil: undefined });
  return fc.record(
    {
      minimumPasswordLength: fc.option(fc.integer(minimumLength), { nil: undefined }),
      maximumPasswordLength: fc.option(fc.integer(maximumLength), { nil: undefined }),
      minimumNumbersOfDigits: count,
      minimumNumbersOfLowerCaseLetters: count,
      minimumNumbersOfUpperCaseLetters: count,
      requiredNumbersOfSymbols: count,
      allowSimplePassword: fc.option(fc.boolean(), { nil: undefined }),
    },
    { requiredKeys: [] },
  );
}
