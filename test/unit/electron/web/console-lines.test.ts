import { describe, expect, it } from 'vitest';
import { consoleLanguage, startLines } from '../../../../electron/web/console-lines';
import { createTranslator } from '../../../../shared/i18n/translator';
import { DEFAULT_POLICY, NO_POLICY } from '../../../../shared/policy';
import type { PolicyState } from '../../../../shared/policy';
import { policyProblem } from '../../../../shared/policy-problems';

const wrong: PolicyState = {
  file: '/etc/mdm-admin/policy.json',
  found: true,
  policy: DEFAULT_POLICY,
  problems: [policyProblem('$.connections[0].baseUrl', 'https-only', {})],
};
const url = 'http://127.0.0.1:4321/secret/';

describe("the web shell's terminal lines", () => {
  it("word a wrong policy file from the catalogue in the app's language, each problem with its path", () => {
    const de = startLines(url, wrong, createTranslator('de'));
    expect(de.out[0]).toBe(`MDM Admin web shell: ${url}`);
    expect(de.out[1]).toContain('Öffnen Sie diese Adresse');
    expect(de.err[0]).toContain('Die Richtlinie /etc/mdm-admin/policy.json hat 1 Problem');
    expect(de.err[0]).toContain('$.connections[0].baseUrl: ');
    expect(de.err.join('\n')).not.toMatch(/has problems|defaults apply|must be/);
    expect(de.err[1]).toContain('mdm-admin policy check');
    const en = startLines(url, wrong, createTranslator('en'));
    expect(en.err[0]).toContain('The machine-wide policy /etc/mdm-admin/policy.json has 1 problem');
  });

  it('say nothing on stderr when the policy is fine', () => {
    expect(startLines(url, NO_POLICY, createTranslator('de')).err).toEqual([]);
  });

  it("speak the app's chosen language, else the policy's default, else the terminal's", () => {
    const withDefault: PolicyState = { ...NO_POLICY, policy: { ...DEFAULT_POLICY, defaultLanguage: 'de' } };
    expect(consoleLanguage('en', withDefault, { LANG: 'de_DE.UTF-8' })).toBe('en');
    expect(consoleLanguage(null, withDefault, { LANG: 'en_US.UTF-8' })).toBe('de');
    expect(consoleLanguage(null, NO_POLICY, { LANG: 'de_DE.UTF-8' })).toBe('de');
    expect(consoleLanguage(undefined, NO_POLICY, {})).toBe('en');
  });
});
