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

/** What trim() drops among ASCII characters: tab, line feed, vertical tab, form feed, carriage return, space. */
export const isAsciiSpace = (c: number): boolean => c === 0x20 || (c >= 0x09 && c <= 0x0d);

/** Where bytes[start, end) begins once those spaces are dropped (end when it is all spaces). */
export function asciiTrimStart(bytes: Uint8Array, start: number, end: number): number {
  let from = start;
  while (from < end && isAsciiSpace(bytes[from]!)) from++;
  return from;
}

/** Where bytes[start, end) ends once those spaces are dropped (start when it is all spaces). */
export function asciiTrimEnd(bytes: Uint8Array, start: number, end: number): number {
  let to = end;
  while (to > start && isAsciiSpace(bytes[to - 1]!)) to--;
  return to;
}
