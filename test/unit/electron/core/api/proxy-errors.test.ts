/**
 * A proxy's refusal of credentials is the proxy's, not the server's: the transport through
 * the local CONNECT proxy of test/helpers, answering 401 to a wrong password (as tinyproxy
 * does) or 407 (as squid does, and to no credentials at all), for https:// and http://
 * servers alike (undici tunnels both). The server is never asked, so its name need not
 * resolve.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxyError } from '../../../../../electron/core/api/proxy-errors';
import { isRetryable } from '../../../../../electron/core/api/retry';
import { createTransport } from '../../../../../electron/core/api/transport';
import { AppError } from '../../../../../electron/core/errors';
import { environmentProxy } from '../../../../../electron/core/network/environment-proxy';
import { describeError } from '../../../../../shared/errors/wording';
import { createTranslator } from '../../../../../shared/i18n/translator';
import { startConnectProxy } from '../../../../helpers/connect-proxy';
import type { ConnectProxy } from '../../../../helpers/connect-proxy';
import { wordingOf } from '../../../../helpers/worded';

const PASSWORD = 'pr0xy-s3cret';
const TOKEN = 'tok-123456789';
let tinyproxyLike: ConnectProxy;
let squidLike: ConnectProxy;
beforeAll(async () => {
  const credentials = { user: 'alice', password: PASSWORD };
  tinyproxyLike = await startConnectProxy({ credentials, wrongCredentialsStatus: 401 });
  squidLike = await startConnectProxy({ credentials, wrongCredentialsStatus: 407 });
});
afterAll(async () => {
  await Promise.all([tinyproxyLike.close(), squidLike.close()]);
});

/** The error of one GET through the proxy named by `env` (HTTPS_PROXY / HTTP_PROXY). */
async function failure(baseUrl: string, env: Record<string, string>): Promise<AppError> {
  const transport = createTransport({ baseUrl, token: TOKEN, proxy: environmentProxy(env) });
  try {
    await transport.send({ method: 'GET', path: '/api/v2/devices', headers: {} });
  } catch (error) {
    return error as AppError;
  } finally {
    await transport.close();
  }
  throw new Error('the request went through');
}

const german = createTranslator('de');

function expectNoSecret(error: AppError) {
  const said = [wordingOf(error), JSON.stringify(error.details), describeError(error, 'cli', german)].join('\n');
  expect(said).not.toContain(PASSWORD);
  expect(said).not.toContain(TOKEN);
}

describe("a proxy's refusal of credentials", () => {
  it('a 401 to the CONNECT with a wrong password (tinyproxy): the proxy refused the credentials in HTTPS_PROXY', async () => {
    const before = tinyproxyLike.refused;
    const error = await failure('https://mdm.school.example', {
      HTTPS_PROXY: `http://alice:wrong-${PASSWORD}@127.0.0.1:${tinyproxyLike.port}`,
    });
    expect(tinyproxyLike.refused).toBe(before + 1);
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('proxy-credentials');
    expect(error.details).toEqual({
      proxy: tinyproxyLike.url,
      proxySource: 'environment',
      proxySetting: 'HTTPS_PROXY',
      proxyStatus: 401,
      host: 'mdm.school.example',
      credentials: true,
    });
    expect(wordingOf(error)).toBe(
      `The proxy ${tinyproxyLike.url} refused the credentials in HTTPS_PROXY (HTTP 401) and did not connect to mdm.school.example. Check the user name and password there (http://USER:PASSWORD@host:port, special characters percent-encoded).`,
    );
    // Not the server's refusal of the token, and not worth another try.
    expect(wordingOf(error)).not.toMatch(/token|server/i);
    expect(isRetryable(error)).toBe(false);
    expect(describeError(error, 'cli', german)).toBe(
      `Der Proxy ${tinyproxyLike.url} hat die Zugangsdaten aus HTTPS_PROXY abgelehnt (HTTP 401) und keine Verbindung zu mdm.school.example hergestellt. Prüfen Sie dort Benutzername und Passwort (http://BENUTZER:PASSWORT@host:port, Sonderzeichen prozentkodiert).`,
    );
    expectNoSecret(error);
  });

  it('a 407 to the CONNECT with a wrong password (squid): the same refusal', async () => {
    const error = await failure('https://mdm.school.example', {
      HTTPS_PROXY: `http://alice:wrong-${PASSWORD}@127.0.0.1:${squidLike.port}`,
    });
    expect(error).toMatchObject({ code: 'proxy-credentials', details: { proxyStatus: 407, credentials: true } });
    expect(wordingOf(error)).toContain(`The proxy ${squidLike.url} refused the credentials in HTTPS_PROXY (HTTP 407)`);
    expectNoSecret(error);
  });

  it('a 407 to the CONNECT without credentials: the proxy wants credentials, in HTTPS_PROXY', async () => {
    const error = await failure('https://mdm.school.example:8443', { HTTPS_PROXY: squidLike.url });
    expect(error).toMatchObject({
      code: 'proxy-credentials',
      details: { proxyStatus: 407, credentials: false, host: 'mdm.school.example:8443' },
    });
    expect(wordingOf(error)).toBe(
      `The proxy ${squidLike.url} (from HTTPS_PROXY) wants credentials before it connects to mdm.school.example:8443 (HTTP 407). Put them into HTTPS_PROXY: http://USER:PASSWORD@host:port.`,
    );
    expect(describeError(error, 'app', german)).toBe(
      `Der Proxy ${squidLike.url} (aus HTTPS_PROXY) verlangt Zugangsdaten, bevor er eine Verbindung zu mdm.school.example:8443 herstellt (HTTP 407). Tragen Sie sie in HTTPS_PROXY ein: http://BENUTZER:PASSWORT@host:port.`,
    );
  });

  it('a 407 for a plain http:// server through HTTP_PROXY: the proxy wants credentials in HTTP_PROXY', async () => {
    const before = squidLike.refused;
    const error = await failure('http://mdm.school.example', { HTTP_PROXY: squidLike.url });
    expect(squidLike.refused).toBe(before + 1);
    expect(error).toMatchObject({
      code: 'proxy-credentials',
      details: { proxySetting: 'HTTP_PROXY', proxyStatus: 407, credentials: false, host: 'mdm.school.example' },
    });
    expect(wordingOf(error)).toContain(`(from HTTP_PROXY) wants credentials before it connects to mdm.school.example`);
    // A user name alone is not sent (undici sends Basic only with a password): still "wants credentials".
    const userOnly = await failure('http://mdm.school.example', {
      HTTP_PROXY: `http://alice@127.0.0.1:${tinyproxyLike.port}`,
    });
    expect(userOnly).toMatchObject({ code: 'proxy-credentials', details: { credentials: false } });
  });

  it("another status instead of the tunnel is the proxy's failure to connect, named as the proxy's", () => {
    const route = {
      kind: 'proxy',
      uri: 'http://bob:pw@proxy.example:3128',
      shown: 'http://proxy.example:3128',
      source: 'policy',
    } as const;
    const error = proxyError(
      new Error('Proxy response (502) !== 200 when HTTP Tunneling'),
      route,
      'https://mdm.example/api',
    );
    expect(error).toMatchObject({ code: 'unreachable', details: { proxyStatus: 502, network: true } });
    expect(wordingOf(error)).toBe(
      'The proxy http://proxy.example:3128 (from the machine-wide policy) did not connect to mdm.example: it answered HTTP 502. Is the server reachable from the proxy, and may the proxy connect to it?',
    );
    expect(proxyError(new Error('socket hang up'), route, 'https://mdm.example/api')).toBeNull();
  });
});
