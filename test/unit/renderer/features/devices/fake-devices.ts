import type { ProfilesState, ProfileView } from '../../../../../shared/models/profile';
import type { DeviceFilter, ServerRecord, SortSpec } from '../../../../../shared/models/query';

export function profile(kind: ProfileView['kind'], id = `p-${kind}`): ProfileView {
  return {
    id,
    name: kind === 'organization' ? 'Acme org admin' : 'Ops system admin',
    baseUrl: 'http://127.0.0.1:1',
    kind,
    dialect: 'auto',
    learnedDialect: null,
    hasCaCertificate: false,
    tokenHint: '…abcd',
    demo: false,
    allowInsecureHttp: false,
  };
}

export function profilesState(...profiles: ProfileView[]): ProfilesState {
  return { profiles, activeId: profiles[0]?.id ?? null };
}

const PLATFORMS = ['IOS', 'ANDROID', 'ANDROID_ENTERPRISE', 'FUTUREOS'];
const STATUSES = ['COMPLIANT', 'INACTIVE', 'NONCOMPLIANT'];
const DAY = 86_400_000;
export const NOW = Date.UTC(2026, 0, 15);

/** A small device table, and the query semantics core gives it (filter AND, sort, page). */
export function fakeDevices(count: number): ServerRecord[] {
  return Array.from({ length: count }, (_, i) => ({
    uuid: `d-${i}`,
    name: `device-${String(i).padStart(4, '0')}`,
    platform: PLATFORMS[i % PLATFORMS.length],
    status: STATUSES[i % STATUSES.length],
    lastConnectionDate: NOW - (i % 90) * DAY,
    model: 'Model X',
    osVersion: '17.1',
    userName: `user${i}`,
    serialNumber: `SN${i}`,
    wifiMac: `00:00:00:00:00:${String(i % 100).padStart(2, '0')}`,
  }));
}

export function queryDevices(
  all: ServerRecord[],
  input: { filter: DeviceFilter; sort: SortSpec[]; limit: number; offset: number },
) {
  const { filter } = input;
  let rows = all.filter(
    (d) =>
      (filter.platforms.length === 0 || filter.platforms.includes(String(d.platform))) &&
      (filter.statuses.length === 0 || filter.statuses.includes(String(d.status))) &&
      String(d.name).toLowerCase().includes(filter.search.toLowerCase()),
  );
  const [first] = input.sort;
  if (first)
    rows = [...rows].sort(
      (a, b) =>
        (String(a[first.field]) < String(b[first.field])
          ? -1
          : String(a[first.field]) > String(b[first.field])
            ? 1
            : 0) * (first.ascending ? 1 : -1),
    );
  return { total: rows.length, results: rows.slice(input.offset, input.offset + input.limit) };
}
