import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Letter } from '../../../../shared/letters/letter';
import { sortLetters } from '../../../../shared/letters/sort-letters';

function letter(surName: string, givenName: string, group = '', login = `${givenName}.${surName}`): Letter {
  return { login, email: `${login}@schule.example`, givenName, surName, password: 'pw', group };
}
const names = (letters: Letter[]) => letters.map((l) => `${l.group}|${l.surName}, ${l.givenName}`);

describe('sortLetters', () => {
  it('sorts by class with numbers as numbers, then by surname and given name', () => {
    const sorted = sortLetters(
      [
        letter('Zander', 'Ali', '10a'),
        letter('Bauer', 'Max', '5b'),
        letter('Adler', 'Eva', '5b'),
        letter('Zorn', 'Ida', '5a'),
      ],
      'de',
    );
    expect(names(sorted)).toEqual(['5a|Zorn, Ida', '5b|Adler, Eva', '5b|Bauer, Max', '10a|Zander, Ali']);
  });

  it('puts letters without a class last', () => {
    const sorted = sortLetters([letter('Adler', 'Eva'), letter('Zorn', 'Ida', '7c')], 'en');
    expect(names(sorted)).toEqual(['7c|Zorn, Ida', '|Adler, Eva']);
  });

  it('collates umlauts and diacritics with their base letter, not after z', () => {
    const sorted = sortLetters(
      [
        letter('Zander', 'Ali'),
        letter('Žák', 'Šárka'),
        letter('Ölçer', 'Deniz'),
        letter('Oberle', 'Tom'),
        letter('Müller', 'Jürgen'),
      ],
      'de',
    );
    expect(sorted.map((l) => l.surName)).toEqual(['Müller', 'Oberle', 'Ölçer', 'Žák', 'Zander']);
  });

  it('orders equal names by given name, then login', () => {
    const sorted = sortLetters(
      [
        letter('Mustermann', 'Max', '', 'max.mustermann2'),
        letter('Mustermann', 'Max', '', 'max.mustermann'),
        letter('Mustermann', 'Anna'),
      ],
      'de',
    );
    expect(sorted.map((l) => l.login)).toEqual(['Anna.Mustermann', 'max.mustermann', 'max.mustermann2']);
  });

  it('keeps every letter and is a total order (sorting the sorted changes nothing)', () => {
    const text = fc.string({ maxLength: 6 });
    const arbitrary = fc.array(
      fc.record({ login: text, email: text, givenName: text, surName: text, password: text, group: text }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(arbitrary, fc.constantFrom('en' as const, 'de' as const), (letters, language) => {
        const sorted = sortLetters(letters, language);
        expect(sorted).toHaveLength(letters.length);
        expect(new Set(sorted)).toEqual(new Set(letters));
        expect(
          sortLetters([...sorted].reverse(), language).map((l) => [l.group, l.surName, l.givenName, l.login]),
        ).toEqual(sorted.map((l) => [l.group, l.surName, l.givenName, l.login]));
      }),
    );
  });
});
