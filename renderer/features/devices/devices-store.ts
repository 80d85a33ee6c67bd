import type { DeviceFilter } from '../../../shared/models/query';
import { createListStore } from '../../ui/data-table/list-store';
import { DEFAULT_DEVICE_COLUMNS, DEFAULT_DEVICE_SORT, sortStartsAscending } from './device-columns';
import { EMPTY_DEVICE_FILTER } from './filter-summary';

/** The devices screen's state, kept across navigation (leaving and coming back keeps the view). */
export const useDevicesStore = createListStore<DeviceFilter>({
  filter: EMPTY_DEVICE_FILTER,
  sort: DEFAULT_DEVICE_SORT,
  columns: [...DEFAULT_DEVICE_COLUMNS],
  limit: 100,
  sortStartsAscending,
});
