/**
 * Names already in use outside the file: the server's users (read through a connection), or
 * none. `person` is the claiming record's person (`personKey`, person-fold.ts), where known: a
 * name held by the same person is not taken for them (their line updates that user).
 */
export interface TakenNames {
  /** `key`: the claiming record's key (the school's ID, '' for none): a name held for another key is taken. */
  isTaken(value: string, person?: string | null, key?: string): boolean;
}

/** Beyond this many people of one name the names taken are not believed. */
const MAX_SUFFIX = 1_000_000;

/** The names a list holds (the server's users, read through a connection), compared without case. */
export function takenNamesOf(values: Iterable<string>): TakenNames {
  const taken = new Set<string>();
  for (const v of values) taken.add(v.trim().toLowerCase());
  return { isTaken: (value) => taken.has(value.toLowerCase()) };
}

export type SuffixReason = 'taken in file' | 'taken on server';

export interface Claimed {
  value: string;
  /** The number added to make it unique (2, 3, ...), or null. */
  suffix: number | null;
  /** Why the plain value could not be used; null without a suffix. */
  reason: SuffixReason | null;
  /** With 'taken in file': the line that holds the plain value. */
  takenLine?: number;
}

/**
 * The values given out so far in one pass over a file (compared without case, as the server
 * compares names), and those taken on the server: each derived value is the first free of
 * base, base2, base3, ... Memory: one entry per record's value.
 */
export class NameRegistry {
  private readonly used = new Map<string, number>();

  constructor(private readonly taken: TakenNames = { isTaken: () => false }) {}

  /** A value the file gives itself: later derived values avoid it. */
  note(value: string, line: number): void {
    const key = value.trim().toLowerCase();
    if (key !== '' && !this.used.has(key)) this.used.set(key, line);
  }

  /**
   * The first free value, `withSuffix(n)` building the candidate for suffix n (the e-mail's
   * suffix goes before the @), given out to `line`.
   */
  claim(
    base: string,
    line: number,
    withSuffix: (n: number) => string = (n) => `${base}${n}`,
    person: string | null = null,
    lineKey = '',
  ): Claimed {
    let reason: SuffixReason | null = null;
    let takenLine: number | undefined;
    for (let n = 1; n <= MAX_SUFFIX; n++) {
      const value = n === 1 ? base : withSuffix(n);
      const key = value.toLowerCase();
      const inFile = this.used.get(key);
      if (inFile === undefined && !this.taken.isTaken(value, person, lineKey)) {
        this.used.set(key, line);
        return {
          value,
          suffix: n === 1 ? null : n,
          reason,
          ...(takenLine !== undefined ? { takenLine } : {}),
        };
      }
      if (n === 1) {
        reason = inFile !== undefined ? 'taken in file' : 'taken on server';
        if (inFile !== undefined) takenLine = inFile;
      }
    }
    // Only a `TakenNames` that takes everything gets here: a file cannot hold this many records of one name.
    throw new Error(`No free value for "${base}" up to the suffix ${MAX_SUFFIX}.`);
  }
}
