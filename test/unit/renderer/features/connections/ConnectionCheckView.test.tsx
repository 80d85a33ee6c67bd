// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConnectionCheckView } from '../../../../../renderer/features/connections/ConnectionCheckView';
import { changeLanguage } from '../../../../../renderer/ui/i18n';
import type { ConnectionCheck, ConnectionCheckStep } from '../../../../../shared/models/profile';
import { polyfillDom, renderWithMantine } from '../../render';

// Checks as core answers them (electron/core/profiles/connection-check.ts): English beside
// the ids and sayings. In German, none of that English may show.

beforeEach(() => polyfillDom());
afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

const ORG = '3f2b8c1e-0a4d-4c7e-9b51-2d6f0e8a7c13';
const s = (step: ConnectionCheckStep) => step;
const base = { dialect: 'spec' as const, durationMs: 40, call: '', proxy: null, proxySource: null };

const CHECKS: Record<string, ConnectionCheck> = {
  'an accepted token through the policy proxy': {
    ...base,
    dialect: 'management',
    ok: true,
    proxy: 'http://proxy.school.example:3128',
    proxySource: 'policy',
    summary: `Connected as organization administrator: the server answers, the token works and may list devices (12 devices). Calls act in organization ${ORG}.`,
    summaryWords: { key: 'connected.organization', params: { count: 12, organization: ORG } },
    steps: [
      s({
        id: 'network',
        label: 'Network path',
        ok: true,
        message:
          "Through the proxy http://proxy.school.example:3128 (from the machine-wide policy's proxy, which wins over HTTPS_PROXY and the system's settings).",
        words: { key: 'proxy.policy', params: { proxy: 'http://proxy.school.example:3128' } },
      }),
      s({
        id: 'reach',
        label: 'Reach the server',
        ok: true,
        message: 'https://mdm.school.example answers.',
        words: { key: 'answers', params: { baseUrl: 'https://mdm.school.example' } },
      }),
      s({
        id: 'authenticate',
        label: 'Authenticate',
        ok: true,
        message: 'The token is accepted.',
        words: { key: 'tokenAccepted', params: {} },
      }),
      s({
        id: 'permission',
        label: 'Permission',
        ok: true,
        message: 'The token may list devices (12 devices).',
        words: { key: 'mayListDevices', params: { count: 12 } },
      }),
      s({
        id: 'dialect',
        label: 'API dialect',
        ok: true,
        message: 'The server uses the management paths (/api/management/...).',
        words: { key: 'dialect.management', params: {} },
      }),
    ],
  },
  "a system administrator's token refused the user lookup": {
    ...base,
    ok: true,
    summary:
      'Connected: the server answers and accepts the token (it refused the user lookup, HTTP 403, which a system administrator may not make). Whether it may list creation-wizard requests shows when you open them: the test never calls that endpoint, which on some servers creates organization requests.',
    summaryWords: { key: 'connected.system403', params: { organization: null } },
    steps: [
      s({
        id: 'network',
        label: 'Network path',
        ok: true,
        message: 'Directly: NO_PROXY exempts mdm.school.example.',
        words: { key: 'direct.noProxy', params: { host: 'mdm.school.example' } },
      }),
      s({
        id: 'reach',
        label: 'Reach the server',
        ok: true,
        message: 'https://mdm.school.example answers.',
        words: { key: 'answers', params: { baseUrl: 'https://mdm.school.example' } },
      }),
      s({
        id: 'authenticate',
        label: 'Authenticate',
        ok: true,
        message: 'The token is accepted (HTTP 403, not 401).',
        words: { key: 'tokenAccepted403', params: {} },
      }),
      s({
        id: 'permission',
        label: 'Permission',
        ok: false,
        skipped: true,
        message:
          'Not tested on purpose: the creation-wizard endpoint is called only when you list its requests (on some servers it creates organization requests).',
        words: { key: 'wizardNotCalled', params: {} },
      }),
      s({
        id: 'dialect',
        label: 'API dialect',
        ok: true,
        message: 'The endpoint exists.',
        words: { key: 'endpointExists', params: {} },
      }),
    ],
  },
  'a refused token': {
    ...base,
    dialect: null,
    ok: false,
    summary: 'The device query failed (HTTP 401).',
    summaryWords: { key: 'error', params: {} },
    error: { code: 'unauthorized', message: 'The device query failed (HTTP 401).', details: { status: 401 } },
    steps: [
      s({
        id: 'network',
        label: 'Network path',
        ok: true,
        message: "Directly: the system's proxy (SOCKS4 s.example:1080) is of a kind this app cannot use.",
        words: { key: 'direct.systemUnusable', params: { proxies: 'SOCKS4 s.example:1080' } },
      }),
      s({
        id: 'reach',
        label: 'Reach the server',
        ok: true,
        message: 'https://mdm.school.example answers.',
        words: { key: 'answers', params: { baseUrl: 'https://mdm.school.example' } },
      }),
      s({
        id: 'authenticate',
        label: 'Authenticate',
        ok: false,
        message: 'The device query failed (HTTP 401).',
        words: { key: 'error', params: {} },
      }),
      s({
        id: 'permission',
        label: 'Permission',
        ok: false,
        skipped: true,
        message: 'Not tried.',
        words: { key: 'notTried', params: {} },
      }),
      s({
        id: 'dialect',
        label: 'API dialect',
        ok: false,
        skipped: true,
        message: 'Not tried.',
        words: { key: 'notTried', params: {} },
      }),
    ],
  },
  'an organization token refused (403), and wrong paths': {
    ...base,
    ok: false,
    summary:
      'The device query was refused (HTTP 403). If this is a system administrator\'s token, change the profile\'s kind to "System administrator".',
    summaryWords: { key: 'errorMaybeSystemToken', params: {} },
    error: { code: 'unauthorized', message: 'The device query was refused (HTTP 403).', details: { status: 403 } },
    steps: [
      s({
        id: 'network',
        label: 'Network path',
        ok: true,
        message: 'Directly: no proxy is configured.',
        words: { key: 'direct.unconfigured', params: {} },
      }),
      s({
        id: 'permission',
        label: 'Permission',
        ok: false,
        message: "This token belongs to an organization administrator (it may list an organization's devices).",
        words: { key: 'orgTokenOnSystemProfile', params: {} },
      }),
      s({
        id: 'dialect',
        label: 'API dialect',
        ok: false,
        message:
          "The server answers, but not at the API's paths (HTTP 404) in the spec dialect. Check the base URL (a /relution prefix?) or set the dialect to auto.",
        words: { key: 'wrongPaths.dialect', params: { status: 404, dialect: 'spec' } },
      }),
    ],
  },
};

describe('the connection check in German', () => {
  for (const [name, check] of Object.entries(CHECKS)) {
    it(`${name}: every step and the summary in German, no English sentence left`, async () => {
      await changeLanguage('de');
      renderWithMantine(<ConnectionCheckView check={check} />);
      const text = (await screen.findByTestId('connection-check')).textContent ?? '';
      const english = [check.summary, ...check.steps.flatMap((step) => [`${step.label}:`, step.message])];
      for (const sentence of english) expect(text).not.toContain(sentence);
      for (const word of ['Network', 'Directly', 'Through the proxy', 'The token', 'answers', 'Connected', 'Not t'])
        expect(text).not.toContain(word);
    });
  }

  it('says the steps and the summary in natural German', async () => {
    await changeLanguage('de');
    renderWithMantine(<ConnectionCheckView check={CHECKS['an accepted token through the policy proxy']!} />);
    const text = (await screen.findByTestId('connection-check')).textContent ?? '';
    expect(text).toContain(
      `Verbunden als Organisationsadministrator: Der Server antwortet, das Token funktioniert und darf Geräte auflisten (12 Geräte). Die Aufrufe handeln in der Organisation ${ORG}.`,
    );
    for (const line of [
      'Netzweg: Über den Proxy http://proxy.school.example:3128 (von der Richtlinie Ihrer IT-Abteilung festgelegt',
      'Server erreichen: https://mdm.school.example antwortet.',
      'Anmelden: Das Token wird akzeptiert.',
      'Berechtigung: Das Token darf Geräte auflisten (12 Geräte).',
      'API-Dialekt: Der Server verwendet die Management-Pfade (/api/management/...).',
    ])
      expect(text).toContain(line);
  });

  it('in English, the same sayings read as core wrote them', async () => {
    const check = CHECKS["a system administrator's token refused the user lookup"]!;
    renderWithMantine(<ConnectionCheckView check={check} />);
    const text = (await screen.findByTestId('connection-check')).textContent ?? '';
    expect(text).toContain(check.summary);
    for (const step of check.steps) expect(text).toContain(`${step.label}: ${step.message}`);
  });
});
