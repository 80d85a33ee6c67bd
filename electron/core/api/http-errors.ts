/**
 * Turns an HTTP answer the endpoint does not accept (or a body that is not the JSON it
 * promised) into an AppError that says the status, the server's own errorCode and message
 * (`{errorCode, errors, status, message}` bodies) and what to do.
 */
import { AuthErrorBody } from '../../../shared/api/wire/envelope';
import { serverErrorSentence } from '../../../shared/errors/server-explanation';
import { AppError } from '../errors';
import { parseRetryAfter } from './retry';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export const WEB_PAGE_HINT = "the server answered with a web page: is the base URL the API's, is the token valid?";

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

const STATUS_ADVICE: Record<number, string> = {
  400: 'The server refused the request as malformed.',
  404: 'The server does not know this address: check the base URL (and a /relution prefix) or the API version.',
  405: 'The server does not accept this method here: it may speak another API dialect.',
  408: 'The server timed out waiting for the request.',
  409: 'The request conflicts with the state of the server.',
  413: 'The request is too large for the server.',
  429: 'The server is rate limiting this client; wait and try again.',
  500: 'The server failed with an internal error.',
  502: 'A gateway in front of the server could not reach it.',
  503: 'The server is unavailable (maintenance or overload).',
  504: 'A gateway in front of the server timed out.',
};

/**
 * The AppError for a status the endpoint does not accept. Its message says what failed, the
 * status, the server-error table's sentence where it has one, and the server's own words;
 * the table's action for the reader is added by each shell (shared/errors/wording.ts), from
 * the details kept here.
 */
export function statusError(response: RawResponse, what: string, context: CallContext = {}): AppError {
  const { status } = response;
  const html = looksLikeHtml(response);
  const server = html ? {} : serverErrorOf(response.body);
  const retryAfterMs = parseRetryAfter(header(response, 'retry-after'), Date.now());
  const reason = server.reason && server.reason !== server.errorCode ? server.reason : null;
  const code = [server.errorCode, reason && (server.errorCode ? `(reason ${reason})` : reason)]
    .filter(Boolean)
    .join(' ');
  const serverPart = [code, server.serverMessage].filter(Boolean).join(': ');
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
  const said = serverPart ? ` The server said: ${serverPart}.` : '';
  const explained = serverErrorSentence(details);
  if (status === 401 || status === 403) {
    const meaning =
      explained ??
      (status === 401
        ? 'The server did not accept the API access token: it may be wrong, expired or revoked.'
        : 'The token was accepted but may not do this.');
    return new AppError('unauthorized', `${what} failed (HTTP ${status}). ${meaning}${said}`, details);
  }
  if (html) {
    return new AppError(
      looksLikeLoginPage(response.body) ? 'unauthorized' : 'http-status',
      `${what} failed with HTTP ${status}: ${WEB_PAGE_HINT}`,
      { ...details, contentType: header(response, 'content-type') ?? null },
    );
  }
  const advice =
    explained ?? STATUS_ADVICE[status] ?? (status >= 500 ? 'The server failed.' : 'The server refused the request.');
  const wait =
    retryAfterMs !== null && (status === 429 || status === 503)
      ? ` It asked to wait ${Math.ceil(retryAfterMs / 1000)} s.`
      : '';
  return new AppError('http-status', `${what} failed with HTTP ${status}. ${advice}${said}${wait}`, details);
}

/** The JSON body of an accepted answer, or the AppError saying why it is not JSON. */
export function parseJsonBody(response: RawResponse, what: string): unknown {
  if (looksLikeHtml(response)) {
    const code = looksLikeLoginPage(response.body) ? 'unauthorized' : 'not-json';
    throw new AppError(code, `${what}: ${WEB_PAGE_HINT}`, {
      status: response.status,
      contentType: header(response, 'content-type') ?? null,
    });
  }
  if (response.body.trim() === '') {
    throw new AppError(
      'invalid-json',
      `${what}: the server answered HTTP ${response.status} with an empty body where JSON was due.`,
      { status: response.status, position: 0 },
    );
  }
  try {
    return JSON.parse(response.body) as unknown;
  } catch (error) {
    const match = /position (\d+)/.exec(error instanceof Error ? error.message : '');
    const position = match ? Number(match[1]) : null;
    const type = header(response, 'content-type') ?? 'no content type';
    if (!/json/i.test(type)) {
      throw new AppError(
        'not-json',
        `${what}: the server answered HTTP ${response.status} with ${type}, not JSON. Is the base URL the API's?`,
        { status: response.status, contentType: type },
      );
    }
    throw new AppError(
      'invalid-json',
      `${what}: the server's answer is not valid JSON${position !== null ? ` (at character ${position})` : ''}.`,
      { status: response.status, position },
    );
  }
}
