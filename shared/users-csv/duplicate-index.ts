import { KeyHasher, keyOf } from './key-hash';

/**
 * The lines on which each key occurs (keys compared case-insensitively, after trimming).
 * Stores no strings: each key is reduced to a 64-bit hash (two 32-bit hashes, FNV-1a and a
 * murmur3-style one, each finalised) in an open-addressing table, so a million keys cost
 * ~24 MB and no garbage. Two different keys share a hash with probability ~n^2/2^65 (3e-8
 * for a million keys); that would show as a false duplicate, never as a missed one.
 * The first line of a key is the original; every later line is a duplicate of it.
 *
 * Speed: on a big file the table is far larger than the CPU caches, so each lookup is a cache
 * miss. A slot is therefore two int32 side by side (hash 1, the key's entry), 8 bytes; the
 * entries (hash 2, the first line) are a log written in the order the keys come, read only
 * where hash 1 matches: one miss per lookup for a new key, in a table two thirds the size of
 * slots holding all three (200,000 new keys in two indexes: 41 against 57 ms in a
 * micro-benchmark). And a batch of keys can be hashed first (`stage`), their slots loaded
 * together (`preload`: independent loads, whose misses the CPU overlaps) and only then
 * appended in line order (`appendStaged`).
 */
export class DuplicateIndex {
  private capacity: number;
  /** Slot i at 2i: hash 1, the key's entry (EMPTY: a free slot). */
  private table: Int32Array;
  /** Entry e (1, 2, ...) at 2e: hash 2, the first line holding the key (NO_LINE: none at the moment). */
  private entries = new Int32Array(2 * 1024);
  /** Keys (entries) so far. */
  private count = 0;
  /** All lines (ascending) of the keys that occur more than once, by entry. */
  private readonly more = new Map<number, number[]>();
  private readonly hasher = new KeyHasher();
  private a = 0;
  private b = 0;
  /** The staged batch: both hashes per entry; `stagedOk` 0 for an entry without a key. */
  private stagedA = new Int32Array(1024);
  private stagedB = new Int32Array(1024);
  private stagedOk = new Uint8Array(1024);
  /** Keeps the preload's loads observable so the compiler cannot drop them. */
  private sink = 0;

  /** `expectedKeys`: as `expect`, from the start. */
  constructor(expectedKeys = 0) {
    this.capacity = capacityFor(expectedKeys);
    this.table = newTable(this.capacity * 2);
    this.roomForEntries(Math.min(expectedKeys, this.capacity / 2));
  }

  /**
   * Sizes the table for `keys` keys in all, at once: a file of 200,000 lines otherwise grows
   * it from 64 Ki slots by doubling, rehashing three times (about 20 ms). A guess: a wrong one
   * costs only speed (too few, the table grows as before; too many, memory up to a cap).
   * Never shrinks the table.
   */
  expect(keys: number): void {
    const capacity = capacityFor(keys);
    if (capacity > this.capacity) this.resize(capacity);
    this.roomForEntries(Math.min(keys, this.capacity / 2));
  }

  /** Room in `entries` for `keys` keys in all (more is made as they come). */
  private roomForEntries(keys: number): void {
    const length = 2 * (Math.floor(keys) + 1);
    if (!(length > this.entries.length)) return;
    const grown = new Int32Array(length);
    grown.set(this.entries.subarray(0, 2 * (this.count + 1)));
    this.entries = grown;
  }

  /** The comparison form of a value (for messages): trimmed, lower case. */
  static key(value: string): string {
    return keyOf(value);
  }

  /** Hashes `value`'s key into this.a/this.b; false when the key is empty. */
  private hash(value: string): boolean {
    const h = this.hasher;
    if (!h.hash(value)) return false;
    this.a = h.a;
    this.b = h.b;
    return true;
  }

  /** The entry of the current hash, claiming a free slot and a new entry when `claim`; -1 when absent. */
  private entry(claim: boolean): number {
    const t = this.table;
    const mask = this.capacity - 1;
    const a = this.a;
    let i = a & mask;
    for (;;) {
      const at = i * 2;
      const e = t[at + 1]!;
      if (e === EMPTY) {
        if (!claim) return -1;
        const n = ++this.count;
        if (2 * n + 2 > this.entries.length) this.roomForEntries(2 * n);
        const entries = this.entries;
        entries[2 * n] = this.b;
        entries[2 * n + 1] = NO_LINE;
        t[at] = a;
        t[at + 1] = n;
        return n;
      }
      if (t[at] === a && this.entries[2 * e] === this.b) return e;
      i = (i + 1) & mask;
    }
  }

  /** The first line of entry `e`; 0 when it has none at the moment. */
  private firstLine(e: number): number {
    const l = this.entries[2 * e + 1]!;
    return l === NO_LINE ? 0 : l;
  }

  private setFirstLine(e: number, line: number): void {
    this.entries[2 * e + 1] = line;
  }

  /** Rehashes into a table twice as large (in slot order: the writes run in two ascending streams). */
  private grow(): void {
    this.resize(this.capacity * 2);
  }

  /** Rehashes into a table of `capacity` slots (a power of two, larger than the current); the entries stay. */
  private resize(capacity: number): void {
    const old = this.table;
    this.capacity = capacity;
    const t = newTable(this.capacity * 2);
    const mask = this.capacity - 1;
    for (let at = 0; at < old.length; at += 2) {
      const e = old[at + 1]!;
      if (e === EMPTY) continue;
      const a = old[at]!;
      let i = a & mask;
      while (t[i * 2 + 1] !== EMPTY) i = (i + 1) & mask;
      t[i * 2] = a;
      t[i * 2 + 1] = e;
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
    const e = this.entry(true);
    const first = this.firstLine(e);
    if (first === 0) {
      this.setFirstLine(e, line);
      return undefined;
    }
    const list = this.more.get(e);
    if (list) list.push(line);
    else this.more.set(e, [first, line]);
    return first;
  }

  /**
   * Batch step 1: hashes `value` as entry `k` (0, 1, 2, ...) of the batch; undefined for a
   * record that registers no key (wrong field count).
   */
  stage(k: number, value: string | undefined): void {
    this.roomToStage(k);
    const ok = value !== undefined && this.hash(value);
    this.stagedOk[k] = ok ? 1 : 0;
    if (ok) {
      this.stagedA[k] = this.a;
      this.stagedB[k] = this.b;
    }
  }

  /** Batch step 1 for a key hashed elsewhere (`KeyHasher`, bit for bit `stage`'s hash of its value). */
  stageHash(k: number, a: number, b: number): void {
    this.roomToStage(k);
    this.stagedOk[k] = 1;
    this.stagedA[k] = a;
    this.stagedB[k] = b;
  }

  private roomToStage(k: number): void {
    if (k >= this.stagedA.length) {
      const size = Math.max(k + 1, this.stagedA.length * 2);
      const a = new Int32Array(size),
        b = new Int32Array(size),
        ok = new Uint8Array(size);
      a.set(this.stagedA);
      b.set(this.stagedB);
      ok.set(this.stagedOk);
      this.stagedA = a;
      this.stagedB = b;
      this.stagedOk = ok;
    }
  }

  /** Batch step 2: makes room for the `count` staged keys and touches their home slots together, so that the cache misses overlap. */
  preload(count: number): void {
    this.reserve(count);
    const t = this.table,
      mask = this.capacity - 1,
      sa = this.stagedA;
    let s = 0;
    for (let k = 0; k < count; k++) s ^= t[(sa[k]! & mask) * 2]!;
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

  /** `append` for a key hashed elsewhere (`KeyHasher`): rebuilds an index from a `DuplicateLog`. */
  appendHash(a: number, b: number, line: number): void {
    this.a = a;
    this.b = b;
    this.reserve(1);
    this.appendHashed(line);
  }

  /** Adds a line in any order (after an edit). */
  insert(value: string, line: number): void {
    if (!this.hash(value)) return;
    this.reserve(1);
    const e = this.entry(true);
    const first = this.firstLine(e);
    if (first === 0) {
      this.setFirstLine(e, line);
      return;
    }
    const list = this.more.get(e) ?? [first];
    if (list.includes(line)) return;
    list.push(line);
    list.sort((x, y) => x - y);
    this.more.set(e, list);
    this.setFirstLine(e, list[0]!);
  }

  remove(value: string, line: number): void {
    if (!this.hash(value)) return;
    const e = this.entry(false);
    if (e === -1) return;
    const list = this.more.get(e);
    if (!list) {
      if (this.firstLine(e) === line) this.setFirstLine(e, NO_LINE);
      return;
    }
    const rest = list.filter((l) => l !== line);
    if (rest.length <= 1) this.more.delete(e);
    else this.more.set(e, rest);
    this.setFirstLine(e, rest[0] ?? NO_LINE);
  }

  /** Every line holding `value`'s key, ascending. */
  linesOf(value: string): readonly number[] {
    if (!this.hash(value)) return [];
    const e = this.entry(false);
    if (e === -1) return [];
    const first = this.firstLine(e);
    if (first === 0) return [];
    return this.more.get(e) ?? [first];
  }
}

/** The fewest slots a table has (512 KiB). */
const MIN_CAPACITY = 1 << 16;
/** The most slots a guess (`expect`) asks for: 16 MiB and its entries 8 MiB, about a million keys; real keys grow the table past it. */
const MAX_EXPECTED_CAPACITY = 1 << 21;

/** The slots for `keys` keys at a load of less than 1/2 (what `reserve` keeps), within the bounds above. */
function capacityFor(keys: number): number {
  let capacity = MIN_CAPACITY;
  while (keys * 2 >= capacity && capacity < MAX_EXPECTED_CAPACITY) capacity *= 2;
  return capacity;
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

/** Marks a free slot (entries start at 1). */
const EMPTY = 0;
/** Marks a slot whose key has no line at the moment (all removed after edits). */
const NO_LINE = -1;
