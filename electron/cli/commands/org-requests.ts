import { parseArgs } from 'node:util';
import { withCore } from '../cli-core';
import { CONNECTION_OPTIONS, CONNECTION_USAGE, openConnection, reportError } from '../connection-options';
import type { Command } from '../command';
import { EXIT } from '../io';
import { parseColumns, parseCount, parseFormat, parseSort, printRecords, QUERY_OPTIONS } from '../query-output';

const usage = `Usage: mdm-admin org-requests (--base-url URL | --profile NAME) [--search TEXT]
           [--sort FIELD[:desc]]... [--limit N] [--offset N] [--all] [--format table|json|csv]
           [--columns a,b,...]

Lists the organization creation-wizard requests (spec 4.5; a system administrator's token).

  --search TEXT       name contains TEXT (case-insensitive)
  --sort FIELD[:desc] e.g. name, creationDate:desc (repeatable, up to 5)
  --limit N           page size (default 50, at most 1000)
  --offset N          first record (default 0)
  --all               every request (pages of 500)
  --format F          table (default), json ({"total": N, "results": [...]}) or csv
  --columns LIST      fields to show (table default: name, orgaName, orgaAdminEmail, creationDate)
${CONNECTION_USAGE}

Exit codes: 0 listed, 2 usage, 5 connection or authorisation error.`;

export const ORG_TABLE_COLUMNS = ['name', 'orgaName', 'orgaAdminEmail', 'creationDate'];

export const orgRequestsCommand: Command = {
  name: 'org-requests',
  summary: 'list organization creation-wizard requests (system administrator)',
  usage,
  async run(args, io) {
    const { values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: { ...CONNECTION_OPTIONS, ...QUERY_OPTIONS, search: { type: 'string' } },
    });
    const format = parseFormat(values.format);
    const sort = parseSort(values.sort);
    const limit = parseCount(values.limit, 'limit', 50, 1, 1000);
    const offset = parseCount(values.offset, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
    const columns = parseColumns(values.columns, ORG_TABLE_COLUMNS, format);
    const filter = { search: values.search ?? '' };
    return withCore(io, async (core) => {
      try {
        const { ref } = await openConnection(core, io, values);
        const pages = core.queries.walkOrgs(
          { connection: ref, filter, sort },
          { offset, signal: io.signal, ...(values.all ? {} : { limit }) },
        );
        await printRecords(io, pages, format, columns, 'creation-wizard requests', offset);
        return EXIT.ok;
      } catch (error) {
        return reportError(io, 'org-requests', error);
      }
    });
  },
};
