import { isPlural } from './define';
import type { Language } from './language';
import { messageTable } from './message-tables';

export type Resources = Partial<Record<Language, { translation: Record<string, string> }>>;

/** The catalogues of `languages` as i18next takes them: one flat table each, plurals as key_one / key_other. */
export function resources(languages: readonly Language[]): Resources {
  const out: Resources = {};
  for (const language of languages) {
    const table: Record<string, string> = {};
    for (const [key, text] of Object.entries(messageTable(language))) {
      if (isPlural(text)) {
        table[`${key}_one`] = text.one;
        table[`${key}_other`] = text.other;
      } else table[key] = text;
    }
    out[language] = { translation: table };
  }
  return out;
}
