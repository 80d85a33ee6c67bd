import { create } from 'zustand';
import type { DeviceFilter, SortSpec } from '../../../shared/models/query';
import { nextSort } from '../../components/data-table/sort-order';
import { DEFAULT_DEVICE_COLUMNS, DEFAULT_DEVICE_SORT, sortStartsAscending } from './device-columns';
import { EMPTY_DEVICE_FILTER } from './filter-summary';
import type { DeviceView } from './saved-views';

export interface DevicesState {
  filter: DeviceFilter;
  sort: SortSpec[];
  columns: string[];
  limit: number;
  offset: number;
  /**
   * What changed last: typing waits for a pause before a request goes out (debounce),
   * a click asks at once.
   */
  lastChange: 'typing' | 'click';
  setFilter(patch: Partial<DeviceFilter>, how?: 'typing' | 'click'): void;
  toggleValue(part: 'platforms' | 'statuses', value: string): void;
  clearFilter(): void;
  sortBy(field: string, additive: boolean): void;
  setColumns(columns: string[]): void;
  setLimit(limit: number): void;
  setOffset(offset: number): void;
  applyView(view: DeviceView): void;
}

/** The devices screen's state, kept across navigation (leaving and coming back keeps the view). */
export const useDevicesStore = create<DevicesState>((set) => ({
  filter: EMPTY_DEVICE_FILTER,
  sort: DEFAULT_DEVICE_SORT,
  columns: [...DEFAULT_DEVICE_COLUMNS],
  limit: 100,
  offset: 0,
  lastChange: 'click',
  setFilter: (patch, how = 'click') => set((s) => ({ filter: { ...s.filter, ...patch }, offset: 0, lastChange: how })),
  toggleValue: (part, value) =>
    set((s) => {
      const values = s.filter[part];
      const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
      return { filter: { ...s.filter, [part]: next }, offset: 0, lastChange: 'click' };
    }),
  clearFilter: () => set({ filter: EMPTY_DEVICE_FILTER, offset: 0, lastChange: 'click' }),
  sortBy: (field, additive) =>
    set((s) => ({
      sort: nextSort(s.sort, field, additive, sortStartsAscending(field)),
      offset: 0,
      lastChange: 'click',
    })),
  setColumns: (columns) => set({ columns }),
  setLimit: (limit) => set((s) => ({ limit, offset: Math.floor(s.offset / limit) * limit, lastChange: 'click' })),
  setOffset: (offset) => set({ offset, lastChange: 'click' }),
  applyView: (view) =>
    set({
      filter: view.filter,
      sort: view.sort,
      columns: view.columns,
      limit: view.limit,
      offset: 0,
      lastChange: 'click',
    }),
}));
