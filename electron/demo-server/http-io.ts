import type { IncomingMessage, ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';

/** How list answers are wrapped: today's management envelope, or the older `{items, nonpagedCount}`. */
export type Envelope = 'management' | 'legacy';

/** Spring's HttpStatus names, as a Java server of this family writes them in `status`. */
export function statusName(code: number): string {
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

export interface ErrorExtras {
  errors?: Record<string, string>;
  headers?: Record<string, string>;
  /** Fields beyond the error body (a 401's `reason`, `anonymous`, `expirationDate`, ...). */
  fields?: Record<string, unknown>;
}

/**
 * Writes the server's answers in one envelope. Management (26.x): successes are
 * `{status: 'OK', errors, total?, results}`, errors `{errorCode, errors, status,
 * message}` with `status` the HTTP status name. Legacy (2016-era): lists are `{status: 200,
 * items, nonpagedCount?}` and every `status` is the integer.
 */
export class Responder {
  constructor(readonly envelope: Envelope = 'management') {}

  private status(code: number): string | number {
    return this.envelope === 'legacy' ? code : code === 200 ? 'OK' : statusName(code);
  }

  /** A single-record answer (upload, job): always `results`, as both eras' clients read `results[0]`. */
  results(res: ServerResponse, results: unknown[], total?: number): void {
    // No `message` on success: the reference types it as a string, and a success has none to say.
    sendJson(res, 200, {
      status: this.status(200),
      errors: {},
      ...(total !== undefined ? { total } : {}),
      results,
    });
  }

  /** A list answer: at most `cap` entries (whatever limit was asked), the count untouched. */
  list(res: ServerResponse, results: unknown[], total: number | undefined, cap?: number): void {
    const page = cap !== undefined && results.length > cap ? results.slice(0, cap) : results;
    if (this.envelope === 'legacy') {
      sendJson(res, 200, { status: 200, items: page, ...(total !== undefined ? { nonpagedCount: total } : {}) });
    } else this.results(res, page, total);
  }

  /** The error body of the real server (`RelutionException`). */
  error(res: ServerResponse, status: number, errorCode: string, message: string, extras: ErrorExtras = {}): void {
    sendJson(
      res,
      status,
      { errorCode, errors: extras.errors ?? {}, status: this.status(status), message, ...extras.fields },
      extras.headers,
    );
  }
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
 * Reads a (JSON) request body up to `limit` bytes. Past the limit the rest is drained, not
 * kept, so that the 413 answer reaches a client that is still sending.
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
