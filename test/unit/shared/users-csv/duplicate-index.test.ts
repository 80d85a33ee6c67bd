import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { DuplicateIndex } from '../../../../shared/users-csv/duplicate-index';

describe('DuplicateIndex', () => {
  it('finds no duplicate among 300,000 distinct keys across table growth, and every real one', () => {
    const index = new DuplicateIndex();
    let falseHits = 0;
    for (let i = 0; i < 300_000; i++) if (index.append(`user.${i}@schule-example.de`, i + 2) !== undefined) falseHits++;
    expect(falseHits).toBe(0);
    expect(index.append(' USER.1@Schule-Example.DE ', 400_000)).toBe(3);
    expect(index.append('Jürgen', 400_001)).toBeUndefined();
    expect(index.append('JÜRGEN', 400_002)).toBe(400_001);
    expect(index.append('   ', 400_003)).toBeUndefined();
  });

  it('keeps the lines of earlier duplicates through table growth', () => {
    const index = new DuplicateIndex();
    for (const line of [2, 3, 4]) index.append('Dup', line);
    index.append('single', 5);
    for (let i = 0; i < 200_000; i++) index.append(`k${i}`, i + 10);
    expect(index.linesOf('dup')).toEqual([2, 3, 4]);
    expect(index.linesOf('SINGLE')).toEqual([5]);
    expect(index.append('dup', 300_000)).toBe(2);
    index.remove('dup', 2);
    expect(index.linesOf('dup')).toEqual([3, 4, 300_000]);
  });

  it('keeps every line of a key through edits', () => {
    const index = new DuplicateIndex();
    index.append('a', 2);
    index.append('A', 5);
    index.insert('a', 3);
    expect(index.linesOf('a')).toEqual([2, 3, 5]);
    index.remove('a', 2);
    expect(index.linesOf('a')).toEqual([3, 5]);
    index.remove('a', 3);
    index.remove('a', 5);
    expect(index.linesOf('a')).toEqual([]);
    expect(index.append('a', 9)).toBeUndefined();
  });
});

describe('DuplicateIndex hashing', () => {
  // Values mixing what the fast Latin-1 path handles (ASCII, umlauts, ß, ×, ÿ, the trimmed
  // characters) with what must fall back to `key()` (Greek, Turkish İ, ideographic space).
  const char = fc.constantFrom(
    'a',
    'Z',
    'ä',
    'Ä',
    'ß',
    'ÿ',
    '×',
    'À',
    'þ',
    'Þ',
    'µ',
    ' ',
    '\t',
    '\u00a0',
    '\u0001',
    '\u0085',
    'Σ',
    'İ',
    '\u3000',
    '\ufeff',
    '.',
    '@',
    '1',
  );
  const value = fc.array(char, { maxLength: 9 }).map((cs) => cs.join(''));

  it('treats a value and its comparison form (trim, lower case) as the same key, on every path', () => {
    fc.assert(
      fc.property(value, (v) => {
        const index = new DuplicateIndex();
        index.append(v, 2);
        const key = DuplicateIndex.key(v);
        expect(index.append(key, 3)).toBe(key === '' ? undefined : 2);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps keys apart that differ after trimming and lower-casing', () => {
    fc.assert(
      fc.property(value, value, (x, y) => {
        fc.pre(
          DuplicateIndex.key(x) !== DuplicateIndex.key(y) &&
            DuplicateIndex.key(x) !== '' &&
            DuplicateIndex.key(y) !== '',
        );
        const index = new DuplicateIndex();
        index.append(x, 2);
        expect(index.append(y, 3)).toBeUndefined();
      }),
      { numRuns: 2000 },
    );
  });

  it('finds the same duplicates through the staged batch steps as through append, across table growth', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            value,
            fc.nat(200_000).map((n) => `user.${n}`),
            fc.constant(undefined),
          ),
          { minLength: 1, maxLength: 3000 },
        ),
        fc.integer({ min: 1, max: 700 }),
        (values, batch) => {
          const one = new DuplicateIndex(),
            staged = new DuplicateIndex();
          const expected = values.map((v, i) => (v === undefined ? undefined : one.append(v, i + 2)));
          const actual: Array<number | undefined> = [];
          for (let from = 0; from < values.length; from += batch) {
            const n = Math.min(batch, values.length - from);
            for (let k = 0; k < n; k++) staged.stage(k, values[from + k]);
            staged.preload(n);
            for (let k = 0; k < n; k++) actual.push(staged.appendStaged(k, from + k + 2));
          }
          expect(actual).toEqual(expected);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('DuplicateIndex sized from a guess', () => {
  /** `count` keys from a seeded generator over `distinct` values: many repeat, some are blank. */
  function keys(seed: number, count: number, distinct: number): string[] {
    let state = seed >>> 0;
    const out: string[] = [];
    for (let i = 0; i < count; i++) {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      const n = state % distinct;
      out.push(n === 0 ? '  ' : n % 7 === 0 ? ` User.${n} ` : `user.${n}`);
    }
    return out;
  }

  /** What an index answers for these keys: each append, then every key's lines after some edits. */
  function answers(index: DuplicateIndex, values: readonly string[], expectAt: number, guess: number) {
    const appended = values.map((v, i) => {
      if (i === expectAt) index.expect(guess);
      return index.append(v, i + 2);
    });
    index.remove(values[0]!, 2);
    index.insert(values[values.length - 1]!, 1);
    const lines = [...new Set(values.map((v) => DuplicateIndex.key(v)))].map((k) => index.linesOf(k));
    return { appended, lines, absent: index.linesOf('no such key') };
  }

  it('finds the same duplicates and lines whatever it guessed, and whenever', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        // Past the first table's 32 Ki keys, so that the table grows with and without the guess.
        fc.integer({ min: 1, max: 45_000 }),
        fc.integer({ min: 2, max: 60_000 }),
        fc.oneof(fc.integer({ min: -5, max: 5 }), fc.integer({ min: 0, max: 3_000_000 }), fc.constant(Number.NaN)),
        fc.oneof(fc.integer({ min: -5, max: 5 }), fc.integer({ min: 0, max: 3_000_000 })),
        fc.nat(45_000),
        (seed, count, distinct, first, later, at) => {
          const values = keys(seed, count, distinct);
          const plain = answers(new DuplicateIndex(), values, -1, 0);
          expect(answers(new DuplicateIndex(first), values, at % count, later)).toEqual(plain);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('grows no more while the keys stay within the guess', () => {
    const index = new DuplicateIndex(200_000);
    const resize = vi.spyOn(index as unknown as { resize(capacity: number): void }, 'resize');
    for (let i = 0; i < 200_000; i++) index.append(`user.${i}`, i + 2);
    expect(resize).not.toHaveBeenCalled();
    // A bigger guess later grows the table once, to its size; a smaller one leaves it be.
    index.expect(100);
    expect(resize).not.toHaveBeenCalled();
    index.expect(600_000);
    expect(resize).toHaveBeenCalledTimes(1);
    expect(index.linesOf('USER.123')).toEqual([125]);
  });
});

describe('DuplicateIndex against a plain map of keys to lines', () => {
  // The index keeps each key's first line with its hash 2 in an entry log apart from the table:
  // appends, edits and lookups across the log's and the table's growth must answer as a map would.
  it('answers appends, inserts, removals and lookups as the map does', () => {
    const op = fc.oneof(
      { weight: 6, arbitrary: fc.record({ kind: fc.constant('append' as const), key: fc.nat(600) }) },
      {
        weight: 1,
        arbitrary: fc.record({ kind: fc.constant('insert' as const), key: fc.nat(600), line: fc.nat(9000) }),
      },
      {
        weight: 1,
        arbitrary: fc.record({ kind: fc.constant('remove' as const), key: fc.nat(600), line: fc.nat(9000) }),
      },
    );
    fc.assert(
      fc.property(
        fc.array(op, { minLength: 300, maxLength: 3000 }),
        fc.oneof(fc.constant(0), fc.nat(5000)),
        fc.boolean(),
        (ops, guess, bigFirst) => {
          const index = new DuplicateIndex(guess);
          const model = new Map<string, number[]>();
          let line = 1;
          // Enough distinct keys first, now and then, to grow the table past its first 64 Ki slots.
          const first = bigFirst ? 34_000 : 0;
          for (let i = 0; i < first; i++) {
            line++;
            index.append(`bulk.${i}`, line);
            model.set(`bulk.${i}`, [line]);
          }
          for (const o of ops) {
            const value = o.key % 5 === 0 ? ` Key.${o.key} ` : `key.${o.key}`;
            const key = DuplicateIndex.key(value);
            const lines = model.get(key) ?? [];
            if (o.kind === 'append') {
              line++;
              expect(index.append(value, line)).toBe(lines[0]);
              model.set(key, [...lines, line]);
            } else if (o.kind === 'insert') {
              const at = 10_000 + o.line;
              index.insert(value, at);
              if (!lines.includes(at))
                model.set(
                  key,
                  [...lines, at].sort((x, y) => x - y),
                );
            } else {
              const at = o.line % 2 === 0 ? (lines[o.line % Math.max(lines.length, 1)] ?? 0) : 10_000 + o.line;
              index.remove(value, at);
              model.set(
                key,
                lines.filter((l) => l !== at),
              );
            }
          }
          const keys = [...model.keys()];
          expect(keys.map((key) => index.linesOf(key))).toEqual(keys.map((key) => model.get(key)));
        },
      ),
      { numRuns: 30 },
    );
  }, 60_000);
});
