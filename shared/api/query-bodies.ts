/**
 * Query bodies (spec 2.6) from what the screens and the CLI ask, for core's client; the
 * demo server reads the same GetQuery (shared/api/wire/query.ts). Devices (spec 4.6): platform and
 * status as stringEnum, combined under one logOp AND; the name search as containsString
 * (case-insensitive substring on a real server); "last connection older than N days" as
 * a dateRange with only `max` (reference DateRangeFilter: int64 epoch ms bounds).
 */
import type { DeviceFilter, OrgRequestFilter, SortSpec } from '../models/query';
import { buildQuery } from './wire/query';
import type { Filter, GetQuery } from './wire/query';

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

/** A query body from the screens' sort and page: the filters as buildQuery puts them (one logOp AND). */
export function queryBody(
  nodes: readonly Filter[],
  sort: readonly SortSpec[],
  page: { limit: number; offset: number },
  count = true,
): GetQuery {
  return buildQuery({
    limit: page.limit,
    offset: page.offset,
    count,
    sort: sort.map((s) => ({ name: s.field, ascending: s.ascending })),
    filters: nodes,
  });
}

export function deviceQuery(
  filter: DeviceFilter,
  sort: readonly SortSpec[],
  page: { limit: number; offset: number },
  now: number,
): GetQuery {
  return queryBody(deviceFilterNodes(filter, now), sort, page);
}

export function orgQuery(
  filter: OrgRequestFilter,
  sort: readonly SortSpec[],
  page: { limit: number; offset: number },
): GetQuery {
  return queryBody(orgFilterNodes(filter), sort, page);
}
