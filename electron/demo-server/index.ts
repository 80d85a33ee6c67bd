import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ENDPOINTS, TOKEN_HEADER } from '../../shared/api/endpoints';
import type { Caller, Dialect, HttpMethod, OperationId } from '../../shared/api/endpoints';
import { CSV_SEPARATOR_CHAR } from '../../shared/api/wire/enums';
import { FaultSwitch } from './faults';
import type { Fault } from './faults';
import { readBody, sendError, sendJson, sendLoginPage, sendResults } from './http-io';
import { ImportJobs, jobView } from './import-jobs';
import { parseQueryBody } from './query-body';
import { QueryError } from './query-error';
import { QueryTable } from './query-table';
import {
  DEMO_ORGANIZATION_UUID,
  DEVICE_FIELDS,
  WIZARD_REQUEST_FIELDS,
  seedDevices,
  seedWizardRequests,
} from './seed-data';
import type { DemoDevice, DemoWizardRequest } from './seed-data';
import { DEFAULT_ROLE, DEMO_ROLES, UserStore } from './users';

export type { Fault } from './faults';
export { FaultSwitch } from './faults';
export { SEEDED_USERS, DEMO_ROLES, DEFAULT_ROLE } from './users';

export interface DemoServerOptions {
  /** 0 or absent: any free port. Always bound to 127.0.0.1. */
  port?: number;
  /** Seeded devices (default 250). */
  devices?: number;
  /** Seed of the demo data (default 1). */
  seed?: number;
  /** The organization administrator's token (generated unless given). */
  orgToken?: string;
  /** The system administrator's token (generated unless given). */
  adminToken?: string;
  /** Lines per second an import job processes (default 200; 0 = as fast as possible). */
  jobRate?: number;
  /** Which path layout to answer (default 'spec'); the other layout's own paths answer 404. */
  dialect?: Dialect;
  /** The password policy's minimum length (default 8). */
  passwordMinLength?: number;
  /** Upload size limit in bytes (default 100 MB); larger uploads get 413. */
  maxUploadBytes?: number;
  /** The "now" seeded dates are relative to (default: the start time; tests may pin it). */
  now?: number;
}

export interface DemoServerState {
  users: UserStore;
  jobs: ImportJobs;
  devices: QueryTable<DemoDevice>;
  wizardRequests: QueryTable<DemoWizardRequest>;
  files: Map<string, UploadedFile>;
}

export interface DemoServer {
  /** http://127.0.0.1:PORT, no trailing slash. */
  url: string;
  port: number;
  dialect: Dialect;
  orgToken: string;
  adminToken: string;
  /** Switch faults on and off per operation (see faults.ts). */
  faults: FaultSwitch;
  /** The in-memory world, for tests that look behind the API. */
  state: DemoServerState;
  close(): Promise<void>;
}

interface UploadedFile {
  uuid: string;
  name: string;
  size: number;
  contentType: string;
  creationDate: number;
  bytes: Uint8Array;
}

interface Route {
  id: OperationId;
  methods: readonly HttpMethod[];
  pattern: RegExp;
  params: string[];
  caller: Caller;
}

export const DEFAULT_DEVICES = 250;
export const DEFAULT_JOB_RATE = 200;
export const DEFAULT_MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
const MAX_JSON_BYTES = 1024 * 1024;

/** The endpoint table's paths for one dialect as matchers. The device query takes GET and POST. */
function routesFor(dialect: Dialect): Route[] {
  return ENDPOINTS.map((e) => {
    const form = e.forms[dialect];
    const params: string[] = [];
    const source = form.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => {
      params.push(name);
      return '([^/]+)';
    });
    const methods: HttpMethod[] = e.id === 'queryDevices' ? ['GET', 'POST'] : [form.method];
    return { id: e.id, methods, pattern: new RegExp(`^${source}/?$`), params, caller: e.caller };
  });
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the demo server on 127.0.0.1. See docs/architecture.md, "Demo server". */
export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const dialect = options.dialect ?? 'spec';
  const seed = options.seed ?? 1;
  // Whole minutes, so that a demo world started twice in one minute is the same world.
  const now = options.now ?? Math.floor(Date.now() / 60_000) * 60_000;
  const orgToken = options.orgToken ?? randomUUID();
  const adminToken = options.adminToken ?? randomUUID();
  const maxUploadBytes = options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES;
  const faults = new FaultSwitch();
  const users = new UserStore();
  const state: DemoServerState = {
    users,
    jobs: new ImportJobs(users, {
      rate: options.jobRate ?? DEFAULT_JOB_RATE,
      policy: { minLength: options.passwordMinLength ?? 8 },
      createdBy: 'demo-admin',
      organizationUuid: DEMO_ORGANIZATION_UUID,
    }),
    devices: new QueryTable(DEVICE_FIELDS, seedDevices(options.devices ?? DEFAULT_DEVICES, seed, now)),
    wizardRequests: new QueryTable(WIZARD_REQUEST_FIELDS, seedWizardRequests(seed, undefined, now)),
    files: new Map(),
  };
  const routes = routesFor(dialect);
  const roleOf = (token: string | undefined): Caller | undefined =>
    token === orgToken ? 'organization administrator' : token === adminToken ? 'system administrator' : undefined;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    let route: Route | undefined;
    let match: RegExpExecArray | null = null;
    for (const r of routes) {
      match = r.pattern.exec(url.pathname);
      if (match) {
        route = r;
        break;
      }
    }
    if (!route || !match) {
      sendError(res, 404, 'RESOURCE_NOT_FOUND', `No endpoint ${req.method} ${url.pathname} (dialect ${dialect})`);
      return;
    }
    if (!route.methods.includes(req.method as HttpMethod)) {
      sendError(
        res,
        405,
        'ARGUMENTS_MISSING_OR_INVALID',
        `Method ${req.method} is not allowed on ${url.pathname}; use ${route.methods.join(' or ')}`,
        {},
        { Allow: route.methods.join(', ') },
      );
      return;
    }
    let jobFault: 'fail' | 'stuck' | undefined;
    for (const fault of faults.take(route.id)) {
      const done = await applyFault(fault, req, res);
      if (done) return;
      if (fault.kind === 'job-fails') jobFault = 'fail';
      if (fault.kind === 'job-stuck') jobFault = 'stuck';
    }
    const tokenHeader = req.headers[TOKEN_HEADER.toLowerCase()];
    const token = Array.isArray(tokenHeader) ? tokenHeader[0] : tokenHeader;
    if (!token) {
      sendError(
        res,
        401,
        'REQUEST_UNAUTHORIZED',
        `Missing ${TOKEN_HEADER} header: every API call needs an access token`,
      );
      return;
    }
    const role = roleOf(token);
    if (!role) {
      sendError(res, 401, 'REQUEST_UNAUTHORIZED', 'The access token is unknown or has been revoked');
      return;
    }
    if (route.caller !== 'any' && role !== route.caller) {
      sendError(
        res,
        403,
        'ACCESS_FORBIDDEN',
        `Access denied: this endpoint needs a token of a${route.caller.startsWith('o') ? 'n' : ''} ${route.caller}, not of a${role.startsWith('o') ? 'n' : ''} ${role}`,
      );
      return;
    }
    const params: Record<string, string> = {};
    route.params.forEach((name, i) => (params[name] = decodeURIComponent(match[i + 1]!)));
    try {
      await operations[route.id](req, res, url, params, jobFault);
    } catch (error) {
      if (error instanceof QueryError)
        sendError(res, 400, 'ARGUMENTS_MISSING_OR_INVALID', error.message, { [error.field]: error.message });
      else throw error;
    }
  }

  /** Applies one fault; true when it answered the request itself. */
  async function applyFault(fault: Fault, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    switch (fault.kind) {
      case 'latency':
        await delay(fault.ms);
        return false;
      case 'status': {
        const headers: Record<string, string> = {};
        if (fault.status === 503 || fault.status === 429) headers['Retry-After'] = String(fault.retryAfterSeconds ?? 1);
        const text: Record<number, [string, string]> = {
          429: ['TOO_MANY_REQUESTS', 'Too many requests: rate limit exceeded, retry later'],
          500: ['INTERNAL_SERVER_ERROR', 'Internal server error (simulated by the demo server)'],
          502: ['BAD_GATEWAY', 'Bad gateway: the upstream server did not answer (simulated)'],
          503: ['SERVICE_UNAVAILABLE', 'Service unavailable: the server is starting or under maintenance (simulated)'],
        };
        const [code, message] = text[fault.status]!;
        req.resume();
        sendError(res, fault.status, code, message, {}, headers);
        return true;
      }
      case 'drop':
        req.socket.destroy();
        return true;
      case 'html-login':
        req.resume();
        sendLoginPage(res);
        return true;
      default:
        return false;
    }
  }

  type Handler = (
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    params: Record<string, string>,
    jobFault?: 'fail' | 'stuck',
  ) => Promise<void>;

  const operations: Record<OperationId, Handler> = {
    async uploadUsersCsv(req, res) {
      const contentType = req.headers['content-type'] ?? '';
      const body = await readBody(req, maxUploadBytes);
      if (body.tooLarge) {
        sendError(
          res,
          413,
          'RESOURCE_UPLOAD_TOO_LARGE',
          `The upload exceeds the size limit of ${maxUploadBytes} bytes`,
        );
        return;
      }
      if (!/^multipart\/form-data/i.test(contentType)) {
        sendError(
          res,
          400,
          'NO_FILE_UPLOADED',
          `Expected a multipart/form-data body with a part named 'file', got Content-Type '${contentType || '(none)'}'`,
        );
        return;
      }
      let form: FormData;
      try {
        form = await new Response(new Uint8Array(body.bytes), { headers: { 'Content-Type': contentType } }).formData();
      } catch (error) {
        sendError(res, 400, 'NO_FILE_UPLOADED', `Malformed multipart body: ${(error as Error).message}`);
        return;
      }
      const part = form.get('file');
      if (part === null) {
        sendError(res, 400, 'NO_FILE_UPLOADED', "The multipart body has no part named 'file'", { file: 'missing' });
        return;
      }
      const bytes =
        typeof part === 'string' ? new TextEncoder().encode(part) : new Uint8Array(await part.arrayBuffer());
      const name = typeof part === 'string' ? 'users.csv' : part.name || 'users.csv';
      if (bytes.length === 0) {
        sendError(res, 400, 'NO_FILE_CONTENT', `The uploaded file '${name}' is empty`, { file: 'empty' });
        return;
      }
      const file: UploadedFile = {
        uuid: randomUUID(),
        name,
        size: bytes.length,
        contentType: typeof part === 'string' ? 'text/csv' : part.type || 'text/csv',
        creationDate: Date.now(),
        bytes,
      };
      state.files.set(file.uuid, file);
      const { bytes: _bytes, ...view } = file;
      sendResults(res, [view], 1);
    },

    async startUserImport(req, res, url, params, jobFault) {
      req.resume();
      const file = state.files.get(params.fileUuid ?? '');
      if (!file) {
        sendError(res, 404, 'FILE_DOES_NOT_EXIST', `No uploaded file with uuid '${params.fileUuid}'`);
        return;
      }
      const overwriteText = url.searchParams.get('overwrite') ?? 'false';
      if (!/^(true|false)$/i.test(overwriteText)) {
        sendError(
          res,
          400,
          'ARGUMENTS_MISSING_OR_INVALID',
          `Invalid value '${overwriteText}' for parameter 'overwrite': expected true or false`,
          { overwrite: overwriteText },
        );
        return;
      }
      const separator = url.searchParams.get('csvSeparator') ?? 'COMMA';
      if (separator !== 'COMMA' && separator !== 'SEMICOLON') {
        sendError(
          res,
          400,
          'ARGUMENTS_MISSING_OR_INVALID',
          `Invalid value '${separator}' for parameter 'csvSeparator': expected COMMA or SEMICOLON`,
          { csvSeparator: separator },
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
        sendError(
          res,
          400,
          'ARGUMENTS_MISSING_OR_INVALID',
          `Unknown role '${unknown}' for parameter 'role'; roles of this organization: ${DEMO_ROLES.join(', ')}`,
          { role: unknown },
        );
        return;
      }
      const job = state.jobs.start({
        bytes: file.bytes,
        separator: CSV_SEPARATOR_CHAR[separator] as ',' | ';',
        overwrite: overwriteText.toLowerCase() === 'true',
        roles: roles.length > 0 ? roles : [DEFAULT_ROLE],
        ...(jobFault ? { fault: jobFault } : {}),
      });
      sendJson(res, 200, jobView(job));
    },

    async readImportJob(req, res, _url, params) {
      req.resume();
      const job = state.jobs.get(params.jobUuid ?? '');
      if (!job) {
        sendError(res, 404, 'CSV_IMPORT_JOB_DOES_NOT_EXIST', `No import job with uuid '${params.jobUuid}'`);
        return;
      }
      sendResults(res, [jobView(job)], 1);
    },

    async queryImportReport(req, res, _url, params) {
      const body = await readJsonBody(req, res);
      if (!body) return;
      const job = state.jobs.get(params.jobUuid ?? '');
      if (!job) {
        sendError(res, 404, 'CSV_IMPORT_JOB_DOES_NOT_EXIST', `No import job with uuid '${params.jobUuid}'`);
        return;
      }
      const result = job.reports.query(parseQueryBody(body));
      sendResults(res, result.results, result.total);
    },

    async queryCreationWizardRequests(req, res) {
      const body = await readJsonBody(req, res);
      if (!body) return;
      const result = state.wizardRequests.query(parseQueryBody(body));
      sendResults(res, result.results, result.total);
    },

    async queryDevices(req, res) {
      const body = await readJsonBody(req, res);
      if (!body) return;
      const result = state.devices.query(parseQueryBody(body));
      sendResults(res, result.results, result.total);
    },
  };

  async function readJsonBody(req: IncomingMessage, res: ServerResponse): Promise<Buffer | undefined> {
    const body = await readBody(req, MAX_JSON_BYTES);
    if (body.tooLarge) {
      sendError(res, 413, 'ARGUMENTS_MISSING_OR_INVALID', `The request body exceeds ${MAX_JSON_BYTES} bytes`);
      return undefined;
    }
    return body.bytes;
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent)
        sendError(
          res,
          500,
          'INTERNAL_SERVER_ERROR',
          `Internal error in the demo server: ${error instanceof Error ? error.message : String(error)}`,
        );
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dialect,
    orgToken,
    adminToken,
    faults,
    state,
    close: () =>
      new Promise<void>((resolve, reject) => {
        state.jobs.close();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
