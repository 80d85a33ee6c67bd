import type { DuplicateIndex } from './duplicate-index';
import { CandidateList } from './candidate-list';
import { BLOCK_MASK, BLOCK_SHIFT, HashLog, LineCursor } from './hash-log';
import { KeyHasher, keyOf } from './key-hash';

/** One duplicate found by `DuplicateLog.duplicates`: `line` holds the key first seen on `first`. */
export interface LoggedDuplicate {
  line: number;
  first: number;
  /** The comparison form of the value on `line` (for the message). */
  key: string;
  /** The `tag` given to `add` for this line (CsvValidation: where its finding arrives). */
  tag: number;
}

/**
 * The duplicate check of a whole stream without a lookup per key: while streaming, each key's
 * 64-bit hash (`KeyHasher`, the same as `DuplicateIndex`'s) and line are appended to flat
 * typed arrays (sequential writes), and one bit of a small filter is tested and set. Only at
 * the end (`duplicates()`) are the duplicates found, by one linear pass.
 *
 * Why: a hash table of a million keys is far larger than the CPU caches, so each lookup in it
 * is a cache miss (and a TLB miss); that was most of the duplicate rules' cost. The filter
 * has 16 to 32 bits per key (2 MiB for up to a million keys): its random accesses mostly hit the
 * caches.
 *
 * The filter decides which values are kept as strings: a key whose bit was already set may
 * be a duplicate (every later occurrence of a key finds its bit set), so its comparison form
 * and tag are kept (true duplicates plus at most ~1/16 false alarms); a key whose bit was
 * clear is certainly new. At the end the hashes of those candidates go into a small table
 * (cache-resident), one pass over the log in line order finds the first line of each, and
 * every later candidate with the same hash is a duplicate of it: exactly what
 * `DuplicateIndex.append` would have answered line by line (the same hash decides).
 */
export class DuplicateLog {
  private readonly hasher = new KeyHasher();
  /** Every key's hashes and line, ~9 bytes an entry (see HashLog). */
  private readonly log = new HashLog();
  /** One bit per slot, indexed by the top `filterBits` bits of hash 2 (2 MiB to start with: a million keys need no growth, which re-sifts every key). */
  private filter: Int32Array;
  private filterBits: number;
  /** Entries whose filter bit was already set, ascending, with their key and tag. */
  private candidates = new CandidateList();

  /** `filterBits`: the filter's initial size, 2^filterBits bits (tests start small to exercise growth and false alarms). */
  constructor(filterBits = 24) {
    this.filterBits = Math.max(5, filterBits);
    this.filter = new Int32Array(1 << (this.filterBits - 5));
  }

  /**
   * Logs `value`'s key on `line` (lines in increasing order): its hash and line only, no
   * lookup. Returns false when the key is empty (nothing logged). Call `sift` after a run of
   * these.
   */
  add(value: string, line: number): boolean {
    const h = this.hasher;
    if (!h.hash(value)) return false;
    this.log.push(h.a, h.b, line);
    return true;
  }

  /** `add` for a key already hashed by the same `KeyHasher` (never empty). Returns true. */
  addHash(a: number, b: number, line: number): boolean {
    this.log.push(a, b, line);
    return true;
  }

  /** Entries logged. */
  get count(): number {
    return this.log.count;
  }

  /**
   * Tests and sets the filter bits of the entries logged from entry `from` on, and calls
   * `candidate(entry)` for each whose bit was already set (ascending): it must `keep` that
   * entry's value. In a run, so that the probes' cache misses overlap.
   */
  sift(from: number, candidate: (entry: number) => void): void {
    const n = this.count;
    if (n * BITS_PER_KEY > 2 ** this.filterBits && this.filterBits < MAX_FILTER_BITS) this.growFilter(n, from);
    const f = this.filter,
      shift = 32 - this.filterBits,
      blocks = this.log.blocks;
    // Block by block: a typed array in a local is what keeps this loop fast.
    for (let e = from; e < n;) {
      const hashes = blocks[e >>> BLOCK_SHIFT]!,
        end = Math.min(n, ((e >>> BLOCK_SHIFT) + 1) << BLOCK_SHIFT);
      for (let k = 2 * (e & BLOCK_MASK) + 1; e < end; e++, k += 2) {
        const bit = hashes[k]! >>> shift,
          word = bit >>> 5,
          mask = 1 << (bit & 31),
          w = f[word]!;
        if ((w & mask) === 0) f[word] = w | mask;
        else candidate(e);
      }
    }
  }

  /** Keeps the value of candidate `entry` (from `sift`) for its message, with its tag. */
  keep(entry: number, value: string, tag: number): void {
    // Kept as given (a copy: the field may be a slice of a whole decoded chunk, which it would
    // keep alive); the comparison form is made only for real duplicates (most candidates are
    // false alarms).
    this.candidates.push(entry, value, tag);
  }

  /** Every line whose key occurred on an earlier line, in line order, naming the first one. */
  duplicates(): LoggedDuplicate[] {
    const cand = this.candidates,
      c = cand.length;
    const out: LoggedDuplicate[] = [];
    if (c === 0) return out;
    const log = this.log;
    // Small open-addressing table of the candidates' hashes: slot = (a, b, first line).
    let cap = 16;
    while (cap < c * 4) cap *= 2;
    const t = new Int32Array(cap * 3),
      mask = cap - 1;
    for (let k = 0; k < c; k++) {
      const e = cand.entry(k),
        a = log.a(e),
        b = log.b(e);
      let i = a & mask;
      for (;;) {
        const at = i * 3;
        if (t[at + 2] === 0) {
          t[at] = a;
          t[at + 1] = b;
          t[at + 2] = -1;
          break;
        }
        if (t[at] === a && t[at + 1] === b) break;
        i = (i + 1) & mask;
      }
    }
    // A bit per candidate hash (top bits of hash 1) in a set small enough for the caches
    // (~32 bits per candidate, at most 1 MiB): most entries are no candidate's and skip the
    // table, whose probes would each be a cache miss.
    let setBits = 10;
    while (setBits < 23 && 2 ** setBits < c * 32) setBits++;
    const set = new Int32Array(1 << (setBits - 5)),
      setShift = 32 - setBits;
    for (let k = 0; k < c; k++) {
      const bit = log.a(cand.entry(k)) >>> setShift;
      set[bit >>> 5] = set[bit >>> 5]! | (1 << (bit & 31));
    }
    // One pass in line order: the first entry of each candidate hash is the original.
    let next = 0,
      nextEntry = cand.entry(0);
    const lines = new LineCursor(log);
    for (let e = 0, n = log.count; e < n; e++) {
      const hashes = log.blocks[e >>> BLOCK_SHIFT]!,
        at2 = 2 * (e & BLOCK_MASK),
        a = hashes[at2]!,
        line = lines.next();
      if (e !== nextEntry) {
        const bit = a >>> setShift;
        if ((set[bit >>> 5]! & (1 << (bit & 31))) === 0) continue;
      }
      const b = hashes[at2 + 1]!;
      let i = a & mask,
        at = -1;
      for (;;) {
        const s = i * 3,
          first = t[s + 2]!;
        if (first === 0) break;
        if (t[s] === a && t[s + 1] === b) {
          at = s;
          break;
        }
        i = (i + 1) & mask;
      }
      if (e === nextEntry) {
        // A candidate: its hash is in the table.
        const first = t[at + 2]!;
        if (first === -1) t[at + 2] = line;
        else out.push({ line, first, key: keyOf(cand.value(next)), tag: cand.tag(next) });
        next++;
        nextEntry = next < c ? cand.entry(next) : -1;
      } else if (at !== -1 && t[at + 2] === -1) t[at + 2] = line;
    }
    return out;
  }

  /** Replays the log into an index (in line order): the index `append` would have built. */
  fill(index: DuplicateIndex): void {
    const log = this.log,
      lines = new LineCursor(log);
    for (let e = 0, n = log.count; e < n; e++) index.appendHash(log.a(e), log.b(e), lines.next());
  }

  /**
   * Grows the filter to `BITS_PER_KEY` bits per key or more and
   * sets the bits of the `count` entries that already passed `sift`.
   */
  private growFilter(count: number, sifted: number): void {
    while (count * BITS_PER_KEY > 2 ** this.filterBits && this.filterBits < MAX_FILTER_BITS) this.filterBits++;
    const bits = this.filterBits,
      f = new Int32Array(1 << (bits - 5)),
      blocks = this.log.blocks;
    for (let e = 0; e < sifted;) {
      const hashes = blocks[e >>> BLOCK_SHIFT]!,
        end = Math.min(sifted, ((e >>> BLOCK_SHIFT) + 1) << BLOCK_SHIFT);
      for (let k = 2 * (e & BLOCK_MASK) + 1; e < end; e++, k += 2) {
        const bit = hashes[k]! >>> (32 - bits);
        const word = bit >>> 5;
        f[word] = f[word]! | (1 << (bit & 31));
      }
    }
    this.filter = f;
  }
}

/** The filter grows beyond 16 bits per key (then at most ~1/16 of new keys are false alarms). */
const BITS_PER_KEY = 16;
/** 2^28 bits (32 MiB): enough for 16 million keys; beyond, false alarms grow (harmless: only more values kept). */
const MAX_FILTER_BITS = 27;
