/**
 * Devices (spec 4.6) and creation-wizard requests (spec 4.5) for every shell: one page with
 * the total, counts per platform and status, exports to a file for download, and a walk
 * over every page for the command line. The query bodies come from shared/api/query-body.ts
 * (the demo server reads the same). Requests of one caller on one channel cancel each
 * other (channels.ts).
 */
import { DEVICE_STATUSES, PLATFORMS } from '../../../shared/api/wire/enums';
import { DEVICE_FIELDS, ORG_REQUEST_FIELDS } from '../../../shared/api/fields/index';
import type { FieldRegistry } from '../../../shared/api/fields/index';
import type { ConnectionRef } from '../../../shared/models/connection';
import type {
  CountsByValue,
  DeviceFilter,
  OrgRequestFilter,
  QueryPage,
  ServerRecord,
  SortSpec,
} from '../../../shared/models/query';
import type { ApiClient, CallOptions, QueryBody } from '../api/api-client';
import type { Caller } from '../caller';
import type { ConnectionService } from '../connections/connections';
import type { Channels } from './channels';
import { mapLimited } from './channels';
import type { ExportFormat } from '../../../shared/csv/export-format';
import type { Exports } from './exports';
import { EXPORT_PAGE_SIZE, exportFileName } from './exports';
import { walkPages } from './page-walk';
import { deviceFilterNodes, deviceQuery, orgQuery, queryBody } from '../../../shared/api/query-bodies';

export interface QueryServiceDeps {
  connections: Pick<ConnectionService, 'resolve'>;
  channels: Channels;
  exports: Exports;
  now?: () => number;
  /** Count queries in flight at once (default 4). */
  countConcurrency?: number;
}

interface Target {
  /** The active profile when absent. */
  connection?: ConnectionRef | undefined;
}
interface OnChannel extends Target {
  channel?: string | undefined;
}
interface Paging {
  sort: SortSpec[];
  limit: number;
  offset: number;
}

export interface DeviceQuery extends Target {
  filter: DeviceFilter;
  sort: SortSpec[];
}
export interface OrgQuery extends Target {
  filter: OrgRequestFilter;
  sort: SortSpec[];
}

/** Every page from `offset` on, at most `limit` records (all when absent), as the server pages them. */
export interface Walk {
  offset?: number;
  limit?: number;
  signal?: AbortSignal;
}

/** Records sampled to find platform and status values the app does not know. */
export const DISCOVERY_SAMPLE = 500;

type Fetch = (client: ApiClient, body: QueryBody, call: CallOptions) => Promise<QueryPage<ServerRecord>>;
const devices: Fetch = (client, body, call) => client.queryDevices(body, call);
const orgs: Fetch = (client, body, call) => client.queryCreationWizardRequests(body, call);

/**
 * One page as the caller asked for it (`limit` records from `offset`), even from a server
 * that caps its pages below that: the page is filled by further requests while the server's
 * count says more exist (page-walk.ts). A server that gives the page whole costs one request.
 */
export async function fullPage(
  fetchPage: (offset: number, limit: number) => Promise<QueryPage<ServerRecord>>,
  paging: { limit: number; offset: number },
): Promise<QueryPage<ServerRecord>> {
  const results: ServerRecord[] = [];
  let total: number | null = null;
  for await (const page of walkPages(fetchPage, { pageSize: paging.limit, offset: paging.offset })) {
    total = page.total;
    results.push(...page.results.slice(0, paging.limit - results.length));
    if (results.length >= paging.limit) break;
  }
  return { total, results };
}

export function createQueryService(deps: QueryServiceDeps) {
  const now = deps.now ?? (() => Date.now());
  const concurrency = deps.countConcurrency ?? 4;
  const clientOf = async (target: Target) => (await deps.connections.resolve(target.connection)).client;

  async function* walk(
    fetch: Fetch,
    target: Target,
    body: (page: { limit: number; offset: number }) => QueryBody,
    options: Walk,
  ): AsyncGenerator<QueryPage<ServerRecord>, void, undefined> {
    const client = await clientOf(target);
    let left = options.limit ?? Infinity;
    const pageSize = Math.min(EXPORT_PAGE_SIZE, left);
    const call = options.signal ? { signal: options.signal } : {};
    const pages = walkPages((offset, limit) => fetch(client, body({ offset, limit }), call), {
      pageSize,
      offset: options.offset ?? 0,
    });
    for await (const page of pages) {
      const results = page.results.length > left ? page.results.slice(0, left) : page.results;
      left -= results.length;
      yield { total: page.total, results };
      if (left <= 0) return;
    }
  }

  function startExport(
    fetch: Fetch,
    target: Target,
    what: string,
    fields: FieldRegistry,
    columns: string[],
    format: ExportFormat | undefined,
    body: (p: { limit: number; offset: number }) => QueryBody,
    caller: Caller,
  ) {
    return (async () => {
      const client = await clientOf(target);
      const { exportId } = deps.exports.start(
        {
          fileName: exportFileName(what),
          columns,
          fields,
          ...(format ? { format } : {}),
          page: (offset, limit, signal) => fetch(client, body({ offset, limit }), { signal }),
        },
        caller.id,
      );
      return { exportId };
    })();
  }

  return {
    async queryDevices(input: DeviceQuery & OnChannel & Paging, caller: Caller): Promise<QueryPage<ServerRecord>> {
      const client = await clientOf(input);
      const at = now();
      return deps.channels.run(caller.id, input.channel, (signal) =>
        fullPage(
          (offset, limit) =>
            client.queryDevices(deviceQuery(input.filter, input.sort, { offset, limit }, at), { signal }),
          input,
        ),
      );
    },

    /**
     * Counts per platform and per status under the rest of the filter (facet counts): one
     * limit-1 count query per value, a few at a time. Values come from the known lists,
     * the filter itself, and a sample of the matching devices (a newer server's values).
     */
    async deviceCounts(input: OnChannel & { filter: DeviceFilter }, caller: Caller): Promise<CountsByValue> {
      const client = await clientOf(input);
      return deps.channels.run(caller.id, input.channel, async (signal) => {
        const at = now();
        const sample = await client.queryDevices(
          queryBody(
            deviceFilterNodes({ ...input.filter, platforms: [], statuses: [] }, at),
            [],
            { limit: DISCOVERY_SAMPLE, offset: 0 },
            false,
          ),
          { signal },
        );
        const valuesOf = (field: 'platform' | 'status', known: readonly string[], chosen: readonly string[]) => {
          const values = new Set<string>([...known, ...chosen]);
          for (const record of sample.results) if (typeof record[field] === 'string') values.add(record[field]);
          return [...values];
        };
        const platforms = valuesOf('platform', PLATFORMS, input.filter.platforms);
        const statuses = valuesOf('status', DEVICE_STATUSES, input.filter.statuses);
        const tasks = [
          ...platforms.map((value) => ({ field: 'platform' as const, value })),
          ...statuses.map((value) => ({ field: 'status' as const, value })),
        ];
        const counts = await mapLimited(tasks, concurrency, async ({ field, value }) => {
          const filter: DeviceFilter =
            field === 'platform' ? { ...input.filter, platforms: [value] } : { ...input.filter, statuses: [value] };
          const page = await client.queryDevices(deviceQuery(filter, [], { limit: 1, offset: 0 }, at), { signal });
          return page.total ?? page.results.length;
        });
        const result: CountsByValue = { byPlatform: {}, byStatus: {} };
        tasks.forEach((task, i) => {
          const n = counts[i] ?? 0;
          const known =
            task.field === 'platform' ? (PLATFORMS as readonly string[]) : (DEVICE_STATUSES as readonly string[]);
          // Known values with no device are left out; values the user chose or the server returned stay, even at 0.
          const chosen = (task.field === 'platform' ? input.filter.platforms : input.filter.statuses).includes(
            task.value,
          );
          if (n > 0 || chosen || !known.includes(task.value))
            (task.field === 'platform' ? result.byPlatform : result.byStatus)[task.value] = n;
        });
        return result;
      });
    },

    exportDevices(
      input: DeviceQuery & { columns: string[]; format?: ExportFormat | undefined },
      caller: Caller,
    ): Promise<{ exportId: string }> {
      const at = now();
      return startExport(
        devices,
        input,
        'devices',
        DEVICE_FIELDS,
        input.columns,
        input.format,
        (page) => deviceQuery(input.filter, input.sort, page, at),
        caller,
      );
    },

    /** Every matching device, page by page (the CLI's `devices`, `--all` or not). */
    walkDevices(input: DeviceQuery, options: Walk = {}): AsyncGenerator<QueryPage<ServerRecord>, void, undefined> {
      const at = now();
      return walk(devices, input, (page) => deviceQuery(input.filter, input.sort, page, at), options);
    },

    async queryOrgs(input: OrgQuery & OnChannel & Paging, caller: Caller): Promise<QueryPage<ServerRecord>> {
      const client = await clientOf(input);
      return deps.channels.run(caller.id, input.channel, (signal) =>
        fullPage(
          (offset, limit) =>
            client.queryCreationWizardRequests(orgQuery(input.filter, input.sort, { offset, limit }), { signal }),
          input,
        ),
      );
    },

    exportOrgs(
      input: OrgQuery & { columns: string[]; format?: ExportFormat | undefined },
      caller: Caller,
    ): Promise<{ exportId: string }> {
      return startExport(
        orgs,
        input,
        'organization-requests',
        ORG_REQUEST_FIELDS,
        input.columns,
        input.format,
        (page) => orgQuery(input.filter, input.sort, page),
        caller,
      );
    },

    /** Every matching creation-wizard request, page by page (the CLI's `org-requests`). */
    walkOrgs(input: OrgQuery, options: Walk = {}): AsyncGenerator<QueryPage<ServerRecord>, void, undefined> {
      return walk(orgs, input, (page) => orgQuery(input.filter, input.sort, page), options);
    },
  };
}

export type QueryService = ReturnType<typeof createQueryService>;
