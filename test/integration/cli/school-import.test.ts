import { copyFile, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../../electron/cli/run-cli';
import { parseSeedUsersCsv, startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import { startCountingProxy } from '../../helpers/counting-proxy';
import type { CountingProxy } from '../../helpers/counting-proxy';
import { addSchoolArgs } from '../../helpers/school-cli';
import { pdfPageTexts } from '../../unit/electron/core/letters/pdf-text';
import { memoryIo } from '../../unit/electron/cli/memory-io';

// A school's own export imported from the command line against the demo server (seeded as
// `--users FILE.csv` seeds it), behind a proxy that shows every request the server saw: login
// names and e-mails derived, the dry run compared with the organization, and credential letters.

const fixtures = path.resolve(__dirname, '../../fixtures/csv');
const YEARLY = 'school-yearly-windows-1252.csv';
const SCHILD = 'school-schild-windows-1252.csv';
const DERIVE = [
  '--name-pattern',
  '{givenName}.{surName}',
  '--email-pattern',
  '{name}@schule.example',
  '--phone-country',
  'DE',
];

// juergen.mueller: the same person, another phone and class; zoe.weiss: unchanged; rmueller:
// René Müller, whom the file's Rene Mueller looks like; deniz.oelcer: a login the file's Deniz
// Ölçer would derive, held by someone else; max.mustermann: the file's first Max Mustermann.
const SEED =
  'name;email;givenName;surName;phone;position\r\n' +
  'juergen.mueller;juergen.mueller@schule.example;Jürgen;Müller;+49309999999;5a – „Löwen“\r\n' +
  'zoe.weiss;zoe.weiss@schule.example;Zoë;Weiß;+4930123456;5a\r\n' +
  'rmueller;rene.m@example.com;René;Müller;;7b\r\n' +
  'deniz.oelcer;deniz@other.example;Deniz;Schmidt;;\r\n' +
  'max.mustermann;max.mustermann@schule.example;Max;Mustermann;+491713456789;7a\r\n' +
  'leaver1;leaver1@schule.example;Lea;Ver;;\r\n' +
  'leaver2;leaver2@schule.example;Leo;Ver;;\r\n';

let server: DemoServer;
let proxy: CountingProxy;
let home: string;
let work: string;

async function cli(args: string[], env: Record<string, string> = {}) {
  const io = memoryIo({ MDM_ADMIN_HOME: home, MDM_TOKEN: server.orgToken, ...env }, work);
  const code = await runCli(args, io);
  return { code, out: io.out(), err: io.err() };
}
/** `import-users FILE --profile school ARGS` through the proxy's connection. */
const importUsers = (file: string, args: string[], env: Record<string, string> = {}) =>
  cli(['import-users', file, '--profile', 'school', ...args], env);
const exists = (file: string) =>
  stat(path.join(work, file)).then(
    () => true,
    () => false,
  );

beforeEach(async () => {
  server = await startDemoServer({ devices: 1, jobRate: 0, users: parseSeedUsersCsv(SEED, 'seed.csv') });
  proxy = await startCountingProxy(server.url);
  home = await mkdtemp(path.join(tmpdir(), 'mdm-school-home-'));
  work = await mkdtemp(path.join(tmpdir(), 'mdm-school-work-'));
  await copyFile(path.join(fixtures, YEARLY), path.join(work, YEARLY));
  await copyFile(path.join(fixtures, SCHILD), path.join(work, SCHILD));
  const added = await cli(addSchoolArgs(proxy.url));
  expect(added.code, added.err).toBe(0);
});
afterEach(async () => {
  await proxy.close();
  await server.close();
  await rm(home, { recursive: true, force: true });
  await rm(work, { recursive: true, force: true });
});

interface DryRunLine {
  line: number;
  predicted: string;
  name?: string;
  changes: Record<string, { server: string; file: string }>;
  similar: { name: string; email: string | null }[];
}

describe('import-users on a school export: the dry run as a comparison', () => {
  it('names changed fields, the look-alike, derived logins (unique against someone else on the server), and lists who is not in the file, reading only', async () => {
    proxy.requests.length = 0;
    const versions = [...server.state.users.all()].map((u) => [u.name, u.version]);
    const run = await importUsers(YEARLY, [
      '--dry-run',
      '--overwrite',
      '--json',
      '--not-in-file',
      'left.csv',
      '--generate-passwords',
      ...DERIVE,
    ]);
    expect(run.code, run.err).toBe(0);
    const json = JSON.parse(run.out) as {
      lines: DryRunLine[];
      notInFile: { name: string }[];
      notInFileCount: number;
      compared: Record<string, number>;
    };
    const byLine = new Map(json.lines.map((l) => [l.line, l]));
    // Each line says the login it will use: Deniz Ölçer's plain login is someone else's on the
    // server; the first Max Mustermann is the server's own, the second one is new.
    expect(json.lines.map((l) => l.name)).toEqual([
      'juergen.mueller',
      'zoe.weiss',
      'deniz.oelcer2',
      'rene.mueller',
      'max.mustermann',
      'max.mustermann2',
    ]);
    expect(byLine.get(2)).toMatchObject({
      predicted: 'OVERWRITTEN',
      changes: {
        phone: { server: '+49309999999', file: '+49301234567' },
        position: { server: '5a – „Löwen“', file: '6a – „Löwen“' },
      },
    });
    // The account gets the line's Schüler-ID (custom1): next year's file finds it by it.
    expect(Object.keys(byLine.get(2)!.changes)).toEqual(['phone', 'position', 'key']);
    expect(byLine.get(2)!.changes.key).toEqual({ server: '', file: '1001' });
    expect(byLine.get(3)).toMatchObject({ predicted: 'OVERWRITTEN', changes: {}, similar: [] });
    expect(byLine.get(4)).toMatchObject({ predicted: 'SUCCESS', similar: [] });
    expect(byLine.get(5)).toMatchObject({
      predicted: 'SUCCESS',
      similar: [{ name: 'rmueller', email: 'rene.m@example.com' }],
    });
    expect(byLine.get(6)).toMatchObject({ predicted: 'OVERWRITTEN', changes: {} });
    expect(byLine.get(7)).toMatchObject({ predicted: 'SUCCESS' });

    // Every user of the organization the file does not name, and none it names.
    const listed = (await readFile(path.join(work, 'left.csv'), 'utf8'))
      .trimEnd()
      .split(/\r?\n/)
      .map((line) => line.split(',')[0]);
    expect(listed[0]).toBe('name');
    const named = new Set(['juergen.mueller', 'zoe.weiss', 'max.mustermann']);
    const others = [...server.state.users.all()].map((u) => u.name).filter((name) => !named.has(name));
    expect(listed.slice(1).sort()).toEqual(others.sort());
    expect(others).toEqual(expect.arrayContaining(['rmueller', 'deniz.oelcer', 'leaver1', 'leaver2']));
    expect(json.notInFileCount).toBe(others.length);
    expect(json.notInFile.map((u) => u.name).sort()).toEqual(listed.slice(1).sort());
    if (process.platform !== 'win32') expect((await stat(path.join(work, 'left.csv'))).mode & 0o777).toBe(0o600);

    // Only reads reached the server; nothing was changed.
    expect(new Set(proxy.requests)).toEqual(
      new Set(['GET /api/v1/security/passwordPolicy', 'POST /api/v1/security/users/baseInfo/query']),
    );
    expect(server.state.files.size).toBe(0);
    expect(server.state.jobs.size).toBe(0);
    expect([...server.state.users.all()].map((u) => [u.name, u.version])).toEqual(versions);
  });

  it('says the changes, the look-alikes and the not-in-file count in German', async () => {
    const run = await importUsers(
      YEARLY,
      ['--dry-run', '--overwrite', '--generate-passwords', '--not-in-file', 'left.csv', ...DERIVE],
      { LANG: 'de_DE.UTF-8' },
    );
    expect(run.code, run.err).toBe(0);
    expect(run.out).toContain('Abgeleitet: 6 Anmeldenamen, 6 E-Mail-Adressen (2 mit einer Zahl eindeutig gemacht)');
    expect(run.out).toContain('Zeile 2: phone ändert sich von „+49309999999“ zu „+49301234567“');
    expect(run.out).toContain('Zeile 5: ein neuer Benutzer, der rmueller <rene.m@example.com> auf dem Server ähnelt');
    expect(run.out).toMatch(/\d+ Benutzer der Organisation stehen nicht in der Datei, aufgeführt in left\.csv/);
    expect(run.out).not.toMatch(/changes from|looks like|not in the file/);
  });

  it('refuses --not-in-file without --dry-run, and an existing list (reading nothing)', async () => {
    const without = await importUsers(YEARLY, ['--not-in-file', 'left.csv']);
    expect(without.code).toBe(2);
    expect(without.err).toContain('--not-in-file needs --dry-run');
    await copyFile(path.join(work, YEARLY), path.join(work, 'left.csv'));
    proxy.requests.length = 0;
    const existing = await importUsers(YEARLY, ['--dry-run', '--generate-passwords', '--not-in-file', 'left.csv'], {
      LANG: 'de_DE.UTF-8',
    });
    expect(existing.code).toBe(2);
    expect(existing.err).toContain('--not-in-file left.csv gibt es schon; die Datei wird nie überschrieben.');
    expect(await readFile(path.join(work, 'left.csv'))).toEqual(await readFile(path.join(work, YEARLY)));
    expect(proxy.requests).toEqual([]);
  });
});

describe('import-users --generate-passwords --credentials --letters', () => {
  it('imports, and the letters hold every login with its password (as the sheet), mode 0600', async () => {
    const run = await importUsers(SCHILD, [
      '--generate-passwords',
      '--credentials',
      'S.csv',
      '--letters',
      'L.pdf',
      '--school',
      'Realschule Nord',
      '--portal',
      'https://portal.example',
      // The second Max Mustermann looks like the demo server's mmustermann: decided as a new account.
      '--lookalikes',
      'new',
      ...DERIVE,
    ]);
    expect(run.code, run.err + run.out).toBe(0);
    // Without --overwrite the existing users are skipped: never sent, so no password and no letter.
    expect(run.out).toContain('Left out of the upload: 0 unchanged, 3 existing');
    expect(run.out).toContain('3 generated passwords written to S.csv');
    expect(run.out).toContain('3 credential letters written to L.pdf (readable by you alone)');
    const sheet = (await readFile(path.join(work, 'S.csv'), 'utf8'))
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(','));
    const logins = sheet.map((row) => row[0]);
    // max.mustermann is the server's own Max Mustermann: the file's first one keeps it (and is skipped).
    expect(logins.sort()).toEqual(['deniz.oelcer2', 'max.mustermann2', 'sarka.zak']);
    const pages = await pdfPageTexts(path.join(work, 'L.pdf'));
    expect(pages).toHaveLength(3);
    for (const [name, , , , password] of sheet) {
      const page = pages.find((text) => new RegExp(`\\b${name!.replace('.', '\\.')}\\b(?!\\d)`).test(text));
      expect(page, name).toBeDefined();
      expect(page).toContain(password);
    }
    expect(pages.join('\n')).toContain('Realschule Nord');
    for (const file of ['S.csv', 'L.pdf'])
      if (process.platform !== 'win32') expect((await stat(path.join(work, file))).mode & 0o777).toBe(0o600);
    expect(server.state.users.get('sarka.zak')).toBeDefined();
    expect(server.state.users.get('deniz.oelcer2')).toBeDefined();
  });

  it('removes the sheet and the letters when no import came of them, and refuses a class column the file lacks', async () => {
    // --letters alone is enough for --generate-passwords; without --valid-only the file's errors refuse it.
    await copyFile(path.join(fixtures, 'bad-values.csv'), path.join(work, 'bad.csv'));
    const refused = await importUsers('bad.csv', [
      '--generate-passwords',
      '--credentials',
      'S.csv',
      '--letters',
      'L.pdf',
    ]);
    expect(refused.code, refused.err + refused.out).toBe(1);
    expect(await exists('S.csv')).toBe(false);
    expect(await exists('L.pdf')).toBe(false);

    const noColumn = await importUsers(
      SCHILD,
      ['--generate-passwords', '--letters', 'L.pdf', '--class-column', 'Kurs', '--lookalikes', 'new', ...DERIVE],
      { LANG: 'de_DE.UTF-8' },
    );
    expect(noColumn.code).toBe(2);
    expect(noColumn.err).toContain('--class-column Kurs nennt keine Spalte von');
    expect(await exists('L.pdf')).toBe(false);
    expect(server.state.files.size).toBe(0);
  });

  it('never overwrites existing letters: nothing is uploaded, and the sheet made before them is gone again', async () => {
    await copyFile(path.join(work, SCHILD), path.join(work, 'L.pdf'));
    const run = await importUsers(
      SCHILD,
      ['--generate-passwords', '--credentials', 'S.csv', '--letters', 'L.pdf', ...DERIVE],
      { LANG: 'de_DE.UTF-8' },
    );
    expect(run.code).toBe(2);
    expect(run.err).toContain(
      '--letters L.pdf gibt es schon; die Datei wird nie überschrieben. Es wurde nichts hochgeladen.',
    );
    expect(await readFile(path.join(work, 'L.pdf'))).toEqual(await readFile(path.join(work, SCHILD)));
    expect(await exists('S.csv')).toBe(false);
    expect(server.state.files.size).toBe(0);
  });

  it('says the letters in German, and refuses --generate-passwords with neither sheet nor letters', async () => {
    const run = await importUsers(
      SCHILD,
      ['--generate-passwords', '--letters', 'L.pdf', '--lookalikes', 'new', ...DERIVE],
      { LANG: 'de_DE.UTF-8' },
    );
    expect(run.code, run.err + run.out).toBe(0);
    expect(run.out).toContain('3 Zugangsbriefe in L.pdf geschrieben (nur für Sie lesbar)');
    expect(run.out).toContain('Abgeleitet: 6 Anmeldenamen');
    const neither = await importUsers(SCHILD, ['--generate-passwords'], {
      LANG: 'de_DE.UTF-8',
    });
    expect(neither.code).toBe(2);
    expect(neither.err).toContain('--generate-passwords braucht --credentials OUT.csv oder --letters OUT.pdf');
  });
});

describe("import-users and the connection's naming scheme", () => {
  it('derives with the patterns kept with the profile when the command names none', async () => {
    const kept = await cli(
      addSchoolArgs(proxy.url, '--name-pattern', '{givenName}.{surName}', '--email-pattern', 'schule.example'),
    );
    expect(kept.code, kept.err).toBe(0);
    const run = await importUsers(SCHILD, ['--dry-run', '--json', '--generate-passwords', '--phone-country', 'DE']);
    expect(run.code, run.err).toBe(0);
    const names = (JSON.parse(run.out) as { lines: DryRunLine[] }).lines.map((l) => l.name);
    expect(names).toEqual(expect.arrayContaining(['juergen.mueller', 'sarka.zak', 'max.mustermann2']));

    // Both patterns '' clear the scheme: nothing is derived, and the missing columns say so.
    const cleared = await cli(addSchoolArgs(proxy.url, '--name-pattern', '', '--email-pattern', ''));
    expect(cleared.code, cleared.err).toBe(0);
    const plain = await importUsers(SCHILD, ['--dry-run', '--json', '--generate-passwords']);
    expect(plain.code).toBe(1);
  });
});
