import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENDPOINTS } from '../../shared/api/endpoints';
import type { Caller, Dialect, HttpMethod, OperationId } from '../../shared/api/endpoints';
import type { Grant, Refusal } from './access';
import {
  expiredToken,
  missingToken,
  otherOrganization,
  parseExpiry,
  requestedOrganization,
  tokenOf,
  unknownOrganization,
  unknownToken,
  wrongRole,
} from './access';
import { FaultSwitch } from './faults';
import type { Fault } from './faults';
import { Responder, sendLoginPage } from './http-io';
import type { Envelope } from './http-io';
import { createOperations } from './operations';
import type { RequestContext } from './operations';
import { resolvePasswordPolicy } from './password-rules';
import type { DemoPasswordPolicy } from './password-rules';
import { QueryError } from './query-error';
import type { QueryTable } from './query-table';
import type { DemoWizardRequest } from './seed-data';
import type { UploadedFile } from './uploads';
import type { FlagColumn } from './user-csv-file';
import type { ImportJobs } from './import-jobs';
import type { SeedUser, UserStore } from './users';
import { buildWorld } from './world';
import type { DemoOrganization, DeviceTable } from './world';

export type { Fault, FaultTarget } from './faults';
export { FaultSwitch } from './faults';
export { SEEDED_USERS, DEMO_ROLES, DEFAULT_ROLE } from './users';
export type { SeedUser } from './users';
export type { DemoPasswordPolicy } from './password-rules';
export type { Envelope } from './http-io';
export type { DemoOrganization } from './world';
export { parseFaultSpec, formatFaultSpec, FAULT_KINDS } from './fault-spec';
export type { FaultSpec } from './fault-spec';
export { parseSeedUsersCsv } from './seed-users-file';
export { parsePasswordPolicy } from './password-rules';
export { FLAG_COLUMNS } from './user-csv-file';
export type { FlagColumn } from './user-csv-file';

export interface DemoServerOptions {
  /** 0 or absent: any free port. Always bound to 127.0.0.1. */
  port?: number;
  /** Seeded devices per organization (default 250). */
  devices?: number;
  /** Seed of the demo data (default 1). */
  seed?: number;
  /** Organizations to seed (default 1), each with its own users, devices, uploads and jobs. */
  organizations?: number;
  /** The first organization's administrator's token (generated unless given); it may act in every organization. */
  orgToken?: string;
  /** The system administrator's token (generated unless given). */
  adminToken?: string;
  /** When every token the demo issued expires (ISO 8601, epoch ms or a Date); calls after it get 401. */
  tokenExpiresAt?: number | string | Date;
  /** Lines per second an import job processes (default 200; 0 = as fast as possible). */
  jobRate?: number;
  /** Which path layout to answer (default 'spec'); the other layout's own paths answer 404. */
  dialect?: Dialect;
  /** How list answers are wrapped (default 'management'; 'legacy': `{items, nonpagedCount}`, integer status). */
  envelope?: Envelope;
  /** The password policy imports must satisfy (reference `PasswordPolicy` fields; default: minimum length 8). */
  passwordPolicy?: DemoPasswordPolicy;
  /** The policy's minimum length when `passwordPolicy` names none (default 8). */
  passwordMinLength?: number;
  /** Extra users of the first organization (`old0`..`old9` for a dry-run test). */
  users?: readonly SeedUser[];
  /** Upload size limit in bytes (default 100 MB); larger uploads get 413. */
  maxUploadBytes?: number;
  /** The most entries any page of any list holds, whatever limit was asked (`total` stays whole). */
  pageCap?: number;
  /** A job older than this many seconds is gone: reading it or its report answers 404 CSV_IMPORT_JOB_DOES_NOT_EXIST. */
  forgetJobsAfterSeconds?: number;
  /**
   * Columns of the user import record this server reads but does not store (the CLI's
   * `--ignore-column activated`): a server that does not take `activated`, as a real one may.
   */
  ignoreColumns?: readonly FlagColumn[];
  /** Faults armed from the start (the CLI's `--fault`). */
  faults?: readonly { target: OperationId | '*'; fault: Fault; times?: number }[];
  /**
   * How devices are kept: as objects (tests may change them in place through `state`) or as
   * columns (a million devices in a few hundred MB). Default: objects up to 50,000 per
   * organization, columns above.
   */
  deviceStorage?: 'objects' | 'columns';
  /** The "now" seeded dates are relative to (default: the start time; tests may pin it). */
  now?: number;
  /** The server's clock (job dates, token expiry, job lifetime); tests pass a fake one. */
  clock?: () => number;
}

export interface DemoServerState {
  /** The first organization's users, uploads, jobs and devices (what a call naming no organization sees). */
  users: UserStore;
  jobs: ImportJobs;
  devices: DeviceTable;
  files: Map<string, UploadedFile>;
  wizardRequests: QueryTable<DemoWizardRequest>;
  /** Every organization, the first included. */
  organizations: readonly DemoOrganization[];
  /** The password policy in force. */
  passwordPolicy: DemoPasswordPolicy;
}

export interface DemoServer {
  /** http://127.0.0.1:PORT, no trailing slash. */
  url: string;
  port: number;
  dialect: Dialect;
  envelope: Envelope;
  orgToken: string;
  adminToken: string;
  /** The seeded organizations (the first is the organization administrator's own), each with its own administrator's token. */
  organizations: readonly { uuid: string; name: string; fullName: string; token: string }[];
  /** Switch faults on and off per operation (see faults.ts). */
  faults: FaultSwitch;
  /** The in-memory world, for tests that look behind the API. */
  state: DemoServerState;
  close(): Promise<void>;
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

const STATUS_TEXT: Record<number, [string, string]> = {
  429: ['TOO_MANY_REQUESTS', 'Too many requests: rate limit exceeded, retry later'],
  500: ['INTERNAL_SERVER_ERROR', 'Internal server error (simulated by the demo server)'],
  502: ['BAD_GATEWAY', 'Bad gateway: the upstream server did not answer (simulated)'],
  503: ['SERVICE_UNAVAILABLE', 'Service unavailable: the server is starting or under maintenance (simulated)'],
  504: ['GATEWAY_TIMEOUT', 'Gateway timeout: the upstream server did not answer in time (simulated)'],
};

/** Starts the demo server on 127.0.0.1. See docs/architecture.md, "Demo server". */
export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const dialect = options.dialect ?? 'spec';
  const envelope = options.envelope ?? 'management';
  const clock = options.clock ?? Date.now;
  const seed = options.seed ?? 1;
  // Whole minutes, so that a demo world started twice in one minute is the same world.
  const now = options.now ?? Math.floor(clock() / 60_000) * 60_000;
  const orgToken = options.orgToken ?? randomUUID();
  const adminToken = options.adminToken ?? randomUUID();
  const expiresAt = options.tokenExpiresAt === undefined ? undefined : parseExpiry(options.tokenExpiresAt);
  const maxUploadBytes = options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES;
  const passwordPolicy = resolvePasswordPolicy(options.passwordPolicy, options.passwordMinLength);
  const faults = new FaultSwitch();
  for (const f of options.faults ?? []) faults.set(f.target, f.fault, f.times !== undefined ? { times: f.times } : {});
  const world = buildWorld({
    organizations: options.organizations ?? 1,
    devices: options.devices ?? DEFAULT_DEVICES,
    seed,
    now,
    clock,
    orgToken,
    users: options.users ?? [],
    jobRate: options.jobRate ?? DEFAULT_JOB_RATE,
    passwordPolicy,
    ...(options.forgetJobsAfterSeconds !== undefined
      ? { forgetJobsAfterMs: options.forgetJobsAfterSeconds * 1000 }
      : {}),
    ...(options.deviceStorage ? { deviceStorage: options.deviceStorage } : {}),
    ...(options.ignoreColumns ? { ignoreColumns: options.ignoreColumns } : {}),
  });
  const first = world.organizations[0]!;
  // Made once the options are known to be good, so that a refused start leaves nothing behind.
  const uploadFolder = mkdtempSync(join(tmpdir(), 'mdm-demo-uploads-'));
  const state: DemoServerState = {
    users: first.users,
    jobs: first.jobs,
    devices: first.devices,
    files: first.files,
    wizardRequests: world.wizardRequests,
    organizations: world.organizations,
    passwordPolicy,
  };
  const grants = new Map<string, Grant>();
  grants.set(adminToken, { role: 'system administrator', anyOrganization: true });
  for (const org of world.organizations)
    grants.set(org.token, { role: 'organization administrator', home: org.uuid, anyOrganization: org === first });
  const byUuid = new Map(world.organizations.map((o) => [o.uuid.toLowerCase(), o]));
  const io = new Responder(envelope);
  const routes = routesFor(dialect);
  const operations = createOperations({
    state,
    io,
    uploadFolder,
    maxUploadBytes,
    clock,
  });

  const refuse = (res: ServerResponse, r: Refusal) =>
    io.error(res, r.status, r.errorCode, r.message, {
      ...(r.errors ? { errors: r.errors } : {}),
      ...(r.fields ? { fields: r.fields } : {}),
    });

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
      req.resume();
      io.error(res, 404, 'RESOURCE_NOT_FOUND', `No endpoint ${req.method} ${url.pathname} (dialect ${dialect})`);
      return;
    }
    if (!route.methods.includes(req.method as HttpMethod)) {
      req.resume();
      io.error(
        res,
        405,
        'ARGUMENTS_MISSING_OR_INVALID',
        `Method ${req.method} is not allowed on ${url.pathname}; use ${route.methods.join(' or ')}`,
        { headers: { Allow: route.methods.join(', ') } },
      );
      return;
    }
    const context: RequestContext = { pageCap: options.pageCap };
    for (const fault of faults.take(route.id)) {
      const done = await applyFault(fault, req, res);
      if (done) return;
      if (fault.kind === 'job-fails') context.jobFault = 'fail';
      if (fault.kind === 'job-stuck') context.jobFault = 'stuck';
      if (fault.kind === 'page-cap') context.pageCap = Math.min(context.pageCap ?? Infinity, fault.max);
      if (fault.kind === 'drop-answer') loseAnswer(req, res);
    }
    const refusal = authorize(req, url, route, context);
    if (refusal) {
      req.resume();
      refuse(res, refusal);
      return;
    }
    const params: Record<string, string> = {};
    route.params.forEach((name, i) => (params[name] = decodeURIComponent(match[i + 1]!)));
    try {
      await operations[route.id](req, res, { url, params, context });
    } catch (error) {
      if (error instanceof QueryError)
        io.error(res, 400, 'ARGUMENTS_MISSING_OR_INVALID', error.message, { errors: { [error.field]: error.message } });
      else throw error;
    }
  }

  /** Token, expiry, organization, role: the first problem as a refusal, else the context filled in. */
  function authorize(req: IncomingMessage, url: URL, route: Route, context: RequestContext): Refusal | undefined {
    const token = tokenOf(req);
    if (!token) return missingToken();
    const grant = grants.get(token);
    if (!grant) return unknownToken();
    if (expiresAt !== undefined && clock() >= expiresAt) return expiredToken(expiresAt);
    const named = requestedOrganization(req, url);
    if (typeof named === 'object') return named;
    const org = named === undefined ? undefined : byUuid.get(named.toLowerCase());
    if (named !== undefined && !org) return unknownOrganization(named);
    if (route.caller !== 'any' && grant.role !== route.caller) return wrongRole(route.caller, grant.role);
    if (org && !grant.anyOrganization && org.uuid !== grant.home) return otherOrganization(org.uuid);
    context.organization = org ?? (grant.home ? byUuid.get(grant.home.toLowerCase()) : first);
    return undefined;
  }

  /** The operation runs, but its answer never leaves: the connection is closed instead. */
  function loseAnswer(req: IncomingMessage, res: ServerResponse): void {
    res.setHeader = (() => res) as ServerResponse['setHeader'];
    res.writeHead = (() => res) as ServerResponse['writeHead'];
    res.write = (() => true) as ServerResponse['write'];
    res.end = (() => {
      req.socket.destroy();
      return res;
    }) as ServerResponse['end'];
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
        const [code, message] = STATUS_TEXT[fault.status]!;
        req.resume();
        io.error(res, fault.status, code, message, { headers });
        return true;
      }
      case 'expired-token':
        req.resume();
        refuse(res, expiredToken());
        return true;
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

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent)
        io.error(
          res,
          500,
          'INTERNAL_SERVER_ERROR',
          `Internal error in the demo server: ${error instanceof Error ? error.message : String(error)}`,
        );
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 5_000;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    rmSync(uploadFolder, { recursive: true, force: true });
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dialect,
    envelope,
    orgToken,
    adminToken,
    organizations: world.organizations.map((o) => ({
      uuid: o.uuid,
      name: o.name,
      fullName: o.fullName,
      token: o.token,
    })),
    faults,
    state,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const org of world.organizations) org.jobs.close();
        server.close((error) => {
          rmSync(uploadFolder, { recursive: true, force: true });
          if (error) reject(error);
          else resolve();
        });
        server.closeAllConnections();
      }),
  };
}
