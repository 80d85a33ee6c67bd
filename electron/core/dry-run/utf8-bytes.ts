/**
 * Strings written into and read out of the packed tables (key-table.ts, packed-records.ts) a
 * million times a comparison: ASCII, which most logins, addresses and names are, is copied a
 * character a byte without a call into the encoder and without a view made for each write;
 * other text goes through the encoder. Reading decodes with Buffer's UTF-8 reader, which
 * costs half of TextDecoder's for strings of a few dozen bytes.
 */
const encoder = new TextEncoder();

/** Writes `value` as UTF-8 at `at` (the caller leaves 3 bytes per UTF-16 unit room); the bytes written. */
export function writeUtf8(value: string, bytes: Uint8Array, at: number): number {
  const length = value.length;
  for (let i = 0; i < length; i++) {
    const c = value.charCodeAt(i);
    if (c > 0x7f) return encoder.encodeInto(value, bytes.subarray(at)).written;
    bytes[at + i] = c;
  }
  return length;
}

/** A Buffer over the same memory as `bytes`, to read strings out of. */
export const textView = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Bytes [start, end) of a text view as a string. */
export const readUtf8 = (view: Buffer, start: number, end: number): string => view.toString('utf8', start, end);
