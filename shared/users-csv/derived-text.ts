import type { Translate } from '../i18n/translator';
import type { DerivedValue } from './record-derivation';

/** How a derived value was made, in the language: the pattern, and why a number was added. */
export function derivedText(derived: DerivedValue, t: Translate): string {
  const how = t('derived.how', { pattern: derived.pattern });
  if (derived.suffix === null || derived.reason === null) return how;
  const why =
    derived.reason === 'taken in file'
      ? t('derived.taken in file', { suffix: derived.suffix, line: derived.takenLine ?? '?' })
      : t('derived.taken on server', { suffix: derived.suffix });
  return `${how}; ${why}`;
}
