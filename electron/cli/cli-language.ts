import { languageFromEnv } from '../../shared/i18n/language';
import type { Language } from '../../shared/i18n/language';
import { createTranslator } from '../../shared/i18n/translator';
import type { Translator } from '../../shared/i18n/translator';

const translators = new Map<Language, Translator>();

/**
 * The translator of the CLI's human-readable lines, from LC_ALL, LC_MESSAGES or LANG (in
 * that order). --json output and exit codes never go through it. Without an environment
 * (a caller that has none at hand) the lines are English.
 */
export function cliTranslator(env?: Readonly<Record<string, string | undefined>>): Translator {
  const language = env ? languageFromEnv(env) : 'en';
  let translator = translators.get(language);
  if (!translator) {
    translator = createTranslator(language);
    translators.set(language, translator);
  }
  return translator;
}
