import { LANGUAGES, resolveLanguage } from '../../shared/i18n/language';
import type { Language } from '../../shared/i18n/language';
import type { AppInfo } from '../../shared/ipc';
import { LANGUAGE_PREF } from '../../shared/prefs';
import { call, setErrorTranslator } from '../bridge/mdm';
import { getPref, setPref } from '../bridge/prefs';
import { changeLanguage, currentLanguage, translate } from '../ui/i18n';

// Errors from core are worded in the app's language, whatever it is when they arrive.
setErrorTranslator({
  get language() {
    return currentLanguage();
  },
  t: translate,
});

/**
 * The language at start: the one chosen in the app (remembered by core), else the machine-wide
 * policy's defaultLanguage (an IT department's choice for its users' first start), else the
 * operating system's (Electron's app.getLocale() through app.info), else the browser's, which
 * the renderer already started in.
 */
export async function applyStartLanguage(info: AppInfo | null): Promise<void> {
  let chosen: Language | null = null;
  try {
    chosen = await getPref(LANGUAGE_PREF);
  } catch {
    // No prefs (an older core): the system's language still applies.
  }
  const policyLanguage = chosen
    ? undefined
    : await call('policy.get').then(
        (state) => state.policy.defaultLanguage,
        () => undefined, // No policy to read (an older core): the system's language applies.
      );
  // Without a locale from core (the web shell), the browser's language the renderer started in.
  const language = resolveLanguage(chosen, policyLanguage, [info?.locale, currentLanguage()]);
  await changeLanguage(language);
}

/** The language chosen in the app: applied at once, and remembered for the next start. */
export async function chooseLanguage(language: Language): Promise<void> {
  if (!(LANGUAGES as readonly string[]).includes(language)) return;
  await changeLanguage(language);
  try {
    await setPref(LANGUAGE_PREF, language);
  } catch {
    // Remembering is a convenience; the language is applied anyway.
  }
}
