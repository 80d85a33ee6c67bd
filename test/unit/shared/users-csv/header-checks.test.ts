import { describe, expect, it } from 'vitest';
import { checkHeader } from '../../../../shared/users-csv/header-checks';

/** The unmapped-column warnings (a file without logins also misses mandatory columns: not asked here). */
const rules = (header: string[], mapping: (string | null)[]) =>
  checkHeader(header, mapping as never)
    .filter((f) => f.rule === 'unmapped-column')
    .map((f) => [f.column, f.rule]);

describe('checkHeader: columns not uploaded', () => {
  it("does not warn about a school export's columns the server does not need (the mapping says why)", () => {
    const header = ['Nachname', 'Vorname', 'Klasse', 'Geburtsdatum', 'Schüler-ID'];
    expect(rules(header, ['surName', 'givenName', 'position', null, 'custom1'])).toEqual([]);
  });

  it('still warns about any other column left unassigned, in a school export too', () => {
    const header = ['Nachname', 'Vorname', 'Klasse', 'Geburtsdatum', 'Schüler-ID', 'Lieblingsfach'];
    expect(rules(header, ['surName', 'givenName', 'position', null, 'custom1', null])).toEqual([
      ['Lieblingsfach', 'unmapped-column'],
    ]);
  });

  it('warns about a birth date column in a file that is no school export', () => {
    expect(rules(['name', 'email', 'Geburtsdatum'], ['name', 'email', null])).toEqual([
      ['Geburtsdatum', 'unmapped-column'],
    ]);
  });
});
