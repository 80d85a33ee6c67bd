/**
 * The undici dispatcher of one API client: an Agent for a direct route, a ProxyAgent for a
 * proxy (CONNECT tunnels for http:// and https:// servers alike; the server's TLS inside the
 * tunnel checked against the same trusted CAs as a direct connection, so a profile's CA
 * applies through the proxy too).
 */
import type { SecureContext } from 'node:tls';
import type { Dispatcher } from 'undici';
import type * as Undici from 'undici';
import type { ProxyRoute } from './proxy-route';

export interface DispatcherSettings {
  /** The trusted CAs (trust.ts); undefined: Node's default. */
  secureContext?: SecureContext | undefined;
  connectTimeoutMs: number;
  responseTimeoutMs: number;
}

let undici: Promise<typeof Undici> | null = null;

/**
 * The HTTP stack, loaded by the first client that connects (a command that asks no server
 * never loads it). The CLI's build answers `import('undici')` with a bundle of Agent and
 * ProxyAgent only (scripts/undici-cli.cjs): core uses nothing else of undici (a request is
 * the dispatcher's own `request()`, api/transport.ts).
 */
export function loadUndici(): Promise<typeof Undici> {
  return (undici ??= import('undici'));
}

/** Whether the HTTP stack was asked for yet (tests). */
export const undiciRequested = (): boolean => undici !== null;

export async function createDispatcher(route: ProxyRoute, settings: DispatcherSettings): Promise<Dispatcher> {
  const { Agent, ProxyAgent } = await loadUndici();
  const tls = settings.secureContext ? { secureContext: settings.secureContext } : {};
  const timeouts = { headersTimeout: settings.responseTimeoutMs, bodyTimeout: settings.responseTimeoutMs };
  if (route.kind === 'direct') {
    return new Agent({ connect: { timeout: settings.connectTimeoutMs, ...tls }, ...timeouts });
  }
  return new ProxyAgent({
    uri: route.uri,
    // The server's TLS, inside the tunnel.
    requestTls: { timeout: settings.connectTimeoutMs, ...tls },
    // The proxy's own TLS (an https:// proxy), checked against the same CAs.
    proxyTls: { timeout: settings.connectTimeoutMs, ...tls },
    ...timeouts,
  });
}
