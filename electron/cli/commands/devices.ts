import { parseArgs } from 'node:util';
import { withCore } from '../cli-core';
import { CONNECTION_OPTIONS, CONNECTION_USAGE, openConnection, reportError } from '../connection-options';
import type { Command } from '../command';
import { EXIT } from '../io';
import { parseColumns, parseCount, parseFormat, parseSort, printRecords, QUERY_OPTIONS } from '../query-output';

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

export const devicesCommand: Command = {
  name: 'devices',
  summary: "list the organization's devices (filter, sort, page; table, JSON or CSV)",
  usage,
  async run(args, io) {
    const { values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        ...CONNECTION_OPTIONS,
        ...QUERY_OPTIONS,
        platform: { type: 'string', multiple: true },
        status: { type: 'string', multiple: true },
        search: { type: 'string' },
        'older-than': { type: 'string' },
      },
    });
    const format = parseFormat(values.format);
    const sort = parseSort(values.sort);
    const limit = parseCount(values.limit, 'limit', 50, 1, 1000);
    const offset = parseCount(values.offset, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
    const olderThan =
      values['older-than'] === undefined ? null : parseCount(values['older-than'], 'older-than', 0, 0, 100_000);
    const columns = parseColumns(values.columns, DEVICE_TABLE_COLUMNS, format);
    const filter = {
      platforms: values.platform ?? [],
      statuses: values.status ?? [],
      search: values.search ?? '',
      lastConnectionOlderThanDays: olderThan,
    };
    return withCore(io, async (core) => {
      try {
        const { ref } = await openConnection(core, io, values);
        const pages = core.queries.walkDevices(
          { connection: ref, filter, sort },
          { offset, signal: io.signal, ...(values.all ? {} : { limit }) },
        );
        await printRecords(io, pages, format, columns, 'devices', offset);
        return EXIT.ok;
      } catch (error) {
        return reportError(io, 'devices', error);
      }
    });
  },
};
