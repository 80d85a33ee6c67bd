import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CandidateList } from '../../../../shared/users-csv/candidate-list';

describe('CandidateList', () => {
  it('gives back each entry, value and tag, whether its group of values is joined yet or not', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme', maxLength: 12 }), { maxLength: 3000 }), (values) => {
        const list = new CandidateList();
        values.forEach((v, k) => list.push(k * 3, v, k + 100));
        expect(list.length).toBe(values.length);
        values.forEach((v, k) => {
          expect(list.entry(k)).toBe(k * 3);
          expect(list.value(k)).toBe(v);
          expect(list.tag(k)).toBe(k + 100);
        });
      }),
      { numRuns: 40 },
    );
  });
});
