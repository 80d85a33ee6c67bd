/**
 * Records of a fixed number of string fields packed in typed arrays: their UTF-8 bytes in one
 * growing buffer and where each field starts. 100,000 server users' six fields take some
 * 10 MB here, outside the JavaScript heap, instead of 100,000 objects of six strings in it
 * (which the garbage collector walks at every step of a long comparison).
 */
import { QUOTE } from '../support/csv-record';
import { asciiTrimEnd, asciiTrimStart, readUtf8, textView, writeUtf8 } from './utf8-bytes';

export class PackedRecords {
  private bytes = new Uint8Array(1 << 16);
  private text = textView(this.bytes);
  private used = 0;
  /** Field f of record r is bytes [starts[r * fields + f], starts[r * fields + f + 1]). */
  private starts = new Uint32Array(1 << 12);
  private count = 0;
  constructor(private readonly fields: number) {}

  get size(): number {
    return this.count;
  }

  /** Room for about `expected` more records of about `bytesEach` bytes, made at once (not doubled on the way). */
  reserve(expected: number, bytesEach: number): void {
    const needed = (this.count + expected) * this.fields + 1;
    if (needed > this.starts.length) this.starts = grown(this.starts, needed);
    if (this.used + expected * bytesEach > this.bytes.length) {
      this.bytes = grown(this.bytes, this.used + expected * bytesEach);
      this.text = textView(this.bytes);
    }
  }

  /** Adds a record (`values.length` = fields); its number. */
  add(values: readonly string[]): number {
    const index = this.count++;
    const needed = this.count * this.fields + 1;
    if (needed > this.starts.length) this.starts = grown(this.starts, needed);
    let at = index * this.fields;
    this.starts[at] = this.used;
    for (const value of values) {
      // UTF-8 takes at most 3 bytes per UTF-16 unit.
      if (this.used + 3 * value.length > this.bytes.length) {
        this.bytes = grown(this.bytes, this.used + 3 * value.length);
        this.text = textView(this.bytes);
      }
      this.used += writeUtf8(value, this.bytes, this.used);
      this.starts[++at] = this.used;
    }
    return index;
  }

  /**
   * Whether field `field` of record `index` is `value` (A-Z and a-z as one where `ignoreCase`),
   * compared with the packed bytes where both are ASCII; null where either is not (the caller
   * decodes and compares as strings: other letters have case rules of their own).
   */
  asciiEquals(index: number, field: number, value: string, ignoreCase: boolean): boolean | null {
    const at = index * this.fields + field;
    const start = this.starts[at]!;
    const end = this.starts[at + 1]!;
    const bytes = this.bytes;
    if (end - start !== value.length) {
      // Unequal lengths settle it only for ASCII on both sides.
      for (let i = start; i < end; i++) if (bytes[i]! >= 0x80) return null;
      for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) >= 0x80) return null;
      return false;
    }
    for (let i = 0; i < value.length; i++) {
      const b = bytes[start + i]!;
      const c = value.charCodeAt(i);
      if (b >= 0x80 || c >= 0x80) return null;
      // All before is ASCII on both sides, so lower case moves nothing: a difference here is one.
      if (b !== c && (!ignoreCase || lowerAscii(b) !== lowerAscii(c))) return false;
    }
    return true;
  }

  /**
   * `asciiEquals` of the field at bytes [start, end) of an upload as the upload has it (quoted
   * or not, untrimmed), its value being its trimmed text: compared as the bytes lie where the
   * field is unquoted ASCII on both sides; null where it is not (the caller decodes it).
   */
  asciiEqualsField(
    index: number,
    field: number,
    source: Uint8Array,
    start: number,
    end: number,
    ignoreCase: boolean,
  ): boolean | null {
    // The field as trim() leaves it, among ASCII spaces.
    const from = asciiTrimStart(source, start, end);
    const to = asciiTrimEnd(source, from, end);
    const at = index * this.fields + field;
    const own = this.starts[at]!;
    const ownEnd = this.starts[at + 1]!;
    const bytes = this.bytes;
    if (ownEnd - own !== to - from) {
      // Unequal lengths settle it only for ASCII on both sides, and a field without quotes.
      for (let i = own; i < ownEnd; i++) if (bytes[i]! >= 0x80) return null;
      for (let i = from; i < to; i++) if (source[i]! >= 0x80 || source[i] === QUOTE) return null;
      return false;
    }
    for (let i = 0; i < to - from; i++) {
      const b = bytes[own + i]!;
      const c = source[from + i]!;
      // A quote may open a quoted field (its text is not its bytes): decoded, as non-ASCII is.
      if (b >= 0x80 || c >= 0x80 || c === QUOTE) return null;
      // All before is ASCII on both sides and as the text has it: a difference here is one.
      if (b !== c && (!ignoreCase || lowerAscii(b) !== lowerAscii(c))) return false;
    }
    return true;
  }

  /** Field `field` of record `index`. */
  get(index: number, field: number): string {
    const at = index * this.fields + field;
    return readUtf8(this.text, this.starts[at]!, this.starts[at + 1]!);
  }
}

const lowerAscii = (c: number) => (c >= 0x41 && c <= 0x5a ? c + 0x20 : c);

export function grown<A extends Uint8Array | Uint32Array | Int32Array>(array: A, needed: number): A {
  let size = Math.max(1, array.length * 2);
  while (size < needed) size *= 2;
  const bigger = new (array.constructor as new (size: number) => A)(size);
  bigger.set(array);
  return bigger;
}
