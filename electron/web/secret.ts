import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function newSessionSecret(): string {
  return randomBytes(24).toString('base64url');
}

/** Constant-time comparison; hashing first makes the lengths equal so nothing leaks through timing. */
export function secretsMatch(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
