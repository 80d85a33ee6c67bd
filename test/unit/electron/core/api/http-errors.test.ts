import { describe, expect, it } from 'vitest';
import { parseJsonBody, statusError, WEB_PAGE_HINT } from '../../../../../electron/core/api/http-errors';
import { mapNetworkError } from '../../../../../electron/core/api/network-errors';
import type { AppError } from '../../../../../electron/core/errors';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
  status,
  headers: { 'content-type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
const timeouts = { connectMs: 10_000, responseMs: 60_000 };

describe('statusError', () => {
  it("says the status and the server's errorCode and message", () => {
    const e = statusError(
      json(400, {
        errorCode: 'ARGUMENTS_MISSING_OR_INVALID',
        errors: { role: 'x' },
        status: 'BAD_REQUEST',
        message: 'Unknown role x',
      }),
      'Starting the import job',
    );
    expect(e.code).toBe('http-status');
    expect(e.message).toBe(
      'Starting the import job failed with HTTP 400. The server refused the request as malformed. The server said: ARGUMENTS_MISSING_OR_INVALID: Unknown role x.',
    );
    expect(e.details).toMatchObject({
      status: 400,
      errorCode: 'ARGUMENTS_MISSING_OR_INVALID',
      serverMessage: 'Unknown role x',
      errors: { role: 'x' },
    });
  });

  it('maps 401 and 403 to unauthorized, with the kind hint on 403', () => {
    expect(statusError(json(401, {}), 'Q').code).toBe('unauthorized');
    const e = statusError(json(403, { message: 'denied' }), 'Q', 'needs a system administrator');
    expect(e.code).toBe('unauthorized');
    expect(e.message).toContain('needs a system administrator');
    expect(e.message).toContain('denied');
  });

  it('keeps Retry-After and a plain body', () => {
    const e = statusError(
      { status: 503, headers: { 'retry-after': '3', 'content-type': 'text/plain' }, body: 'down' },
      'Q',
    );
    expect(e.details).toMatchObject({ status: 503, retryAfterMs: 3000, body: 'down' });
    expect(e.message).toContain('wait 3 s');
  });

  it('explains an HTML page', () => {
    const e = statusError(
      { status: 502, headers: { 'content-type': 'text/html' }, body: '<html><body>Bad gateway</body></html>' },
      'Q',
    );
    expect(e.message).toContain(WEB_PAGE_HINT);
  });
});

describe('parseJsonBody', () => {
  it('parses JSON', () => expect(parseJsonBody(json(200, { a: 1 }), 'Q')).toEqual({ a: 1 }));
  it('calls a login page unauthorized and another page not-json', () => {
    const login = () =>
      parseJsonBody(
        { status: 200, headers: { 'content-type': 'text/html' }, body: '<form><input type="password"></form>' },
        'Q',
      );
    expect(login).toThrow(WEB_PAGE_HINT);
    try {
      login();
    } catch (e) {
      expect((e as AppError).code).toBe('unauthorized');
    }
    try {
      parseJsonBody({ status: 200, headers: {}, body: '<!DOCTYPE html><p>Welcome</p>' }, 'Q');
    } catch (e) {
      expect((e as AppError).code).toBe('not-json');
    }
  });
  it('says invalid-json with the position for broken JSON', () => {
    try {
      parseJsonBody(json(200, '{"a": tru'), 'Q');
      expect.unreachable();
    } catch (e) {
      expect((e as AppError).code).toBe('invalid-json');
      expect((e as AppError).details?.status).toBe(200);
    }
  });
});

describe('mapNetworkError', () => {
  const wrapped = (code: string) =>
    Object.assign(new Error('wrapper'), { code: 'UND_ERR_SOCKET', cause: Object.assign(new Error(code), { code }) });
  it('names DNS, refused, reset and timeouts', () => {
    expect(
      mapNetworkError(Object.assign(new Error('x'), { code: 'ENOTFOUND' }), 'https://nope.example/api', timeouts),
    ).toMatchObject({ code: 'unreachable', details: { host: 'nope.example', reason: 'dns' } });
    expect(
      mapNetworkError(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }), 'http://h:81/', timeouts),
    ).toMatchObject({ code: 'refused', details: { port: 81 } });
    expect(mapNetworkError(wrapped('ECONNRESET'), 'http://h/', timeouts)).toMatchObject({
      code: 'unreachable',
      details: { reason: 'connection-closed' },
    });
    expect(
      mapNetworkError(Object.assign(new Error('x'), { code: 'UND_ERR_CONNECT_TIMEOUT' }), 'http://h/', timeouts),
    ).toMatchObject({ code: 'timeout', details: { phase: 'connect' } });
  });
  it('names the certificate problem', () => {
    const cases: Record<string, RegExp> = {
      DEPTH_ZERO_SELF_SIGNED_CERT: /self-signed/,
      CERT_HAS_EXPIRED: /expired/,
      ERR_TLS_CERT_ALTNAME_INVALID: /another host name/,
      UNABLE_TO_VERIFY_LEAF_SIGNATURE: /not trusted/,
    };
    for (const [code, text] of Object.entries(cases)) {
      const e = mapNetworkError(Object.assign(new Error('x'), { code }), 'https://h/', timeouts);
      expect(e.code).toBe('tls');
      expect(e.message).toMatch(text);
      expect(e.message).toContain('CA certificate');
      expect(e.details?.reason).toBe(code);
    }
  });
  it('calls an abort cancelled', () => {
    expect(mapNetworkError(Object.assign(new Error('x'), { name: 'AbortError' }), 'http://h/', timeouts).code).toBe(
      'cancelled',
    );
  });
});
