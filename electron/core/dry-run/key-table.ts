/**
 * A set of string keys packed in typed arrays: each key's UTF-8 bytes in one growing buffer,
 * found through an open-addressing table of key numbers. A million lines' two million names
 * and addresses take some 60 MB here, outside the JavaScript heap, instead of some 150 MB of
 * strings and Set entries in it (which the garbage collector also walks and lets the heap
 * grow to a multiple of). Keys are numbered in the order added; equality is byte equality.
 */
import { foldName } from '../../../shared/users-csv/person-fold';
import { hashBytes } from './byte-hash';
import { grown } from './packed-records';
import { readUtf8, textView, writeUtf8 } from './utf8-bytes';

const EMPTY = 0;

export class KeyTable {
  private bytes = new Uint8Array(1 << 16);
  private text = textView(this.bytes);
  private used = 0;
  /** Key k is bytes [starts[k], starts[k + 1]). */
  private starts = new Uint32Array(1 << 10);
  private hashes = new Uint32Array(1 << 10);
  /** Key number + 1 per slot (0: empty); at most half full. */
  private slots: Uint32Array;
  private count = 0;
  private scratch = new Uint8Array(256);
  /** Names with letters to spell out, folded (`foldedOf`). */
  private readonly folded = new Map<string, string>();

  /** `expected`: about how many keys will come (the table then never grows past it in one long step). */
  constructor(expected = 0) {
    let size = 1 << 10;
    while (size < 2 * expected) size *= 2;
    this.slots = new Uint32Array(size);
  }

  get size(): number {
    return this.count;
  }

  /** The key's number, or -1. */
  find(key: string): number {
    return this.findScratch(this.encode(key));
  }

  /** `find` of the key in the first `length` bytes of the scratch buffer. */
  private findScratch(length: number): number {
    const hash = hashBytes(this.scratch, 0, length);
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot]!;
      if (entry === EMPTY) return -1;
      if (this.hashes[entry - 1] === hash && this.equals(entry - 1, length)) return entry - 1;
    }
  }

  /**
   * `find` of `value` in lower case where it is ASCII, A-Z lowered as it is copied (no lower-case
   * string made: a dry run asks 200,000 times); null where it is not ASCII (the caller lowers it).
   */
  findAsciiLower(value: string): number | null {
    const length = this.scratchAsciiLower(value);
    return length < 0 ? null : this.findScratch(length);
  }

  /** `value` into the scratch buffer with A-Z lowered: its length, or -1 where it is not ASCII. */
  private scratchAsciiLower(value: string): number {
    const length = value.length;
    if (length > this.scratch.length) this.scratch = new Uint8Array(2 * length);
    const scratch = this.scratch;
    for (let i = 0; i < length; i++) {
      const c = value.charCodeAt(i);
      if (c > 0x7f) return -1;
      scratch[i] = c >= 0x41 && c <= 0x5a ? c + 0x20 : c;
    }
    return length;
  }

  has(key: string): boolean {
    return this.find(key) >= 0;
  }

  /** Adds the key if new; its number either way, and whether it was new. */
  add(key: string): { index: number; added: boolean } {
    const put = this.put(key);
    return put >= 0 ? { index: put, added: true } : { index: ~put, added: false };
  }

  /**
   * Adds the key if new: its number when it was new, else `~number` (negative). What `add`
   * says, without an object a call: the directory and the census add some 500,000 keys a run.
   */
  put(key: string): number {
    return this.putScratch(this.encode(key));
  }

  /**
   * `put` and `find` of the key `${first}\u0000${second}` (a person's two folded names), without
   * making that string: the directory keys 100,000 persons this way.
   */
  putPair(first: string, second: string): number {
    return this.putScratch(this.encodePair(first, second));
  }

  findPair(first: string, second: string): number {
    return this.findScratch(this.encodePair(first, second));
  }

  /**
   * `putPair(foldName(first), foldName(second))` (a person's key, shared/users-csv/person-fold.ts),
   * folding ASCII names as they are copied (no folded strings: a directory folds 200,000 names);
   * undefined where both fold to nothing (no person).
   */
  putFoldedPair(first: string, second: string): number | undefined {
    const length = this.encodeFoldedPair(first, second);
    return length === 1 ? undefined : this.putScratch(length);
  }

  /** `findPair` of the same folded names; -1 where both fold to nothing. */
  findFoldedPair(first: string, second: string): number {
    const length = this.encodeFoldedPair(first, second);
    return length === 1 ? -1 : this.findScratch(length);
  }

  /**
   * `findFoldedPair` of two fields where they lie in an upload's bytes (as the upload has them,
   * untrimmed; start -1: none), their text not decoded: null where either is not plain ASCII
   * (non-ASCII, or a quote: the caller decodes them).
   */
  findFoldedPairAt(
    bytes: Uint8Array,
    firstStart: number,
    firstEnd: number,
    secondStart: number,
    secondEnd: number,
  ): number | null {
    const at = this.writeFoldedAscii(bytes, firstStart, firstEnd, 0);
    if (at < 0) return null;
    this.room(at, 1);
    this.scratch[at] = 0;
    const length = this.writeFoldedAscii(bytes, secondStart, secondEnd, at + 1);
    if (length < 0) return null;
    return length === 1 ? -1 : this.findScratch(length);
  }

  /** Bytes [start, end) folded as an ASCII name folds (`writeFolded`) at `at`; where it ends, or -1 where they are not plain ASCII. */
  private writeFoldedAscii(bytes: Uint8Array, start: number, end: number, at: number): number {
    if (start < 0) return at;
    this.room(at, end - start);
    const scratch = this.scratch;
    let to = at;
    for (let i = start; i < end; i++) {
      const c = bytes[i]!;
      if (c >= 0x80 || c === 0x22) return -1;
      if (!isAsciiSeparator(c)) scratch[to++] = c >= 0x41 && c <= 0x5a ? c + 0x20 : c;
    }
    return to;
  }

  /**
   * `value` in lower case, put where it is ASCII (A-Z lowered as it is copied, no lower-case
   * string made); null where it is not (the caller lowers it and puts that).
   */
  putAsciiLowerText(value: string): number | null {
    const length = this.scratchAsciiLower(value);
    return length < 0 ? null : this.putScratch(length);
  }

  /**
   * `put` of bytes [start, end) of `source`, ASCII, with A-Z in lower case: the key a census
   * takes from an upload's bytes without making a string of it.
   */
  putAsciiLower(source: Uint8Array, start: number, end: number): number {
    const length = end - start;
    if (length > this.scratch.length) this.scratch = new Uint8Array(2 * length);
    const scratch = this.scratch;
    for (let i = 0; i < length; i++) {
      const c = source[start + i]!;
      scratch[i] = c >= 0x41 && c <= 0x5a ? c + 0x20 : c;
    }
    return this.putScratch(length);
  }

  /** `put` of the key in the first `length` bytes of the scratch buffer. */
  private putScratch(length: number): number {
    const hash = hashBytes(this.scratch, 0, length);
    const mask = this.slots.length - 1;
    let slot = hash & mask;
    for (; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot]!;
      if (entry === EMPTY) break;
      if (this.hashes[entry - 1] === hash && this.equals(entry - 1, length)) return ~(entry - 1);
    }
    const index = this.count++;
    if (this.count + 1 > this.starts.length) {
      this.starts = grown(this.starts, this.count + 1);
      this.hashes = grown(this.hashes, this.count + 1);
    }
    if (this.used + length > this.bytes.length) {
      this.bytes = grown(this.bytes, this.used + length);
      this.text = textView(this.bytes);
    }
    // A loop, not set(subarray()): keys are a few dozen bytes, a view each would cost more than the copy.
    const bytes = this.bytes;
    const scratch = this.scratch;
    for (let i = 0, at = this.used; i < length; i++, at++) bytes[at] = scratch[i]!;
    this.starts[index] = this.used;
    this.used += length;
    this.starts[index + 1] = this.used;
    this.hashes[index] = hash;
    this.slots[slot] = index + 1;
    if (2 * this.count > this.slots.length) this.rehash();
    return index;
  }

  /** Whether this table has key `index` of `other` (compared as bytes: nothing decoded or encoded). */
  hasKeyOf(other: KeyTable, index: number): boolean {
    const hash = other.hashes[index]!;
    const start = other.starts[index]!;
    const length = other.starts[index + 1]! - start;
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot]!;
      if (entry === EMPTY) return false;
      if (this.hashes[entry - 1] === hash && this.equalsBytes(entry - 1, other.bytes, start, length)) return true;
    }
  }

  /** Key number `index` as a string. */
  keyAt(index: number): string {
    return readUtf8(this.text, this.starts[index]!, this.starts[index + 1]!);
  }

  private encode(key: string): number {
    // UTF-8 takes at most 3 bytes per UTF-16 unit.
    if (3 * key.length > this.scratch.length) this.scratch = new Uint8Array(3 * key.length);
    return writeUtf8(key, this.scratch, 0);
  }

  private encodePair(first: string, second: string): number {
    const room = 3 * (first.length + second.length) + 1;
    if (room > this.scratch.length) this.scratch = new Uint8Array(room);
    const at = writeUtf8(first, this.scratch, 0);
    this.scratch[at] = 0;
    return at + 1 + writeUtf8(second, this.scratch, at + 1);
  }

  /** Both names folded into the scratch buffer, a zero byte between them; the bytes written. */
  private encodeFoldedPair(first: string, second: string): number {
    const at = this.writeFolded(first, 0);
    this.room(at, 1);
    this.scratch[at] = 0;
    return this.writeFolded(second, at + 1);
  }

  /** `foldName(name)` as UTF-8 at `at` of the scratch buffer; where it ends. */
  private writeFolded(name: string, at: number): number {
    const length = name.length;
    this.room(at, length);
    const scratch = this.scratch;
    let to = at;
    for (let i = 0; i < length; i++) {
      const c = name.charCodeAt(i);
      if (c > 0x7f) {
        // Letters to spell out or strip of their marks: the folded text, encoded.
        const folded = this.foldedOf(name);
        this.room(at, 3 * folded.length);
        return at + writeUtf8(folded, this.scratch, at);
      }
      // An ASCII name folds to its lower case without the separators (person-fold.ts, ASCII_SEPARATORS).
      if (!isAsciiSeparator(c)) scratch[to++] = c >= 0x41 && c <= 0x5a ? c + 0x20 : c;
    }
    return to;
  }

  /**
   * `foldName(name)`, kept per spelling: folding letters to spell out takes two
   * normalizations and three regular expressions (~2 µs), and a school's given names repeat.
   */
  private foldedOf(name: string): string {
    let folded = this.folded.get(name);
    if (folded === undefined) {
      folded = foldName(name);
      if (this.folded.size < FOLDED_KEPT) this.folded.set(name, folded);
    }
    return folded;
  }

  /** At least `more` bytes of the scratch buffer free from `at`, the bytes before kept. */
  private room(at: number, more: number): void {
    if (at + more <= this.scratch.length) return;
    const bigger = new Uint8Array(2 * (at + more));
    bigger.set(this.scratch.subarray(0, at));
    this.scratch = bigger;
  }

  /**
   * Room for about `expected` keys of about `bytesEach` bytes, made at once: a table filled
   * from empty to 100,000 keys otherwise grows and rehashes eight times on the way.
   */
  reserve(expected: number, bytesEach: number): void {
    if (expected + 1 > this.starts.length) {
      this.starts = grown(this.starts, expected + 1);
      this.hashes = grown(this.hashes, expected + 1);
    }
    if (this.used + expected * bytesEach > this.bytes.length) {
      this.bytes = grown(this.bytes, this.used + expected * bytesEach);
      this.text = textView(this.bytes);
    }
    let size = this.slots.length;
    while (size < 2 * expected) size *= 2;
    if (size > this.slots.length) this.rehash(size);
  }

  private equals(index: number, length: number): boolean {
    return this.equalsBytes(index, this.scratch, 0, length);
  }

  /** Whether key `index` is bytes [from, from + length) of `bytes`. */
  private equalsBytes(index: number, bytes: Uint8Array, from: number, length: number): boolean {
    const start = this.starts[index]!;
    if (this.starts[index + 1]! - start !== length) return false;
    const own = this.bytes;
    for (let i = 0; i < length; i++) if (own[start + i] !== bytes[from + i]) return false;
    return true;
  }

  private rehash(size = this.slots.length * 2): void {
    const slots = new Uint32Array(size);
    const mask = slots.length - 1;
    for (let index = 0; index < this.count; index++) {
      let slot = this.hashes[index]! & mask;
      while (slots[slot] !== EMPTY) slot = (slot + 1) & mask;
      slots[slot] = index + 1;
    }
    this.slots = slots;
  }
}

/** Folded spellings a table keeps at most: the common names of a school, not every name of a million. */
const FOLDED_KEPT = 10_000;

/** What separates the parts of a name, among ASCII characters: tab, line feed, vertical tab, form feed, carriage return, space, - ' ` . */
const isAsciiSeparator = (c: number) =>
  (c >= 0x09 && c <= 0x0d) || c === 0x20 || c === 0x2d || c === 0x27 || c === 0x60 || c === 0x2e;
