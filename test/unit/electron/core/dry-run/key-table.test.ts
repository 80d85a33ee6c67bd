import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { KeyTable } from '../../../../../electron/core/dry-run/key-table';
import { foldName } from '../../../../../shared/users-csv/person-fold';

// foldName as it is, counted: a table folds each spelling with letters to spell out once.
vi.mock('../../../../../shared/users-csv/person-fold', async (actual) => {
  const { foldName: fold } = await actual<{ foldName: (name: string) => string }>();
  return { foldName: vi.fn(fold) };
});

describe('KeyTable', () => {
  it('numbers each distinct key once in the order added and finds exactly those, whatever the keys', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme', maxLength: 6 }), { maxLength: 3000 }),
        fc.array(fc.string({ maxLength: 6 }), { maxLength: 20 }),
        fc.nat({ max: 5000 }),
        (keys, probes, expected) => {
          const table = new KeyTable(expected);
          const reference = new Map<string, number>();
          for (const key of keys) {
            const { index, added } = table.add(key);
            expect(added).toBe(!reference.has(key));
            if (added) reference.set(key, index);
            expect(index).toBe(reference.get(key));
          }
          expect(table.size).toBe(reference.size);
          for (const [key, index] of reference) expect([table.find(key), table.keyAt(index)]).toEqual([index, key]);
          for (const probe of probes) expect(table.has(probe)).toBe(reference.has(probe));
        },
      ),
      // Up to 3,000 keys a run (the table grows past what it expected): fewer runs than short ones.
      { numRuns: 40 },
    );
  });

  it('grows past its expected size and keeps keys longer than its scratch buffer', () => {
    const table = new KeyTable();
    const long = 'ü'.repeat(400);
    for (let i = 0; i < 50_000; i++) table.add(`user${i}@example.com`);
    table.add(long);
    expect(table.size).toBe(50_001);
    expect(table.find('user49999@example.com')).toBe(49_999);
    expect(table.keyAt(table.find(long))).toBe(long);
    expect(table.has('user50000@example.com')).toBe(false);
  });

  it("puts without an object (~number for a key it has), from lower-cased ASCII bytes too, and finds another table's keys by their bytes", () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[A-Za-z0-9@.]{0,6}$/), { maxLength: 200 }),
        fc.array(fc.string({ unit: 'grapheme', maxLength: 4 }), { maxLength: 50 }),
        (ascii, other) => {
          const byText = new KeyTable();
          const byBytes = new KeyTable();
          for (const key of ascii) {
            const bytes = Buffer.from(` ${key} `, 'latin1');
            const put = byText.put(key.toLowerCase());
            expect(byBytes.putAsciiLower(bytes, 1, bytes.length - 1)).toBe(put);
            expect(put < 0 ? byText.keyAt(~put) : byText.keyAt(put)).toBe(key.toLowerCase());
          }
          const third = new KeyTable();
          for (const key of [...other, ...ascii.slice(0, 10)]) third.add(key);
          for (let index = 0; index < third.size; index++)
            expect(byText.hasKeyOf(third, index)).toBe(byText.has(third.keyAt(index)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keys a pair as the string of both joined by a zero, and finds the same after making room at once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.string({ maxLength: 5 }), fc.string({ unit: 'grapheme', maxLength: 5 })), {
          maxLength: 300,
        }),
        fc.nat({ max: 3000 }),
        (pairs, room) => {
          const joined = new KeyTable();
          const paired = new KeyTable();
          paired.reserve(room, 8);
          for (const [a, b] of pairs) expect(paired.putPair(a, b)).toBe(joined.put(`${a}\u0000${b}`));
          for (const [a, b] of pairs) expect(paired.findPair(a, b)).toBe(joined.find(`${a}\u0000${b}`));
          expect(paired.findPair('\u0000', '')).toBe(joined.find('\u0000\u0000'));
          for (let index = 0; index < joined.size; index++) expect(paired.keyAt(index)).toBe(joined.keyAt(index));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('puts and finds folded pairs as the pair of foldName strings, and lower case as toLowerCase (property)', () => {
    // Names as schools write them: separators, case, umlauts, marks, ß, long ones, empty.
    const name = fc.oneof(
      fc.stringMatching(/^[A-Za-z \t\-'`.]{0,8}$/),
      fc.constantFrom('', ' ', '-', 'Müller', 'RENÉ', 'Straße', 'Ægir', 'ǅ', 'Lena-Marie', "O'Neil", 'İlkay', 'K'),
      fc.string({ maxLength: 6 }),
      fc.string({ unit: 'grapheme', maxLength: 4 }),
      fc.string({ minLength: 200, maxLength: 400 }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(name, name), { maxLength: 40 }),
        fc.array(fc.tuple(name, name), { maxLength: 10 }),
        (pairs, probes) => {
          const folded = new KeyTable();
          const reference = new KeyTable();
          const lower = new KeyTable();
          const lowerReference = new KeyTable();
          for (const [first, second] of pairs) {
            const [a, b] = [foldName(first), foldName(second)];
            expect(folded.putFoldedPair(first, second)).toBe(
              a === '' && b === '' ? undefined : reference.putPair(a, b),
            );
            expect(lower.putAsciiLowerText(first) ?? lower.put(first.toLowerCase())).toBe(
              lowerReference.put(first.toLowerCase()),
            );
          }
          for (const [first, second] of [...pairs, ...probes]) {
            const [a, b] = [foldName(first), foldName(second)];
            expect(folded.findFoldedPair(first, second)).toBe(a === '' && b === '' ? -1 : reference.findPair(a, b));
          }
          expect(lower.size).toBe(lowerReference.size);
          for (let k = 0; k < lower.size; k++) expect(lower.keyAt(k)).toBe(lowerReference.keyAt(k));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('folds a name with letters to spell out once per spelling, an ASCII name never', () => {
    const fold = vi.mocked(foldName);
    fold.mockClear();
    const table = new KeyTable();
    for (let i = 0; i < 50; i++) table.putFoldedPair(i % 2 ? 'Zoë' : 'Jörg', `Sur-${i}`);
    expect(table.findFoldedPair('Zoë', 'Sur-1')).toBe(1);
    expect(table.findFoldedPair('Zoe', 'SUR1')).toBe(1);
    expect(fold.mock.calls.map(([name]) => name).sort()).toEqual(['Jörg', 'Zoë']);
  });
});
