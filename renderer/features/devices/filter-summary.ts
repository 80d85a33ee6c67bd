import type { DeviceFilter } from '../../../shared/models/query';
import { formatList } from '../../../shared/i18n/format';
import { currentLanguage, translate } from '../../ui/i18n';
import { platformLabel, statusLabel } from './device-values';

export type FilterPart = 'platforms' | 'statuses' | 'search' | 'lastConnectionOlderThanDays';

export const EMPTY_DEVICE_FILTER: DeviceFilter = {
  platforms: [],
  statuses: [],
  search: '',
  lastConnectionOlderThanDays: null,
};

const either = (values: string[]) => formatList(currentLanguage(), values, 'disjunction');

/** The active filter in words, one part per condition (the parts are ANDed, as in the spec). */
export function describeDeviceFilter(filter: DeviceFilter): { part: FilterPart; text: string }[] {
  const parts: { part: FilterPart; text: string }[] = [];
  if (filter.platforms.length)
    parts.push({
      part: 'platforms',
      text: translate('filter.platform', { values: either(filter.platforms.map(platformLabel)) }),
    });
  if (filter.statuses.length)
    parts.push({
      part: 'statuses',
      text: translate('filter.status', { values: either(filter.statuses.map(statusLabel)) }),
    });
  if (filter.search.trim())
    parts.push({ part: 'search', text: translate('filter.name', { text: filter.search.trim() }) });
  if (filter.lastConnectionOlderThanDays !== null)
    parts.push({
      part: 'lastConnectionOlderThanDays',
      text: translate('filter.olderThan', { count: filter.lastConnectionOlderThanDays }),
    });
  return parts;
}

export function clearPart(filter: DeviceFilter, part: FilterPart): DeviceFilter {
  return { ...filter, [part]: EMPTY_DEVICE_FILTER[part] };
}

/** The filter with a platform or status added, or removed when it was there (a chip or a bar clicked). */
export function toggleValue(
  filter: DeviceFilter,
  part: 'platforms' | 'statuses',
  value: string,
): Partial<DeviceFilter> {
  const values = filter[part];
  return { [part]: values.includes(value) ? values.filter((v) => v !== value) : [...values, value] };
}
