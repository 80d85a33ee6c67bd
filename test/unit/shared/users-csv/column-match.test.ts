import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mappingFromMatches, matchColumns } from '../../../../shared/users-csv/column-match';
import { mappingError, TARGET_COLUMNS } from '../../../../shared/users-csv/columns';
import { normaliseHeader } from '../../../../shared/users-csv/column-names';
import { editDistance } from '../../../../shared/users-csv/similarity';

describe('column matching', () => {
  it('ignores case, spaces, underscores and dashes for exact matches', () => {
    const m = matchColumns(['GIVEN_NAME', 'sur-name', 'E-Mail', ' Managed Apple ID ', 'Custom 3']);
    expect(m.map((x) => [x.target, x.reason, x.confidence])).toEqual([
      ['givenName', 'exact', 1],
      ['surName', 'exact', 1],
      ['email', 'exact', 1],
      ['managedAppleId', 'exact', 1],
      ['custom3', 'exact', 1],
    ]);
  });

  it('never matches by substring', () => {
    const m = matchColumns(['Email consent', 'Username backup', 'Phone type', 'Passwort-Hinweis']);
    expect(mappingFromMatches(m)).toEqual([null, null, null, null]);
  });

  it('is one-to-one: the better match wins a contested target', () => {
    const m = matchColumns(['Mail', 'email', 'Login', 'name']);
    expect(mappingFromMatches(m)).toEqual([null, 'email', null, 'name']);
    const similar = matchColumns(['emial', 'e-mail']);
    expect(mappingFromMatches(similar)).toEqual([null, 'email']);
  });

  it('English and German synonyms', () => {
    const m = matchColumns(['Benutzername', 'Vorname', 'Nachname', 'Passwort', 'Telefon', 'Land', 'Job Title']);
    expect(m.map((x) => [x.target, x.reason])).toEqual([
      ['name', 'synonym'],
      ['givenName', 'synonym'],
      ['surName', 'synonym'],
      ['password', 'synonym'],
      ['phone', 'synonym'],
      ['country', 'synonym'],
      ['position', 'synonym'],
    ]);
  });

  it('does not stretch similar spelling to short or distant names, nor custom16 onto custom15', () => {
    expect(mappingFromMatches(matchColumns(['abc', 'Geburtsdatum', 'custom16', 'Konfession']))).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('normalises umlauts and counts a transposition as one edit', () => {
    expect(normaliseHeader('Länder-Code')).toBe('laendercode');
    expect(editDistance('emial', 'email')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('refuses a mapping that uses a target twice', () => {
    expect(mappingError(['email', null, 'email'])).toContain('source columns 1 and 3');
    expect(mappingError(['email', 'name'])).toBeNull();
  });

  it("matches a header to its column whatever its letters' case (the reference: surname = surName)", () => {
    expect(matchColumns(['name', 'email', 'givenname', 'surname', 'PASSWORD'])).toMatchObject([
      { target: 'name', reason: 'exact' },
      { target: 'email', reason: 'exact' },
      { target: 'givenName', reason: 'exact' },
      { target: 'surName', reason: 'exact' },
      { target: 'password', reason: 'exact' },
    ]);
    fc.assert(
      fc.property(
        fc.constantFrom(...TARGET_COLUMNS),
        fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }),
        (target, upper) => {
          const header = [...target]
            .map((c, i) => (upper[i % upper.length] ? c.toUpperCase() : c.toLowerCase()))
            .join('');
          expect(matchColumns([header])[0]).toMatchObject({ target, reason: 'exact', confidence: 1 });
        },
      ),
    );
  });
});

describe("the school's ID column as the person's key", () => {
  it('is proposed for custom1, or for the id column the connection names', () => {
    const header = ['Nachname', 'Vorname', 'Klasse', 'Schüler-ID'];
    expect(mappingFromMatches(matchColumns(header))[3]).toBe('custom1');
    expect(mappingFromMatches(matchColumns(header, { idColumn: 'foreignKey' }))[3]).toBe('foreignKey');
    expect(mappingFromMatches(matchColumns(['sourcedId', 'givenName'], { idColumn: 'custom7' }))[0]).toBe('custom7');
    expect(mappingFromMatches(matchColumns(['person_id', 'first_name']))[0]).toBe('custom1');
  });
});
