/**
 * Uniform random integers from a cryptographic source, shared by every password style:
 * Web Crypto's `crypto.getRandomValues` (in the browser, the worker and Node alike) or a
 * test's, each draw without modulo bias (rejection sampling).
 */

/** Fills the array with random values (Web Crypto's `getRandomValues`, or a test's). */
export type RandomSource = (array: Uint32Array<ArrayBuffer>) => unknown;

export const cryptoRandom: RandomSource = (array) => globalThis.crypto.getRandomValues(array);

/** A uniform integer below n from 32-bit random values, without modulo bias; values fetched 256 at a time. */
export function uniformDraw(random: RandomSource): (n: number) => number {
  const buffer = new Uint32Array(256);
  let used = buffer.length;
  const next = () => {
    if (used === buffer.length) {
      random(buffer);
      used = 0;
    }
    return buffer[used++]!;
  };
  return (n) => {
    // The largest multiple of n below 2^32: values at or above it would favour the first residues.
    const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
    for (;;) {
      const value = next();
      if (value < limit) return value % n;
    }
  };
}
