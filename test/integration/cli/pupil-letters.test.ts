import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { cliWorld } from '../../helpers/cli-world';
import { pdfPageTexts } from '../../unit/electron/core/letters/pdf-text';

// Letters that fit the reader, from the command line against the demo server: pupil passwords
// within the policy, letters that say "du" (or "Sie"), and the first sign-in's new password
// asked of the server and read back through the user lookup.

const CLASS =
  'name,email,givenName,surName,Klasse\r\n' +
  'mia.kurz,mia.kurz@schule.example,Mia,Kurz,5a\r\n' +
  'ole.lang,ole.lang@schule.example,Ole,Lang,5a\r\n' +
  'ben.berg,ben.berg@schule.example,Ben,Berg,5b\r\n';

const world = cliWorld(
  { devices: 1, jobRate: 0, passwordPolicy: { minimumPasswordLength: 8, minimumNumbersOfDigits: 1 } },
  { prefix: 'mdm-pupil' },
);
const { cli } = world;

/** `import-users class.csv --base-url … --generate-passwords` with these options. */
const importClass = (...options: string[]) =>
  cli(['import-users', 'class.csv', '--base-url', world.server.url, '--generate-passwords', ...options]);

/** The letters written to L.pdf, a page each. */
const letters = () => pdfPageTexts(path.join(world.work, 'L.pdf'));

/** The user as the server's user lookup answers it. */
async function lookup(name: string): Promise<Record<string, unknown> | undefined> {
  const response = await fetch(`${world.server.url}/api/v1/security/users/baseInfo/query`, {
    method: 'POST',
    headers: {
      'X-User-Access-Token': world.server.orgToken,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    body: JSON.stringify({ searches: [name], getItems: true, getNonpagedCount: true }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { results: Record<string, unknown>[] };
  return body.results.find((user) => user.name === name);
}

const sheetOf = async (file: string) =>
  (await readFile(path.join(world.work, file), 'utf8'))
    .trimEnd()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(','));

beforeEach(async () => {
  await writeFile(path.join(world.work, 'class.csv'), CLASS);
});

describe('import-users --password-style pupil --password-change-required --letters-address du', () => {
  it('imports pupil passwords marked for a new one at first sign-in, and letters that say "du"', async () => {
    const run = await importClass(
      '--password-style',
      'pupil',
      '--password-change-required',
      '--credentials',
      'S.csv',
      '--letters',
      'L.pdf',
      '--letters-address',
      'du',
      '--letters-language',
      'de',
      '--school',
      'Grundschule Süd',
    );
    expect(run.code, run.err + run.out).toBe(0);
    const sheet = await sheetOf('S.csv');
    expect(sheet).toHaveLength(3);
    for (const [, , , , password] of sheet) {
      expect(password).toMatch(/^[a-z]{4,}[2-9]+$/);
      expect(password!.length).toBeGreaterThanOrEqual(10);
      expect(password!.length).toBeLessThanOrEqual(12);
      expect(password).not.toMatch(/[0O1lI]/);
    }
    const pages = await letters();
    expect(pages).toHaveLength(3);
    for (const [name, , , , password] of sheet) {
      const page = pages.find((text) => text.includes(name!));
      expect(page, name).toContain(password);
      expect(page).toContain('Dein Zugang');
      expect(page).toContain('für dich wurde ein Zugang eingerichtet');
      expect(page).toContain('wirst du nach einem neuen Passwort gefragt');
      expect(page).not.toMatch(/\b(Sie|Ihr)\b/);
    }
    if (process.platform !== 'win32') expect((await stat(path.join(world.work, 'L.pdf'))).mode & 0o777).toBe(0o600);
    for (const name of ['mia.kurz', 'ole.lang', 'ben.berg'])
      expect((await lookup(name))?.passwordChangeRequired, name).toBe(true);
  });

  it('leaves the mark off unless chosen, and words formal English letters for adults by default', async () => {
    const run = await importClass('--letters', 'L.pdf', '--letters-language', 'en');
    expect(run.code, run.err + run.out).toBe(0);
    const pages = await letters();
    expect(pages[0]).toContain('an account has been set up for you');
    // The server was not asked to make them change it: the letter says to.
    expect(pages[0]).toContain('Once you have signed in, change the password');
    expect((await lookup('mia.kurz'))?.passwordChangeRequired).toBe(false);
  });

  it('words friendly English letters with --letters-address du', async () => {
    const run = await importClass('--password-change-required', '--letters', 'L.pdf', '--letters-address', 'du');
    expect(run.code, run.err + run.out).toBe(0);
    const pages = await letters();
    expect(pages[0]).toContain("we've set up an account for you");
    expect(pages[0]).toContain("you'll be asked for a new password");
  });

  it('tells a pupil whose account the next year gives a new password so, and a new pupil of the new account', async () => {
    expect((await importClass('--letters', 'L.pdf', '--letters-language', 'en')).code).toBe(0);
    // The next year: Ben moves to 5c, Lea is new, Mia and Ole are as they were.
    await writeFile(
      path.join(world.work, 'class.csv'),
      CLASS.replace('Ben,Berg,5b', 'Ben,Berg,5c') + 'lea.lind,lea.lind@schule.example,Lea,Lind,5c\r\n',
    );
    const run = await importClass('--overwrite', '--letters', 'L2.pdf', '--letters-language', 'en');
    expect(run.code, run.err + run.out).toBe(0);
    const pages = await pdfPageTexts(path.join(world.work, 'L2.pdf'));
    expect(pages).toHaveLength(2);
    const ben = pages.find((text) => text.includes('ben.berg'));
    expect(ben).toContain('your account has a new password');
    expect(ben).not.toContain('set up');
    const lea = pages.find((text) => text.includes('lea.lind'));
    expect(lea).toContain('an account has been set up for you');
  });

  it('refuses a style or address it does not know, and the options without --generate-passwords', async () => {
    const style = await importClass('--letters', 'L.pdf', '--password-style', 'easy');
    expect(style.code).toBe(2);
    expect(style.err).toContain('--password-style easy: give one of strong, pupil');
    const address = await importClass('--letters', 'L.pdf', '--letters-address', 'ihr');
    expect(address.code).toBe(2);
    expect(address.err).toContain('--letters-address ihr: give one of sie, du');
    const mark = await cli(['import-users', 'class.csv', '--base-url', world.server.url, '--password-change-required']);
    expect(mark.code).toBe(2);
    expect(mark.err).toContain('--password-change-required needs --generate-passwords');
    expect(world.user('mia.kurz')).toBeUndefined();
  });
});
