import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KeyMap, KeySet } from '../../../../../electron/core/dry-run/key-shards';

const operation = fc.tuple(fc.constantFrom('set', 'delete', 'add'), fc.string({ maxLength: 4 }), fc.integer());

describe('KeySet and KeyMap', () => {
  it('answer as one Set and one Map would, whatever the keys and the order of changes', () => {
    fc.assert(
      fc.property(
        fc.array(operation, { maxLength: 60 }),
        fc.array(fc.string({ maxLength: 4 }), { maxLength: 10 }),
        (ops, probes) => {
          const map = new KeyMap<number>();
          const set = new KeySet();
          const refMap = new Map<string, number>();
          const refSet = new Set<string>();
          for (const [op, key, value] of ops) {
            if (op === 'set') {
              expect(map.set(key, value)).toBe(map);
              refMap.set(key, value);
            } else if (op === 'delete') {
              expect(map.delete(key)).toBe(refMap.delete(key));
            } else {
              set.add(key);
              refSet.add(key);
            }
          }
          for (const key of [...probes, ...refMap.keys(), ...refSet]) {
            expect(map.has(key)).toBe(refMap.has(key));
            expect(map.get(key)).toBe(refMap.get(key));
            expect(set.has(key)).toBe(refSet.has(key));
          }
          expect(set.size).toBe(refSet.size);
          expect(map.size).toBe(refMap.size);
          expect([...set].sort()).toEqual([...refSet].sort());
        },
      ),
    );
  });
});
