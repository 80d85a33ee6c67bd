/**
 * Turns an HTTP answer the endpoint does not accept (or a body that is not the JSON it
 * promised) into an AppError: the status, the server's own errorCode, reason and message
 * (`{errorCode, errors, status, message}` bodies) as parameters; each shell words them with
 * the server-error table's sentence and what to do (shared/errors/wording.ts).
 */
import { AuthErrorBody } from '../../../shared/api/wire/envelope';
import { AppError } from '../errors';
import { parseRetryAfter } from './retry';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function header(response: RawResponse, name: string): string | undefined {
  const value = response.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

function looksLikeHtml(response: RawResponse): boolean {
  const type = header(response, 'content-type') ?? '';
  return /text\/html|application\/xhtml/i.test(type) || /^\s*(?:<!doctype html|<html)/i.test(response.body);
}

function looksLikeLoginPage(body: string): boolean {
  return /type=["']?password|login|sign in|anmelden/i.test(body);
}

export interface ServerError {
  errorCode?: string;
  serverMessage?: string;
  errors?: Record<string, unknown>;
  /** Why a 401/403 was answered (INVALID_CREDENTIALS, USER_LOCKED, ...). */
  reason?: string;
  /** When an expired token expired (epoch ms), where the server says it. */
  expirationDate?: number;
}

/** The server's own words from an error body (`{errorCode, errors, status, message}`, a 401/403's `reason`). */
export function serverErrorOf(body: string): ServerError {
  try {
    const parsed = AuthErrorBody.safeParse(JSON.parse(body));
    if (!parsed.success) return {};
    const out: ServerError = {};
    const data = parsed.data;
    if (data.errorCode !== undefined && data.errorCode !== null) out.errorCode = String(data.errorCode);
    if (data.message) out.serverMessage = data.message;
    if (data.errors && Object.keys(data.errors).length > 0) out.errors = data.errors;
    if (data.reason) out.reason = data.reason;
    if (typeof data.expirationDate === 'number') out.expirationDate = data.expirationDate;
    return out;
  } catch {
    return {};
  }
}

/**
 * What the call knew that an explanation may name (shared/errors/server-explanation.ts):
 * the operation, the organization it acted in, the roles and the file size it sent.
 */
export interface CallContext {
  operation?: string;
  organization?: string | null;
  roles?: readonly string[];
  fileBytes?: number;
}

/**
 * The AppError for a status the endpoint does not accept: the status and the server's own
 * words as parameters, from which each shell words the server-error table's sentence and
 * action (shared/errors/wording.ts); `context.operation` names the call.
 */
export function statusError(response: RawResponse, context: CallContext = {}): AppError {
  const { status } = response;
  const html = looksLikeHtml(response);
  const server = html ? {} : serverErrorOf(response.body);
  const retryAfterMs = parseRetryAfter(header(response, 'retry-after'), Date.now());
  const serverPart = [server.errorCode, server.reason, server.serverMessage].filter(Boolean).join(': ');
  const details: Record<string, unknown> = { status };
  if (server.errorCode) details.errorCode = server.errorCode;
  if (server.reason) details.reason = server.reason;
  if (server.serverMessage) details.serverMessage = server.serverMessage;
  if (server.errors) details.errors = server.errors;
  if (server.expirationDate !== undefined) details.expirationDate = server.expirationDate;
  if (context.operation) details.operation = context.operation;
  if (context.organization) details.organization = context.organization;
  if (context.roles && context.roles.length > 0) details.roles = [...context.roles];
  if (context.fileBytes !== undefined) details.fileBytes = context.fileBytes;
  if (retryAfterMs !== null) details.retryAfterMs = retryAfterMs;
  if (!html && !serverPart && response.body.trim()) details.body = response.body.slice(0, 2000);
  if (status === 401 || status === 403) return new AppError('unauthorized', details);
  if (html) {
    return new AppError(looksLikeLoginPage(response.body) ? 'unauthorized' : 'http-status', {
      ...details,
      contentType: header(response, 'content-type') ?? null,
    });
  }
  return new AppError('http-status', details);
}

/** The JSON body of an accepted answer, or the AppError saying why it is not JSON. */
export function parseJsonBody(response: RawResponse, operation?: string): unknown {
  const call = operation === undefined ? {} : { operation };
  if (looksLikeHtml(response)) {
    const code = looksLikeLoginPage(response.body) ? 'unauthorized' : 'not-json';
    throw new AppError(code, {
      ...call,
      status: response.status,
      contentType: header(response, 'content-type') ?? null,
      webPage: true,
    });
  }
  if (response.body.trim() === '') {
    throw new AppError('invalid-json', { ...call, status: response.status, position: 0 });
  }
  try {
    return JSON.parse(response.body) as unknown;
  } catch (error) {
    const match = /position (\d+)/.exec(error instanceof Error ? error.message : '');
    const position = match ? Number(match[1]) : null;
    // No content type at all is said as null: the shells word it ("without a content type").
    const type = header(response, 'content-type') ?? null;
    if (type === null || !/json/i.test(type)) {
      throw new AppError('not-json', { ...call, status: response.status, contentType: type }, { cause: error });
    }
    throw new AppError('invalid-json', { ...call, status: response.status, position }, { cause: error });
  }
}
