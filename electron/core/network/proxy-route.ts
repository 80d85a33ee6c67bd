/**
 * How core reaches a server: directly, or through a proxy. The machine-wide policy's `proxy`
 * wins when it names one (policy-proxy.ts); otherwise the answer comes from a port
 * (`ProxyResolver`) given to createCore by the shell: the CLI and the web shell read
 * HTTPS_PROXY, HTTP_PROXY and NO_PROXY (environment-proxy.ts); Electron asks Chromium, which
 * knows the system's proxy settings and PAC scripts (pac-proxy.ts, electron/main). Each API
 * client asks once, for its base URL.
 */

import type { DirectReason, ProxySource } from '../../../shared/models/profile';
import { AppError } from '../errors';

export type { DirectReason, ProxySource } from '../../../shared/models/profile';

export type ProxyRoute =
  | {
      kind: 'direct';
      /** Why no proxy, as a code each shell words (the connection test). */
      reason: DirectReason;
    }
  | {
      kind: 'proxy';
      /** The proxy's URL as undici's ProxyAgent takes it, credentials included: never shown. */
      uri: string;
      /** The same without credentials, for people: `http://proxy.example:3128`. */
      shown: string;
      source: ProxySource;
      /** The environment variable it was read from (`HTTPS_PROXY`, `HTTP_PROXY`), for messages. */
      setting?: string;
    };

export interface ProxyResolver {
  /** The route to `url` (a base URL). */
  resolve(url: string): Promise<ProxyRoute>;
}

/** A direct route for a reason (a code: the shells word it, connections.check.say.direct.*). */
export function directRoute(reason: DirectReason): ProxyRoute {
  return { kind: 'direct', reason };
}

export const DIRECT: ProxyRoute = directRoute({ code: 'unconfigured' });

/** Connects directly, always (tests, and callers that want no proxy). */
export const noProxy: ProxyResolver = { resolve: async () => DIRECT };

const PROXY_SCHEMES = new Set(['http:', 'https:', 'socks5:', 'socks:']);

/**
 * A proxy address as undici takes it: `proxy:3128` (no scheme, as curl accepts) means
 * http://; only http, https and socks5 proxies are supported. Throws a message that names
 * the setting, never its value (it may hold a password).
 */
export function proxyUrl(value: string, setting: string): URL {
  const text = value.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`);
  } catch {
    throw new AppError('invalid-argument', { reason: 'proxy-not-address', setting });
  }
  if (!PROXY_SCHEMES.has(url.protocol)) {
    throw new AppError('invalid-argument', {
      reason: 'proxy-protocol',
      setting,
      protocol: url.protocol.replace(':', ''),
    });
  }
  return url;
}

/** A proxy URL for people: scheme, host and port, without credentials. */
export function shownProxy(url: URL): string {
  return `${url.protocol}//${url.host}`;
}

/** The credentials inside a proxy URI (user, password, both encoded and decoded), to redact. */
export function proxySecrets(route: ProxyRoute): string[] {
  if (route.kind !== 'proxy') return [];
  const url = new URL(route.uri);
  const out: string[] = [];
  for (const part of [url.username, url.password]) {
    if (!part) continue;
    out.push(part);
    try {
      out.push(decodeURIComponent(part));
    } catch {
      // Kept encoded only.
    }
  }
  if (url.username || url.password) out.push(`${url.username}:${url.password}`);
  return out;
}
