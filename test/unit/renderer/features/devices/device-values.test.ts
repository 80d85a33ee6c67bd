import { describe, expect, it } from 'vitest';
import { DEVICE_STATUSES, PLATFORMS } from '../../../../../shared/api/wire/enums';
import {
  KNOWN_PLATFORMS,
  KNOWN_STATUSES,
  platformLabel,
  statusLabel,
  valueList,
} from '../../../../../renderer/features/devices/device-values';
import { describeDeviceFilter, toggleValue } from '../../../../../renderer/features/devices/filter-summary';
import { removeView, upsertView } from '../../../../../renderer/features/devices/saved-views';

describe('device values', () => {
  it('offers every platform and status of the reference, the spec values first, each with a label', () => {
    expect([...KNOWN_PLATFORMS].sort()).toEqual([...PLATFORMS].sort());
    expect([...KNOWN_STATUSES].sort()).toEqual([...DEVICE_STATUSES].sort());
    expect(KNOWN_PLATFORMS.slice(0, 3)).toEqual(['IOS', 'ANDROID', 'ANDROID_ENTERPRISE']);
    expect(KNOWN_STATUSES[0]).toBe('COMPLIANT');
    // KNX is its own label; every other value reads better than the enum constant.
    for (const p of PLATFORMS.filter((v) => v !== 'KNX')) expect(platformLabel(p)).not.toBe(p);
    for (const s of DEVICE_STATUSES) expect(statusLabel(s)).not.toBe(s);
  });
  it('adds values the server returned that the app does not know, once each', () => {
    expect(valueList(['A', 'B'], ['B', 'Z'], ['Y', 'Z', ''])).toEqual(['A', 'B', 'Y', 'Z']);
    expect(platformLabel('FUTUREOS')).toBe('FUTUREOS');
  });
});

describe('describeDeviceFilter', () => {
  it('words every condition', () => {
    expect(
      describeDeviceFilter({
        platforms: ['IOS', 'ANDROID', 'MACOS'],
        statuses: ['INACTIVE'],
        search: ' ipad ',
        lastConnectionOlderThanDays: 1,
      }).map((p) => p.text),
    ).toEqual([
      'Platform is iOS, Android, or macOS',
      'Status is Inactive',
      'Name contains “ipad”',
      'Last connection more than 1 day ago',
    ]);
    expect(
      describeDeviceFilter({ platforms: [], statuses: [], search: '  ', lastConnectionOlderThanDays: null }),
    ).toEqual([]);
  });
});

describe('toggleValue', () => {
  const filter = { platforms: ['IOS'], statuses: ['COMPLIANT'], search: 'x', lastConnectionOlderThanDays: null };
  it('adds a value that is not in the filter, and removes one that is', () => {
    expect(toggleValue(filter, 'platforms', 'ANDROID')).toEqual({ platforms: ['IOS', 'ANDROID'] });
    expect(toggleValue(filter, 'statuses', 'COMPLIANT')).toEqual({ statuses: [] });
  });
});

describe('saved views', () => {
  const view = {
    name: 'Stale',
    filter: { platforms: ['IOS'], statuses: [], search: '', lastConnectionOlderThanDays: 30 },
    sort: [{ field: 'name', ascending: true }],
    columns: ['name'],
    limit: 100,
  };
  it('replaces a view of the same name', () => {
    const other = { ...view, name: 'Other' };
    expect(upsertView([view, other], { ...view, name: 'stale', limit: 50 })).toEqual([
      { ...view, name: 'stale', limit: 50 },
      other,
    ]);
  });
  it('removes a view by its name', () => {
    expect(removeView([view, { ...view, name: 'Other' }], 'Stale').map((v) => v.name)).toEqual(['Other']);
  });
});
