import { KeyHasher, keyOf } from './key-hash';

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
  private capacity: number;
  /** Slot i at 3i: hash 1, hash 2, the first line holding the key (EMPTY: free slot; NO_LINE: the key currently has no line). */
  private table: Int32Array;
  private count = 0;
  /** All lines (ascending) of the keys that occur more than once, by slot. */
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
    this.table = newTable(this.capacity * 3);
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
    this.resize(this.capacity * 2);
  }

  /** Rehashes into a table of `capacity` slots (a power of two, larger than the current). */
  private resize(capacity: number): void {
    const old = this.table,
      more = this.more;
    const moved = more.size > 0 ? new Map(more) : undefined;
    more.clear();
    this.capacity = capacity;
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
    const at = this.slot(true);
    const t = this.table;
    const first = this.firstLine(at);
    if (first === 0) {
      t[at + 2] = line;
      return;
    }
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

/** The fewest slots a table has (768 KiB). */
const MIN_CAPACITY = 1 << 16;
/** The most slots a guess (`expect`) asks for: 24 MiB, about a million keys; real keys grow the table past it. */
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

/** Marks a free slot (line numbers start at 1). */
const EMPTY = 0;
/** Marks a slot whose key has no line at the moment (all removed after edits). */
const NO_LINE = -1;
