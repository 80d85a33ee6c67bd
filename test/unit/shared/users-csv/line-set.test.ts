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
});
