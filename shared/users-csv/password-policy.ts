/** The portal's password policy (spec 2.2: "must satisfy the password policy configured in the portal"). */
export interface PasswordPolicy {
  minLength: number;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireDigit: boolean;
  /** Anything that is not a letter or digit. */
  requireSpecial: boolean;
}

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 8, requireLowercase: false, requireUppercase: false, requireDigit: false, requireSpecial: false,
};

/** What the password lacks, as phrases ("is 5 characters long; at least 8 are required"); empty when it complies. Never echoes the password. */
export function passwordProblems(password: string, policy: PasswordPolicy): string[] {
  let length = 0, lower = false, upper = false, digit = false, special = false;
  // An index loop (no iterator, no per-character strings for ASCII): this runs once per line.
  for (let i = 0; i < password.length; i++) {
    const c = password.charCodeAt(i);
    if (c >= 0xdc00 && c <= 0xdfff) continue; // the second half of a surrogate pair: already counted
    length++;
    if (c >= 48 && c <= 57) digit = true;
    else if (c >= 97 && c <= 122) lower = true;
    else if (c >= 65 && c <= 90) upper = true;
    else if (c < 128) special = true;
    else {
      const ch = String.fromCodePoint(password.codePointAt(i)!);
      if (ch.toLowerCase() !== ch) upper = true;
      else if (ch.toUpperCase() !== ch) lower = true;
      else special = true;
    }
  }
  const problems: string[] = [];
  if (length < policy.minLength) problems.push(`is ${length} character${length === 1 ? '' : 's'} long; the policy requires at least ${policy.minLength}`);
  if (policy.requireLowercase && !lower) problems.push('has no lowercase letter');
  if (policy.requireUppercase && !upper) problems.push('has no uppercase letter');
  if (policy.requireDigit && !digit) problems.push('has no digit');
  if (policy.requireSpecial && !special) problems.push('has no special character');
  return problems;
}
