/**
 * Windows-1252 decoding that is right everywhere. Node 20's `TextDecoder('windows-1252')`
 * decodes a call without `{stream: true}` (every final call) as Latin-1: the bytes 0x80-0x9F
 * become C1 controls instead of € ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ. This
 * decoder owns the table for those 32 bytes (the WHATWG Encoding Standard's index; the five
 * bytes it leaves undefined, 0x81 0x8D 0x8F 0x90 0x9D, map to the C1 control of the same
 * number, as WHATWG says) and reads every other byte as Latin-1, which all decoders agree on.
 */

/** Code points of the bytes 0x80-0x9F. */
export const WINDOWS_1252_HIGH: readonly number[] = [
  0x20ac, 0x0081, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008d,
  0x017d, 0x008f, 0x0090, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
  0x0153, 0x009d, 0x017e, 0x0178,
];

const C1 = /[\u0080-\u009f]/g;
const fromC1 = (c: string) => String.fromCharCode(WINDOWS_1252_HIGH[c.charCodeAt(0) - 0x80]!);
/**
 * Always called streaming: a single-byte encoding holds nothing back between calls, and
 * Node's streaming path is its fast one (its non-streaming path is 5 times slower, and Latin-1).
 */
const native = new TextDecoder('windows-1252');

/**
 * Decodes Windows-1252 bytes. The native decoder reads them at its speed, right or (in some
 * runtime or call) as Latin-1; the characters U+0080-U+009F that a Latin-1 reading leaves are then put right
 * through the table (a right reading holds only the five undefined ones, which the table
 * maps to themselves). A single-byte encoding keeps no state between chunks.
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  return windows1252FromLatin1(native.decode(bytes, { stream: true }));
}

/** Text read as Latin-1 put right: each U+0080-U+009F becomes the Windows-1252 character of that byte. */
export function windows1252FromLatin1(text: string): string {
  C1.lastIndex = 0;
  return C1.test(text) ? text.replace(C1, fromC1) : text;
}

/** The Windows-1252 bytes of a text, or null when a character has none. For tests and fixtures. */
export function encodeWindows1252(text: string): Uint8Array | null {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const high = WINDOWS_1252_HIGH.indexOf(c);
    if (high !== -1) bytes[i] = 0x80 + high;
    else if (c <= 0xff && !(c >= 0x80 && c <= 0x9f)) bytes[i] = c;
    else return null;
  }
  return bytes;
}

/**
 * A decoder with TextDecoder's `decode(chunk, {stream})` shape for every encoding the reader
 * knows: Windows-1252 through the table above, the others through TextDecoder (whose
 * UTF-16 decoding is right in every engine).
 */
export interface ChunkDecoder {
  decode(chunk: Uint8Array, options?: { stream?: boolean }): string;
}

export function chunkDecoder(encoding: 'windows-1252' | 'utf-16le' | 'utf-16be'): ChunkDecoder {
  if (encoding === 'windows-1252') return { decode: (chunk) => decodeWindows1252(chunk) };
  return new TextDecoder(encoding, { ignoreBOM: true });
}
