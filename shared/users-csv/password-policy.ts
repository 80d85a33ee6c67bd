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
  minLength: 8,
  requireLowercase: false,
  requireUppercase: false,
  requireDigit: false,
  requireSpecial: false,
};

/** What the password lacks, as phrases ("is 5 characters long; at least 8 are required"); empty when it complies. Never echoes the password. */
export function passwordProblems(password: string, policy: PasswordPolicy): string[] {
  const { length, classes } = scan(password);
  if (complies(length, classes, policy)) return [];
  const problems: string[] = [];
  if (length < policy.minLength)
    problems.push(
      `is ${length} character${length === 1 ? '' : 's'} long; the policy requires at least ${policy.minLength}`,
    );
  if (policy.requireLowercase && !(classes & LOWER)) problems.push('has no lowercase letter');
  if (policy.requireUppercase && !(classes & UPPER)) problems.push('has no uppercase letter');
  if (policy.requireDigit && !(classes & DIGIT)) problems.push('has no digit');
  if (policy.requireSpecial && !(classes & SPECIAL)) problems.push('has no special character');
  return problems;
}

/** True when the password satisfies the policy; allocates nothing (it runs once per line). */
export function passwordComplies(password: string, policy: PasswordPolicy): boolean {
  if (!policy.requireLowercase && !policy.requireUppercase && !policy.requireDigit && !policy.requireSpecial) {
    // Length only: count code points until the minimum is reached (most passwords are longer).
    const min = policy.minLength;
    if (password.length < min) return false;
    let length = 0;
    for (let i = 0; i < password.length; i++) {
      const c = password.charCodeAt(i);
      if (c >= 0xdc00 && c <= 0xdfff) continue; // the second half of a surrogate pair: already counted
      if (++length >= min) return true;
    }
    return length >= min;
  }
  const { length, classes } = scan(password);
  return complies(length, classes, policy);
}

const LOWER = 1,
  UPPER = 2,
  DIGIT = 4,
  SPECIAL = 8;
const scanned = { length: 0, classes: 0 };

function complies(length: number, classes: number, policy: PasswordPolicy): boolean {
  return (
    length >= policy.minLength &&
    (!policy.requireLowercase || (classes & LOWER) !== 0) &&
    (!policy.requireUppercase || (classes & UPPER) !== 0) &&
    (!policy.requireDigit || (classes & DIGIT) !== 0) &&
    (!policy.requireSpecial || (classes & SPECIAL) !== 0)
  );
}

/** Code points and character classes; the result object is reused. */
function scan(password: string): typeof scanned {
  let length = 0,
    classes = 0;
  // An index loop (no iterator, no per-character strings for ASCII).
  for (let i = 0; i < password.length; i++) {
    const c = password.charCodeAt(i);
    if (c >= 0xdc00 && c <= 0xdfff) continue; // the second half of a surrogate pair: already counted
    length++;
    if (c >= 48 && c <= 57) classes |= DIGIT;
    else if (c >= 97 && c <= 122) classes |= LOWER;
    else if (c >= 65 && c <= 90) classes |= UPPER;
    else if (c < 128) classes |= SPECIAL;
    else {
      const ch = String.fromCodePoint(password.codePointAt(i)!);
      if (ch.toLowerCase() !== ch) classes |= UPPER;
      else if (ch.toUpperCase() !== ch) classes |= LOWER;
      else classes |= SPECIAL;
    }
  }
  scanned.length = length;
  scanned.classes = classes;
  return scanned;
}
