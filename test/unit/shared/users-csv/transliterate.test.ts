import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cut, transliterate } from '../../../../shared/users-csv/transliterate';

describe('transliterate', () => {
  it('spells German letters out and drops other diacritics', () => {
    expect(transliterate('Jürgen')).toBe('juergen');
    expect(transliterate('Müller')).toBe('mueller');
    expect(transliterate('Weiß')).toBe('weiss');
    expect(transliterate('ÄÖÜ')).toBe('aeoeue');
    expect(transliterate('Zoë')).toBe('zoe');
    expect(transliterate('Ölçer')).toBe('oelcer');
    expect(transliterate('Šárka')).toBe('sarka');
    expect(transliterate('Žák')).toBe('zak');
    expect(transliterate('Søren Łukasz Ærø')).toBe('soren-lukasz-aero');
  });

  it('reads decomposed umlauts (as macOS writes them) like composed ones', () => {
    expect(transliterate('Mu\u0308ller')).toBe('mueller');
  });

  it('removes apostrophes and joins words with one hyphen', () => {
    expect(transliterate("O'Brien")).toBe('obrien');
    expect(transliterate('D’Angelo')).toBe('dangelo');
    expect(transliterate('Anna Lena')).toBe('anna-lena');
    expect(transliterate('Anna-Lena')).toBe('anna-lena');
    expect(transliterate('  von der  Heide ')).toBe('von-der-heide');
    expect(transliterate('Dr. Hans')).toBe('dr-hans');
    expect(transliterate('李')).toBe('');
  });

  it('cuts to a maximum without leaving a hyphen at the cut', () => {
    expect(cut('anna-lena', 5)).toBe('anna');
    expect(cut('mustermann', 8)).toBe('musterma');
    expect(cut('max', null)).toBe('max');
    expect(cut('max', 1)).toBe('m');
  });

  it('gives only a-z, 0-9 and inner single hyphens, and is stable when applied again', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const out = transliterate(text);
        expect(out).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
        expect(transliterate(out)).toBe(out);
      }),
    );
  });

  it('keeps lower-case ASCII words as they are', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,20}$/), (word) => {
        expect(transliterate(word)).toBe(word);
        expect(transliterate(word.toUpperCase())).toBe(word);
      }),
    );
  });
});
