import { create } from 'zustand';
import type { SortSpec } from '../../../shared/models/query';
import { nextSort } from './sort-order';

/** Typing waits this long for a pause before the query goes out; a click asks at once. */
export const TYPING_DEBOUNCE_MS = 300;

/** What a list shows: the part a saved view keeps. */
export interface ListView<Filter> {
  filter: Filter;
  sort: SortSpec[];
  columns: string[];
  limit: number;
}

export interface ListState<Filter> extends ListView<Filter> {
  offset: number;
  /** How long the query for the current state waits: typing waits for a pause (debounce), a click asks at once. */
  debounceMs: number;
  /** Changes part of the filter and goes back to the first page. */
  setFilter(patch: Partial<Filter>, how?: 'typing' | 'click'): void;
  clearFilter(): void;
  /** A header click (`additive`: with Shift), as nextSort reads it. */
  sortBy(field: string, additive: boolean): void;
  setColumns(columns: string[]): void;
  /** Another page size keeps the first row shown on the page shown. */
  setLimit(limit: number): void;
  setOffset(offset: number): void;
  applyView(view: ListView<Filter>): void;
}

export interface ListDefaults<Filter> extends ListView<Filter> {
  /** The empty filter (clearFilter). */
  filter: Filter;
  /** Direction of a column's first click (dates read best newest first). */
  sortStartsAscending(field: string): boolean;
}

const delay = (how: 'typing' | 'click') => (how === 'typing' ? TYPING_DEBOUNCE_MS : 0);

/**
 * The state of a server-side list (filter, sort, columns, paging, debounce), outside any
 * component so that leaving the screen and coming back keeps the view. Each list screen
 * makes its own with its defaults.
 */
export function createListStore<Filter extends object>(defaults: ListDefaults<Filter>) {
  const initial: ListView<Filter> = {
    filter: defaults.filter,
    sort: [...defaults.sort],
    columns: [...defaults.columns],
    limit: defaults.limit,
  };
  return create<ListState<Filter>>((set) => ({
    ...initial,
    offset: 0,
    debounceMs: 0,
    setFilter: (patch, how = 'click') =>
      set((s) => ({ filter: { ...s.filter, ...patch }, offset: 0, debounceMs: delay(how) })),
    clearFilter: () => set({ filter: defaults.filter, offset: 0, debounceMs: 0 }),
    sortBy: (field, additive) =>
      set((s) => ({
        sort: nextSort(s.sort, field, additive, defaults.sortStartsAscending(field)),
        offset: 0,
        debounceMs: 0,
      })),
    setColumns: (columns) => set({ columns }),
    setLimit: (limit) => set((s) => ({ limit, offset: Math.floor(s.offset / limit) * limit, debounceMs: 0 })),
    setOffset: (offset) => set({ offset, debounceMs: 0 }),
    applyView: (view) =>
      set({ filter: view.filter, sort: view.sort, columns: view.columns, limit: view.limit, offset: 0, debounceMs: 0 }),
  }));
}
