import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseSeedUsersCsv } from '../../../electron/demo-server/index';
import { cliWorld } from '../../helpers/cli-world';
import { sheetLogins as readSheetLogins, storedLines as readStoredLines } from '../../helpers/cli-outputs';
import { SCHILD_HEADER as HEADER, schoolYears } from '../../helpers/school-cli';
import { pdfPageTexts } from '../../unit/electron/core/letters/pdf-text';

// Two school years of one school's SchILD export against the demo server, from the command
// line: the Schüler-ID is the person's key (custom1). Year one adopts the accounts that exist
// without a key; year two meets every pupil by it: of two Lukas Schmidt, the one who stays
// meets his own account; a renamed pupil keeps her login; a look-alike must be decided; the
// unchanged and the skipped are never sent and get no password.

// Before the first year: accounts made by hand, without a key.
const SEED =
  'name;email;givenName;surName;position\r\n' +
  'anna.alt;anna.alt@schule.example;Anna;Alt;6a\r\n' +
  'ben.berg;ben.berg@schule.example;Ben;Berg;6b\r\n' +
  'rmueller;rene.m@example.com;René;Müller;7b\r\n';

const YEAR_1 =
  HEADER +
  'Schmidt;Lukas;5a;01.02.2015;1011\r\n' +
  'Schmidt;Lukas;9c;03.04.2011;1012\r\n' +
  'Schröder;Lena-Marie;7b;05.06.2013;1020\r\n' +
  'Alt;Anna;6a;07.08.2014;1030\r\n' +
  'Berg;Ben;6b;09.10.2014;1031\r\n';
// Lukas 1011 left; Lukas 1012 moves up; Lena-Marie married; Rene Mueller is new but looks like René Müller.
const YEAR_2 =
  HEADER +
  'Schmidt;Lukas;10c;03.04.2011;1012\r\n' +
  'Schröder-Kaya;Lena-Marie;8b;05.06.2013;1020\r\n' +
  'Mueller;Rene;7b;12.12.2012;1040\r\n' +
  'Alt;Anna;6a;07.08.2014;1030\r\n' +
  'Berg;Ben;7b;09.10.2014;1031\r\n';

const world = cliWorld(
  { devices: 1, jobRate: 0, users: parseSeedUsersCsv(SEED, 'seed.csv') },
  { prefix: 'mdm-years', env: { LANG: '' } },
);
const { cli, user } = world;

const { importYear, addProfile, writeYears } = schoolYears(world);

const sheetLogins = (file: string) => readSheetLogins(world.work, file);

/** The lines of a per-line report the import stored (SUCCESS), by their source line. */
const storedLines = (file: string) => readStoredLines(world.work, file);

beforeEach(async () => {
  await writeYears({ 'year1.csv': YEAR_1, 'year2.csv': YEAR_2 });
  const added = await addProfile();
  expect(added.code, added.err).toBe(0);
});

interface JsonLine {
  line: number;
  predicted: string;
  name?: string;
  matchedBy?: string;
  changes: Record<string, { server: string; file: string }>;
  similar: { name: string }[];
  conflict?: { kind: string; key: string; holder?: string; otherLine?: number };
}

async function yearOne() {
  const run = await importYear([
    'year1.csv',
    '--overwrite',
    '--generate-passwords',
    '--credentials',
    'S1.csv',
    '--lookalikes',
    'new',
  ]);
  expect(run.code, run.err + run.out).toBe(0);
  return run;
}

describe('two school years: the Schüler-ID is the person', () => {
  it('year one: new pupils get accounts, existing accounts found by login get their school ID', async () => {
    const dry = await importYear(['year1.csv', '--dry-run', '--json', '--generate-passwords']);
    expect(dry.code, dry.err + dry.out).toBe(0);
    const json = JSON.parse(dry.out) as { lines: JsonLine[]; compared: Record<string, number> };
    expect(json.lines.map((l) => [l.name, l.matchedBy])).toEqual([
      ['lukas.schmidt', 'none'],
      ['lukas.schmidt2', 'none'],
      ['lena-marie.schroeder', 'none'],
      ['anna.alt', 'name'],
      ['ben.berg', 'name'],
    ]);
    expect(json.lines[3]!.changes).toEqual({ key: { server: '', file: '1030' } });
    expect(json.compared).toMatchObject({ new: 3, adopts: 2, unchanged: 0 });

    const run = await yearOne();
    expect(run.out).toContain('2 existing users get a new password');
    expect(await sheetLogins('S1.csv')).toEqual(
      ['anna.alt', 'ben.berg', 'lena-marie.schroeder', 'lukas.schmidt', 'lukas.schmidt2'].sort(),
    );
    expect(user('lukas.schmidt')!.custom).toEqual({ custom1: '1011' });
    expect(user('lukas.schmidt2')!.custom).toEqual({ custom1: '1012' });
    expect(user('anna.alt')!.custom).toEqual({ custom1: '1030' });
  });

  it('year two: each pupil meets their own account by the key, a renamed pupil keeps her login', async () => {
    await yearOne();
    const dry = await importYear(['year2.csv', '--dry-run', '--overwrite', '--json', '--generate-passwords']);
    expect(dry.code, dry.err + dry.out).toBe(0);
    const json = JSON.parse(dry.out) as { lines: JsonLine[]; compared: Record<string, number> };
    const byLine = new Map(json.lines.map((l) => [l.line, l]));
    // Lukas Schmidt of 10c is 1012: lukas.schmidt2, not the account of the Lukas who left.
    expect(byLine.get(2)).toMatchObject({
      name: 'lukas.schmidt2',
      matchedBy: 'key',
      predicted: 'OVERWRITTEN',
      changes: { position: { server: '9c', file: '10c' } },
    });
    // Lena-Marie Schröder-Kaya: Changed, the surname, with the login she has.
    expect(byLine.get(3)).toMatchObject({
      name: 'lena-marie.schroeder',
      matchedBy: 'key',
      predicted: 'OVERWRITTEN',
      changes: { surName: { server: 'Schröder', file: 'Schröder-Kaya' } },
    });
    expect(byLine.get(4)).toMatchObject({
      name: 'rene.mueller',
      matchedBy: 'none',
      predicted: 'SUCCESS',
      similar: [{ name: 'rmueller' }],
    });
    expect(byLine.get(5)).toMatchObject({ name: 'anna.alt', matchedBy: 'key', changes: {} });
    expect(json.compared).toMatchObject({ changed: 3, unchanged: 1, looksLike: 1, new: 0, conflict: 0 });

    // A real import with the look-alike undecided sends nothing and names the line.
    const uploads = world.server.state.files.size;
    const refused = await importYear(['year2.csv', '--generate-passwords', '--letters', 'L.pdf']);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('line 4 looks like rmueller <rene.m@example.com>');
    expect(world.server.state.files.size).toBe(uploads);

    // Without --overwrite: the existing are skipped and never sent; only Rene gets a password and a letter.
    const plain = await importYear([
      'year2.csv',
      '--generate-passwords',
      '--credentials',
      'S2.csv',
      '--letters',
      'L2.pdf',
      '--report',
      'R2.csv',
      '--receipt',
      'receipt2.json',
      '--lookalikes',
      'new',
    ]);
    expect(plain.code, plain.err + plain.out).toBe(0);
    expect(plain.out).toContain('Left out of the upload: 0 unchanged, 4 existing');
    expect(await sheetLogins('S2.csv')).toEqual(['rene.mueller']);
    const letters = await pdfPageTexts(path.join(world.work, 'L2.pdf'));
    expect(letters).toHaveLength(1);
    expect(letters[0]).toContain('rene.mueller');
    expect(await storedLines('R2.csv')).toEqual([4]);
    const receipt = JSON.parse(await readFile(path.join(world.work, 'receipt2.json'), 'utf8')) as {
      matching: { lookAlikes: { line: number; decision: string }[]; skipped: number };
    };
    expect(receipt.matching).toMatchObject({ skipped: 4, lookAlikes: [{ line: 4, decision: 'new' }] });
    expect(user('rmueller')!.version).toBe(1);

    // With --overwrite: the changed get new passwords (and letters, with any new user's); Anna, unchanged, is left out.
    const versions = Object.fromEntries(['lukas.schmidt', 'anna.alt'].map((n) => [n, user(n)!.version]));
    const over = await importYear([
      'year2.csv',
      '--overwrite',
      '--generate-passwords',
      '--credentials',
      'S3.csv',
      '--letters',
      'L3.pdf',
      '--report',
      'R3.csv',
      '--lookalikes',
      'new',
    ]);
    expect(over.code, over.err + over.out).toBe(0);
    expect(over.out).toContain('3 existing users get a new password');
    expect(over.out).toContain('Left out of the upload: 2 unchanged');
    // Anna (line 5) and Rene (line 4, imported the run before) are listed as unchanged.
    expect(over.out).toContain('unchanged, not sent: line 4, 5');
    const logins = await sheetLogins('S3.csv');
    expect(logins).toEqual(['ben.berg', 'lena-marie.schroeder', 'lukas.schmidt2']);
    // The letters hold exactly the users whose password the import set: the report's stored lines.
    const pages = await pdfPageTexts(path.join(world.work, 'L3.pdf'));
    const lettered = logins.filter((login) =>
      pages.some((p) => new RegExp(`\\b${login.replace('.', '\\.')}\\b(?!\\d)`).test(p)),
    );
    expect(pages).toHaveLength(3);
    expect(lettered).toEqual(logins);
    expect(await storedLines('R3.csv')).toEqual([2, 3, 6]);

    expect(user('lena-marie.schroeder')).toMatchObject({ surName: 'Schröder-Kaya', custom: { custom1: '1020' } });
    expect(user('lena-marie.schroeder-kaya')).toBeUndefined();
    expect(user('lukas.schmidt2')).toMatchObject({ position: '10c', custom: { custom1: '1012' } });
    // The Lukas who left and the unchanged Anna were not touched.
    expect(user('lukas.schmidt')!.version).toBe(versions['lukas.schmidt']);
    expect(user('anna.alt')!.version).toBe(versions['anna.alt']);
  });

  it('year two with --lookalikes same: Rene Mueller is René Müller\u2019s account, which gets his school ID and letter', async () => {
    await yearOne();
    const users = world.server.state.users.size;
    const run = await importYear([
      'year2.csv',
      '--overwrite',
      '--generate-passwords',
      '--credentials',
      'S.csv',
      '--letters',
      'L.pdf',
      '--receipt',
      'r.json',
      '--lookalikes',
      'same',
    ]);
    expect(run.code, run.err + run.out).toBe(0);
    expect(run.out).toContain('line 4 is the same person as rmueller <rene.m@example.com>: sent as that account');
    // The line took the account's login: no derived rene.mueller, the account adopts the key.
    expect(user('rene.mueller')).toBeUndefined();
    expect(user('rmueller')).toMatchObject({
      givenName: 'Rene',
      surName: 'Mueller',
      email: 'rene.m@example.com',
      custom: { custom1: '1040' },
    });
    expect(world.server.state.users.size).toBe(users);
    // His password is set: the sheet and the letters name him by the account's login.
    const logins = await sheetLogins('S.csv');
    expect(logins).toContain('rmueller');
    expect(logins).not.toContain('rene.mueller');
    const pages = await pdfPageTexts(path.join(world.work, 'L.pdf'));
    expect(pages).toHaveLength(logins.length);
    expect(pages.some((p) => p.includes('rmueller'))).toBe(true);
    const receipt = JSON.parse(await readFile(path.join(world.work, 'r.json'), 'utf8')) as {
      matching: { lookAlikes: { line: number; decision: string }[] };
    };
    expect(receipt.matching.lookAlikes).toEqual([{ line: 4, decision: 'same' }]);
  });

  it('stops the lines of a key held by another login or on two lines, naming both', async () => {
    await yearOne();
    await writeFile(
      path.join(world.work, 'clash.csv'),
      'name;Nachname;Vorname;Klasse;Schüler-ID\r\n' +
        'lukas.schmidt2;Schmidt;Lukas;10c;1011\r\n' +
        ';Neu;Nina;5a;1050\r\n' +
        ';Neu;Nils;5b;1050\r\n',
    );
    const dry = await importYear(['clash.csv', '--dry-run', '--json', '--generate-passwords']);
    const json = JSON.parse(dry.out) as { lines: JsonLine[] };
    expect(json.lines.map((l) => l.conflict)).toEqual([
      { kind: 'keyHeld', key: '1011', holder: 'lukas.schmidt' },
      { kind: 'keyTwice', key: '1050', otherLine: 4 },
      { kind: 'keyTwice', key: '1050', otherLine: 3 },
    ]);
    const text = await importYear(['clash.csv', '--dry-run', '--generate-passwords'], { LANG: 'de_DE.UTF-8' });
    expect(text.out).toContain('Zeile 2: angehalten: Die Schul-ID 1011 gehört auf dem Server zu „lukas.schmidt“');
    expect(text.out).toContain('Zeile 3: angehalten: Die Schul-ID 1050 steht auch in Zeile 4');
    const versions = [...world.server.state.users.all()].map((u) => [u.name, u.version]);
    const run = await importYear(['clash.csv', '--overwrite', '--generate-passwords', '--credentials', 'S.csv']);
    expect(run.out).toContain("line 2: stopped: school ID 1011 belongs to 'lukas.schmidt'");
    expect(run.out).toContain('Nothing to send');
    expect([...world.server.state.users.all()].map((u) => [u.name, u.version])).toEqual(versions);
  });

  it("keeps the key in a 26.x server's foreignKey when the connection says so", async () => {
    const wrong = await addProfile('custom16');
    expect(wrong.code).toBe(2);
    const added = await addProfile('foreignKey');
    expect(added.code, added.err).toBe(0);
    const checked = await cli(['validate', 'year1.csv', '--id-column', 'foreignKey', '--format', 'json']);
    const columns = (JSON.parse(checked.out) as { columns: { source: string; target: string | null }[] }).columns;
    expect(columns.find((c) => c.source === 'Schüler-ID')?.target).toBe('foreignKey');
    await yearOne();
    expect(user('lukas.schmidt2')).toMatchObject({ foreignKey: '1012', custom: {} });
    const dry = await importYear(['year2.csv', '--dry-run', '--json', '--generate-passwords']);
    const json = JSON.parse(dry.out) as { lines: JsonLine[] };
    expect(json.lines.map((l) => [l.name, l.matchedBy])).toEqual([
      ['lukas.schmidt2', 'key'],
      ['lena-marie.schroeder', 'key'],
      ['rene.mueller', 'none'],
      ['anna.alt', 'key'],
      ['ben.berg', 'key'],
    ]);
  });
});
