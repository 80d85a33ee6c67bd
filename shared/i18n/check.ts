import { isPlural } from './define';
import type { MessageText, Messages } from './define';
import { LANGUAGES } from './language';

/** i18next placeholders of a text, by name: `{{count, number}}` -> count. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]!).sort();
}

const textsOf = (text: MessageText): string[] => (isPlural(text) ? [text.one, text.other] : [text]);

/**
 * What is wrong with a catalogue: a key without a language (or with an empty text), a
 * plural in one language but not in another, a placeholder one language has and another
 * lacks (German would drop the file name), braces that are not a placeholder. Empty when
 * all is well; the catalogue test asserts that, and that this check bites.
 */
export function catalogueProblems(messages: Messages): string[] {
  const problems: string[] = [];
  for (const [key, message] of Object.entries(messages)) {
    const present = LANGUAGES.filter((language) => {
      const text = (message as Partial<Record<string, MessageText>>)[language];
      if (text === undefined || textsOf(text).some((t) => typeof t !== 'string' || t.trim() === '')) {
        problems.push(`${key}: no ${language} text`);
        return false;
      }
      return true;
    });
    if (present.length < LANGUAGES.length) continue;
    const [first, ...others] = present.map((language) => ({ language, text: message[language] }));
    for (const other of others) {
      if (isPlural(first!.text) !== isPlural(other.text))
        problems.push(`${key}: a plural in ${isPlural(first!.text) ? first!.language : other.language} only`);
    }
    const names = (text: MessageText) => [...new Set(textsOf(text).flatMap(placeholdersOf))].sort().join(',');
    for (const other of others) {
      if (names(first!.text) !== names(other.text))
        problems.push(
          `${key}: placeholders differ (${first!.language}: ${names(first!.text) || 'none'}; ${other.language}: ${names(other.text) || 'none'})`,
        );
    }
    for (const { language, text } of present.map((l) => ({ language: l, text: message[l] }))) {
      for (const t of textsOf(text)) {
        const stripped = t.replace(/\{\{\s*[\w.]+\s*(?:,[^}]*)?\}\}/g, '');
        if (stripped.includes('{{') || stripped.includes('}}'))
          problems.push(`${key}: a broken placeholder in ${language}`);
      }
    }
  }
  return problems;
}

/** Keys defined by more than one module (the later one would silently win). */
export function duplicateKeys(modules: readonly Messages[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const module of modules)
    for (const key of Object.keys(module)) {
      if (seen.has(key)) twice.add(key);
      seen.add(key);
    }
  return [...twice];
}
