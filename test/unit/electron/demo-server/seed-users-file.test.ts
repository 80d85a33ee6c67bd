import { describe, expect, it } from 'vitest';
import { parseSeedUsersCsv } from '../../../../electron/demo-server/seed-users-file';

describe('parseSeedUsersCsv', () => {
  it('reads name, email, givenName, surName in any order and case, comma or semicolon', () => {
    expect(parseSeedUsersCsv('\uFEFFEmail;NAME;surname;givenname\nold0@x.de;old0;Null;Olga\n', 'u.csv')).toEqual([
      { name: 'old0', email: 'old0@x.de', givenName: 'Olga', surName: 'Null' },
    ]);
    expect(parseSeedUsersCsv('name,email\nold1,old1@x.de\n\n', 'u.csv')).toEqual([
      { name: 'old1', email: 'old1@x.de', givenName: 'old1', surName: 'old1' },
    ]);
  });
  it('reads phone and position where the file has them', () => {
    expect(
      parseSeedUsersCsv(
        'name;email;givenName;surName;Phone;position\nrm;rm@x.de;René;Müller;+4930123;7b\nx;x@x.de;;;;\n',
        'u.csv',
      ),
    ).toEqual([
      { name: 'rm', email: 'rm@x.de', givenName: 'René', surName: 'Müller', phone: '+4930123', position: '7b' },
      { name: 'x', email: 'x@x.de', givenName: 'x', surName: 'x' },
    ]);
  });
  it('names the file and line of every problem', () => {
    expect(() => parseSeedUsersCsv('name,email,phone\nx,a@b,4930123\n', 'u.csv')).toThrow(
      /u.csv, line 2: the phone '4930123' is not in international format/,
    );
    expect(() => parseSeedUsersCsv('', 'u.csv')).toThrow(/u.csv: the file is empty/);
    expect(() => parseSeedUsersCsv('login,email\nx,y@z\n', 'u.csv')).toThrow(/u.csv, line 1: no 'name' column/);
    expect(() => parseSeedUsersCsv('name,email\nx,nope\n', 'u.csv')).toThrow(/line 2: 'nope' is not an e-mail/);
    expect(() => parseSeedUsersCsv('name,email\nx,a@b\nX,c@d\n', 'u.csv')).toThrow(
      /line 3: the name 'X' is already on line 2/,
    );
    expect(() => parseSeedUsersCsv('name,email\nx,a@b\ny,A@B\n', 'u.csv')).toThrow(/line 3: the e-mail 'A@B'/);
    expect(() => parseSeedUsersCsv('name,email\n,a@b\n', 'u.csv')).toThrow(/line 2: the name is empty/);
  });
});

describe("parseSeedUsersCsv: the person's keys", () => {
  it('keeps custom1..custom15 and foreignKey as an import keeps them, and the lookup answers them', async () => {
    const [user] = parseSeedUsersCsv(
      'name,email,custom1,Custom3,foreignKey,custom16\nl,l@x.de,1011,,F-1,no\n',
      'u.csv',
    );
    expect(user).toEqual({
      name: 'l',
      email: 'l@x.de',
      givenName: 'l',
      surName: 'l',
      foreignKey: 'F-1',
      custom: { custom1: '1011' },
    });
    const { UserStore, userBaseInfo } = await import('../../../../electron/demo-server/users');
    const stored = new UserStore([user!]).get('l')!;
    expect(userBaseInfo(stored, 'org')).toMatchObject({ custom1: '1011', foreignKey: 'F-1' });
  });
});
