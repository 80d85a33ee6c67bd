import { parseArgs } from 'node:util';
import { orgQuery } from '../../core/queries/query-bodies';
import type { CliConnection } from '../api-connection';
import { connect, CONNECTION_OPTIONS, CONNECTION_USAGE, reportError } from '../api-connection';
import type { Command } from '../command';
import { EXIT } from '../io';
import { fetchRows, parseColumns, parseCount, parseFormat, parseSort, printRows, QUERY_OPTIONS } from '../query-output';

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
    let connection: CliConnection | undefined;
    try {
      connection = await connect(io, values);
      const { client } = connection;
      const filter = { search: values.search ?? '' };
      const page = await fetchRows(
        (off, lim) =>
          client.queryCreationWizardRequests(orgQuery(filter, sort, { offset: off, limit: lim }), {
            signal: io.signal,
          }),
        {
          limit,
          offset,
          all: values.all ?? false,
        },
      );
      printRows(io, page, format, columns, 'creation-wizard requests', offset);
      return EXIT.ok;
    } catch (error) {
      return reportError(io, 'org-requests', error);
    } finally {
      await connection?.close();
    }
  },
};
