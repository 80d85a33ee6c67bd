import { describe, expect, it } from 'vitest';
import { checkRequest } from '../../../../electron/web/request-guard';
import { newSessionSecret, secretsMatch } from '../../../../electron/web/secret';

const secret = 'S3cr3t-value';
const expected = { port: 4321, secret, requireOrigin: false };
const req = (url: string, headers: Record<string, string>) => ({ url, headers });

describe('the web shell request guard', () => {
  it('lets a request with the right Host and secret through, and returns the rest of the path', () => {
    expect(checkRequest(req(`/${secret}/assets/a.js`, { host: '127.0.0.1:4321' }), expected)).toEqual({
      ok: true,
      rest: '/assets/a.js',
    });
    expect(checkRequest(req(`/${secret}/`, { host: 'localhost:4321' }), expected)).toEqual({ ok: true, rest: '/' });
  });

  it('refuses a missing or wrong secret', () => {
    expect(checkRequest(req('/', { host: '127.0.0.1:4321' }), expected)).toMatchObject({ ok: false, status: 403 });
    expect(checkRequest(req('/nope/index.html', { host: '127.0.0.1:4321' }), expected)).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(checkRequest(req(`/${secret}x/`, { host: '127.0.0.1:4321' }), expected)).toMatchObject({
      ok: false,
      status: 403,
    });
  });

  it('refuses a foreign Host (DNS rebinding)', () => {
    expect(checkRequest(req(`/${secret}/`, { host: 'evil.example:4321' }), expected)).toMatchObject({
      ok: false,
      status: 421,
    });
    expect(checkRequest(req(`/${secret}/`, { host: '127.0.0.1:9999' }), expected)).toMatchObject({
      ok: false,
      status: 421,
    });
    expect(checkRequest(req(`/${secret}/`, {}), expected)).toMatchObject({ ok: false, status: 421 });
  });

  it('refuses a foreign Origin, and a missing one where it is required (WebSocket)', () => {
    expect(
      checkRequest(req(`/${secret}/`, { host: '127.0.0.1:4321', origin: 'https://evil.example' }), expected),
    ).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(
      checkRequest(req(`/${secret}/ws`, { host: '127.0.0.1:4321' }), { ...expected, requireOrigin: true }),
    ).toMatchObject({ ok: false, status: 403 });
    expect(
      checkRequest(req(`/${secret}/ws`, { host: '127.0.0.1:4321', origin: 'http://127.0.0.1:4321' }), {
        ...expected,
        requireOrigin: true,
      }),
    ).toEqual({ ok: true, rest: '/ws' });
  });

  it('makes fresh, unguessable secrets and compares them exactly', () => {
    const a = newSessionSecret();
    expect(a).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(newSessionSecret()).not.toBe(a);
    expect(secretsMatch(a, a)).toBe(true);
    expect(secretsMatch(a.slice(0, -1), a)).toBe(false);
    expect(secretsMatch('', a)).toBe(false);
  });
});
