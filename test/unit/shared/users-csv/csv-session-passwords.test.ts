import { describe, expect, it } from 'vitest';
import type { CsvSessionEvent } from '../../../../shared/users-csv/csv-session-protocol';
import { passwordComplies, passwordRules } from '../../../../shared/users-csv/password-policy';
import { CsvSession } from './worker-session';

function session() {
  const events: CsvSessionEvent[] = [];
  const s = new CsvSession((e) => events.push(e));
  const last = <T extends CsvSessionEvent['type']>(type: T) =>
    events.filter((e) => e.type === type).at(-1) as Extract<CsvSessionEvent, { type: T }>;
  const upload = (validOnly: boolean) => {
    s.build(7, 'COMMA', validOnly);
    let content = '';
    for (;;) {
      s.buildNext(7);
      const event = events.at(-1)!;
      if (event.type === 'uploadChunk') content += new TextDecoder().decode(event.bytes);
      else if (event.type === 'uploadDone') return content;
      else if (event.type === 'failed') throw new Error(event.message);
      else throw new Error(`unexpected ${event.type}`);
    }
  };
  return { s, events, last, upload };
}
const csv = (text: string) => new Blob([text]);
const POLICY = { minimumPasswordLength: 10, minimumNumbersOfDigits: 1, requiredNumbersOfSymbols: 1 };

describe('CsvSession: the organization password policy', () => {
  it('flags exactly the passwords that break "minimum 10, one digit, one symbol", and re-checks when it changes', async () => {
    const { s, last } = session();
    await s.open(
      csv(
        'name,email,givenName,surName,password\n' +
          'a,a@x.de,A,A,abcdefgh1!\n' + // complies
          'b,b@x.de,B,B,abcdefgh1\n' + // no symbol
          'c,c@x.de,C,C,abcdefghi!\n' + // no digit
          'd,d@x.de,D,D,abc1!\n' + // too short
          'e,e@x.de,E,E,Passwort\n', // the default policy's minimum of 8 is met
      ),
      'u.csv',
      'auto',
      'auto',
    );
    // The default policy: a minimum of 8.
    expect(last('done').summary.counts['password-policy']).toBe(1);
    expect(Array.from(last('done').summary.errorRows)).toEqual([3]);
    s.settings(POLICY, false);
    const summary = last('changed').summary;
    expect(summary.counts['password-policy']).toBe(4);
    expect(Array.from(summary.errorRows)).toEqual([1, 2, 3, 4]);
  });

  it('takes settings given while reading into account once the read ends', async () => {
    const { s, last } = session();
    const reading = s.open(
      csv('name,email,givenName,surName,password\na,a@x.de,A,A,Passwort\n'),
      'u.csv',
      'auto',
      'auto',
    );
    s.settings(POLICY, false);
    await reading;
    expect(last('done').summary.counts['password-policy']).toBe(1);
  });
});

describe('CsvSession: generated passwords', () => {
  const FILE =
    'name,email,givenName,surName,password\n' +
    'anna,anna@x.de,Anna,Alt,\n' + // blank: generated
    'ben,ben@x.de,Ben,Berg,Own-Passw0rd!\n' + // kept
    'carl,carl@x.de,Carl,Cole, \n'; // blank (white space): generated

  it("accepts blank password cells, makes the sheet, and uploads exactly the sheet's passwords", async () => {
    const { s, last, upload } = session();
    await s.open(csv(FILE), 'u.csv', 'auto', 'auto');
    expect(last('done').summary.counts.required).toBe(1);
    s.settings(POLICY, true);
    expect(last('changed').summary.counts.required).toBeUndefined();
    s.credentials(3, true);
    const sheet = last('credentials').credentials;
    expect(sheet.map((c) => [c.line, c.name, c.givenName, c.surName, c.email])).toEqual([
      [2, 'anna', 'Anna', 'Alt', 'anna@x.de'],
      [4, 'carl', 'Carl', 'Cole', 'carl@x.de'],
    ]);
    for (const c of sheet) expect(passwordComplies(c.password, passwordRules(POLICY), c.name)).toBe(true);
    const lines = upload(true).trimEnd().split('\r\n');
    expect(lines).toEqual([
      'name,email,givenName,surName,password',
      `anna,anna@x.de,Anna,Alt,${sheet[0]!.password}`,
      'ben,ben@x.de,Ben,Berg,Own-Passw0rd!',
      `carl,carl@x.de,Carl,Cole,${sheet[1]!.password}`,
    ]);
    // The upload holds them now: the session keeps no copy, a second build has none to use.
    expect(() => upload(true)).toThrow(/credential sheet is out of date/);
  });

  it('adds a password column to a file that has none', async () => {
    const { s, last, upload } = session();
    await s.open(csv('name,email,givenName,surName\nanna,anna@x.de,Anna,Alt\n'), 'u.csv', 'auto', 'auto');
    expect(last('done').summary.missing).toEqual(['password']);
    s.settings(null, true);
    expect(last('changed').summary.missing).toEqual([]);
    s.credentials(1, true);
    const [credential] = last('credentials').credentials;
    expect(upload(true).split('\r\n').slice(0, 2)).toEqual([
      'name,email,givenName,surName,password',
      `anna,anna@x.de,Anna,Alt,${credential!.password}`,
    ]);
  });

  it('draws pupil passwords and marks their lines for a new password at first sign-in, when asked', async () => {
    const { s, last, upload } = session();
    await s.open(
      csv('name,email,givenName,surName,password\nmia,mia@x.de,Mia,Kurz,\nole,ole@x.de,Ole,Lang,Eigenes-Pw1\n'),
      'u.csv',
      'auto',
      'auto',
    );
    s.handle({
      type: 'settings',
      passwordPolicy: null,
      generatePasswords: true,
      passwords: { style: 'pupil', changeRequired: true },
    });
    s.credentials(1, true);
    const [credential] = last('credentials').credentials;
    expect(credential!.password).toMatch(/^[a-z]{4,}[2-9]{2}$/);
    expect(upload(true).split('\r\n').slice(0, 3)).toEqual([
      'name,email,givenName,surName,password,passwordChangeRequired',
      `mia,mia@x.de,Mia,Kurz,${credential!.password},true`,
      'ole,ole@x.de,Ole,Lang,Eigenes-Pw1,',
    ]);
    // Another style: the sheet drawn before no longer holds.
    s.handle({ type: 'passwords', style: 'strong', changeRequired: false });
    expect(() => upload(true)).toThrow(/credential sheet is out of date/);
    s.credentials(2, true);
    expect(last('credentials').credentials[0]!.password).toHaveLength(16);
    expect(upload(true).split('\r\n')[0]).toBe('name,email,givenName,surName,password');
  });

  it('forgets the sheet when a row changes, so that the upload never holds a password the sheet lacks', async () => {
    const { s, upload } = session();
    await s.open(csv(FILE), 'u.csv', 'auto', 'auto');
    s.settings(null, true);
    s.credentials(1, true);
    s.edit(1, 1, 'ben2@x.de');
    expect(() => upload(true)).toThrow(/credential sheet is out of date/);
  });

  it('leaves rows with errors off the sheet when only valid rows are uploaded', async () => {
    const { s, last } = session();
    await s.open(
      csv('name,email,givenName,surName,password\nanna,not-an-address,Anna,Alt,\nben,ben@x.de,Ben,Berg,\n'),
      'u.csv',
      'auto',
      'auto',
    );
    s.settings(null, true);
    s.credentials(1, true);
    expect(last('credentials').credentials.map((c) => c.name)).toEqual(['ben']);
    s.credentials(2, false);
    expect(last('credentials').credentials.map((c) => c.name)).toEqual(['anna', 'ben']);
  });

  it('says so when no password can satisfy the policy', async () => {
    const { s, last } = session();
    await s.open(csv(FILE), 'u.csv', 'auto', 'auto');
    s.settings({ minimumPasswordLength: 12, maximumPasswordLength: 8 }, true);
    s.credentials(1, true);
    expect(last('failed').message).toMatch(/No password can satisfy the password policy/);
  });
});
