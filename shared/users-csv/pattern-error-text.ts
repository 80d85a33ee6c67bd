import type { Translate } from '../i18n/translator';
import { emailPatternOf, parsePattern } from './name-pattern';
import type { PatternTarget } from './name-pattern';

/**
 * What is wrong with a pattern as entered and at which character, in the language; null when
 * it is fine or empty. An e-mail entry may be a bare domain (`emailPatternOf`).
 */
export function patternErrorText(entry: string, target: PatternTarget, t: Translate): string | null {
  const source = target === 'email' ? emailPatternOf(entry) : entry;
  if (source.trim() === '') return null;
  const parsed = parsePattern(source, target);
  if (parsed.ok) return null;
  const { code, column, text } = parsed.error;
  return t('import.naming.patternError', { column, problem: t(`pattern.${code}`, { text }) });
}
