import { describe, expect, it } from 'vitest';
import { policyProblemLine, policyProblemText } from '../../../../shared/errors/policy-problem-wording';
import { createTranslator } from '../../../../shared/i18n/translator';
import type { PolicyProblem, PolicyProblemCode, PolicyProblemParams } from '../../../../shared/policy-problems';

// Total over the codes: a new code fails to compile here until it has an example.
const EXAMPLES: { [C in PolicyProblemCode]: PolicyProblemParams[C] } = {
  'json-syntax': { line: 3, column: 1 },
  'json-syntax-unplaced': {},
  'json-cut-short': { line: 2, column: 13 },
  unreadable: { reason: 'EISDIR' },
  'not-object': {},
  'unknown-key': { key: 'colour' },
  'secret-key': { key: 'token' },
  'wrong-type': { expected: 'boolean' },
  'not-one-of': { values: ['"organization"', '"system"'] },
  empty: {},
  'too-long': { maximum: 100 },
  'http-url': { example: 'https://mdm.example.com' },
  'no-credentials': {},
  'https-only': {},
  uuid: {},
  'pem-certificate': {},
  'channel-name': {},
  'duplicate-name': { name: 'Schule', first: 0 },
  'updates-shape': {},
  invalid: {},
};

const problems = Object.entries(EXAMPLES).map(([code, params]) => ({ path: '$.x', code, params }) as PolicyProblem);

describe('policy problems in words', () => {
  it('every code has its own English and German wording, with its parameters filled in', () => {
    const de = createTranslator('de');
    for (const problem of problems) {
      const english = policyProblemText(problem);
      const german = policyProblemText(problem, de);
      expect(english, problem.code).not.toMatch(/policyProblem\.|\{\{/);
      expect(german, problem.code).not.toMatch(/policyProblem\.|\{\{/);
      expect(german, problem.code).not.toBe(english);
    }
  });

  it('says the field by its path, and the parameters in the sentence', () => {
    const de = createTranslator('de');
    expect(
      policyProblemLine(
        { path: '$.connections[1].name', code: 'duplicate-name', params: { name: 'Schule', first: 0 } },
        de,
      ),
    ).toBe('$.connections[1].name: „Schule“ ist bereits der Name von connections[0]');
    expect(policyProblemText({ code: 'not-one-of', params: { values: ['1'] } })).toBe('must be 1');
    expect(policyProblemText({ code: 'too-long', params: { maximum: 100 } }, de)).toBe(
      'darf höchstens 100 Zeichen lang sein',
    );
    expect(policyProblemText({ code: 'unreadable', params: { reason: 'permission-denied' } }, de)).toBe(
      'kann nicht gelesen werden: Zugriff verweigert',
    );
  });

  it('reads a problem that crossed a process loosely: an unknown code or a missing list says "invalid"', () => {
    const loose = (value: unknown) => policyProblemText(value as PolicyProblem);
    expect(loose({ code: 'from-a-newer-version', params: {} })).toMatch(/has a value the app does not accept/);
    expect(loose({ code: 'not-one-of', params: {} })).toMatch(/has a value the app does not accept/);
  });
});
