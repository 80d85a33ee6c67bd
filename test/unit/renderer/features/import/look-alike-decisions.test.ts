import { describe, expect, it } from 'vitest';
import {
  undecidedLookAlikes,
  useLookAlikeDecisions,
} from '../../../../../renderer/features/import/look-alike-decisions';

describe('the look-alike decisions', () => {
  it('counts the look-alike lines of this dry run nobody decided, and forgets those of an earlier one', () => {
    const comparison = {
      uploadId: 'dry-2',
      similar: [
        { record: 3, users: [{ name: 'rmueller', email: 'rm@x.de' }] },
        { record: 7, users: [{ name: 'zoe', email: '' }] },
      ],
    };
    const store = useLookAlikeDecisions;
    store.getState().decide('dry-1', 3, 'same');
    expect(undecidedLookAlikes(comparison, store.getState())).toBe(2);
    store.getState().decide('dry-2', 3, 'new');
    expect(undecidedLookAlikes(comparison, store.getState())).toBe(1);
    store.getState().decide('dry-2', 7, 'same');
    expect(undecidedLookAlikes(comparison, store.getState())).toBe(0);
    expect(store.getState().decisions).toEqual({ 3: 'new', 7: 'same' });
    expect(undecidedLookAlikes(null, store.getState())).toBe(0);
  });
});
