/**
 * A machine-wide policy's problems (codes with parameters, shared/policy-problems.ts) in the
 * reader's language: `$.proxy.url: must be an http:// or https:// address, e.g. …`. The table
 * is total over PolicyProblemCode: a new code does not compile without its wording.
 */
import type { Translate, Translator } from '../i18n/translator';
import type { PolicyProblem, PolicyProblemCode, PolicyProblemParams } from '../policy-problems';
import { englishTranslator } from './server-explanation';

type Wording = { [C in PolicyProblemCode]: (params: PolicyProblemParams[C], t: Translate) => string };

const TYPES = new Set(['boolean', 'string', 'number', 'array', 'object']);

function typeText(expected: string, t: Translate): string {
  return TYPES.has(expected)
    ? t(`policyProblem.type.${expected as 'boolean' | 'string' | 'number' | 'array' | 'object'}`)
    : t('policyProblem.type.other', { type: expected });
}

const WORDING: Wording = {
  'json-syntax': (p, t) => t('policyProblem.json-syntax', p),
  'json-syntax-unplaced': (_p, t) => t('policyProblem.json-syntax-unplaced'),
  'json-cut-short': (p, t) => t('policyProblem.json-cut-short', p),
  unreadable: (p, t) =>
    p.reason === 'permission-denied' || p.reason === 'not-found'
      ? t(`policyProblem.unreadable.${p.reason}`)
      : t('policyProblem.unreadable', { reason: p.reason }),
  'not-object': (_p, t) => t('policyProblem.not-object'),
  'unknown-key': (_p, t) => t('policyProblem.unknown-key'),
  'secret-key': (_p, t) => t('policyProblem.secret-key'),
  'wrong-type': (p, t) => t('policyProblem.wrong-type', { type: typeText(p.expected, t) }),
  'not-one-of': (p, t) => t('policyProblem.not-one-of', { count: p.values.length, values: p.values.join(', ') }),
  empty: (_p, t) => t('policyProblem.empty'),
  'too-long': (p, t) => t('policyProblem.too-long', p),
  'http-url': (p, t) => t('policyProblem.http-url', p),
  'no-credentials': (_p, t) => t('policyProblem.no-credentials'),
  'https-only': (_p, t) => t('policyProblem.https-only'),
  uuid: (_p, t) => t('policyProblem.uuid'),
  'pem-certificate': (_p, t) => t('policyProblem.pem-certificate'),
  'channel-name': (_p, t) => t('policyProblem.channel-name'),
  'duplicate-name': (p, t) => t('policyProblem.duplicate-name', p),
  'updates-shape': (_p, t) => t('policyProblem.updates-shape'),
  invalid: (_p, t) => t('policyProblem.invalid'),
};

/**
 * What is wrong, without the path. A problem that crossed a process (a notice's params) is
 * read loosely: an unknown code says `invalid`, a missing parameter an empty text.
 */
export function policyProblemText(problem: Pick<PolicyProblem, 'code' | 'params'>, translator?: Translator): string {
  const { t } = translator ?? englishTranslator();
  const word = (WORDING[problem.code] ?? WORDING.invalid) as (params: unknown, t: Translate) => string;
  const params = problem.params ?? {};
  // Parameters that crossed a process may lack a list; a list is what not-one-of joins.
  if (problem.code === 'not-one-of' && !Array.isArray((params as { values?: unknown }).values)) {
    return WORDING.invalid({}, t);
  }
  return word(params, t);
}

/** `$.path: what is wrong`, in the translator's language. */
export function policyProblemLine(problem: PolicyProblem, translator?: Translator): string {
  return `${problem.path}: ${policyProblemText(problem, translator)}`;
}
