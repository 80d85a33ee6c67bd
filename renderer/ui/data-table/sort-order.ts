import type { SortSpec } from '../../../shared/models/query';

/** The contract accepts at most this many sort fields. */
export const MAX_SORT_FIELDS = 5;

/**
 * The sort after a click on a column header.
 *
 * A plain click makes the column the only sort field; clicking the column that already is
 * the only sort flips its direction. A shift-click (`additive`) adds the column as the next
 * sort field, flips it when it is already there, and removes it on the third click, so
 * that a secondary sort can be undone without losing the primary one.
 */
export function nextSort(
  sort: readonly SortSpec[],
  field: string,
  additive: boolean,
  defaultAscending = true,
): SortSpec[] {
  const existing = sort.find((s) => s.field === field);
  if (!additive) {
    if (sort.length === 1 && existing) return [{ field, ascending: !existing.ascending }];
    return [{ field, ascending: existing ? existing.ascending : defaultAscending }];
  }
  if (!existing) return sort.length >= MAX_SORT_FIELDS ? [...sort] : [...sort, { field, ascending: defaultAscending }];
  if (existing.ascending === defaultAscending)
    return sort.map((s) => (s.field === field ? { field, ascending: !s.ascending } : s));
  return sort.filter((s) => s.field !== field);
}

/** Where a column stands in the sort: its 1-based position and direction, or null. */
export function sortPosition(
  sort: readonly SortSpec[],
  field: string,
): { position: number; ascending: boolean } | null {
  const index = sort.findIndex((s) => s.field === field);
  const spec = sort[index];
  return spec ? { position: index + 1, ascending: spec.ascending } : null;
}
