import type { IncomingMessage } from 'node:http';
import { secretsMatch } from './secret';

export type GuardVerdict = { ok: true; rest: string } | { ok: false; status: number; reason: string };

/**
 * Every request to the web shell must name this machine's loopback address and port as its
 * Host (no DNS rebinding), come from the shell's own origin when it names one (no other site
 * can drive it), and carry the per-run secret as the first path segment.
 */
export function checkRequest(
  request: Pick<IncomingMessage, 'headers' | 'url'>,
  expected: { port: number; secret: string; requireOrigin: boolean },
): GuardVerdict {
  const allowedHosts = [`127.0.0.1:${expected.port}`, `localhost:${expected.port}`];
  const host = request.headers.host ?? '';
  if (!allowedHosts.includes(host.toLowerCase())) {
    return { ok: false, status: 421, reason: `Refused: unexpected Host header ${JSON.stringify(host)}.` };
  }
  const origin = request.headers.origin;
  if (origin !== undefined || expected.requireOrigin) {
    const allowedOrigins = allowedHosts.map((h) => `http://${h}`);
    if (origin === undefined || !allowedOrigins.includes(origin.toLowerCase())) {
      return {
        ok: false,
        status: 403,
        reason: `Refused: requests from origin ${JSON.stringify(origin ?? '')} are not allowed.`,
      };
    }
  }
  const url = new URL(request.url ?? '/', 'http://placeholder');
  const [, first = '', ...rest] = url.pathname.split('/');
  if (!secretsMatch(first, expected.secret)) {
    return {
      ok: false,
      status: 403,
      reason: 'Refused: the session secret is missing or wrong. Open the URL the web shell printed.',
    };
  }
  return { ok: true, rest: '/' + rest.join('/') };
}
