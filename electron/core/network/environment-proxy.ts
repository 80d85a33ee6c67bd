/**
 * The proxy of the environment, for the CLI and the web shell: HTTPS_PROXY for https://
 * servers (else HTTP_PROXY), HTTP_PROXY for http:// ones, and NO_PROXY's exceptions, read
 * exactly as undici 7's EnvHttpProxyAgent reads them (lower-case names first; NO_PROXY
 * entries split at commas and spaces, `*` for every host, a leading `.` or `*.` dropped, an
 * entry matching the host and its subdomains, `host:port` only that port). The rules are
 * written out here rather than left to EnvHttpProxyAgent because core must also say which
 * route a connection takes (the connection test), and the same port serves Electron's
 * system proxy.
 */
import { DIRECT, directRoute, proxyUrl, shownProxy } from './proxy-route';
import type { ProxyResolver } from './proxy-route';

const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443 };

interface NoProxyEntry {
  hostname: string;
  port: number;
}

export function parseNoProxy(value: string): { all: boolean; entries: NoProxyEntry[] } {
  const entries: NoProxyEntry[] = [];
  for (const entry of value.split(/[,\s]/)) {
    if (!entry) continue;
    const parsed = /^(.+):(\d+)$/.exec(entry);
    entries.push({
      hostname: (parsed ? parsed[1]! : entry).replace(/^\*?\./, '').toLowerCase(),
      port: parsed ? Number.parseInt(parsed[2]!, 10) : 0,
    });
  }
  return { all: value === '*', entries };
}

/** Whether NO_PROXY exempts the URL's host (and port) from the proxy. */
export function bypassesProxy(target: URL, noProxy: string): boolean {
  const { all, entries } = parseNoProxy(noProxy);
  if (entries.length === 0) return false;
  if (all) return true;
  // `host`, not `hostname`: the brackets of an IPv6 address are kept, as undici keeps them.
  const hostname = target.host.replace(/:\d*$/, '').toLowerCase();
  const port = Number.parseInt(target.port, 10) || DEFAULT_PORTS[target.protocol] || 0;
  return entries.some(
    (entry) =>
      (!entry.port || entry.port === port) && (hostname === entry.hostname || hostname.endsWith(`.${entry.hostname}`)),
  );
}

export function environmentProxy(env: Record<string, string | undefined>): ProxyResolver {
  const pick = (...names: string[]) => {
    for (const name of names) {
      const value = env[name];
      if (value !== undefined) return { name, value };
    }
    return null;
  };
  return {
    async resolve(url) {
      const target = new URL(url);
      const http = pick('http_proxy', 'HTTP_PROXY');
      const https = pick('https_proxy', 'HTTPS_PROXY');
      // As EnvHttpProxyAgent: an https:// server without HTTPS_PROXY goes through HTTP_PROXY.
      const chosen = target.protocol === 'https:' ? (https?.value ? https : http) : http;
      if (!chosen?.value) return DIRECT;
      const noProxy = pick('no_proxy', 'NO_PROXY')?.value ?? '';
      if (bypassesProxy(target, noProxy)) {
        return directRoute({ code: 'no-proxy', host: target.hostname });
      }
      const setting = chosen.name.toUpperCase();
      const proxy = proxyUrl(chosen.value, setting);
      return { kind: 'proxy', uri: proxy.href, shown: shownProxy(proxy), source: 'environment', setting };
    },
  };
}
