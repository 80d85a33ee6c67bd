import { describe, expect, it } from 'vitest';
import { parsePattern } from '../../../../shared/users-csv/name-pattern';
import type { NamePattern, PatternTarget } from '../../../../shared/users-csv/name-pattern';
import { RecordDerivation } from '../../../../shared/users-csv/record-derivation';
import type { DerivedValue } from '../../../../shared/users-csv/record-derivation';
import { validateCsv } from '../../../../shared/users-csv/validate';

function pattern(source: string, target: PatternTarget): NamePattern {
  const result = parsePattern(source, target);
  if (!result.ok) throw new Error(result.error.code);
  return result.pattern;
}

const namePattern = pattern('{givenName}.{surName}', 'name');
const emailPattern = pattern('{name}@schule.example', 'email');

describe('record derivation', () => {
  it('appends the columns the file lacks and fills them, unique, saying how', () => {
    const d = new RecordDerivation({ namePattern, emailPattern });
    expect(d.begin(['Nachname', 'Vorname'], ['surName', 'givenName'])).toEqual({
      header: ['Nachname', 'Vorname', 'name', 'email'],
      mapping: ['surName', 'givenName', 'name', 'email'],
    });
    const first = d.record(['Mustermann', 'Max'], 2);
    expect(first.fields).toEqual(['Mustermann', 'Max', 'max.mustermann', 'max.mustermann@schule.example']);
    const second = d.record(['Mustermann', 'Max'], 3);
    expect(second.fields).toEqual(['Mustermann', 'Max', 'max.mustermann2', 'max.mustermann2@schule.example']);
    expect(second.derived).toEqual<DerivedValue[]>([
      {
        line: 3,
        column: 'name',
        value: 'max.mustermann2',
        pattern: '{givenName}.{surName}',
        suffix: 2,
        reason: 'taken in file',
        takenLine: 2,
      },
      {
        line: 3,
        column: 'email',
        value: 'max.mustermann2@schule.example',
        pattern: '{name}@schule.example',
        suffix: null,
        reason: null,
      },
    ]);
  });

  it('keeps the values a file has, avoids them, and fills only the blank ones', () => {
    const d = new RecordDerivation({ namePattern });
    d.begin(['name', 'givenName', 'surName'], ['name', 'givenName', 'surName']);
    const given = ['anna.berg', 'Anna', 'Berg'];
    expect(d.record(given, 2)).toEqual({ fields: given, derived: [], phone: null });
    expect(d.record(['', 'Anna', 'Berg'], 3).fields[0]).toBe('anna.berg2');
    expect(d.record([' ', 'Ånna', 'Bérg'], 4).fields[0]).toBe('anna.berg3');
  });

  it('avoids the names taken on the server', () => {
    const d = new RecordDerivation({ namePattern, takenNames: { isTaken: (v) => v === 'rene.mueller' } });
    d.begin(['givenName', 'surName'], ['givenName', 'surName']);
    expect(d.record(['René', 'Müller'], 2).derived[0]).toMatchObject({
      value: 'rene.mueller2',
      reason: 'taken on server',
    });
  });

  it('leaves a record of the wrong length as read, with empty derived fields', () => {
    const d = new RecordDerivation({ namePattern });
    d.begin(['givenName', 'surName'], ['givenName', 'surName']);
    expect(d.record(['Max'], 2)).toEqual({ fields: ['Max', ''], derived: [], phone: null });
  });

  it('repairs phone numbers and says from what', () => {
    const d = new RecordDerivation({ phoneCountry: 'DE' });
    d.begin(['phone'], ['phone']);
    expect(d.record(['030 1234567'], 2)).toEqual({
      fields: ['+49301234567'],
      derived: [],
      phone: { line: 2, from: '030 1234567', to: '+49301234567' },
    });
    expect(d.record(['+4930123'], 3).phone).toBeNull();
    // A Swiss number a spreadsheet took the + off: its own code and length, not +49 before it.
    expect(d.record(['41446681800'], 4).phone).toEqual({ line: 4, from: '41446681800', to: '+41446681800' });
    // Digits that are neither: left as they are.
    expect(d.record(['3312345678'], 5).phone).toBeNull();
  });

  it('runs inside the streamed validation: the derived columns are checked, previewed and counted', async () => {
    const text = 'Nachname;Vorname;Telefon\nMüller;Jürgen;030 1234567\nMüller;Jürgen;\nBerg;;\n';
    const derived: DerivedValue[] = [];
    const result = await validateCsv([new TextEncoder().encode(text)], {
      derive: { namePattern, emailPattern, phoneCountry: 'DE' },
      generatePasswords: true,
      keepRows: true,
      onDerived: (values) => derived.push(...values),
    });
    expect(result.header).toEqual(['Nachname', 'Vorname', 'Telefon', 'name', 'email']);
    expect(result.matches.slice(3).map((m) => m.reason)).toEqual(['derived', 'derived']);
    expect(result.missing).toEqual([]);
    expect([...result.rows!.entries()].map((r) => r.fields[3])).toEqual(['juergen.mueller', 'juergen.mueller2', '']);
    expect(result.derived).toEqual({ name: 2, email: 2, suffixed: 1, phones: 1 });
    expect(derived.map((d) => d.value)).toEqual([
      'juergen.mueller',
      'juergen.mueller@schule.example',
      'juergen.mueller2',
      'juergen.mueller2@schule.example',
    ]);
    // Without a given name nothing is derived: the empty mandatory values are reported.
    expect(result.findings.filter((f) => f.line === 4).map((f) => f.rule)).toContain('required');
  });
});

describe('RecordDerivation with the server accounts of people matched by key', () => {
  it("keeps a matched person's login and e-mail, and no other line takes that login", () => {
    const derivation = new RecordDerivation({
      namePattern: pattern('{givenName}.{surName}', 'name'),
      emailPattern: pattern('{name}@s.de', 'email'),
      idColumn: 'custom1',
      matched: { accountOf: (key) => (key === '1020' ? { name: 'lena.schroeder', email: 'lena@s.de' } : undefined) },
    });
    derivation.begin(['givenName', 'surName', 'custom1'], ['givenName', 'surName', 'custom1']);
    const renamed = derivation.record(['Lena', 'Schröder-Kaya', '1020'], 2);
    expect(renamed.fields).toEqual(['Lena', 'Schröder-Kaya', '1020', 'lena.schroeder', 'lena@s.de']);
    expect(renamed.derived[0]).toMatchObject({ value: 'lena.schroeder', kept: true, suffix: null });
    // Another Lena Schröder (another key) gets the next free login.
    expect(derivation.record(['Lena', 'Schroeder', '1021'], 3).fields[3]).toBe('lena.schroeder2');
  });
});

describe('RecordDerivation with names the server holds for keys', () => {
  it('gives a new pupil of the same name the next free login, and the same key its own', () => {
    const derivation = new RecordDerivation({
      namePattern: pattern('{givenName}.{surName}', 'name'),
      idColumn: 'custom1',
      // lukas.schmidt is held for 1011: another key's pupil may not have it, 1011's may.
      takenNames: { isTaken: (value, _person, key) => value === 'lukas.schmidt' && key !== '1011' },
    });
    derivation.begin(['givenName', 'surName', 'custom1'], ['givenName', 'surName', 'custom1']);
    expect(derivation.record(['Lukas', 'Schmidt', '1099'], 2).fields[3]).toBe('lukas.schmidt2');
    const other = new RecordDerivation({
      namePattern: pattern('{givenName}.{surName}', 'name'),
      idColumn: 'custom1',
      takenNames: { isTaken: (value, _person, key) => value === 'lukas.schmidt' && key !== '1011' },
    });
    other.begin(['givenName', 'surName', 'custom1'], ['givenName', 'surName', 'custom1']);
    expect(other.record(['Lukas', 'Schmidt', '1011'], 2).fields[3]).toBe('lukas.schmidt');
  });
});

describe('RecordDerivation with lines decided to be an existing account (sameAs)', () => {
  const rmueller = { name: 'rmueller', email: 'rene.m@example.com' };

  it("writes the account's login and e-mail over the file's, on that line only", () => {
    const derivation = new RecordDerivation({ sameAs: (line) => (line === 3 ? rmueller : undefined) });
    expect(derivation.active).toBe(true);
    derivation.begin(['name', 'email', 'givenName'], ['name', 'email', 'givenName']);
    expect(derivation.record(['rene.mueller', 'rene@s.de', 'Rene'], 3).fields).toEqual([
      'rmueller',
      'rene.m@example.com',
      'Rene',
    ]);
    expect(derivation.record(['carl', 'carl@s.de', 'Carl'], 4).fields).toEqual(['carl', 'carl@s.de', 'Carl']);
    // An account without an e-mail address leaves the line's.
    const noEmail = new RecordDerivation({ sameAs: () => ({ name: 'x', email: '' }) });
    noEmail.begin(['name', 'email'], ['name', 'email']);
    expect(noEmail.record(['a', 'a@s.de'], 2).fields).toEqual(['x', 'a@s.de']);
  });

  it('with derived names: the line keeps the account, and no other line is given its login', () => {
    const derivation = new RecordDerivation({
      namePattern,
      emailPattern,
      sameAs: (line) => (line === 2 ? { name: 'max.mustermann', email: 'mm@old.example' } : undefined),
    });
    derivation.begin(['givenName', 'surName'], ['givenName', 'surName']);
    expect(derivation.record(['Max', 'Mustermann'], 2).fields).toEqual([
      'Max',
      'Mustermann',
      'max.mustermann',
      'mm@old.example',
    ]);
    expect(derivation.record(['Max', 'Mustermann'], 3).fields.slice(2)).toEqual([
      'max.mustermann2',
      'max.mustermann2@schule.example',
    ]);
  });

  it('in the streamed validation: the line is checked as that account, nothing counted as derived', async () => {
    const text = 'name,email,givenName,surName\nrene.mueller,rene@s.de,Rene,Mueller\nrmueller,r@s.de,Ralf,Meier\n';
    const result = await validateCsv([new TextEncoder().encode(text)], {
      sameAs: (line) => (line === 2 ? rmueller : undefined),
      keepRows: true,
    });
    expect([...result.rows!.entries()].map((r) => r.fields[0])).toEqual(['rmueller', 'rmueller']);
    expect(result.derived).toBeUndefined();
    // Two lines as one account: the second is a duplicate login, an error.
    const errors = result.findings.filter((f) => f.line === 3 && f.severity === 'error');
    expect(errors.map((f) => f.rule)).toContain('duplicate-name');
  });
});
