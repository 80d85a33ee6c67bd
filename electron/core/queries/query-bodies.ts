/**
 * Query bodies (spec 2.6) from what the screens ask. Devices (spec 4.6): platform and
 * status as stringEnum, combined under one logOp AND; the name search as containsString
 * (case-insensitive substring on a real server); "last connection older than N days" as
 * a dateRange with only `max` (reference DateRangeFilter: int64 epoch ms bounds).
 */
import type { Filter } from '../../../shared/api/wire/query';
import type { DeviceFilter, OrgRequestFilter, SortSpec } from '../../../shared/models/query';
import type { QueryBody } from '../api/api-client';

export const DAY_MS = 86_400_000;

export function deviceFilterNodes(filter: DeviceFilter, now: number): Filter[] {
  const nodes: Filter[] = [];
  if (filter.platforms.length > 0)
    nodes.push({ type: 'stringEnum', fieldName: 'platform', values: [...filter.platforms] });
  if (filter.statuses.length > 0) nodes.push({ type: 'stringEnum', fieldName: 'status', values: [...filter.statuses] });
  const search = filter.search.trim();
  if (search) nodes.push({ type: 'containsString', fieldName: 'name', contains: search });
  if (filter.lastConnectionOlderThanDays !== null) {
    nodes.push({
      type: 'dateRange',
      fieldName: 'lastConnectionDate',
      max: now - filter.lastConnectionOlderThanDays * DAY_MS,
    });
  }
  return nodes;
}

export function orgFilterNodes(filter: OrgRequestFilter): Filter[] {
  const search = filter.search.trim();
  return search ? [{ type: 'containsString', fieldName: 'name', contains: search }] : [];
}

/** All filters under one logOp AND, as spec 4.6 shows it; no filter when there is none. */
export function andFilter(nodes: readonly Filter[]): Filter | undefined {
  return nodes.length === 0 ? undefined : { type: 'logOp', operation: 'AND', filters: [...nodes] };
}

export function queryBody(
  nodes: readonly Filter[],
  sort: readonly SortSpec[],
  page: { limit: number; offset: number },
  count = true,
): QueryBody {
  const body: QueryBody = { limit: page.limit, offset: page.offset, getNonpagedCount: count };
  if (sort.length > 0) body.sortOrder = { sortFields: sort.map((s) => ({ name: s.field, ascending: s.ascending })) };
  const filter = andFilter(nodes);
  if (filter) body.filter = filter as unknown as Record<string, unknown>;
  return body;
}

export function deviceQuery(
  filter: DeviceFilter,
  sort: readonly SortSpec[],
  page: { limit: number; offset: number },
  now: number,
): QueryBody {
  return queryBody(deviceFilterNodes(filter, now), sort, page);
}

export function orgQuery(
  filter: OrgRequestFilter,
  sort: readonly SortSpec[],
  page: { limit: number; offset: number },
): QueryBody {
  return queryBody(orgFilterNodes(filter), sort, page);
}
