import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_SORT_FIELDS, nextSort, sortPosition } from '../../../../../renderer/ui/data-table/sort-order';

describe('nextSort', () => {
  it('a click sorts by the column alone, ascending', () => {
    expect(
      nextSort(
        [
          { field: 'name', ascending: true },
          { field: 'model', ascending: false },
        ],
        'platform',
        false,
      ),
    ).toEqual([{ field: 'platform', ascending: true }]);
  });
  it('a click on the only sort column flips it', () => {
    expect(nextSort([{ field: 'name', ascending: true }], 'name', false)).toEqual([
      { field: 'name', ascending: false },
    ]);
    expect(nextSort([{ field: 'name', ascending: false }], 'name', false)).toEqual([
      { field: 'name', ascending: true },
    ]);
  });
  it('a click can start descending for columns where newest first is natural', () => {
    expect(nextSort([], 'lastConnectionDate', false, false)).toEqual([
      { field: 'lastConnectionDate', ascending: false },
    ]);
  });
  it('shift-click adds a secondary sort, flips it, then removes it', () => {
    const primary = [{ field: 'platform', ascending: true }];
    const added = nextSort(primary, 'name', true);
    expect(added).toEqual([
      { field: 'platform', ascending: true },
      { field: 'name', ascending: true },
    ]);
    const flipped = nextSort(added, 'name', true);
    expect(flipped).toEqual([
      { field: 'platform', ascending: true },
      { field: 'name', ascending: false },
    ]);
    expect(nextSort(flipped, 'name', true)).toEqual(primary);
  });
  it('never holds a field twice nor more fields than the contract allows', () => {
    const fields = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g');
    fc.assert(
      fc.property(fc.array(fc.tuple(fields, fc.boolean()), { maxLength: 40 }), (clicks) => {
        let sort = nextSort([], 'a', false);
        for (const [field, shift] of clicks) sort = nextSort(sort, field, shift);
        const names = sort.map((s) => s.field);
        expect(new Set(names).size).toBe(names.length);
        expect(sort.length).toBeLessThanOrEqual(MAX_SORT_FIELDS);
      }),
    );
  });
  it('reports position and direction', () => {
    const sort = [
      { field: 'a', ascending: true },
      { field: 'b', ascending: false },
    ];
    expect(sortPosition(sort, 'b')).toEqual({ position: 2, ascending: false });
    expect(sortPosition(sort, 'c')).toBeNull();
  });
});
