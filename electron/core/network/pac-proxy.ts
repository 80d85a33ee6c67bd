/**
 * The system's proxy as Chromium resolves it (Electron: `session.resolveProxy(url)`, which
 * applies the system settings, WPAD and PAC scripts): its answer is a PAC result such as
 * `PROXY proxy.example:8080; DIRECT`. The first entry core can use wins: DIRECT, PROXY/HTTP
 * (an http proxy), HTTPS (a proxy spoken to over TLS), SOCKS5. SOCKS4 and QUIC entries are
 * skipped (undici does not speak them). Chromium keeps proxy passwords to itself, so a proxy
 * that asks for one answers 407, which the transport words.
 */
import { DIRECT, directRoute } from './proxy-route';
import type { ProxyResolver, ProxyRoute } from './proxy-route';

const SCHEMES: Record<string, string> = { PROXY: 'http', HTTP: 'http', HTTPS: 'https', SOCKS5: 'socks5' };

/** The route a PAC result names; DIRECT when it names nothing usable. */
export function parsePacResult(result: string): ProxyRoute {
  const skipped: string[] = [];
  for (const raw of result.split(';')) {
    const entry = raw.trim();
    if (!entry) continue;
    const [kind = '', address] = entry.split(/\s+/, 2);
    const keyword = kind.toUpperCase();
    if (keyword === 'DIRECT') {
      return directRoute(
        skipped.length === 0 ? { code: 'system-direct' } : { code: 'system-unusable', proxies: skipped.join(', ') },
      );
    }
    const scheme = SCHEMES[keyword];
    if (!scheme || !address) {
      skipped.push(entry);
      continue;
    }
    const shown = `${scheme}://${address}`;
    return { kind: 'proxy', uri: shown, shown, source: 'system' };
  }
  return skipped.length === 0 ? DIRECT : directRoute({ code: 'system-unusable', proxies: skipped.join(', ') });
}

/** A resolver over Chromium's `resolveProxy` (or anything that answers PAC results). */
export function pacProxy(resolveProxy: (url: string) => Promise<string>): ProxyResolver {
  return { resolve: async (url) => parsePacResult(await resolveProxy(url)) };
}
