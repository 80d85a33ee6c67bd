/**
 * The lines on which each key occurs (keys compared case-insensitively, after trimming).
 * Stores no strings: each key is reduced to a 64-bit hash (two 32-bit hashes, FNV-1a and a
 * murmur3-style one, each finalised) in an open-addressing table of typed arrays, so a million keys cost ~20 MB and
 * no garbage. Two different keys share a hash with probability ~n^2/2^65 (3e-8 for a million
 * keys); that would show as a false duplicate, never as a missed one.
 * The first line of a key is the original; every later line is a duplicate of it.
 */
export class DuplicateIndex {
  private capacity = 1 << 16;
  private h1 = new Int32Array(this.capacity);
  private h2 = new Int32Array(this.capacity);
  /** First line holding the key; 0 when the key currently has no line. */
  private first = new Uint32Array(this.capacity);
  private used = new Uint8Array(this.capacity);
  private count = 0;
  /** All lines (ascending) of the keys that occur more than once, by slot. */
  private readonly more = new Map<number, number[]>();
  private a = 0;
  private b = 0;

  /** The comparison form of a value (for messages): trimmed, lower case. */
  static key(value: string): string {
    return value.trim().toLowerCase();
  }

  /** Hashes the comparison form of `value` into this.a/this.b; false when it is empty. */
  private hash(value: string): boolean {
    let start = 0, end = value.length;
    while (start < end && isTrimmed(value.charCodeAt(start))) start++;
    while (end > start && isTrimmed(value.charCodeAt(end - 1))) end--;
    if (start === end) return false;
    let a = 0x811c9dc5 | 0, b = 0x3c6ef372 | 0;
    for (let i = start; i < end; i++) {
      let c = value.charCodeAt(i);
      if (c > 127) return this.hashSlow(value);
      if (c >= 65 && c <= 90) c += 32;
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0xcc9e2d51);
      b = Math.imul((b << 15) | (b >>> 17), 0x1b873593);
    }
    this.a = fmix(a ^ (end - start));
    this.b = fmix(b);
    return true;
  }

  /** Non-ASCII: the full Unicode trim and lower-casing. */
  private hashSlow(value: string): boolean {
    const key = DuplicateIndex.key(value);
    if (key === '') return false;
    let a = 0x811c9dc5 | 0, b = 0x3c6ef372 | 0;
    for (let i = 0; i < key.length; i++) {
      const c = key.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0xcc9e2d51);
      b = Math.imul((b << 15) | (b >>> 17), 0x1b873593);
    }
    this.a = fmix(a ^ key.length);
    this.b = fmix(b);
    return true;
  }

  /** The slot of the current hash, claiming an empty one when `claim`; -1 when absent. */
  private slot(claim: boolean): number {
    const mask = this.capacity - 1;
    let i = this.a & mask;
    for (;;) {
      if (this.used[i] === 0) {
        if (!claim) return -1;
        this.used[i] = 1;
        this.h1[i] = this.a;
        this.h2[i] = this.b;
        this.count++;
        return i;
      }
      if (this.h1[i] === this.a && this.h2[i] === this.b) return i;
      i = (i + 1) & mask;
    }
  }

  /** Rehashes into a table four times larger, keeping the hash being looked up. */
  private grow(): void {
    const { h1, h2, first, used, more, a, b } = this;
    const moved = new Map(more);
    more.clear();
    this.capacity *= 4;
    this.h1 = new Int32Array(this.capacity);
    this.h2 = new Int32Array(this.capacity);
    this.first = new Uint32Array(this.capacity);
    this.used = new Uint8Array(this.capacity);
    this.count = 0;
    for (let i = 0; i < used.length; i++) {
      if (used[i] === 0) continue;
      this.a = h1[i]!;
      this.b = h2[i]!;
      const j = this.slot(true);
      this.first[j] = first[i]!;
      const list = moved.get(i);
      if (list) more.set(j, list);
    }
    this.a = a;
    this.b = b;
  }

  /** Records `line` for `value` and returns the first line that already had it, if any. Lines must arrive in increasing order. */
  append(value: string, line: number): number | undefined {
    if (!this.hash(value)) return undefined;
    if (this.count * 2 >= this.capacity) this.grow();
    const i = this.slot(true);
    const first = this.first[i]!;
    if (first === 0) {
      this.first[i] = line;
      return undefined;
    }
    const list = this.more.get(i);
    if (list) list.push(line);
    else this.more.set(i, [first, line]);
    return first;
  }

  /** Adds a line in any order (after an edit). */
  insert(value: string, line: number): void {
    if (!this.hash(value)) return;
    if (this.count * 2 >= this.capacity) this.grow();
    const i = this.slot(true);
    const first = this.first[i]!;
    if (first === 0) { this.first[i] = line; return; }
    const list = this.more.get(i) ?? [first];
    if (list.includes(line)) return;
    list.push(line);
    list.sort((x, y) => x - y);
    this.more.set(i, list);
    this.first[i] = list[0]!;
  }

  remove(value: string, line: number): void {
    if (!this.hash(value)) return;
    const i = this.slot(false);
    if (i === -1) return;
    const list = this.more.get(i);
    if (!list) {
      if (this.first[i] === line) this.first[i] = 0;
      return;
    }
    const rest = list.filter((l) => l !== line);
    if (rest.length <= 1) this.more.delete(i);
    else this.more.set(i, rest);
    this.first[i] = rest[0] ?? 0;
  }

  /** Every line holding `value`'s key, ascending. */
  linesOf(value: string): readonly number[] {
    if (!this.hash(value)) return [];
    const i = this.slot(false);
    if (i === -1 || this.first[i] === 0) return [];
    return this.more.get(i) ?? [this.first[i]!];
  }
}

/** murmur3's finaliser: spreads every input bit over the whole word. */
function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

function isTrimmed(c: number): boolean {
  return c <= 32 || c === 160;
}
