// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConnectionCheckView } from '../../../../../renderer/features/connections/ConnectionCheckView';
import { changeLanguage } from '../../../../../renderer/ui/i18n';
import { wordStep, wordSummary } from '../../../../../shared/connections/check-wording';
import { createTranslator } from '../../../../../shared/i18n/translator';
import type { ConnectionCheck, ConnectionCheckStep, ConnectionCheckWords } from '../../../../../shared/models/profile';
import { polyfillDom, renderWithMantine } from '../../render';

// Checks as core answers them (electron/core/profiles/connection-check.ts): ids and sayings,
// no sentence. In German, none of the English wording may show.

beforeEach(() => polyfillDom());
afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

const ENGLISH = createTranslator('en');
const ORG = '3f2b8c1e-0a4d-4c7e-9b51-2d6f0e8a7c13';
/** One step of a check: its id, whether it passed, and the saying core words it with. */
const step = (
  id: ConnectionCheckStep['id'],
  ok: boolean,
  words: ConnectionCheckWords,
  skipped?: true,
): ConnectionCheckStep => ({ id, ok, ...(skipped ? { skipped } : {}), words });
/** A step not tried because one before it failed. */
const notTried = (id: ConnectionCheckStep['id']) => step(id, false, { key: 'notTried', params: {} }, true);
const base = { dialect: 'spec' as const, durationMs: 40, calls: [], proxy: null, proxySource: null };

const CHECKS: Record<string, ConnectionCheck> = {
  'an accepted token through the policy proxy': {
    ...base,
    dialect: 'management',
    ok: true,
    proxy: 'http://proxy.school.example:3128',
    proxySource: 'policy',
    summary: { key: 'connected.organization', params: { count: 12, organization: ORG } },
    steps: [
      step('network', true, { key: 'proxy.policy', params: { proxy: 'http://proxy.school.example:3128' } }),
      step('reach', true, { key: 'answers', params: { baseUrl: 'https://mdm.school.example' } }),
      step('authenticate', true, { key: 'tokenAccepted', params: {} }),
      step('permission', true, { key: 'mayListDevices', params: { count: 12 } }),
      step('dialect', true, { key: 'dialect.management', params: {} }),
    ],
  },
  "a system administrator's token refused the user lookup": {
    ...base,
    ok: true,
    summary: { key: 'connected.system403', params: { organization: null } },
    steps: [
      step('network', true, { key: 'direct.noProxy', params: { host: 'mdm.school.example' } }),
      step('reach', true, { key: 'answers', params: { baseUrl: 'https://mdm.school.example' } }),
      step('authenticate', true, { key: 'tokenAccepted403', params: {} }),
      step('permission', false, { key: 'wizardNotCalled', params: {} }, true),
      step('dialect', true, { key: 'endpointExists', params: {} }),
    ],
  },
  'a refused token': {
    ...base,
    dialect: null,
    ok: false,
    summary: { key: 'error', params: {} },
    error: { code: 'unauthorized', details: { status: 401 } },
    steps: [
      step('network', true, { key: 'direct.systemUnusable', params: { proxies: 'SOCKS4 s.example:1080' } }),
      step('reach', true, { key: 'answers', params: { baseUrl: 'https://mdm.school.example' } }),
      step('authenticate', false, { key: 'error', params: {} }),
      notTried('permission'),
      notTried('dialect'),
    ],
  },
  'an organization token refused (403), and wrong paths': {
    ...base,
    ok: false,
    summary: { key: 'errorMaybeSystemToken', params: {} },
    error: { code: 'unauthorized', details: { status: 403 } },
    steps: [
      step('network', true, { key: 'direct.unconfigured', params: {} }),
      step('permission', false, { key: 'orgTokenOnSystemProfile', params: {} }),
      step('dialect', false, { key: 'wrongPaths.dialect', params: { status: 404, dialect: 'spec' } }),
    ],
  },
};

describe('the connection check in German', () => {
  for (const [name, check] of Object.entries(CHECKS)) {
    it(`${name}: every step and the summary in German, no English sentence left`, async () => {
      await changeLanguage('de');
      renderWithMantine(<ConnectionCheckView check={check} />);
      const text = (await screen.findByTestId('connection-check')).textContent ?? '';
      const english = [
        wordSummary(check, 'app', ENGLISH),
        ...check.steps.flatMap((step) => {
          const { label, message } = wordStep(step, check, 'app', ENGLISH);
          return [`${label}:`, message];
        }),
      ];
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

  it('in English, the same sayings read in English', async () => {
    const check = CHECKS["a system administrator's token refused the user lookup"]!;
    renderWithMantine(<ConnectionCheckView check={check} />);
    const text = (await screen.findByTestId('connection-check')).textContent ?? '';
    expect(text).toContain(
      'Connected: the server answers and accepts the token (it refused the user lookup, HTTP 403, which a system administrator may not make). Whether it may list creation-wizard requests shows when you open them',
    );
    for (const line of [
      'Network path: Directly: NO_PROXY exempts mdm.school.example.',
      'Reach the server: https://mdm.school.example answers.',
      'Authenticate: The token is accepted (HTTP 403, not 401).',
      'Permission: Not tested on purpose: the creation-wizard endpoint is called only when you list its requests',
      'API dialect: The endpoint exists.',
    ])
      expect(text).toContain(line);
  });
});
