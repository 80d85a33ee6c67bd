import { describe, expect, it } from 'vitest';
import { MESSAGES, MODULES } from '../../../../shared/i18n/catalogue';
import { catalogueProblems, duplicateKeys, placeholdersOf } from '../../../../shared/i18n/check';
import type { Messages } from '../../../../shared/i18n/define';

// The catalogue test of issue 13: every key in every language, with the same placeholders.
describe('the catalogues', () => {
  it('give every key a text in every language, with the same placeholders and plural forms', () => {
    expect(catalogueProblems(MESSAGES)).toEqual([]);
  });

  it('define each key once', () => {
    expect(duplicateKeys(MODULES)).toEqual([]);
  });

  it('hold the texts of every screen', () => {
    expect(Object.keys(MESSAGES).length).toBeGreaterThan(300);
  });

  it('bite: a key without German, an empty text, a lost placeholder or a one-sided plural is reported', () => {
    const broken = {
      'x.noGerman': { en: 'Hello' },
      'x.empty': { en: 'Hello', de: ' ' },
      'x.lost': { en: 'Import of {{file}}', de: 'Import' },
      'x.plural': { en: { one: '{{count}} row', other: '{{count}} rows' }, de: '{{count}} Zeilen' },
      'x.braces': { en: 'a {{b}', de: 'a {{b}' },
      'x.fine': { en: '{{count, number}} rows', de: '{{count, number}} Zeilen' },
    } as unknown as Messages;
    expect(catalogueProblems(broken)).toEqual([
      'x.noGerman: no de text',
      'x.empty: no de text',
      'x.lost: placeholders differ (en: file; de: none)',
      'x.plural: a plural in en only',
      'x.braces: a broken placeholder in en',
      'x.braces: a broken placeholder in de',
    ]);
    expect(duplicateKeys([{ a: { en: 'a', de: 'a' } }, { a: { en: 'b', de: 'b' } }])).toEqual(['a']);
  });

  it('reads placeholders with and without a format', () => {
    expect(placeholdersOf('{{count, number}} of {{ total }} in {{file}}')).toEqual(['count', 'file', 'total']);
  });
});
