/**
 * Turns what undici and Node throw (DNS, refused, reset, timeouts, TLS, abort) into an
 * AppError a person can act on, naming the host and, for TLS, the certificate problem.
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

/** What each TLS verification error means for the person who sees it. */
const TLS_REASONS: Record<string, string> = {
  DEPTH_ZERO_SELF_SIGNED_CERT: 'the server presents a self-signed certificate',
  SELF_SIGNED_CERT_IN_CHAIN: "the server's certificate chain ends in a self-signed certificate that is not trusted",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE:
    "the server's certificate is signed by an authority that is not trusted (or the server sends no intermediate certificate)",
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY:
    "the authority that signed the server's certificate is not trusted on this machine",
  UNABLE_TO_GET_ISSUER_CERT: "the authority that signed the server's certificate is unknown",
  CERT_HAS_EXPIRED: "the server's certificate has expired",
  CERT_NOT_YET_VALID: "the server's certificate is not valid yet (check this computer's clock)",
  ERR_TLS_CERT_ALTNAME_INVALID: "the server's certificate is for another host name",
  CERT_REVOKED: "the server's certificate has been revoked",
  CERT_SIGNATURE_FAILURE: "the server's certificate signature is invalid",
  ERR_SSL_WRONG_VERSION_NUMBER: 'the server does not speak TLS on this port (try http://, or the right port)',
};

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
  if (name === 'AbortError' || code === 'UND_ERR_ABORTED' || code === 'ABORT_ERR') {
    return new AppError('cancelled', 'The request was cancelled.');
  }
  if (code === 'UND_ERR_CONNECT_TIMEOUT') {
    return new AppError(
      'timeout',
      `No connection to ${host}:${port} within ${timeouts.connectMs / 1000} s. Is the server up, and is a firewall or proxy in the way?`,
      { phase: 'connect', ms: timeouts.connectMs, host, network: true },
    );
  }
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
    return new AppError(
      'timeout',
      `${host} accepted the connection but did not answer within ${timeouts.responseMs / 1000} s. The server may be overloaded; try again later.`,
      { phase: 'response', ms: timeouts.responseMs, host, network: true },
    );
  }
  if (code === 'ECONNREFUSED') {
    return new AppError(
      'refused',
      `${host} refused the connection on port ${port}. Is the server running, and is the port in the base URL right?`,
      { host, port: Number(port), network: true },
    );
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME') {
    return new AppError(
      'unreachable',
      `The host name ${host} could not be resolved. Check the base URL and this computer's network connection.`,
      { host, reason: 'dns', network: true },
    );
  }
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || code === 'EADDRNOTAVAIL') {
    return new AppError(
      'unreachable',
      `${host} cannot be reached from this computer (no route). Check the network or VPN.`,
      { host, reason: 'no-route', network: true },
    );
  }
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE' || code === 'UND_ERR_CLOSED') {
    return new AppError(
      'unreachable',
      `The connection to ${host} was closed before the server answered. A proxy or the server dropped it; try again.`,
      { host, reason: 'connection-closed', network: true },
    );
  }
  const tlsReason = TLS_REASONS[code];
  if (tlsReason || code.startsWith('ERR_TLS') || code.startsWith('ERR_SSL') || /certificate|ssl|tls/i.test(message)) {
    const reason = tlsReason ?? message;
    return new AppError(
      'tls',
      `The secure connection to ${host} failed: ${reason}. If this is your organization's own server, add its CA certificate (PEM) to the profile.`,
      { host, reason: code || 'tls', description: reason },
    );
  }
  return new AppError('unreachable', `Could not talk to ${host}: ${message}`, {
    host,
    reason: code || 'unknown',
    network: true,
  });
}
