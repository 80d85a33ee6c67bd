/**
 * The key under which two spellings of a person's name count as the same person: the
 * look-alikes a dry run shows for a new line (`René Müller` on the server, `Rene Mueller` in
 * the file). Both sides are folded the same way: lower case; the German letters written out
 * as German writes them without umlauts (ä→ae, ö→oe, ü→ue, ß→ss; the same transliteration the
 * derived login names use, so that `Mueller` meets `Müller`); every other diacritic dropped
 * (é→e, Š→s); hyphens, spaces, apostrophes and dots dropped (`Lena Marie` = `Lena-Marie`).
 */

import { spellOut } from './transliterate';

/** What separates the parts of a name. */
const SEPARATORS = /[\s\-‐‑‒–—'’ʼ`´.]/gu;

/** The separators among ASCII characters (\s there is tab, line feed, vertical tab, form feed, carriage return, space). */
const ASCII_SEPARATORS = /[\t\n\v\f\r \-'`.]/g;

/** One name folded: `René` → `rene`, `Müller` → `mueller`, `Lena-Marie` → `lenamarie`. */
export function foldName(name: string): string {
  // Most names are ASCII: nothing to spell out or normalize (a comparison folds 100,000 of them).
  if (isAscii(name)) return name.toLowerCase().replace(ASCII_SEPARATORS, '');
  return spellOut(name).replace(SEPARATORS, '');
}

function isAscii(value: string): boolean {
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) > 0x7f) return false;
  return true;
}

/** A person's key (given name and surname folded), or null where both are empty. */
export function personKey(givenName: string, surName: string): string | null {
  const given = foldName(givenName);
  const sur = foldName(surName);
  return given === '' && sur === '' ? null : `${given}\u0000${sur}`;
}
