/**
 * Failures on the way through a proxy, told as the proxy's and not the server's. A proxy
 * that refuses to open the tunnel answers the CONNECT with a status of its own, which undici
 * reports as an error ("Proxy response (407) !== 200 when HTTP Tunneling"); a 401 or 407 is
 * the proxy asking for credentials or refusing the ones it got (squid answers 407 to both,
 * tinyproxy 401 to a wrong password): `proxy-credentials`, never the server's refusal of the
 * token, never retried. Every error through a proxy names it by the address people see (no
 * credentials) and where it was set, as parameters the shells word
 * (shared/errors/proxy-wording.ts).
 */
import { AppError } from '../errors';
import type { ProxyRoute } from '../network/proxy-route';

type ViaProxy = ProxyRoute & { kind: 'proxy' };

interface ErrorLike {
  message?: string;
  cause?: unknown;
}

/** The details every error through a proxy carries, for the shells' wording. */
export function proxyDetails(route: ViaProxy): Record<string, unknown> {
  return {
    proxy: route.shown,
    proxySource: route.source,
    ...(route.setting ? { proxySetting: route.setting } : {}),
  };
}

/** Whether undici sends Proxy-Authorization for this route: only with a user and a password in the URI. */
function sendsCredentials(route: ViaProxy): boolean {
  const uri = new URL(route.uri);
  return uri.username !== '' && uri.password !== '';
}

/** The status a proxy answered instead of opening the tunnel (or forwarding), if the error says one. */
function proxyStatusOf(error: unknown): number | null {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    const message = (current as ErrorLike).message ?? '';
    // The CONNECT's answer; and, were undici to forward without a tunnel, its 407.
    const match = /Proxy response \((\d{3})\)|Proxy Authentication Required \((\d{3})\)/.exec(message);
    if (match) return Number(match[1] ?? match[2]);
    current = (current as ErrorLike).cause;
  }
  return null;
}

/**
 * What a proxy answered instead of connecting to the server, as an AppError; null when the
 * error is not a proxy's answer.
 */
export function proxyError(error: unknown, route: ViaProxy, url: string): AppError | null {
  const status = proxyStatusOf(error);
  if (status === null) return null;
  const host = new URL(url).host;
  const details = { ...proxyDetails(route), proxyStatus: status, host };
  if (status === 401 || status === 407) {
    return new AppError('proxy-credentials', { ...details, credentials: sendsCredentials(route) }, { cause: error });
  }
  return new AppError('unreachable', { ...details, network: true }, { cause: error });
}

/** A network failure on a route through a proxy: a refused connection is the proxy's own; others name it. */
export function throughProxy(mapped: AppError, route: ViaProxy): AppError {
  if (!mapped.details?.network) return mapped;
  const details = { ...mapped.details, ...proxyDetails(route) };
  if (mapped.code === 'refused') {
    // The tunnel to the server is the proxy's business (its failures are proxyError's): a refusal is the proxy's own.
    return new AppError('refused', { ...details, proxyRefused: true }, { cause: mapped.cause });
  }
  return new AppError(mapped.code, details, { cause: mapped.cause });
}
