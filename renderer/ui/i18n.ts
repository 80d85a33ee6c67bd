import { useTranslation } from 'react-i18next';
import { isLanguage, pickLanguage } from '../../shared/i18n/language';
import type { Language } from '../../shared/i18n/language';
import { createI18n } from '../../shared/i18n/translator';
import type { MessageParams, Translate } from '../../shared/i18n/translator';
import type { MessageKey } from '../../shared/i18n/catalogue';

/** The browser's (or Electron's Chromium's) languages, most wanted first. */
function systemLanguage(): Language {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return pickLanguage([...(nav?.languages ?? []), nav?.language]);
}

/**
 * The renderer's one i18next instance. It starts in the system's language, so that the
 * first frame is already in it; the app then applies the language chosen in the app (a
 * preference) or the operating system's locale core reports (app.info).
 */
export const i18n = createI18n(systemLanguage());
syncDocumentLanguage(currentLanguage());

function syncDocumentLanguage(language: Language): void {
  // Screen readers pick their voice from <html lang>.
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** Switches every mounted component to another language. */
export async function changeLanguage(language: Language): Promise<void> {
  if (currentLanguage() === language) return;
  await i18n.changeLanguage(language);
  syncDocumentLanguage(language);
}

/** A message in the current language, for code outside components (notifications, stores). */
export const translate: Translate = (key: MessageKey, params?: MessageParams) => i18n.t(key, params ?? {});

/** The current language's `t`, re-rendering the component when the language changes. */
export function useT(): { t: Translate; language: Language } {
  const { i18n: instance } = useTranslation('translation', { i18n });
  const language = isLanguage(instance.language) ? instance.language : 'en';
  return { t: (key, params) => instance.t(key, params ?? {}), language };
}
