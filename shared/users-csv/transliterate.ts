/**
 * Login names from people's names: lower-case ASCII that every server and mail system takes.
 * German letters as Germans spell them without umlauts (ä ae, ö oe, ü ue, ß ss), other
 * diacritics dropped (Zoë zoe, Šárka sarka, Ölçer oelcer), letters without a decomposition
 * spelt out (ø o, ł l, æ ae, þ th). Apostrophes vanish (O'Brien obrien, D’Angelo dangelo);
 * spaces, hyphens and any other run of characters between words become one hyphen, so that
 * "Anna Lena" and "Anna-Lena" give the same "anna-lena" and the words stay readable. The
 * result holds only a-z, 0-9 and inner hyphens.
 */
const SPELLED: Readonly<Record<string, string>> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŋ: 'n',
};
const SPELLED_PATTERN = new RegExp(`[${Object.keys(SPELLED).join('')}]`, 'g');
const APOSTROPHES = /['’ʼ`´‘]/g;
const COMBINING_MARKS = /\p{M}/gu;

/**
 * A name's letters as a German reader writes them without diacritics, in lower case: the
 * German letters written out (ä→ae, ß→ss), every other mark dropped (é→e, Š→s). Letters of
 * other scripts stay as they are. Shared by login names and the look-alike key.
 */
export function spellOut(value: string): string {
  return (
    value
      .normalize('NFC')
      .toLowerCase()
      .replace(SPELLED_PATTERN, (c) => SPELLED[c]!)
      .normalize('NFD')
      .replace(COMBINING_MARKS, '')
      // A letter under a mark (ǣ) shows its base (æ) only now.
      .replace(SPELLED_PATTERN, (c) => SPELLED[c]!)
  );
}

export function transliterate(value: string): string {
  return spellOut(value)
    .replace(APOSTROPHES, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
/** The first `max` characters of a transliterated value, without a hyphen left dangling at the cut. */
export function cut(value: string, max: number | null): string {
  return max === null || value.length <= max ? value : value.slice(0, max).replace(/-+$/, '');
}
