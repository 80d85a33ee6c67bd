/**
 * The order letters are printed in: by class (so that each class's pile comes off the printer
 * together), then surname, given name and login, compared as people of the language sort
 * names (Ä with A in German, "5b" before "10a"). Letters without a class come last.
 */
import type { Language } from '../i18n/language';
import type { Letter } from './letter';

export function sortLetters(letters: readonly Letter[], language: Language): Letter[] {
  const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
  const tie = new Intl.Collator(language, { numeric: true, sensitivity: 'variant' });
  const compare = (a: string, b: string) => collator.compare(a, b) || tie.compare(a, b);
  return [...letters].sort((a, b) => {
    if ((a.group === '') !== (b.group === '')) return a.group === '' ? 1 : -1;
    return (
      compare(a.group, b.group) ||
      compare(a.surName, b.surName) ||
      compare(a.givenName, b.givenName) ||
      compare(a.login, b.login)
    );
  });
}
