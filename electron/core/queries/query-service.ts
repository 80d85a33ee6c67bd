/**
 * devices.* and orgs.* (spec 4.5, 4.6): one page with the total, counts per platform and
 * status, and exports. Requests on one channel cancel each other (channels.ts).
 */
import { DEVICE_STATUSES, PLATFORMS } from '../../../shared/api/wire/enums';
import type {
  CountsByValue,
  DeviceFilter,
  OrgRequestFilter,
  QueryPage,
  ServerRecord,
  SortSpec,
} from '../../../shared/models/query';
import type { ResolveClient } from '../profiles/profiles-service';
import type { Channels } from './channels';
import { mapLimited } from './channels';
import type { Exports } from './exports';
import { exportFileName } from './exports';
import { deviceFilterNodes, deviceQuery, orgQuery, queryBody } from './query-bodies';

export interface QueryServiceDeps {
  resolveClient: ResolveClient;
  channels: Channels;
  exports: Exports;
  now?: () => number;
  /** Count queries in flight at once (default 4). */
  countConcurrency?: number;
}

interface Ref {
  profileId?: string | undefined;
  channel?: string | undefined;
}

/** Records sampled to find platform and status values the app does not know. */
export const DISCOVERY_SAMPLE = 500;

export function createQueryService(deps: QueryServiceDeps) {
  const now = deps.now ?? (() => Date.now());
  const concurrency = deps.countConcurrency ?? 4;

  return {
    async queryDevices(
      input: Ref & { filter: DeviceFilter; sort: SortSpec[]; limit: number; offset: number },
    ): Promise<QueryPage<ServerRecord>> {
      const { client } = await deps.resolveClient(input.profileId);
      return deps.channels.run(input.channel, (signal) =>
        client.queryDevices(deviceQuery(input.filter, input.sort, input, now()), { signal }),
      );
    },

    /**
     * Counts per platform and per status under the rest of the filter (facet counts): one
     * limit-1 count query per value, a few at a time. Values come from the known lists,
     * the filter itself, and a sample of the matching devices (a newer server's values).
     */
    async deviceCounts(input: Ref & { filter: DeviceFilter }): Promise<CountsByValue> {
      const { client } = await deps.resolveClient(input.profileId);
      return deps.channels.run(input.channel, async (signal) => {
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

    async exportDevices(input: {
      profileId?: string | undefined;
      filter: DeviceFilter;
      sort: SortSpec[];
      columns: string[];
    }): Promise<{ exportId: string }> {
      const { client } = await deps.resolveClient(input.profileId);
      const at = now();
      const { exportId } = deps.exports.start({
        fileName: exportFileName('devices'),
        columns: input.columns,
        page: (offset, limit, signal) =>
          client.queryDevices(deviceQuery(input.filter, input.sort, { offset, limit }, at), { signal }),
      });
      return { exportId };
    },

    async queryOrgs(
      input: Ref & { filter: OrgRequestFilter; sort: SortSpec[]; limit: number; offset: number },
    ): Promise<QueryPage<ServerRecord>> {
      const { client } = await deps.resolveClient(input.profileId);
      return deps.channels.run(input.channel, (signal) =>
        client.queryCreationWizardRequests(orgQuery(input.filter, input.sort, input), { signal }),
      );
    },

    async exportOrgs(input: {
      profileId?: string | undefined;
      filter: OrgRequestFilter;
      sort: SortSpec[];
      columns: string[];
    }): Promise<{ exportId: string }> {
      const { client } = await deps.resolveClient(input.profileId);
      const { exportId } = deps.exports.start({
        fileName: exportFileName('organization-requests'),
        columns: input.columns,
        page: (offset, limit, signal) =>
          client.queryCreationWizardRequests(orgQuery(input.filter, input.sort, { offset, limit }), { signal }),
      });
      return { exportId };
    },
  };
}

export type QueryService = ReturnType<typeof createQueryService>;
