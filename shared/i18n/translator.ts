import { createInstance } from 'i18next';
import type { i18n } from 'i18next';
import { resources } from './i18next-resources';
import { fastMessages } from './fast-messages';
import type { MessageKey } from './catalogue';
import { DEFAULT_LANGUAGE, LANGUAGES } from './language';
import type { Language } from './language';

/** Values for a message's placeholders; `count` also picks a plural form. */
export type MessageParams = Record<string, string | number | null | undefined>;

/** A message in the translator's language: `t('jobs.title')`, `t('import.rows', { count: 3 })`. */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

export interface Translator {
  readonly language: Language;
  t: Translate;
}

/**
 * An i18next instance over the catalogues, ready at once (resources are in memory, so
 * initialisation is synchronous). Keys are flat ("import.title"): no `.` or `:` splitting.
 * Values are not HTML-escaped: React escapes what it renders, and terminals need none.
 */
export function createI18n(
  language: Language = DEFAULT_LANGUAGE,
  /** The languages it may change to (`changeLanguage`): the app's, every one; a fixed translator's, its own. */
  languages: readonly Language[] = LANGUAGES,
): i18n {
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: resources(languages),
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

/**
 * A translator fixed to one language (the CLI, the Electron menu, tests). Plain messages are
 * put together directly (fast-messages.ts: the same text, without i18next's cost per call).
 */
export function createTranslator(language: Language = DEFAULT_LANGUAGE): Translator {
  const instance = createI18n(language, [language]);
  const fast = fastMessages(language);
  return { language, t: (key, params) => fast(key, params) ?? instance.t(key, params ?? {}) };
}
