/**
 * createApiClient: the ApiClient of one connection profile. Sends the spec's headers per
 * endpoint, picks the dialect, accepts only the statuses the spec accepts (import
 * endpoints exactly 200/201, queries 200-299), validates and normalises answers, retries
 * reads only, and throws AppError with the codes of api-client.ts. The token never appears
 * in what it throws.
 */
import type { z } from 'zod';
import { endpoint, fillPath, TENANT_PARAMETER } from '../../../shared/api/endpoints';
import type { Dialect, OperationId } from '../../../shared/api/endpoints';
import {
  plainRecordPageAsIs,
  readJobResponseSchema,
  recordListSchema,
  reportResponseSchema,
  startResponseSchema,
  uploadResponseSchema,
} from '../../../shared/api/client-responses';
import type { ImportOptions } from '../../../shared/models/job';
import { sendsTokenInClear } from '../../../shared/models/server-address';
import type { DialectChoice } from '../../../shared/models/profile';
import type { QueryPage, ServerRecord } from '../../../shared/models/query';
import { AppError } from '../errors';
import { PasswordPolicyResponse } from '../../../shared/api/wire/password-policy';
import type {
  ApiClient,
  CallOptions,
  FoundUser,
  QueryBody,
  ServerJobState,
  ServerReportEntry,
  UploadBody,
} from './api-client';
import { dialectsToTry, isDialectMiss, learn } from './dialect';
import type { DialectMemory } from './dialect';
import { parseJsonBody, statusError } from './http-errors';
import type { CallContext, RawResponse } from './http-errors';
import { multipartCsv } from './multipart';
import { normaliseBaseUrl } from './base-url';
import { DEFAULT_RETRY, NO_RETRY, realClock, withRetry } from './retry';
import type { RetryClock, RetryPolicy } from './retry';
import { createTransport } from './transport';
import type { HttpRequest } from './transport';
import type { ProxyResolver, ProxyRoute } from '../network/proxy-route';
import { normaliseOrganization } from '../../../shared/models/profile';
import { ID_COLUMNS } from '../../../shared/users-csv/id-column';

export interface ApiConnection {
  baseUrl: string;
  token: string;
  dialect?: DialectChoice;
  /** What `auto` found before (the profile's `learnedDialect`). */
  learnedDialect?: Dialect | null;
  caCertificatePem?: string | null;
  /** Called when `auto` finds the dialect that works, so the profile store can persist it. */
  onDialectLearned?: (dialect: Dialect) => void;
  /** The user's consent that the token travels in clear text to an http:// server of another machine. */
  allowInsecureHttp?: boolean;
  /**
   * The organization every call acts in (`tenantOrganizationUuid`, as a query parameter and
   * a header of that name); absent or null: the token's own.
   */
  organization?: string | null;
}

export interface ApiClientOptions {
  connectTimeoutMs?: number;
  responseTimeoutMs?: number;
  /** The longest pause in an upload with no byte moving (an upload may last as long as its bytes move). */
  uploadIdleTimeoutMs?: number;
  /** How to reach a base URL: directly or through a proxy (default: directly). */
  proxy?: ProxyResolver;
  retry?: Partial<RetryPolicy>;
  /** Sleep, clock and randomness of the backoff (tests inject their own). */
  clock?: RetryClock;
  /** Told about every retry (for a status line; never carries the token). */
  onRetry?: (info: { operation: OperationId; attempt: number; delayMs: number; reason: string }) => void;
}

export interface ClosableApiClient extends ApiClient {
  /** The dialect in use: the fixed choice, or what `auto` learned (null before it knows). */
  dialect(): Dialect | null;
  /** The organization the calls act in (null: the token's own). */
  organization(): string | null;
  /** How requests reach the server: directly or through a proxy (asked once, on first use). */
  route(): Promise<ProxyRoute>;
  close(): Promise<void>;
}

const READS: ReadonlySet<OperationId> = new Set([
  'readImportJob',
  'queryImportReport',
  'queryCreationWizardRequests',
  'queryDevices',
  'queryUsers',
  'readPasswordPolicy',
]);

/**
 * 404 codes that say the endpoint exists and the thing it was asked about does not: the
 * other dialect's path would not know it either, so they end the call at once.
 */
const DEFINITE_404_CODES: ReadonlySet<string> = new Set(['UNKNOWN_ORGANIZATION', 'CSV_IMPORT_JOB_DOES_NOT_EXIST']);

interface Send {
  pathParams?: Record<string, string>;
  query?: URLSearchParams;
  json?: unknown;
  multipart?: {
    name: string;
    content: string | Uint8Array | UploadBody;
    onProgress?: (sent: number, total: number) => void;
  };
  /** What an explanation of a refusal may name (http-errors.ts). */
  context?: Omit<CallContext, 'operation' | 'organization'>;
}

function sizeOf(content: string | Uint8Array | UploadBody): number | null {
  if (typeof content === 'string') return Buffer.byteLength(content, 'utf8');
  return content instanceof Uint8Array ? content.byteLength : content.size;
}

function accepted(op: OperationId, status: number): boolean {
  return endpoint(op).success === 'exactly 200 or 201'
    ? status === 200 || status === 201
    : status >= 200 && status <= 299;
}

function describeIssue(issue: z.core.$ZodIssue | undefined): { path: string; problem: string } {
  if (!issue) return { path: '(root)', problem: 'unexpected shape' };
  const path =
    issue.path.length === 0
      ? '(root)'
      : issue.path
          .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
          .join('')
          .replace(/^\./, '');
  return { path, problem: issue.message };
}

export function createApiClient(connection: ApiConnection, options: ApiClientOptions = {}): ClosableApiClient {
  const baseUrl = normaliseBaseUrl(connection.baseUrl);
  const token = connection.token.trim();
  if (!token) throw new AppError('no-token');
  if (sendsTokenInClear(baseUrl) && !connection.allowInsecureHttp) {
    throw new AppError('invalid-argument', { reason: 'insecure-http', baseUrl });
  }
  const organization = normaliseOrganization(connection.organization);
  const transport = createTransport({
    baseUrl,
    token,
    caCertificatePem: connection.caCertificatePem ?? null,
    ...(options.connectTimeoutMs !== undefined ? { connectTimeoutMs: options.connectTimeoutMs } : {}),
    ...(options.responseTimeoutMs !== undefined ? { responseTimeoutMs: options.responseTimeoutMs } : {}),
    ...(options.uploadIdleTimeoutMs !== undefined ? { uploadIdleTimeoutMs: options.uploadIdleTimeoutMs } : {}),
    ...(options.proxy ? { proxy: options.proxy } : {}),
  });
  const memory: DialectMemory = {
    choice: connection.dialect ?? 'auto',
    learned: connection.learnedDialect ?? null,
    onLearned: connection.onDialectLearned,
  };
  const readPolicy: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const clock = options.clock ?? realClock;

  async function once(op: OperationId, dialect: Dialect, send: Send, signal?: AbortSignal): Promise<RawResponse> {
    const ep = endpoint(op);
    const form = ep.forms[dialect];
    const headers: Record<string, string> = { ...ep.headers };
    const req: HttpRequest = { method: form.method, path: fillPath(form.path, send.pathParams), headers, signal };
    if (send.query) req.query = send.query;
    if (organization) {
      // Public clients send it as a query parameter, one also as a header (shared/reference): both, always.
      req.query = new URLSearchParams(req.query);
      req.query.set(TENANT_PARAMETER, organization);
      headers[TENANT_PARAMETER] = organization;
    }
    if (send.json !== undefined) {
      req.body = JSON.stringify(send.json);
    } else if (send.multipart) {
      const body = multipartCsv(send.multipart.name, send.multipart.content);
      headers['Content-Type'] = body.contentType;
      // A body still being written has no length yet: undici sends it chunked.
      if (body.contentLength !== null) headers['Content-Length'] = String(body.contentLength);
      req.body = body.stream(send.multipart.onProgress);
    } else {
      delete headers['Content-Type'];
    }
    const response = await transport.send(req);
    if (!accepted(op, response.status)) {
      throw transport.redactError(statusError(response, { ...send.context, operation: op, organization }));
    }
    return response;
  }

  /** One operation: dialects in order (404/405 moves on), reads retried, the answer validated. */
  async function call<S extends z.ZodType>(
    op: OperationId,
    schema: S,
    send: Send,
    call?: CallOptions,
    /** The schema's answer for a plain body without the schema, null where the schema must decide. */
    plain?: (body: unknown) => z.output<S> | null,
  ): Promise<z.output<S>> {
    const signal = call?.signal;
    const policy = READS.has(op) ? readPolicy : NO_RETRY;
    const dialects = dialectsToTry(op, memory);
    let response: RawResponse | null = null;
    for (let i = 0; i < dialects.length; i++) {
      const dialect = dialects[i]!;
      try {
        response = await withRetry(
          () => once(op, dialect, send, signal),
          policy,
          clock,
          signal,
          (error, delayMs, attempt) => options.onRetry?.({ operation: op, attempt, delayMs, reason: error.message }),
        );
        learn(op, memory, dialect);
        break;
      } catch (error) {
        const status = error instanceof AppError ? error.details?.status : undefined;
        const code = error instanceof AppError ? error.details?.errorCode : undefined;
        const last = i === dialects.length - 1;
        const definite = typeof code === 'string' && DEFINITE_404_CODES.has(code);
        if (last || typeof status !== 'number' || !isDialectMiss(status) || definite) throw error;
      }
    }
    if (!response) throw new AppError('internal', { invariant: 'no-dialect-tried', operation: op });
    const body = parseJsonBody(response, op);
    const fast = plain?.(body);
    if (fast) return fast;
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const { path, problem } = describeIssue(parsed.error.issues[0]);
      throw new AppError(
        'invalid-response',
        transport.redact({ operation: op, path, problem, status: response.status }),
      );
    }
    return parsed.data;
  }

  return {
    dialect: () => (memory.choice === 'auto' ? memory.learned : memory.choice),
    organization: () => organization,
    route: () => transport.route(),
    close: () => transport.close(),

    async uploadUsersCsv(file, opts) {
      const multipart: Send['multipart'] = { name: file.name, content: file.content };
      if (opts?.onProgress) multipart.onProgress = opts.onProgress;
      const size = sizeOf(file.content);
      const context = size === null ? {} : { fileBytes: size };
      const body = await call('uploadUsersCsv', uploadResponseSchema, { multipart, context }, opts);
      return { fileUuid: body.results[0]!.uuid };
    },

    async startUserImport(fileUuid, importOptions: ImportOptions, opts) {
      const query = new URLSearchParams();
      query.set('overwrite', String(importOptions.overwrite));
      // No `role` when none is chosen: the server then assigns the organization's device-user role (spec 4.2).
      for (const role of importOptions.roles) query.append('role', role);
      query.set('csvSeparator', importOptions.separator);
      const jobUuid = await call(
        'startUserImport',
        startResponseSchema,
        { pathParams: { fileUuid }, query, context: { roles: importOptions.roles } },
        opts,
      );
      return { jobUuid };
    },

    async readImportJob(jobUuid, opts): Promise<ServerJobState> {
      const body = await call('readImportJob', readJobResponseSchema, { pathParams: { jobUuid } }, opts);
      return body.results[0]!;
    },

    async queryImportReport(jobUuid, page, opts): Promise<QueryPage<ServerReportEntry>> {
      const json: QueryBody = {
        limit: page.limit,
        offset: page.offset,
        getNonpagedCount: true,
        sortOrder: { sortFields: [{ name: 'line', ascending: true }] },
      };
      if (page.status) json.filter = { type: 'stringEnum', fieldName: 'status', values: [page.status] };
      return call('queryImportReport', reportResponseSchema, { pathParams: { jobUuid }, json }, opts);
    },

    async queryCreationWizardRequests(query, opts) {
      return call('queryCreationWizardRequests', recordListSchema, { json: query }, opts) as Promise<
        QueryPage<ServerRecord>
      >;
    },

    async queryDevices(query, opts) {
      return call('queryDevices', recordListSchema, { json: query }, opts) as Promise<QueryPage<ServerRecord>>;
    },

    async queryUsers(query, opts): Promise<QueryPage<FoundUser>> {
      const json = {
        ...(query.searches ? { searches: query.searches } : {}),
        getItems: query.getItems ?? true,
        getNonpagedCount: true,
        limit: query.limit,
        offset: query.offset,
      };
      // A found user's fields are no dates: the records are read as they came (a comparison reads 100,000).
      const page = await call('queryUsers', recordListSchema, { json }, opts, plainRecordPageAsIs);
      const results: FoundUser[] = [];
      for (const record of page.results as ServerRecord[])
        if (typeof record.name === 'string') results.push(foundUser(record));
      return { total: page.total, results };
    },

    async readPasswordPolicy(opts) {
      try {
        const body = await call('readPasswordPolicy', PasswordPolicyResponse, {}, opts);
        return body.results[0] ?? null;
      } catch (error) {
        // No such read on this server (every real one known so far): the profile's policy applies.
        const status = error instanceof AppError ? error.details?.status : undefined;
        if (error instanceof AppError && error.code === 'http-status' && (status === 404 || status === 405))
          return null;
        throw error;
      }
    },
  };
}

/** A user of the lookup's answer: its name, e-mail and the person's fields the server sent (`surname` or `surName`). */
function foundUser(record: ServerRecord): FoundUser {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const user: FoundUser = { name: record.name as string, email: text(record.email) ?? null };
  // One field at a time, no list of entries made: a comparison reads 100,000 users this way.
  const givenName = text(record.givenName);
  if (givenName !== undefined) user.givenName = givenName;
  const surName = text(record.surname) ?? text(record.surName);
  if (surName !== undefined) user.surName = surName;
  const phone = text(record.phone);
  if (phone !== undefined) user.phone = phone;
  const position = text(record.position);
  if (position !== undefined) user.position = position;
  // Whether the user can sign in (reference `User.activated`), where the server answers it.
  if (typeof record.activated === 'boolean') user.activated = record.activated;
  // The person's keys, where the server answers them: the yearly comparison matches by one of them first.
  // Asked by name only where the record has one: 16 reads of absent fields by a computed name
  // were three quarters of a found user's cost (a comparison makes 100,000 of them).
  if (hasIdColumn(record))
    for (const column of ID_COLUMNS) {
      const value = text(record[column])?.trim();
      if (value) (user.ids ??= {})[column] = value;
    }
  return user;
}

const ID_COLUMN_NAMES: ReadonlySet<string> = new Set(ID_COLUMNS);

/** Whether any field of the record is named as an id column (custom1..custom15, foreignKey). */
function hasIdColumn(record: ServerRecord): boolean {
  for (const key in record) if (ID_COLUMN_NAMES.has(key)) return true;
  return false;
}
