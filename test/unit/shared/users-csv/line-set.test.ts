import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LineSet } from '../../../../shared/users-csv/line-set';

describe('LineSet', () => {
  it('holds exactly the lines added, however far apart', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat(5_000_000), { maxLength: 200 }),
        fc.array(fc.nat(5_000_000)),
        (added, probes) => {
          const set = new LineSet();
          for (const line of added) set.add(line);
          for (const line of [...added, ...probes]) expect(set.has(line)).toBe(added.includes(line));
        },
      ),
    );
  });

  it('knows each line once, in the bitmap and beyond it (negative, past 2^26)', () => {
    const set = new LineSet();
    for (const line of [2, 3, 100_000, 2 ** 27, 2 ** 27 + 1, 0, -1]) expect(set.add(line)).toBe(true);
    for (const line of [2, 3, 100_000, 2 ** 27, 0, -1]) expect(set.add(line)).toBe(false);
    expect(set.add(4)).toBe(true);
    expect([2 ** 27, -1, -2].map((line) => set.has(line))).toEqual([true, true, false]);
  });
});
