import { describe, expect, it } from 'vitest';
import { parseJsonBody, statusError } from '../../../../../electron/core/api/http-errors';
import { mapNetworkError } from '../../../../../electron/core/api/network-errors';
import { AppError } from '../../../../../electron/core/errors';
import { describeError } from '../../../../../shared/errors/wording';
import { createTranslator } from '../../../../../shared/i18n/translator';

/** Core says a code and parameters; the shells word them (here as the app does, in English). */
const said = (e: unknown) => describeError(e as AppError, 'app');
const WEB_PAGE = "with a web page: is the base URL the API's, is the token valid?";

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
    );
    expect(e.code).toBe('http-status');
    expect(e.message).not.toMatch(/failed|refused/);
    expect(said(e)).toBe(
      'The server answered HTTP 400. The server refused the request as malformed. The server said: ARGUMENTS_MISSING_OR_INVALID: Unknown role x.',
    );
    expect(e.details).toMatchObject({
      status: 400,
      errorCode: 'ARGUMENTS_MISSING_OR_INVALID',
      serverMessage: 'Unknown role x',
      errors: { role: 'x' },
    });
  });

  it('maps 401 and 403 to unauthorized, naming on 403 the right the operation needs', () => {
    expect(statusError(json(401, {})).code).toBe('unauthorized');
    const e = statusError(json(403, { message: 'denied' }), { operation: 'queryDevices' });
    expect(e.code).toBe('unauthorized');
    expect(said(e)).toContain('HTTP 403');
    expect(said(e)).toContain('This token belongs to a user without the right to list devices.');
    expect(said(e)).toContain('The server said: denied.');
    expect(e.details).toMatchObject({ status: 403, operation: 'queryDevices' });
  });

  it("keeps a 401/403's reason and expiry date, and says the expiry in plain language", () => {
    const e = statusError(
      json(401, {
        errorCode: 'ACCESS_TOKEN_EXPIRED',
        message: 'The access token expired on 2026-03-01T12:00:00.000Z',
        anonymous: true,
        expirationDate: Date.parse('2026-03-01T12:00:00Z'),
      }),
      { operation: 'queryDevices' },
    );
    expect(said(e)).toContain('The API access token expired on 2026-03-01 12:00 UTC.');
    expect(said(e)).toContain(
      'The server said: ACCESS_TOKEN_EXPIRED: The access token expired on 2026-03-01T12:00:00.000Z.',
    );
    const other = statusError(
      json(403, {
        errorCode: 'ACCESS_FORBIDDEN',
        reason: 'USER_BELONGS_TO_DIFFERENT_ORGANIZATION',
        message: 'Access denied',
        errors: { tenantOrganizationUuid: 'abc' },
      }),
      { organization: 'abc' },
    );
    expect(other.details).toMatchObject({ reason: 'USER_BELONGS_TO_DIFFERENT_ORGANIZATION', organization: 'abc' });
    expect(said(other)).toContain("The token's user belongs to another organization than abc.");
    expect(said(other)).toContain('ACCESS_FORBIDDEN: Access denied');
  });

  it('names the file size of an upload refused as too large, and the roles of a start refused for a role', () => {
    const big = statusError(json(413, { errorCode: 'RESOURCE_UPLOAD_TOO_LARGE', message: 'too big' }), {
      fileBytes: 1_234_567_890,
    });
    expect(said(big)).toContain('The file (1.1 GB) is larger than the server accepts.');
    const bare = statusError({ status: 413, headers: {}, body: '' }, { fileBytes: 2_000 });
    expect(said(bare)).toContain('The file (2.0 KB) is larger than the server accepts.');
    const role = statusError(json(400, { errorCode: 'ROLE_DOES_NOT_EXIST', message: 'no such role' }), {
      roles: ['Teachers'],
    });
    expect(said(role)).toContain('The server does not know the role "Teachers".');
  });

  it('explains a 400 or 405 of the creation-wizard endpoint (it may create rather than list)', () => {
    const e = statusError(json(405, { message: 'Method not allowed' }), {
      operation: 'queryCreationWizardRequests',
    });
    expect(said(e)).toContain(
      'On some servers this endpoint submits a new organization request instead of listing them',
    );
  });

  it('keeps Retry-After and a plain body', () => {
    const e = statusError({ status: 503, headers: { 'retry-after': '3', 'content-type': 'text/plain' }, body: 'down' });
    expect(e.details).toMatchObject({ status: 503, retryAfterMs: 3000, body: 'down' });
    expect(said(e)).toContain('wait 3 s');
  });

  it('explains an HTML page', () => {
    const e = statusError({
      status: 502,
      headers: { 'content-type': 'text/html' },
      body: '<html><body>Bad gateway</body></html>',
    });
    expect(said(e)).toContain(WEB_PAGE);
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
    expect(login).toThrow(AppError);
    try {
      login();
    } catch (e) {
      expect((e as AppError).code).toBe('unauthorized');
      expect(said(e)).toContain('with a web page');
    }
    try {
      parseJsonBody({ status: 200, headers: {}, body: '<!DOCTYPE html><p>Welcome</p>' }, 'Q');
    } catch (e) {
      expect((e as AppError).code).toBe('not-json');
      expect(said(e)).toContain(WEB_PAGE);
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
      expect(said(e)).toMatch(text);
      expect(said(e)).toContain('CA certificate');
      expect(describeError(e, 'app', createTranslator('de'))).toContain('CA-Zertifikat');
      expect(e.details?.reason).toBe(code);
    }
  });
  it('calls an abort cancelled', () => {
    expect(mapNetworkError(Object.assign(new Error('x'), { name: 'AbortError' }), 'http://h/', timeouts).code).toBe(
      'cancelled',
    );
  });
});
