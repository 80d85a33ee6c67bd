import { describe, expect, it } from 'vitest';
import {
  sameNotApplied,
  undecidedLookAlikes,
  useLookAlikeDecisions,
} from '../../../../../renderer/features/import/look-alike-decisions';

const rene = { name: 'rmueller', email: 'rm@x.de' };
const zoe = { name: 'zoe', email: '' };

describe('the look-alike decisions', () => {
  it("counts the look-alike lines nobody decided, by line and account, and forgets another file's", () => {
    const comparison = {
      lineMap: Uint32Array.from([2, 3, 4, 5, 6, 7, 8, 9]),
      similar: [
        { record: 3, users: [rene] },
        { record: 7, users: [zoe] },
      ],
    };
    const file = new File(['a'], 'a.csv');
    const store = useLookAlikeDecisions;
    store.getState().decide(new File(['b'], 'b.csv'), 5, rene, 'same');
    expect(undecidedLookAlikes(comparison, file, store.getState())).toBe(2);
    store.getState().decide(file, 5, rene, 'new');
    expect(undecidedLookAlikes(comparison, file, store.getState())).toBe(1);
    // A decision about another account than the line now looks like is none.
    store.getState().decide(file, 9, rene, 'same');
    expect(undecidedLookAlikes(comparison, file, store.getState())).toBe(1);
    store.getState().decide(file, 9, zoe, 'same');
    expect(undecidedLookAlikes(comparison, file, store.getState())).toBe(0);
    // Kept across dry runs of the same file: the same lines in another run are decided.
    const again = { lineMap: Uint32Array.from([2, 5, 9]), similar: [{ record: 1, users: [rene] }] };
    expect(undecidedLookAlikes(again, file, store.getState())).toBe(0);
    expect(sameNotApplied(comparison, file, store.getState())).toEqual([{ record: 7, line: 9, user: zoe }]);
    store.getState().markApplied(file, [9]);
    expect(sameNotApplied(comparison, file, store.getState())).toEqual([]);
    expect(undecidedLookAlikes(null, file, store.getState())).toBe(0);
  });
});
