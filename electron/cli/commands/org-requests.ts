import { ORG_REQUEST_FIELDS } from '../../../shared/api/fields/index';
import type { OrgRequestFilter } from '../../../shared/models/query';
import { CONNECTION_USAGE } from '../connection-options';
import { listCommand } from '../query-command';

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

export const orgRequestsCommand = listCommand<OrgRequestFilter>({
  name: 'org-requests',
  summary: 'list organization creation-wizard requests (system administrator)',
  usage,
  filterOptions: { search: { type: 'string' } },
  filterOf: (values) => ({ search: typeof values.search === 'string' ? values.search : '' }),
  tableColumns: ORG_TABLE_COLUMNS,
  fields: ORG_REQUEST_FIELDS,
  what: 'creation-wizard requests',
  walk: (core, query, walk) => core.queries.walkOrgs(query, walk),
});
