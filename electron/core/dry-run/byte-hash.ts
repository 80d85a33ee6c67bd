/**
 * The hash of a key's UTF-8 bytes, one for every key table and census of the dry run: FNV-1a,
 * a byte at a time (`hashStep`, for callers that lower or check each byte as they hash it),
 * then mixed so that the low bits (a table's slot) and the top bits (a census's part) depend
 * on all of them.
 */
export const HASH_START = 0x811c9dc5;

/** FNV-1a's step: `hash` with one more byte. */
export const hashStep = (hash: number, byte: number): number => Math.imul(hash ^ byte, 0x01000193);

/** The finished hash of what the steps made (unsigned). */
export function mixHash(value: number): number {
  let hash = value ^ (value >>> 16);
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  return hash >>> 0;
}

/** The hash of bytes [from, to). */
export function hashBytes(bytes: Uint8Array, from: number, to: number): number {
  let hash = HASH_START;
  for (let i = from; i < to; i++) hash = hashStep(hash, bytes[i]!);
  return mixHash(hash);
}
