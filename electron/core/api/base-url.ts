import { AppError } from '../errors';

/**
 * The base URL as the client joins paths to it: http(s) only, no query or fragment, no
 * trailing slash, and a path prefix (`/relution`, a reverse proxy's folder) kept.
 * `https://mdm.example.com/relution/` and `https://mdm.example.com/relution` are the same.
 */
export function normaliseBaseUrl(input: string): string {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new AppError('invalid-argument', { reason: 'base-url-not-address', input });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AppError('invalid-argument', { reason: 'base-url-protocol', protocol: url.protocol });
  }
  if (url.username || url.password) {
    throw new AppError('invalid-argument', { reason: 'base-url-credentials' });
  }
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.protocol}//${url.host}${path}`;
}

/** Joins a normalised base URL and an endpoint path (`/api/...`), with an optional query. */
export function joinUrl(baseUrl: string, path: string, query?: URLSearchParams): string {
  const base = normaliseBaseUrl(baseUrl);
  const suffix = path.startsWith('/') ? path : `/${path}`;
  const search = query && [...query.keys()].length > 0 ? `?${query.toString()}` : '';
  return `${base}${suffix}${search}`;
}
