import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldName, personKey } from '../../../../shared/users-csv/person-fold';
import { spellOut } from '../../../../shared/users-csv/transliterate';

describe('foldName', () => {
  it('writes German letters out and drops other diacritics, case, hyphens, spaces and apostrophes', () => {
    expect(foldName('René')).toBe('rene');
    expect(foldName('Müller')).toBe('mueller');
    expect(foldName('MÜLLER')).toBe('mueller');
    expect(foldName('Mueller')).toBe('mueller');
    expect(foldName('Weiß')).toBe('weiss');
    expect(foldName('Zoë')).toBe('zoe');
    expect(foldName('Šárka Žák')).toBe('sarkazak');
    expect(foldName('Ölçer')).toBe('oelcer');
    expect(foldName('Lena Marie')).toBe('lenamarie');
    expect(foldName('Lena-Marie')).toBe('lenamarie');
    expect(foldName("O'Brien")).toBe('obrien');
    expect(foldName('  Jürgen  ')).toBe('juergen');
  });

  it('folds ASCII names (the short way) exactly as spelling out and dropping every separator does', () => {
    const ascii = fc.string({ unit: fc.integer({ min: 0, max: 0x7f }).map((c) => String.fromCharCode(c)) });
    fc.assert(
      fc.property(ascii, (name) => {
        expect(foldName(name)).toBe(spellOut(name).replace(/[\s\-‐‑‒–—'’ʼ`´.]/gu, ''));
      }),
      { numRuns: 2000 },
    );
    expect(foldName(" Anna-Lena\tO'Neil.\r\n")).toBe('annalenaoneil');
  });

  it('folds a decomposed umlaut as the composed one', () => {
    expect(foldName('Mu\u0308ller')).toBe(foldName('Müller'));
  });

  it('is idempotent and never leaves a space, a hyphen or a combining mark', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (name) => {
        const folded = foldName(name);
        expect(foldName(folded)).toBe(folded);
        expect(folded).not.toMatch(/[\s\-\p{M}]/u);
      }),
    );
  });
});

describe('personKey', () => {
  it('makes René Müller and Rene Mueller, Lena Marie and Lena-Marie the same person', () => {
    expect(personKey('Rene', 'Mueller')).toBe(personKey('René', 'Müller'));
    expect(personKey('Lena Marie', 'Schmidt')).toBe(personKey('Lena-Marie', 'schmidt'));
  });

  it('keeps given name and surname apart', () => {
    expect(personKey('Anna', 'Berg')).not.toBe(personKey('Ann', 'aBerg'));
    expect(personKey('Max', 'Mustermann')).not.toBe(personKey('Mustermann', 'Max'));
  });

  it('has no key for a person without names', () => {
    expect(personKey('', ' - ')).toBeNull();
  });
});
