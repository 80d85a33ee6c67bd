import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HashLog, LineCursor } from '../../../../shared/users-csv/hash-log';

describe('HashLog', () => {
  it('gives back every entry: hashes by entry, lines in order, across blocks and for any distance between lines', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(0, 1, 1, 1, 2), fc.nat(1 << 30)), { minLength: 1, maxLength: 200 }),
        fc.integer({ min: 1, max: 3 }),
        (steps, repeat) => {
          const log = new HashLog();
          const lines: number[] = [];
          let line = 1;
          // Enough entries to cross a block boundary now and then.
          for (let r = 0; r < repeat * 400; r++)
            for (const step of steps) {
              line = Math.min(line + step, 2 ** 31 - 1);
              lines.push(line);
              log.push(lines.length * 7919, -lines.length, line);
            }
          const cursor = new LineCursor(log);
          const wrong: number[] = [];
          for (let e = 0; e < lines.length; e++)
            if (log.a(e) !== (e + 1) * 7919 || log.b(e) !== -(e + 1) || cursor.next() !== lines[e]) wrong.push(e);
          expect(wrong).toEqual([]);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('holds about 9 bytes an entry for consecutive lines, in blocks (no doubling array)', () => {
    const log = new HashLog();
    for (let e = 0; e < 1_000_000; e++) log.push(e, e, e + 2);
    expect(log.count).toBe(1_000_000);
    expect(log.bytes / log.count).toBeLessThan(9.5);
  });
});
