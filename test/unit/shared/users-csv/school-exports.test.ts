import { describe, expect, it } from 'vitest';
import { mappingFromMatches, matchColumns } from '../../../../shared/users-csv/column-match';
import { mappingError } from '../../../../shared/users-csv/columns';
import { SCHOOL_EXPORTS, detectSchoolExport } from '../../../../shared/users-csv/school-exports';
import type { SchoolSystem } from '../../../../shared/users-csv/school-exports';

/** Each column of a match as [source, target, reason, note]. */
function described(header: string[]) {
  return matchColumns(header).map((m) => [m.source, m.target, m.reason, m.note ?? null]);
}

describe('school exports', () => {
  it('reads a SchILD-NRW export: names mapped, the class as position, the ID as custom1, the rest left out with a reason', () => {
    expect(
      described(['Nachname', 'Vorname', 'Klasse', 'Geburtsdatum', 'Geschlecht', 'Schüler-ID', 'E-Mail', 'Telefon']),
    ).toEqual([
      ['Nachname', 'surName', 'synonym', null],
      ['Vorname', 'givenName', 'synonym', null],
      ['Klasse', 'position', 'school export', 'class'],
      ['Geburtsdatum', null, null, 'birth-date'],
      ['Geschlecht', null, null, 'gender'],
      ['Schüler-ID', 'custom1', 'school export', 'student-id'],
      ['E-Mail', 'email', 'exact', null],
      ['Telefon', 'phone', 'synonym', null],
    ]);
  });

  it('reads linuxmuster, DaNiS, WebUntis and Magellan headers', () => {
    expect(mappingFromMatches(matchColumns(['Klasse', 'Nachname', 'Vornamen', 'Geburtsdatum', 'ID']))).toEqual([
      'position',
      'surName',
      'givenName',
      null,
      'custom1',
    ]);
    expect(
      mappingFromMatches(
        matchColumns(['SchuelerRufname', 'SchuelerNachname', 'SchuelerIdentNummer', 'GruppeBezeichung']),
      ),
    ).toEqual(['givenName', 'surName', 'custom1', 'position']);
    expect(mappingFromMatches(matchColumns(['Familienname', 'Vorname', 'Klassenbezeichnung', 'Schüler-ID']))).toEqual([
      'surName',
      'givenName',
      'position',
      'custom1',
    ]);
    expect(described(['Nachname', 'Vorname', 'Vorname2', 'ID', 'GUID'])).toEqual([
      ['Nachname', 'surName', 'synonym', null],
      ['Vorname', 'givenName', 'synonym', null],
      ['Vorname2', null, null, 'more-given-names'],
      ['ID', 'custom1', 'school export', 'student-id'],
      ['GUID', null, null, 'record-key'],
    ]);
  });

  it('reads the rostering standards: School Data Sync, OneRoster, Apple School Manager', () => {
    expect(mappingFromMatches(matchColumns([...SCHOOL_EXPORTS['School Data Sync']]))).toEqual([
      'custom1',
      'name',
      'givenName',
      'surName',
      'password',
      null,
      'email',
      'phone',
      null,
    ]);
    const asm = matchColumns([...SCHOOL_EXPORTS['Apple School Manager']]);
    expect(mappingFromMatches(asm)).toEqual([
      'custom1',
      null,
      'givenName',
      null,
      'surName',
      null,
      'email',
      'name',
      null,
      null,
    ]);
    const oneRoster = matchColumns([...SCHOOL_EXPORTS.OneRoster]);
    expect(oneRoster.filter((m) => m.target === null).every((m) => m.note !== undefined)).toBe(true);
  });

  it('gives every column of every known export a target or a reason, and a usable mapping', () => {
    for (const headers of Object.values(SCHOOL_EXPORTS)) {
      const matches = matchColumns([...headers]);
      expect(mappingError(mappingFromMatches(matches))).toBeNull();
      for (const m of matches) expect(m.target !== null || m.note !== undefined, `${m.source}`).toBe(true);
    }
  });

  it('lets a real position or custom1 column win over a school proposal', () => {
    expect(mappingFromMatches(matchColumns(['Klasse', 'Position', 'Schüler-ID', 'custom1']))).toEqual([
      null,
      'position',
      null,
      'custom1',
    ]);
  });

  it('names the system a header comes from, and none for a plain file', () => {
    for (const system of Object.keys(SCHOOL_EXPORTS) as SchoolSystem[]) {
      const found = detectSchoolExport([...SCHOOL_EXPORTS[system]]);
      // SchILD-NRW and ASV, School Data Sync and OneRoster share most of their headers: the first listed wins a tie.
      expect(found === system || SCHOOL_EXPORTS[found!].length >= 3, system).toBe(true);
    }
    expect(detectSchoolExport(['SchuelerNachname', 'SchuelerRufname', 'SchuelerIdentNummer'])).toBe('DaNiS');
    expect(detectSchoolExport(['name', 'email', 'givenName', 'surName', 'password'])).toBeNull();
  });
});
