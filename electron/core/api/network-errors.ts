/**
 * Turns what undici and Node throw (DNS, refused, reset, timeouts, TLS, abort) into an
 * AppError: a code and the facts each shell words (shared/errors/wording.ts), the host
 * and, for TLS, the verification error's code. Core classifies; it says no sentence.
 * Through a proxy, the proxy's own answers and failures are proxy-errors.ts's.
 */
import { AppError } from '../errors';
import type { ProxyRoute } from '../network/proxy-route';
import { throughProxy } from './proxy-errors';

interface ErrorLike {
  code?: string;
  name?: string;
  message?: string;
  cause?: unknown;
}

/**
 * The most telling code in the cause chain: undici wraps socket and TLS errors
 * (`UND_ERR_SOCKET` around `ECONNRESET`), so a system or TLS code inside wins over the wrapper.
 */
function codeOf(error: unknown): { code: string; message: string; name: string } {
  const chain: ErrorLike[] = [];
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    chain.push(current as ErrorLike);
    current = (current as ErrorLike).cause;
  }
  const coded = chain.filter((e) => typeof e.code === 'string');
  const inner = coded.find((e) => !e.code!.startsWith('UND_ERR')) ?? coded[0];
  const top = chain[0];
  return { code: inner?.code ?? '', message: inner?.message ?? top?.message ?? String(error), name: top?.name ?? '' };
}

/** The TLS verification errors the shells word by name (shared/errors/tls-messages.ts); others by Node's text. */
export const TLS_CODES = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'UNABLE_TO_GET_ISSUER_CERT',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'CERT_REVOKED',
  'CERT_SIGNATURE_FAILURE',
  'ERR_SSL_WRONG_VERSION_NUMBER',
]);

export function mapNetworkError(
  error: unknown,
  url: string,
  timeouts: { connectMs: number; responseMs: number },
  route?: ProxyRoute,
): AppError {
  const mapped = mapDirect(error, url, timeouts);
  // A connection through a proxy fails at the proxy first: say which one, and where it comes from.
  return route?.kind === 'proxy' ? throughProxy(mapped, route) : mapped;
}

function mapDirect(error: unknown, url: string, timeouts: { connectMs: number; responseMs: number }): AppError {
  if (error instanceof AppError) return error;
  const { code, message, name } = codeOf(error);
  const target = new URL(url);
  const host = target.hostname;
  const port = target.port || (target.protocol === 'https:' ? '443' : '80');
  const cause = { cause: error };
  if (name === 'AbortError' || code === 'UND_ERR_ABORTED' || code === 'ABORT_ERR') {
    return new AppError('cancelled', undefined, cause);
  }
  if (code === 'UND_ERR_CONNECT_TIMEOUT') {
    return new AppError(
      'timeout',
      { phase: 'connect', ms: timeouts.connectMs, host, port: Number(port), network: true },
      cause,
    );
  }
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
    return new AppError('timeout', { phase: 'response', ms: timeouts.responseMs, host, network: true }, cause);
  }
  if (code === 'ECONNREFUSED') return new AppError('refused', { host, port: Number(port), network: true }, cause);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME') {
    return new AppError('unreachable', { host, reason: 'dns', network: true }, cause);
  }
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || code === 'EADDRNOTAVAIL') {
    return new AppError('unreachable', { host, reason: 'no-route', network: true }, cause);
  }
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE' || code === 'UND_ERR_CLOSED') {
    return new AppError('unreachable', { host, reason: 'connection-closed', network: true }, cause);
  }
  if (
    TLS_CODES.has(code) ||
    code.startsWith('ERR_TLS') ||
    code.startsWith('ERR_SSL') ||
    /certificate|ssl|tls/i.test(message)
  ) {
    // A known verification error is worded by its code; another by Node's own text (data, not ours).
    return new AppError('tls', { host, reason: code || 'tls', description: message }, cause);
  }
  return new AppError('unreachable', { host, reason: code || 'unknown', description: message, network: true }, cause);
}
