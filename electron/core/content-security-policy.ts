/**
 * The renderer's Content-Security-Policy, served as a response header by both shells.
 * `default-src 'self'` with no `unsafe-eval`; inline style attributes are allowed because
 * the UI kit sets CSS variables through them (scripts stay 'self' only).
 */
export function contentSecurityPolicy(extraConnectSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    ["connect-src 'self'", ...extraConnectSources].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'none'",
  ].join('; ');
}
