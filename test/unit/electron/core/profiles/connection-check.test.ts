import { describe, expect, it } from 'vitest';
import type { ClosableApiClient } from '../../../../../electron/core/api/create-api-client';
import { AppError } from '../../../../../electron/core/errors';
import { directRoute } from '../../../../../electron/core/network/proxy-route';
import type { ProxyRoute } from '../../../../../electron/core/network/proxy-route';
import { checkConnection as runCheck } from '../../../../../electron/core/profiles/connection-check';
import type { StoredProfile } from '../../../../../electron/core/profiles/profile-store';
import { wordCalls, wordStep, wordSummary } from '../../../../../shared/connections/check-wording';
import { createTranslator } from '../../../../../shared/i18n/translator';
import type { ConnectionCheck } from '../../../../../shared/models/profile';

function profile(extra: Partial<StoredProfile> = {}): StoredProfile {
  return {
    id: 'p1',
    name: 'school',
    baseUrl: 'https://mdm.school.example',
    kind: 'organization',
    dialect: 'auto',
    learnedDialect: null,
    caCertificatePem: null,
    tokenHint: 'abcd',
    demo: false,
    allowInsecureHttp: false,
    passwordPolicy: null,
    preset: false,
    organizationUuid: null,
    createdAt: 0,
    updatedAt: 0,
    ...extra,
  };
}

type Answer = { total: number } | AppError;

/** A client whose route and reads answer as told (an AppError is thrown). */
function client(route: ProxyRoute | AppError, answers: { devices?: Answer; users?: Answer }): ClosableApiClient {
  const answer = async (a: Answer | undefined) => {
    if (a === undefined) throw new Error('not expected');
    if (a instanceof AppError) throw a;
    return { total: a.total, results: [] };
  };
  const fake = {
    dialect: () => 'spec' as const,
    organization: () => null,
    route: async () => {
      if (route instanceof AppError) throw route;
      return route;
    },
    queryDevices: () => answer(answers.devices),
    queryUsers: () => answer(answers.users),
    close: async () => undefined,
  };
  return fake as unknown as ClosableApiClient;
}

const english = createTranslator('en');
const german = createTranslator('de');

/**
 * The check, having asserted that core said no sentence (only ids, keys and values) and that
 * every step and the summary are worded in English and German from the catalogue.
 */
async function checkConnection(...args: Parameters<typeof runCheck>): Promise<ConnectionCheck> {
  const check = await runCheck(...args);
  expect(JSON.stringify(check)).not.toMatch(/[A-Z][a-z]+ [a-z]+ [a-z]+/);
  for (const translator of [english, german]) {
    for (const step of check.steps) {
      const { label, message } = wordStep(step, check, 'app', translator);
      expect(label).not.toContain('connections.check');
      expect(message).not.toContain('connections.check');
    }
    expect(wordSummary(check, 'cli', translator)).not.toContain('connections.check');
  }
  return check;
}

const DIRECT = directRoute({ code: 'unconfigured' });
const ids = (check: ConnectionCheck) => check.steps.map((s) => s.id);
const keys = (check: ConnectionCheck) => check.steps.map((s) => s.words?.key);
const ALL = ['network', 'reach', 'authenticate', 'permission', 'dialect'];

describe('the connection check says each step as an id and a saying', () => {
  it('an accepted organization token, directly: every step worded, the summary with the organization', async () => {
    const check = await checkConnection(profile({ organizationUuid: '3f2b8c1e-0a4d-4c7e-9b51-2d6f0e8a7c13' }), () =>
      client(DIRECT, { devices: { total: 7 } }),
    );
    expect(check.ok).toBe(true);
    expect(ids(check)).toEqual(ALL);
    expect(check.steps.map((s) => s.words)).toEqual([
      { key: 'direct.unconfigured', params: {} },
      { key: 'answers', params: { baseUrl: 'https://mdm.school.example' } },
      { key: 'tokenAccepted', params: {} },
      { key: 'mayListDevices', params: { count: 7 } },
      { key: 'dialect.spec', params: {} },
    ]);
    expect(check.summary).toEqual({
      key: 'connected.organization',
      params: { count: 7, organization: '3f2b8c1e-0a4d-4c7e-9b51-2d6f0e8a7c13' },
    });
    // The shells word them, in English and in German.
    expect(wordStep(check.steps[0]!, check, 'app', english)).toEqual({
      label: 'Network path',
      message: 'Directly: no proxy is configured.',
    });
    expect(wordStep(check.steps[0]!, check, 'app', german)).toEqual({
      label: 'Netzweg',
      message: 'Direkt: Es ist kein Proxy eingerichtet.',
    });
    expect(wordSummary(check, 'app', english)).toContain('(7 devices). Calls act in organization 3f2b8c1e');
    expect(wordSummary(check, 'app', german)).toContain('(7 Geräte). Die Aufrufe handeln in der Organisation 3f2b8c1e');
    expect(wordCalls(check, english)).toBe('GET /api/v2/devices/baseInfo/query (query devices of an organization)');
  });

  it('through a proxy, or directly because NO_PROXY names the host: the route as a code', async () => {
    const proxied = await checkConnection(profile(), () =>
      client(
        {
          kind: 'proxy',
          uri: 'http://u:secret@proxy.example:3128',
          shown: 'http://proxy.example:3128',
          source: 'environment',
        },
        { devices: { total: 1 } },
      ),
    );
    expect(proxied.steps[0]!.words).toEqual({
      key: 'proxy.environment',
      params: { proxy: 'http://proxy.example:3128' },
    });
    expect(JSON.stringify(proxied)).not.toContain('secret');
    const exempt = await checkConnection(profile(), () =>
      client(directRoute({ code: 'no-proxy', host: 'mdm.school.example' }), { devices: { total: 1 } }),
    );
    expect(exempt.steps[0]).toEqual({
      id: 'network',
      ok: true,
      words: { key: 'direct.noProxy', params: { host: 'mdm.school.example' } },
    });
    expect(wordStep(exempt.steps[0]!, exempt, 'app', english).message).toBe(
      'Directly: NO_PROXY exempts mdm.school.example.',
    );
    expect(wordStep(exempt.steps[3]!, exempt, 'app', english).message).toBe('The token may list devices (1 device).');
  });

  it('a refused token (401): the authenticate step and the summary are the error; the rest not tried', async () => {
    const refused = new AppError('unauthorized', { status: 401 });
    const check = await checkConnection(profile(), () => client(DIRECT, { devices: refused }));
    expect(check.ok).toBe(false);
    expect(ids(check)).toEqual(ALL);
    expect(keys(check)).toEqual(['direct.unconfigured', 'answers', 'error', 'notTried', 'notTried']);
    expect(check.steps.map((s) => s.skipped ?? false)).toEqual([false, false, false, true, true]);
    expect(check.summary).toEqual({ key: 'error', params: {} });
    expect(check.error).toMatchObject({ code: 'unauthorized', details: { status: 401 } });
  });

  it("a system administrator's profile refused the user lookup (403): connected, the wizard not called", async () => {
    const refused = new AppError('unauthorized', { status: 403 });
    const check = await checkConnection(profile({ kind: 'system' }), () => client(DIRECT, { users: refused }));
    expect(check.ok).toBe(true);
    expect(ids(check)).toEqual(ALL);
    expect(keys(check)).toEqual([
      'direct.unconfigured',
      'answers',
      'tokenAccepted403',
      'wizardNotCalled',
      'endpointExists',
    ]);
    expect(check.steps[3]!.skipped).toBe(true);
    expect(check.summary).toEqual({ key: 'connected.system403', params: { organization: null } });
  });

  it("an organization administrator's token on a system profile says so, as a code", async () => {
    const check = await checkConnection(profile({ kind: 'system' }), () =>
      client(DIRECT, { users: { total: 3 }, devices: { total: 2 } }),
    );
    expect(check.ok).toBe(false);
    expect(check.steps[3]).toMatchObject({ id: 'permission', ok: false, words: { key: 'orgTokenOnSystemProfile' } });
    expect(check.summary).toEqual({ key: 'orgTokenOnSystemProfile', params: {} });
    expect(check.error).toBeUndefined();
    // Both calls, each operation named in the reader's language.
    expect(check.calls.map((c) => c.operation)).toEqual(['queryUsers', 'queryDevices']);
    expect(wordCalls(check, createTranslator('de'))).toBe(
      'POST /api/v1/security/users/baseInfo/query (Benutzer nachschlagen), dann ' +
        'GET /api/v2/devices/baseInfo/query (Geräte einer Organisation abfragen)',
    );
  });

  it('a 403 on an organization profile: the error, then the hint about the kind', async () => {
    const refused = new AppError('unauthorized', { status: 403 });
    const check = await checkConnection(profile(), () => client(DIRECT, { devices: refused }));
    expect(check.steps[3]!.words).toEqual({ key: 'errorMaybeSystemToken', params: {} });
    expect(check.summary).toEqual({ key: 'errorMaybeSystemToken', params: {} });
  });

  it('wrong paths: the dialect step says it, with the status and the dialect chosen', async () => {
    const missing = new AppError('http-status', { status: 404 });
    const auto = await checkConnection(profile(), () => client(DIRECT, { devices: missing }));
    expect(keys(auto)).toEqual(['direct.unconfigured', 'answers', 'notTried', 'notTried', 'wrongPaths.auto']);
    expect(auto.summary).toEqual({ key: 'wrongPaths.auto', params: { status: 404 } });
    const fixed = await checkConnection(profile({ dialect: 'management' }), () => client(DIRECT, { devices: missing }));
    expect(fixed.summary).toEqual({ key: 'wrongPaths.dialect', params: { status: 404, dialect: 'management' } });
  });

  it("a proxy's refusal (its credentials, or the connection): the network step fails, the server is not asked", async () => {
    const route: ProxyRoute = {
      kind: 'proxy',
      uri: 'http://proxy.example:3128',
      shown: 'http://proxy.example:3128',
      source: 'environment',
      setting: 'HTTPS_PROXY',
    };
    const wanted = new AppError('proxy-credentials', {
      proxy: 'http://proxy.example:3128',
      proxySource: 'environment',
      proxySetting: 'HTTPS_PROXY',
      proxyStatus: 407,
      host: 'mdm.school.example',
      credentials: false,
    });
    const check = await checkConnection(profile(), () => client(route, { devices: wanted }));
    expect(check.ok).toBe(false);
    expect(ids(check)).toEqual(ALL);
    expect(keys(check)).toEqual(['error', 'notTried', 'notTried', 'notTried', 'notTried']);
    expect(check.steps.map((s) => s.ok)).toEqual([false, false, false, false, false]);
    expect(check.error).toMatchObject({ code: 'proxy-credentials' });
    const german = createTranslator('de');
    expect(wordStep(check.steps[0]!, check, 'cli', german)).toEqual({
      label: 'Netzweg',
      message:
        'Der Proxy http://proxy.example:3128 (aus HTTPS_PROXY) verlangt Zugangsdaten, bevor er eine Verbindung zu mdm.school.example herstellt (HTTP 407). Tragen Sie sie in HTTPS_PROXY ein: http://BENUTZER:PASSWORT@host:port.',
    });
    expect(wordSummary(check, 'cli', german)).toBe(wordStep(check.steps[0]!, check, 'cli', german).message);

    const down = new AppError('refused', {
      proxy: 'http://proxy.example:3128',
      proxySource: 'environment',
      proxyRefused: true,
      host: 'mdm.school.example',
      port: 443,
      network: true,
    });
    const refused = await checkConnection(profile(), () => client(route, { devices: down }));
    expect(keys(refused)).toEqual(['error', 'notTried', 'notTried', 'notTried', 'notTried']);
    // The server's own refusal of a connection stays the reach step's.
    const serverDown = new AppError('refused', {
      host: 'mdm.school.example',
      port: 443,
      network: true,
    });
    const direct = await checkConnection(profile(), () => client(DIRECT, { devices: serverDown }));
    expect(keys(direct)).toEqual(['direct.unconfigured', 'error', 'notTried', 'notTried', 'notTried']);
  });

  it('proxy settings that are not an address: the network step is the error, nothing else tried', async () => {
    const wrong = new AppError('invalid-argument', { setting: 'HTTPS_PROXY' });
    const check = await checkConnection(profile(), () => client(wrong, {}));
    expect(keys(check)).toEqual(['error', 'notTried', 'notTried', 'notTried', 'notTried']);
    expect(check.summary).toEqual({ key: 'error', params: {} });
  });
});
