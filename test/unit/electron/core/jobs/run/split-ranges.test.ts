import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitRanges } from '../../../../../../electron/core/jobs/run/split-ranges';

/** Offsets of a file: a header of `header` bytes, then records of the given sizes. */
const offsetsOf = (header: number, sizes: number[]) => {
  const out = [0, header];
  for (const size of sizes) out.push(out.at(-1)! + size);
  return Float64Array.from(out);
};

describe('splitRanges', () => {
  it('cuts at N lines', () => {
    expect(splitRanges(offsetsOf(10, Array(250).fill(5)), 100, null)).toEqual([
      [0, 100],
      [100, 200],
      [200, 250],
    ]);
  });

  it('cuts at N bytes, the header counted in each part, and never leaves a part empty', () => {
    // Header 10: each part holds at most 30 bytes, so four records of 5.
    expect(splitRanges(offsetsOf(10, Array(10).fill(5)), null, 30)).toEqual([
      [0, 4],
      [4, 8],
      [8, 10],
    ]);
    // A record larger than the limit goes alone.
    expect(splitRanges(offsetsOf(10, [5, 100, 5]), null, 30)).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
    ]);
  });

  it('covers every record once, in order, within both limits', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 200 }),
        fc.option(fc.integer({ min: 1, max: 40 }), { nil: null }),
        fc.option(fc.integer({ min: 20, max: 400 }), { nil: null }),
        (sizes, maxLines, maxBytes) => {
          const offsets = offsetsOf(10, sizes);
          const ranges = splitRanges(offsets, maxLines, maxBytes);
          let next = 0;
          for (const [from, to] of ranges) {
            expect(from).toBe(next);
            expect(to).toBeGreaterThan(from);
            if (to - from > 1) {
              if (maxLines !== null) expect(to - from).toBeLessThanOrEqual(maxLines);
              if (maxBytes !== null) expect(10 + offsets[to + 1]! - offsets[from + 1]!).toBeLessThanOrEqual(maxBytes);
            }
            next = to;
          }
          expect(next).toBe(sizes.length);
        },
      ),
    );
  });
});
