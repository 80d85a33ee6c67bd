/**
 * The lines on which each key occurs (keys compared case-insensitively, after trimming).
 * Stores no strings: each key is reduced to a 64-bit hash (two 32-bit hashes, FNV-1a and a
 * murmur3-style one, each finalised) in an open-addressing table, so a million keys cost
 * ~24 MB and no garbage. Two different keys share a hash with probability ~n^2/2^65 (3e-8
 * for a million keys); that would show as a false duplicate, never as a missed one.
 * The first line of a key is the original; every later line is a duplicate of it.
 *
 * Speed: on a million-line file the table is far larger than the CPU caches, so each lookup
 * is a cache miss. A slot is therefore two int32 side by side (hash 1, first line), 8 bytes,
 * with hash 2 apart (read only when hash 1 matches): one miss per lookup, in a table half the
 * size of four separate arrays. And a batch of keys can be
 * hashed first (`stage`), their slots loaded together (`preload`: independent loads, whose
 * misses the CPU overlaps) and only then appended in line order (`appendStaged`).
 */
export class DuplicateIndex {
  private capacity = 1 << 16;
  /** Slot i at 3i: hash 1, hash 2, the first line holding the key (EMPTY: free slot; NO_LINE: the key currently has no line). */
  private table = newTable(this.capacity * 3);
  private count = 0;
  /** All lines (ascending) of the keys that occur more than once, by slot. */
  private readonly more = new Map<number, number[]>();
  private a = 0;
  private b = 0;
  /** The staged batch: both hashes per entry; `stagedOk` 0 for an entry without a key. */
  private stagedA = new Int32Array(1024);
  private stagedB = new Int32Array(1024);
  private stagedOk = new Uint8Array(1024);
  /** Keeps the preload's loads observable so the compiler cannot drop them. */
  private sink = 0;

  /** The comparison form of a value (for messages): trimmed, lower case. */
  static key(value: string): string {
    return value.trim().toLowerCase();
  }

  /**
   * Hashes the comparison form of `value` into this.a/this.b; false when it is empty.
   * Latin-1 text (ASCII, umlauts, accents) is trimmed and lower-cased here, character by
   * character, exactly as `key()` would; anything else goes through `key()` itself.
   */
  private hash(value: string): boolean {
    let start = 0, end = value.length;
    while (start < end && isTrimmed(value.charCodeAt(start))) start++;
    while (end > start && isTrimmed(value.charCodeAt(end - 1))) end--;
    if (start === end) return false;
    let a = 0x811c9dc5 | 0, b = 0x3c6ef372 | 0;
    // Two characters per step: half the multiply chain of a character-wise hash.
    let i = start;
    for (; i + 1 < end; i += 2) {
      const c = value.charCodeAt(i), d = value.charCodeAt(i + 1);
      if ((c | d) > 255) return this.hashSlow(value);
      const w = LOWER_LATIN1[c]! | (LOWER_LATIN1[d]! << 16);
      a = Math.imul(a ^ w, 0x01000193);
      b = Math.imul(b ^ w, 0xcc9e2d51);
      b = Math.imul((b << 15) | (b >>> 17), 0x1b873593);
    }
    if (i < end) {
      const c = value.charCodeAt(i);
      if (c > 255) return this.hashSlow(value);
      const w = LOWER_LATIN1[c]!;
      a = Math.imul(a ^ w, 0x01000193);
      b = Math.imul(b ^ w, 0xcc9e2d51);
      b = Math.imul((b << 15) | (b >>> 17), 0x1b873593);
    }
    this.a = fmix(a ^ (end - start));
    this.b = fmix(b);
    return true;
  }

  /** Beyond Latin-1: the full Unicode trim and lower-casing, then the same hash. */
  private hashSlow(value: string): boolean {
    const key = DuplicateIndex.key(value);
    if (key === '') return false;
    let a = 0x811c9dc5 | 0, b = 0x3c6ef372 | 0;
    let i = 0;
    for (; i + 1 < key.length; i += 2) {
      const w = key.charCodeAt(i) | (key.charCodeAt(i + 1) << 16);
      a = Math.imul(a ^ w, 0x01000193);
      b = Math.imul(b ^ w, 0xcc9e2d51);
      b = Math.imul((b << 15) | (b >>> 17), 0x1b873593);
    }
    if (i < key.length) {
      const c = key.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0xcc9e2d51);
      b = Math.imul((b << 15) | (b >>> 17), 0x1b873593);
    }
    this.a = fmix(a ^ key.length);
    this.b = fmix(b);
    return true;
  }

  /** The slot (its offset in `table`) of the current hash, claiming a free one when `claim`; -1 when absent. */
  private slot(claim: boolean): number {
    const t = this.table;
    const mask = this.capacity - 1;
    const a = this.a;
    let i = a & mask;
    for (;;) {
      const at = i * 3;
      if (t[at + 2] === EMPTY) {
        if (!claim) return -1;
        t[at] = a;
        t[at + 1] = this.b;
        t[at + 2] = NO_LINE;
        this.count++;
        return at;
      }
      if (t[at] === a && t[at + 1] === this.b) return at;
      i = (i + 1) & mask;
    }
  }

  private firstLine(at: number): number {
    const l = this.table[at + 2]!;
    return l === NO_LINE ? 0 : l;
  }

  /** Rehashes into a table twice as large (in slot order: the writes run in two ascending streams). */
  private grow(): void {
    const old = this.table, more = this.more;
    const moved = more.size > 0 ? new Map(more) : undefined;
    more.clear();
    this.capacity *= 2;
    const t = newTable(this.capacity * 3);
    const mask = this.capacity - 1;
    for (let at = 0; at < old.length; at += 3) {
      const line = old[at + 2]!;
      if (line === EMPTY) continue;
      const a = old[at]!;
      let i = a & mask;
      while (t[i * 3 + 2] !== EMPTY) i = (i + 1) & mask;
      const j = i * 3;
      t[j] = a;
      t[j + 1] = old[at + 1]!;
      t[j + 2] = line;
      const list = moved?.get(at);
      if (list) more.set(j, list);
    }
    this.table = t;
  }

  /** Makes room for `extra` more keys without growing in between (the load stays at most 1/2). */
  private reserve(extra: number): void {
    while ((this.count + extra) * 2 >= this.capacity) this.grow();
  }

  /** Records `line` for `value` and returns the first line that already had it, if any. Lines must arrive in increasing order. */
  append(value: string, line: number): number | undefined {
    if (!this.hash(value)) return undefined;
    this.reserve(1);
    return this.appendHashed(line);
  }

  private appendHashed(line: number): number | undefined {
    const at = this.slot(true);
    const first = this.firstLine(at);
    if (first === 0) {
      this.table[at + 2] = line;
      return undefined;
    }
    const list = this.more.get(at);
    if (list) list.push(line);
    else this.more.set(at, [first, line]);
    return first;
  }

  /**
   * Batch step 1: hashes `value` as entry `k` (0, 1, 2, ...) of the batch; undefined for a
   * record that registers no key (wrong field count).
   */
  stage(k: number, value: string | undefined): void {
    if (k >= this.stagedA.length) {
      const size = Math.max(k + 1, this.stagedA.length * 2);
      const a = new Int32Array(size), b = new Int32Array(size), ok = new Uint8Array(size);
      a.set(this.stagedA); b.set(this.stagedB); ok.set(this.stagedOk);
      this.stagedA = a; this.stagedB = b; this.stagedOk = ok;
    }
    const ok = value !== undefined && this.hash(value);
    this.stagedOk[k] = ok ? 1 : 0;
    if (ok) { this.stagedA[k] = this.a; this.stagedB[k] = this.b; }
  }

  /** Batch step 2: makes room for the `count` staged keys and touches their home slots together, so that the cache misses overlap. */
  preload(count: number): void {
    this.reserve(count);
    const t = this.table, mask = this.capacity - 1, sa = this.stagedA;
    let s = 0;
    for (let k = 0; k < count; k++) s ^= t[(sa[k]! & mask) * 3]!;
    this.sink ^= s;
  }

  /** Batch step 3: `append` for staged entry `k`; call in line order after `preload`. */
  appendStaged(k: number, line: number): number | undefined {
    if (this.stagedOk[k] === 0) return undefined;
    this.a = this.stagedA[k]!;
    this.b = this.stagedB[k]!;
    this.reserve(1);
    return this.appendHashed(line);
  }

  /** Adds a line in any order (after an edit). */
  insert(value: string, line: number): void {
    if (!this.hash(value)) return;
    this.reserve(1);
    const at = this.slot(true);
    const t = this.table;
    const first = this.firstLine(at);
    if (first === 0) { t[at + 2] = line; return; }
    const list = this.more.get(at) ?? [first];
    if (list.includes(line)) return;
    list.push(line);
    list.sort((x, y) => x - y);
    this.more.set(at, list);
    t[at + 2] = list[0]!;
  }

  remove(value: string, line: number): void {
    if (!this.hash(value)) return;
    const at = this.slot(false);
    if (at === -1) return;
    const t = this.table;
    const list = this.more.get(at);
    if (!list) {
      if (t[at + 2] === line) t[at + 2] = NO_LINE;
      return;
    }
    const rest = list.filter((l) => l !== line);
    if (rest.length <= 1) this.more.delete(at);
    else this.more.set(at, rest);
    t[at + 2] = rest[0] ?? NO_LINE;
  }

  /** Every line holding `value`'s key, ascending. */
  linesOf(value: string): readonly number[] {
    if (!this.hash(value)) return [];
    const at = this.slot(false);
    if (at === -1) return [];
    const first = this.firstLine(at);
    if (first === 0) return [];
    return this.more.get(at) ?? [first];
  }
}

/**
 * A zeroed table whose memory is already mapped. The operating system hands out fresh zero
 * pages lazily: a page first read and then written faults twice (zero page, then copy on
 * write), at random places in the middle of the lookups. Writing one word per 4 KiB page
 * here faults each page once, in order: about half the cost on a million-key index.
 */
function newTable(length: number): Int32Array {
  const t = new Int32Array(length);
  for (let i = 0; i < length; i += 1024) t[i] = 0;
  return t;
}

/** Marks a free slot (line numbers start at 1). */
const EMPTY = 0;
/** Marks a slot whose key has no line at the moment (all removed after edits). */
const NO_LINE = -1;

/** The lower case of each Latin-1 character, as `toLowerCase` gives it: A-Z and À-Þ (without ×) are their lower case - 32. */
const LOWER_LATIN1 = new Uint16Array(256);
for (let c = 0; c < 256; c++) LOWER_LATIN1[c] = (c >= 65 && c <= 90) || (c >= 192 && c <= 222 && c !== 215) ? c + 32 : c;

/** murmur3's finaliser: spreads every input bit over the whole word. */
function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** What `String.prototype.trim` removes, within Latin-1: tab, LF, VT, FF, CR, space, no-break space. */
function isTrimmed(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || c === 160;
}
