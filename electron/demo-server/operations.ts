import { CSV_SEPARATOR_CHAR } from '../../shared/csv/separator';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { OperationId } from '../../shared/api/endpoints';
import type { FieldKinds } from './filter';
import { readBody, sendJson } from './http-io';
import type { Responder } from './http-io';
import { jobView } from './import-jobs';
import type { DemoPasswordPolicy } from './password-rules';
import { parseJson, parseQueryBody, parseQueryObject } from './query-body';
import { QueryError } from './query-error';
import { QueryTable } from './query-table';
import type { DemoWizardRequest } from './seed-data';
import { receiveUpload } from './uploads';
import { DEFAULT_ROLE, DEMO_ROLES, userBaseInfo } from './users';
import type { StoredUser, UserBaseInfoRow, UserStore } from './users';
import type { DemoOrganization } from './world';

/** What the request pipeline found out before the operation runs. */
export interface RequestContext {
  /** The organization the call acts in (set once authorized). */
  organization?: DemoOrganization;
  /** The most entries a list answer may hold. */
  pageCap?: number | undefined;
  /** A job fault armed on the job start. */
  jobFault?: 'fail' | 'stuck';
}

export interface Call {
  url: URL;
  params: Record<string, string>;
  context: RequestContext;
}

export type Operation = (req: IncomingMessage, res: ServerResponse, call: Call) => Promise<void>;

export interface OperationsDeps {
  state: {
    wizardRequests: QueryTable<DemoWizardRequest>;
    passwordPolicy: DemoPasswordPolicy;
  };
  io: Responder;
  uploadFolder: string;
  maxUploadBytes: number;
  clock: () => number;
}

const MAX_JSON_BYTES = 1024 * 1024;

/** The fields a user lookup may filter and sort by. */
const USER_FIELDS: FieldKinds = {
  uuid: 'string',
  name: 'string',
  email: 'string',
  givenName: 'string',
  surname: 'string',
  organizationUuid: 'string',
  version: 'number',
  createdDate: 'number',
  modifiedDate: 'number',
};

/**
 * Whether a user matches one search string of the lookup. What a real server does is known
 * only from its clients: they send `searches: [name]` and then keep the answers whose name
 * equals theirs, ignoring case, so the server's match is looser than equality. Assumed here:
 * the string is contained, ignoring case, in the user's name or e-mail (the "the
 * lookup's searches matches either"); an empty string matches everyone.
 */
export function userMatches(user: { name: string; email: string }, search: string): boolean {
  const needle = search.toLowerCase();
  return user.name.toLowerCase().includes(needle) || user.email.toLowerCase().includes(needle);
}

function usersTableRows(users: Iterable<StoredUser>, organizationUuid: string): UserBaseInfoRow[] {
  const rows: UserBaseInfoRow[] = [];
  for (const user of users) rows.push(userBaseInfo(user, organizationUuid));
  return rows;
}

export function createOperations(deps: OperationsDeps): Record<OperationId, Operation> {
  const { io, state } = deps;
  const orgOf = (call: Call) => call.context.organization!;

  /**
   * Every user of an organization as the lookup answers them, one table kept until a user is
   * stored (the store's revision moves): its sort orders and filtered rows are cached inside,
   * so reading all users page by page costs each page, not a rebuild and re-sort of them all.
   */
  const userTables = new WeakMap<UserStore, { revision: number; table: QueryTable<UserBaseInfoRow> }>();
  const allUsersTable = (org: DemoOrganization): QueryTable<UserBaseInfoRow> => {
    const kept = userTables.get(org.users);
    if (kept && kept.revision === org.users.revision) return kept.table;
    const table = new QueryTable<UserBaseInfoRow>(USER_FIELDS, usersTableRows(org.users.all(), org.uuid));
    userTables.set(org.users, { revision: org.users.revision, table });
    return table;
  };

  async function readJsonBody(req: IncomingMessage, res: ServerResponse): Promise<Buffer | undefined> {
    const body = await readBody(req, MAX_JSON_BYTES);
    if (body.tooLarge) {
      io.error(res, 413, 'ARGUMENTS_MISSING_OR_INVALID', `The request body exceeds ${MAX_JSON_BYTES} bytes`);
      return undefined;
    }
    return body.bytes;
  }

  const jobGone = (res: ServerResponse, uuid: string | undefined) =>
    io.error(res, 404, 'CSV_IMPORT_JOB_DOES_NOT_EXIST', `No import job with uuid '${uuid}'`);

  return {
    async uploadUsersCsv(req, res, call) {
      const outcome = await receiveUpload(req, deps.uploadFolder, deps.maxUploadBytes, deps.clock);
      if (!outcome.ok) {
        io.error(
          res,
          outcome.status,
          outcome.errorCode,
          outcome.message,
          outcome.errors ? { errors: outcome.errors } : {},
        );
        return;
      }
      orgOf(call).files.set(outcome.file.uuid, outcome.file);
      const { path: _path, chunked: _chunked, ...view } = outcome.file;
      io.results(res, [view], 1);
    },

    async startUserImport(req, res, { url, params, context }) {
      req.resume();
      const org = context.organization!;
      const file = org.files.get(params.fileUuid ?? '');
      if (!file) {
        io.error(res, 404, 'FILE_DOES_NOT_EXIST', `No uploaded file with uuid '${params.fileUuid}'`);
        return;
      }
      const overwriteText = url.searchParams.get('overwrite') ?? 'false';
      if (!/^(true|false)$/i.test(overwriteText)) {
        io.error(
          res,
          400,
          'ARGUMENTS_MISSING_OR_INVALID',
          `Invalid value '${overwriteText}' for parameter 'overwrite': expected true or false`,
          { errors: { overwrite: overwriteText } },
        );
        return;
      }
      const separator = url.searchParams.get('csvSeparator') ?? 'COMMA';
      if (separator !== 'COMMA' && separator !== 'SEMICOLON') {
        io.error(
          res,
          400,
          'ARGUMENTS_MISSING_OR_INVALID',
          `Invalid value '${separator}' for parameter 'csvSeparator': expected COMMA or SEMICOLON`,
          { errors: { csvSeparator: separator } },
        );
        return;
      }
      const roles = url.searchParams
        .getAll('role')
        .flatMap((r) => r.split(','))
        .map((r) => r.trim())
        .filter((r) => r !== '');
      const unknown = roles.find((r) => !(DEMO_ROLES as readonly string[]).includes(r));
      if (unknown !== undefined) {
        io.error(
          res,
          400,
          'ARGUMENTS_MISSING_OR_INVALID',
          `Unknown role '${unknown}' for parameter 'role'; roles of this organization: ${DEMO_ROLES.join(', ')}`,
          { errors: { role: unknown } },
        );
        return;
      }
      const job = org.jobs.start({
        path: file.path,
        separator: CSV_SEPARATOR_CHAR[separator] as ',' | ';',
        overwrite: overwriteText.toLowerCase() === 'true',
        roles: roles.length > 0 ? roles : [DEFAULT_ROLE],
        ...(context.jobFault ? { fault: context.jobFault } : {}),
      });
      // The job start answers the job itself, `uuid` at the top level (spec 4.2).
      sendJson(res, 200, jobView(job));
    },

    async readImportJob(req, res, call) {
      req.resume();
      const job = orgOf(call).jobs.get(call.params.jobUuid ?? '');
      if (!job) return jobGone(res, call.params.jobUuid);
      io.results(res, [jobView(job)], 1);
    },

    async queryImportReport(req, res, call) {
      const body = await readJsonBody(req, res);
      if (!body) return;
      const job = orgOf(call).jobs.get(call.params.jobUuid ?? '');
      if (!job) return jobGone(res, call.params.jobUuid);
      const result = job.reports.query(parseQueryBody(body));
      io.list(res, result.results, result.total, call.context.pageCap);
    },

    async queryCreationWizardRequests(req, res, call) {
      const body = await readJsonBody(req, res);
      if (!body) return;
      const result = state.wizardRequests.query(parseQueryBody(body));
      io.list(res, result.results, result.total, call.context.pageCap);
    },

    async queryDevices(req, res, call) {
      const body = await readJsonBody(req, res);
      if (!body) return;
      const result = orgOf(call).devices.query(parseQueryBody(body));
      io.list(res, result.results, result.total, call.context.pageCap);
    },

    async queryUsers(req, res, call) {
      const bytes = await readJsonBody(req, res);
      if (!bytes) return;
      const raw = parseJson(bytes);
      const body = (raw ?? {}) as Record<string, unknown>;
      const query = parseQueryObject(raw);
      const searches = body.searches;
      if (searches !== undefined && searches !== null) {
        if (!Array.isArray(searches) || searches.some((s) => typeof s !== 'string'))
          throw new QueryError("'searches' must be an array of strings", 'searches');
      }
      if (body.getItems !== undefined && body.getItems !== null && typeof body.getItems !== 'boolean')
        throw new QueryError(`'getItems' must be true or false, got ${JSON.stringify(body.getItems)}`, 'getItems');
      const org = orgOf(call);
      const wanted = (searches ?? []) as string[];
      // Searches match few users: their own small table. Without, the organization's kept table.
      const table =
        wanted.length === 0
          ? allUsersTable(org)
          : new QueryTable<UserBaseInfoRow>(USER_FIELDS, usersTableRows(org.users.matching(wanted), org.uuid));
      const result = table.query({
        ...query,
        sortOrder: query.sortOrder ?? { sortFields: [{ name: 'name', ascending: true }] },
      });
      io.list(res, body.getItems === false ? [] : result.results, result.total, call.context.pageCap);
    },

    async readPasswordPolicy(req, res) {
      req.resume();
      io.results(res, [state.passwordPolicy], 1);
    },
  };
}
