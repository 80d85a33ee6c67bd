import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseSeedUsersCsv } from '../../../electron/demo-server/index';
import { cliWorld } from '../../helpers/cli-world';

// The second school year's dry run names who is leaving: the users of the organization the
// file does not name, each with login, name, class and school ID (custom1), in the
// terminal's language and in --json; the --not-in-file list stays as it was.

// Last year's accounts, each with its Schüler-ID; the built-in demo users have none.
const SEED =
  'name;email;givenName;surName;position;custom1\r\n' +
  'lukas.schmidt;lukas.schmidt@schule.example;Lukas;Schmidt;5a;1011\r\n' +
  'lukas.schmidt2;lukas.schmidt2@schule.example;Lukas;Schmidt;9c;1012\r\n' +
  'lena-marie.schroeder;lena-marie.schroeder@schule.example;Lena-Marie;Schröder;7b;1020\r\n' +
  'zoe.weiss;zoe.weiss@schule.example;Zoë;Weiß;10a;1050\r\n';
// Lukas 1011 and Zoë left; Lukas 1012 moves up; Lena-Marie married (found by her key).
const YEAR_2 =
  'Nachname;Vorname;Klasse;Schüler-ID\r\n' + 'Schmidt;Lukas;10c;1012\r\n' + 'Schröder-Kaya;Lena-Marie;8b;1020\r\n';
const DERIVE = [
  '--generate-passwords',
  '--name-pattern',
  '{givenName}.{surName}',
  '--email-pattern',
  '{name}@schule.example',
];
const BUILT_IN = ['asmith', 'jdoe', 'mmustermann'];

const world = cliWorld(
  { devices: 1, jobRate: 0, users: parseSeedUsersCsv(SEED, 'seed.csv') },
  { prefix: 'mdm-leavers' },
);
const { cli } = world;
const dryRun = (extra: string[] = [], env: Record<string, string> = {}) =>
  cli(['import-users', 'year2.csv', '--profile', 'school', '--dry-run', '--overwrite', ...DERIVE, ...extra], env);

beforeEach(async () => {
  await writeFile(path.join(world.work, 'year2.csv'), YEAR_2);
  const added = await cli(['profiles', 'add', 'school', '--base-url', world.server.url, '--kind', 'organization']);
  expect(added.code, added.err).toBe(0);
});

describe('the leavers by name in a dry run', () => {
  it('names each user not in the file with login, name, class and school ID, in English', async () => {
    const run = await dryRun();
    expect(run.code, run.err + run.out).toBe(0);
    const lines = run.out.split('\n');
    const at = lines.indexOf('Not in the file (5):');
    expect(at, run.out).toBeGreaterThan(0);
    expect(lines.slice(at + 1, at + 6).sort()).toEqual([
      '  asmith: Alice Smith',
      '  jdoe: John Doe',
      '  lukas.schmidt: Lukas Schmidt, class 5a, school ID 1011',
      '  mmustermann: Max Mustermann',
      '  zoe.weiss: Zoë Weiß, class 10a, school ID 1050',
    ]);
    // Those the file names, by key, are not leaving.
    expect(run.out).not.toMatch(/^ {2}lukas\.schmidt2:/m);
    expect(run.out).not.toMatch(/^ {2}lena-marie/m);
  });

  it('speaks German under LANG=de_DE', async () => {
    const run = await dryRun([], { LANG: 'de_DE.UTF-8' });
    expect(run.code, run.err + run.out).toBe(0);
    expect(run.out).toContain('Nicht in der Datei (5):\n');
    expect(run.out).toContain('  lukas.schmidt: Lukas Schmidt, Klasse 5a, Schul-ID 1011\n');
    expect(run.out).toContain('  zoe.weiss: Zoë Weiß, Klasse 10a, Schul-ID 1050\n');
  });

  it('gives --json the users as notInFile, and leaves the --not-in-file list as it was', async () => {
    const run = await dryRun(['--json', '--not-in-file', 'left.csv']);
    expect(run.code, run.err + run.out).toBe(0);
    const json = JSON.parse(run.out) as {
      notInFileCount: number;
      notInFile: { name: string; givenName: string; surName: string; position: string; email: string; key: string }[];
    };
    expect(json.notInFileCount).toBe(5);
    expect(json.notInFile.map((u) => u.name).sort()).toEqual([...BUILT_IN, 'lukas.schmidt', 'zoe.weiss'].sort());
    expect(json.notInFile.find((u) => u.name === 'lukas.schmidt')).toEqual({
      name: 'lukas.schmidt',
      givenName: 'Lukas',
      surName: 'Schmidt',
      position: '5a',
      email: 'lukas.schmidt@schule.example',
      key: '1011',
    });
    const list = (await readFile(path.join(world.work, 'left.csv'), 'utf8')).trimEnd().split('\r\n');
    expect(list[0]).toBe('name,email,givenName,surName');
    expect(list).toContain('zoe.weiss,zoe.weiss@schule.example,Zoë,Weiß');
    expect(list).toHaveLength(6);
  });
});
