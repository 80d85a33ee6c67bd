import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packComparison } from '../../../../../electron/core/dry-run/pack-comparison';
import { unpackComparison } from '../../../../../shared/models/dry-run-comparison';
import type { DryRunComparison } from '../../../../../shared/models/dry-run-comparison';

const base = (changes: DryRunComparison['changes'], similar: DryRunComparison['similar']): DryRunComparison => ({
  kinds: Uint8Array.from([1, 2, 3]),
  changes,
  similar,
  fields: ['email', 'phone'],
  serverUsers: 7,
  notInFile: { count: 2 },
  reads: 1,
  matchedBy: Uint8Array.from([1, 2, 3]),
  conflicts: [],
  idColumn: 'custom1',
});

describe('the comparison packed for a window', () => {
  it('unpacks to what was packed, across many slices, with any text in the values', async () => {
    const value = fc.string({ unit: 'binary', maxLength: 12 });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ record: fc.nat(), server: value, file: value }), { maxLength: 4_500 }),
        fc.array(fc.record({ record: fc.nat(), name: value, email: value }), { maxLength: 300 }),
        async (changed, alike) => {
          const comparison = base(
            changed.map(({ record, server, file }) => ({ record, changes: { phone: { server, file } } })),
            alike.map(({ record, name, email }) => ({ record, users: [{ name, email }] })),
          );
          const packed = await packComparison(comparison);
          expect('changes' in packed).toBe(false);
          expect(unpackComparison(packed)).toEqual(comparison);
        },
      ),
      { numRuns: 25 },
    );
  });
});
