/**
 * The languages the app speaks and how one is chosen from what the system says: a BCP 47
 * tag (Electron's app.getLocale(), the browser's navigator.languages) or a POSIX locale
 * (LANG=de_DE.UTF-8 for the CLI).
 */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The language's own name, for the language choice (never translated: people look for their own). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** 'de-DE', 'de_AT.UTF-8', 'DE' -> 'de'; 'C', 'POSIX', '' or an unsupported language -> null. */
export function languageOf(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const primary =
    tag
      .trim()
      .split(/[-_.@]/)[0]
      ?.toLowerCase() ?? '';
  return isLanguage(primary) ? primary : null;
}

/** The first supported language of a preference list (most wanted first), else English. */
export function pickLanguage(tags: readonly (string | null | undefined)[]): Language {
  for (const tag of tags) {
    const language = languageOf(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The app's language, in one order for every shell: the one chosen in the app (the pref
 * `app.language`), else the machine-wide policy's defaultLanguage (an IT department's choice
 * for its users' first start), else the first supported of the system's languages.
 */
export function resolveLanguage(
  chosen: unknown,
  policyDefault: Language | null | undefined,
  systemTags: readonly (string | null | undefined)[],
): Language {
  if (isLanguage(chosen)) return chosen;
  if (policyDefault) return policyDefault;
  return pickLanguage(systemTags);
}

/**
 * The language of a command line's messages, as POSIX orders the variables: LC_ALL wins,
 * then LC_MESSAGES, then LANG. The first one set decides, even when it names a language the
 * app lacks ('C' and 'fr_FR' both give English): a person who set LC_ALL=C asked for it.
 */
export function languageFromEnv(env: Readonly<Record<string, string | undefined>>): Language {
  for (const name of ['LC_ALL', 'LC_MESSAGES', 'LANG'] as const) {
    const value = env[name];
    if (value) return languageOf(value) ?? DEFAULT_LANGUAGE;
  }
  return DEFAULT_LANGUAGE;
}

/** The BCP 47 locale Intl formats with for a language (German as in Germany, English as in the US). */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-US', de: 'de-DE' };
