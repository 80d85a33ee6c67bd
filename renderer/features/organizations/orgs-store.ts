import { create } from 'zustand';
import type { OrgRequestFilter, SortSpec } from '../../../shared/models/query';
import { nextSort } from '../../components/data-table/sort-order';
import { DEFAULT_ORG_COLUMNS, DEFAULT_ORG_SORT, orgSortStartsAscending } from './org-columns';

export interface OrgsState {
  filter: OrgRequestFilter;
  sort: SortSpec[];
  columns: string[];
  limit: number;
  offset: number;
  lastChange: 'typing' | 'click';
  setSearch(search: string): void;
  sortBy(field: string, additive: boolean): void;
  setColumns(columns: string[]): void;
  setLimit(limit: number): void;
  setOffset(offset: number): void;
}

/** The organization requests screen's state, kept across navigation. */
export const useOrgsStore = create<OrgsState>((set) => ({
  filter: { search: '' },
  sort: DEFAULT_ORG_SORT,
  columns: [...DEFAULT_ORG_COLUMNS],
  limit: 50,
  offset: 0,
  lastChange: 'click',
  setSearch: (search) => set({ filter: { search }, offset: 0, lastChange: 'typing' }),
  sortBy: (field, additive) =>
    set((s) => ({
      sort: nextSort(s.sort, field, additive, orgSortStartsAscending(field)),
      offset: 0,
      lastChange: 'click',
    })),
  setColumns: (columns) => set({ columns }),
  setLimit: (limit) => set((s) => ({ limit, offset: Math.floor(s.offset / limit) * limit, lastChange: 'click' })),
  setOffset: (offset) => set({ offset, lastChange: 'click' }),
}));
