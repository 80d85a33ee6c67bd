import { DEVICE_FIELDS } from '../../../shared/api/fields/index';
import type { DeviceFilter } from '../../../shared/models/query';
import { CONNECTION_USAGE } from '../connection-options';
import { listCommand } from '../query-command';
import { parseCount } from '../query-output';

const usage = `Usage: mdm-admin devices (--base-url URL | --profile NAME) [--platform P]... [--status S]...
           [--search TEXT] [--older-than DAYS] [--sort FIELD[:desc]]... [--limit N] [--offset N]
           [--all] [--format table|json|csv] [--columns a,b,...]

Lists the organization's devices (spec 4.6; an organization administrator's token).
Platforms and statuses are combined with AND; several of one kind match any of them.

Filters:
  --platform P        e.g. IOS, ANDROID, ANDROID_ENTERPRISE (repeatable)
  --status S          e.g. COMPLIANT, INACTIVE (repeatable)
  --search TEXT       name contains TEXT (case-insensitive)
  --older-than DAYS   last connection more than DAYS days ago
Paging and output:
  --sort FIELD[:desc] e.g. name, lastConnectionDate:desc (repeatable, up to 5)
  --limit N           page size (default 50, at most 1000)
  --offset N          first record (default 0)
  --all               every matching device (pages of 500)
  --format F          table (default), json ({"total": N, "results": [...]}) or csv
  --columns LIST      fields to show (table default: name, platform, status, lastConnectionDate)
${CONNECTION_USAGE}

Exit codes: 0 listed, 2 usage, 5 connection or authorisation error.`;

export const DEVICE_TABLE_COLUMNS = ['name', 'platform', 'status', 'lastConnectionDate'];

export const devicesCommand = listCommand<DeviceFilter>({
  name: 'devices',
  summary: "list the organization's devices (filter, sort, page; table, JSON or CSV)",
  usage,
  filterOptions: {
    platform: { type: 'string', multiple: true },
    status: { type: 'string', multiple: true },
    search: { type: 'string' },
    'older-than': { type: 'string' },
  },
  filterOf(values) {
    const olderThan = values['older-than'];
    const words = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
    return {
      platforms: words(values.platform),
      statuses: words(values.status),
      search: typeof values.search === 'string' ? values.search : '',
      lastConnectionOlderThanDays:
        typeof olderThan === 'string' ? parseCount(olderThan, 'older-than', 0, 0, 100_000) : null,
    };
  },
  tableColumns: DEVICE_TABLE_COLUMNS,
  fields: DEVICE_FIELDS,
  what: 'devices',
  walk: (core, query, walk) => core.queries.walkDevices(query, walk),
});
