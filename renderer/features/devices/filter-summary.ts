import type { DeviceFilter } from '../../../shared/models/query';
import { platformLabel, statusLabel } from './device-values';

export type FilterPart = 'platforms' | 'statuses' | 'search' | 'lastConnectionOlderThanDays';

export const EMPTY_DEVICE_FILTER: DeviceFilter = {
  platforms: [],
  statuses: [],
  search: '',
  lastConnectionOlderThanDays: null,
};

const either = (values: string[]) =>
  values.length <= 1 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;

/** The active filter in words, one part per condition (the parts are ANDed, as in the spec). */
export function describeDeviceFilter(filter: DeviceFilter): { part: FilterPart; text: string }[] {
  const parts: { part: FilterPart; text: string }[] = [];
  if (filter.platforms.length)
    parts.push({ part: 'platforms', text: `Platform is ${either(filter.platforms.map(platformLabel))}` });
  if (filter.statuses.length)
    parts.push({ part: 'statuses', text: `Status is ${either(filter.statuses.map(statusLabel))}` });
  if (filter.search.trim()) parts.push({ part: 'search', text: `Name contains “${filter.search.trim()}”` });
  if (filter.lastConnectionOlderThanDays !== null)
    parts.push({
      part: 'lastConnectionOlderThanDays',
      text: `Last connection more than ${filter.lastConnectionOlderThanDays} day${filter.lastConnectionOlderThanDays === 1 ? '' : 's'} ago`,
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
