/**
 * The census a comparing dry run needs: only the names and e-mail addresses that more than
 * one line has (lower case). Comparing reads every user of the organization, so nothing is
 * looked up and the census's list of distinct keys (key-census.ts) goes unused; what the
 * prediction needs of the upload as a whole is which keys a later line may meet again
 * (predict-outcomes.ts, `metAgain`).
 *
 * Each line's keys are hashed where they lie in the upload's bytes, the hashes kept in a list,
 * sorted once at the end, and a hash met twice in it taken as repeated: no key is copied or
 * stored, and no table is probed at random a line. Two different keys of the same hash both
 * count as repeated: that is harmless, as the prediction then remembers what a line stored
 * where it need not (without a census it remembers every line), never less.
 */
import { AppError } from '../errors';
import { QUOTE } from '../support/csv-record';
import { nextTurn } from '../support/next-turn';
import { HASH_START, hashBytes, hashStep, mixHash } from './byte-hash';
import type { KeyBytes } from './upload-keys';
import { asciiTrimEnd, asciiTrimStart } from './utf8-bytes';

/** Keys asked by their text (lower case), as the prediction asks them. */
export interface KeyLookup {
  has(key: string): boolean;
}

const encoder = new TextEncoder();
let scratch = new Uint8Array(256);

/** The hash of a key's text (its UTF-8 bytes): what `Hashes.addBytes` gives its bytes where the key is theirs in lower case. */
export function keyHash(key: string): number {
  const length = key.length;
  let hash = HASH_START;
  for (let i = 0; i < length; i++) {
    const c = key.charCodeAt(i);
    if (c > 0x7f) {
      // UTF-8 takes at most 3 bytes per UTF-16 unit.
      if (3 * length > scratch.length) scratch = new Uint8Array(3 * length);
      return hashBytes(scratch, 0, encoder.encodeInto(key, scratch).written!);
    }
    hash = hashStep(hash, c);
  }
  return mixHash(hash);
}

/** Hashes sorted between two turns of the event loop (a few milliseconds; a million in one sort take some 70). */
const SORTED_PER_TURN = 1 << 16;
/** The hashes are kept in parts by their top bits: each part is sorted on its own, a key's hashes all in one. */
const PART_BITS = 4;

/** The hashes of one column's keys, a line at a time. */
class Hashes {
  private readonly parts: Uint32Array[];
  private readonly counts = new Int32Array(1 << PART_BITS);

  constructor(expected: number) {
    const each = Math.max(64, Math.ceil((1.25 * expected) >> PART_BITS));
    this.parts = Array.from({ length: 1 << PART_BITS }, () => new Uint32Array(each));
  }

  push(hash: number): void {
    const part = hash >>> (32 - PART_BITS);
    let list = this.parts[part]!;
    const count = this.counts[part]!;
    if (count === list.length) {
      const bigger = new Uint32Array(2 * list.length);
      bigger.set(list);
      this.parts[part] = list = bigger;
    }
    list[count] = hash;
    this.counts[part] = count + 1;
  }

  /**
   * The field at bytes [start, end) of an upload (quoted or not, untrimmed), its key as the
   * field's trimmed text in lower case: an unquoted ASCII field hashed as it lies, any other
   * decoded first (`fieldText`); an empty one is no key.
   */
  addBytes(
    bytes: Buffer,
    start: number,
    end: number,
    fieldText: (bytes: Buffer, start: number, end: number) => string,
  ): void {
    // The field as trim() leaves it, among ASCII spaces.
    const from = asciiTrimStart(bytes, start, end);
    const to = asciiTrimEnd(bytes, from, end);
    // Hashed as it is checked: a field that is not plain ASCII (a few) is hashed again from its text.
    let hash = HASH_START;
    for (let i = from; i < to; i++) {
      const c = bytes[i]!;
      if (c >= 0x80 || c === QUOTE) {
        const key = fieldText(bytes, start, end).trim().toLowerCase();
        if (key !== '') this.push(keyHash(key));
        return;
      }
      hash = hashStep(hash, c >= 0x41 && c <= 0x5a ? c + 0x20 : c);
    }
    if (from < to) this.push(mixHash(hash));
  }

  /** The hashes met more than once, a few parts sorted per turn of the event loop. */
  async repeated(signal: AbortSignal | undefined): Promise<HashedKeys> {
    const twice: number[] = [];
    let sorted = 0;
    for (let part = 0; part < this.parts.length; part++) {
      if (sorted >= SORTED_PER_TURN) {
        await nextTurn();
        if (signal?.aborted) throw new AppError('cancelled', { what: 'dry-run' });
        sorted = 0;
      }
      const list = this.parts[part]!.subarray(0, this.counts[part]!).sort();
      sorted += list.length;
      for (let i = 1; i < list.length; i++)
        if (list[i] === list[i - 1] && twice[twice.length - 1] !== list[i]) twice.push(list[i]!);
    }
    return new HashedKeys(twice);
  }
}

/** Keys known by their hashes: a key is in where its hash is (and more: see above). */
export class HashedKeys implements KeyLookup {
  private readonly hashes: Set<number>;

  constructor(hashes: readonly number[]) {
    this.hashes = new Set(hashes);
  }

  get size(): number {
    return this.hashes.size;
  }

  /** Mostly none are repeated: then nothing is hashed. */
  has(key: string): boolean {
    return this.hashes.size > 0 && this.hashes.has(keyHash(key));
  }
}

export interface RepeatedOnly {
  names: HashedKeys;
  emails: HashedKeys;
}

/** `expected`: the number of lines, about (sizes the lists once). */
export function repeatedKeysCensus(expected = 0) {
  const names = new Hashes(expected);
  const emails = new Hashes(expected);
  return {
    /** One record's name and e-mail fields where they lie in an upload's bytes (upload-keys.ts, `KeyBytes`). */
    addBytes: ((bytes, nameStart, nameEnd, emailStart, emailEnd, fieldText) => {
      if (nameStart >= 0) names.addBytes(bytes, nameStart, nameEnd, fieldText);
      if (emailStart >= 0) emails.addBytes(bytes, emailStart, emailEnd, fieldText);
    }) satisfies KeyBytes,
    async finish(signal?: AbortSignal): Promise<RepeatedOnly> {
      return { names: await names.repeated(signal), emails: await emails.repeated(signal) };
    },
  };
}
