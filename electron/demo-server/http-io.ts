import type { IncomingMessage, ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';

/** Spring's HttpStatus names, as a Java server of this family writes them in `status`. */
function statusName(code: number): string {
  return (STATUS_CODES[code] ?? 'UNKNOWN').toUpperCase().replace(/[^A-Z0-9]+/g, '_');
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json;charset=UTF-8',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/** The success envelope of management endpoints: `{status, message, errors, total, results}`. */
export function sendResults(res: ServerResponse, results: unknown[], total?: number): void {
  sendJson(res, 200, { status: 'OK', message: null, errors: {}, ...(total !== undefined ? { total } : {}), results });
}

/** The error body of the real server (`RelutionException`): `{errorCode, errors, status, message}`. */
export function sendError(
  res: ServerResponse,
  status: number,
  errorCode: string,
  message: string,
  errors: Record<string, string> = {},
  headers: Record<string, string> = {},
): void {
  sendJson(res, status, { errorCode, errors, status: statusName(status), message }, headers);
}

/** What an unauthenticated browser gets from the portal: an HTML page, not JSON. */
export const LOGIN_PAGE = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Login - Device Management Portal</title></head>
<body><form method="post" action="/gofer/security-login"><h1>Sign in</h1>
<label>Organization <input name="organization"></label>
<label>User name <input name="j_username"></label>
<label>Password <input type="password" name="j_password"></label>
<button type="submit">Login</button></form></body></html>
`;

export function sendLoginPage(res: ServerResponse): void {
  res.writeHead(200, { 'Content-Type': 'text/html;charset=UTF-8', 'Content-Length': Buffer.byteLength(LOGIN_PAGE) });
  res.end(LOGIN_PAGE);
}

export interface Body {
  bytes: Buffer;
  /** The body exceeded the limit; `bytes` holds only what fitted. */
  tooLarge: boolean;
}

/**
 * Reads a request body up to `limit` bytes. Past the limit the rest is drained, not kept,
 * so that the 413 answer reaches a client that is still sending.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Body> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = Number(req.headers['content-length'] ?? 0) > limit;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
    });
    req.on('end', () => resolve({ bytes: Buffer.concat(chunks), tooLarge }));
    req.on('error', reject);
  });
}
