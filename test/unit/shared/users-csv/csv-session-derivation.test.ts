import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CsvSessionEvent, RowView } from '../../../../shared/users-csv/csv-session-protocol';
import { CsvSession } from '../../../../shared/users-csv/csv-session';

const SCHILD = readFileSync(new URL('../../../fixtures/csv/school-schild-windows-1252.csv', import.meta.url));
const DERIVE = { namePattern: '{givenName}.{surName}', emailPattern: '{name}@schule.example' };

function session() {
  const events: CsvSessionEvent[] = [];
  const s = new CsvSession((e) => events.push(e));
  const last = <T extends CsvSessionEvent['type']>(type: T) =>
    events.filter((e) => e.type === type).at(-1) as Extract<CsvSessionEvent, { type: T }>;
  const rows = (): RowView[] => {
    s.rowsAt(1, [0, 1, 2, 3, 4, 5]);
    return last('rows').rows;
  };
  return { s, events, last, rows };
}

describe('CsvSession derived names and e-mails', () => {
  it('adds the columns a school export lacks, with reason derived, and fills every row', async () => {
    const { s, last, rows } = session();
    s.settings(null, true, DERIVE, null);
    await s.open(new Blob([SCHILD]), 'schild.csv', 'auto', 'auto');
    const header = last('header');
    expect(header.fileColumns).toBe(6);
    expect(header.header.slice(6)).toEqual(['name', 'email']);
    expect(header.matches.slice(-2).map((m) => [m.target, m.reason])).toEqual([
      ['name', 'derived'],
      ['email', 'derived'],
    ]);
    expect(last('done').summary.missing).toEqual([]);
    const names = rows().map((r) => r.fields[6]);
    expect(names).toEqual([
      'juergen.mueller',
      'zoe.weiss',
      'deniz.oelcer',
      'max.mustermann',
      'max.mustermann2',
      'sarka.zak',
    ]);
    const second = rows()[4]!;
    expect(second.fields[7]).toBe('max.mustermann2@schule.example');
    expect(second.derived).toEqual([
      expect.objectContaining({ column: 'name', columnIndex: 6, suffix: 2, reason: 'taken in file', takenLine: 5 }),
      expect.objectContaining({ column: 'email', columnIndex: 7, pattern: '{name}@schule.example' }),
    ]);
    // The given and surnames keep their spelling.
    expect(rows()[5]!.fields.slice(0, 2)).toEqual(['Žák', 'Šárka']);
  });

  it("fills the blank cells of the file's own column, keeps its values, and blanks them again without a pattern", async () => {
    const { s, rows } = session();
    s.settings(null, true, { namePattern: '{givenName}.{surName}', emailPattern: null }, null);
    const csv = 'name,email,givenName,surName\n,a@x.de,Anna,Alt\nanna.alt,b@x.de,Anna,Alt\n,c@x.de,Ben,Berg\n';
    await s.open(new Blob([csv]), 'x.csv', 'auto', 'auto');
    const read = () => {
      s.rowsAt(1, [0, 1, 2]);
      return rows().slice(0, 3);
    };
    // One pass cannot know a later line's own value: line 2 gets anna.alt, which line 3 holds,
    // and the duplicate is reported for the user to settle.
    expect(read().map((r) => r.fields[0])).toEqual(['anna.alt', 'anna.alt', 'ben.berg']);
    expect(read()[1]!.findings.map((f) => f.rule)).toContain('duplicate-name');
    expect(read().map((r) => r.derived?.length ?? 0)).toEqual([1, 0, 1]);
    s.settings(null, true, null, null);
    expect(read().map((r) => r.fields[0])).toEqual(['', 'anna.alt', '']);
  });

  it('avoids the login names taken on the server', async () => {
    const { s, rows } = session();
    s.settings(null, true, { ...DERIVE, takenNames: ['Juergen.Mueller'] }, null);
    await s.open(new Blob([SCHILD]), 'schild.csv', 'auto', 'auto');
    expect(rows()[0]!.fields[6]).toBe('juergen.mueller2');
    expect(rows()[0]!.derived![0]).toMatchObject({ reason: 'taken on server', suffix: 2 });
  });

  it('derives again under other patterns and gives the same values for the same patterns', async () => {
    const { s, last, rows } = session();
    s.settings(null, true, DERIVE, null);
    await s.open(new Blob([SCHILD]), 'schild.csv', 'auto', 'auto');
    s.settings(null, true, { namePattern: '{givenName:1}{surName}', emailPattern: null }, null);
    expect(last('columns').header.slice(6)).toEqual(['name']);
    expect(rows().map((r) => r.fields.length)).toEqual([7, 7, 7, 7, 7, 7]);
    expect(rows()[0]!.fields[6]).toBe('jmueller');
    expect(last('changed').summary.missing).toEqual(['email']);
    s.settings(null, true, DERIVE, null);
    expect(rows()[4]!.fields.slice(6)).toEqual(['max.mustermann2', 'max.mustermann2@schule.example']);
    s.settings(null, true, null, null);
    expect(last('columns').header).toHaveLength(6);
    expect(rows()[0]!.derived).toBeUndefined();
  });

  it('names the people whose logins were derived, each name before its number, once a person (by their school ID)', async () => {
    const { s, last } = session();
    s.settings(null, true, DERIVE, null);
    await s.open(new Blob([SCHILD]), 'schild.csv', 'auto', 'auto');
    s.handle({ type: 'derivedPeople', requestId: 7 });
    const people = last('derivedPeople').people;
    expect(people.map((p) => p.name)).toEqual([
      'juergen.mueller',
      'zoe.weiss',
      'deniz.oelcer',
      // Two pupils of one name, two Schüler-IDs: two people.
      'max.mustermann',
      'max.mustermann',
      'sarka.zak',
    ]);
    expect(people[5]).toEqual({ name: 'sarka.zak', givenName: 'Šárka', surName: 'Žák', key: '1006' });
  });

  it('a remap derives from the columns now mapped to the names', async () => {
    const { s, last, rows } = session();
    s.settings(null, true, { namePattern: '{givenName}.{surName}', emailPattern: null }, null);
    await s.open(new Blob([SCHILD]), 'schild.csv', 'auto', 'auto');
    // Nachname as the given name, Vorname as the surname: the derived names turn round.
    s.remap(['givenName', 'surName', null, null, null, 'phone']);
    expect(last('columns').mapping.slice(6)).toEqual(['name']);
    expect(rows()[0]!.fields[6]).toBe('mueller.juergen');
  });

  it('an edited derived cell is the user’s value and no longer marked derived', async () => {
    const { s, last, rows } = session();
    s.settings(null, true, DERIVE, null);
    await s.open(new Blob([SCHILD]), 'schild.csv', 'auto', 'auto');
    s.edit(0, 6, 'jm');
    const row = last('changed').rows.find((r) => r.index === 0)!;
    expect(row.fields[6]).toBe('jm');
    expect(row.derived?.map((d) => d.column)).toEqual(['email']);
    expect(rows()[0]!.derived?.map((d) => d.columnIndex)).toEqual([7]);
  });

  it('patterns sent as reading starts apply to every row', async () => {
    const { s, rows } = session();
    const opened = s.open(new Blob([SCHILD]), 'schild.csv', 'auto', 'auto');
    s.settings(null, true, DERIVE, null);
    await opened;
    expect(rows()[0]!.fields.slice(6)).toEqual(['juergen.mueller', 'juergen.mueller@schule.example']);
  });

  it('with a phone country the phone clean-up puts national numbers into the international form', async () => {
    const { s, rows } = session();
    s.settings(null, true, DERIVE, 'DE');
    await s.open(new Blob([SCHILD]), 'schild.csv', 'auto', 'auto');
    expect(rows()[0]!.findings.find((f) => f.rule === 'phone')?.fix).toBeDefined();
    s.fixAll('phone');
    expect(rows().map((r) => r.fields[5])).toEqual([
      '+49301234567',
      '+4930123456',
      '+491712345678',
      '+491713456789',
      '',
      '+491714567890',
    ]);
  });
});
