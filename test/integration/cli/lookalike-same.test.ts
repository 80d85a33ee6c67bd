import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SeedUser } from '../../../electron/demo-server/index';
import { cliWorld } from '../../helpers/cli-world';
import { pupils } from '../../helpers/school-roll';

// Two school years of a plain file (its own logins and passwords) imported by the CLI into
// the demo server. In the second year the school's system writes Lukas Schmidt's login anew
// (`l.schmidt`, his account is `lukas.schmidt`): the line looks like his account. Decided
// "the same person" (`--lookalikes same`), the line is that account: it is sent with his
// login and e-mail, compared again, and updates him (no second account); decided "another
// person" (`--lookalikes new`), it becomes a new account. Where the file has the school's ID
// (custom1), the key decides and no look-alike arises.

const ROLL = pupils('pupil', 'Pia', 3).map((p, i) => ({ ...p, position: '5a', custom1: `${2000 + i}` }));
const LUKAS = { name: 'lukas.schmidt', email: 'lukas.schmidt@schule.example', givenName: 'Lukas', surName: 'Schmidt' };

/** A plain roll: name, email, givenName, surName, position (and custom1 when `keyed`), password. */
function roll(people: readonly (SeedUser & { position: string; custom1: string })[], keyed = false): string {
  const header = `name,email,givenName,surName,position${keyed ? ',custom1' : ''},password\n`;
  return (
    header +
    people
      .map((p) =>
        [p.name, p.email, p.givenName, p.surName, p.position, ...(keyed ? [p.custom1] : []), 'Passw0rt-2024'].join(','),
      )
      .join('\n') +
    '\n'
  );
}

/** Year 1: the pupils and Lukas in 5a. Year 2: everyone a class up, Lukas under the login `l.schmidt` (line 5). */
const year1 = (keyed = false) => roll([...ROLL, { ...LUKAS, position: '5a', custom1: '1011' }], keyed);
const year2 = (lukas: Partial<SeedUser> & { custom1?: string } = {}, keyed = false) =>
  roll(
    [
      ...ROLL.map((p) => ({ ...p, position: '6a' })),
      { ...LUKAS, name: 'l.schmidt', email: 'l.schmidt@schule.example', position: '6a', custom1: '1011', ...lukas },
    ],
    keyed,
  );

const world = cliWorld({ devices: 1, jobRate: 0 }, { prefix: 'mdm-same' });
const { cli, user } = world;
const importFile = (file: string, ...extra: string[]) =>
  cli(['import-users', file, '--base-url', world.server.url, ...extra]);

/** Imports year 1 and writes year 2; answers how many users the server has after year 1. */
async function firstYear(keyed = false, lukas: Parameters<typeof year2>[0] = {}): Promise<number> {
  await writeFile(path.join(world.work, 'year1.csv'), year1(keyed));
  const first = await importFile('year1.csv');
  expect(first.code, first.err + first.out).toBe(0);
  expect(user('lukas.schmidt')).toMatchObject({ position: '5a' });
  await writeFile(path.join(world.work, 'year2.csv'), year2(lukas, keyed));
  return world.server.state.users.size;
}

/** Source line -> status of a per-line report the import stored. */
async function reportStatuses(file: string): Promise<Map<number, string>> {
  const [header, ...rows] = (await readFile(path.join(world.work, file), 'utf8')).trimEnd().split(/\r?\n/);
  const columns = header!.split(',');
  const status = columns.indexOf('status');
  const source = columns.findIndex((c) => /source/i.test(c));
  return new Map(rows.map((row) => row.split(',')).map((cells) => [Number(cells[source]), cells[status]!]));
}

interface PlanOut {
  status: string;
  plan: { lookAlikes: { line: number; decision: string; login?: string }[]; newPasswordsForExisting: number };
}

describe('the second year: a line that looks like an existing account', () => {
  it('asks first: undecided, nothing is sent (line 5 named)', async () => {
    const users = await firstYear();
    const refused = await importFile('year2.csv', '--overwrite');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('line 5 looks like lukas.schmidt <lukas.schmidt@schule.example>');
    expect(world.server.state.users.size).toBe(users);
  });

  it('--lookalikes same: the line is sent as that account and updates it; no second account', async () => {
    const users = await firstYear();
    const run = await importFile(
      'year2.csv',
      '--overwrite',
      '--lookalikes',
      'same',
      '--json',
      '--report',
      'R.csv',
      '--receipt',
      'r.json',
    );
    expect(run.code, run.err + run.out).toBe(0);
    const json = JSON.parse(run.out) as PlanOut;
    expect(json.status).toBe('FINISHED');
    expect(json.plan.lookAlikes).toEqual([{ line: 5, decision: 'same', login: 'lukas.schmidt' }]);
    // Compared again as lukas.schmidt: an existing user who moved up, like the pupils.
    expect(json.plan.newPasswordsForExisting).toBe(4);
    expect(user('l.schmidt')).toBeUndefined();
    expect(user('lukas.schmidt')).toMatchObject({ position: '6a', email: 'lukas.schmidt@schule.example' });
    expect(world.server.state.users.size).toBe(users);
    expect((await reportStatuses('R.csv')).get(5)).toBe('SUCCESS');
    const receipt = JSON.parse(await readFile(path.join(world.work, 'r.json'), 'utf8')) as {
      matching: { lookAlikes: { line: number; decision: string }[] };
    };
    expect(receipt.matching.lookAlikes).toEqual([{ line: 5, decision: 'same' }]);
    // The file on disk is what the school wrote.
    expect(await readFile(path.join(world.work, 'year2.csv'), 'utf8')).toContain('l.schmidt,l.schmidt@schule.example');
  });

  it('--lookalikes same with --deactivate-not-in-file: the account the line is stays active', async () => {
    await firstYear();
    const run = await importFile('year2.csv', '--overwrite', '--lookalikes', 'same', '--deactivate-not-in-file');
    expect(run.code, run.err + run.out).toBe(0);
    // Only the demo's own three users are not in the file; Lukas is, under his account's login.
    expect(run.out).toContain('Users not in the file: 3 deactivated');
    expect(user('lukas.schmidt')).toMatchObject({ position: '6a' });
    expect(user('lukas.schmidt')!.activated).not.toBe(false);
    expect(user('l.schmidt')).toBeUndefined();
  });

  it('--lookalikes same without --overwrite: the account is skipped by the server, never doubled', async () => {
    const users = await firstYear();
    const run = await importFile('year2.csv', '--lookalikes', 'same', '--report', 'R.csv');
    expect(run.code, run.err + run.out).toBe(0);
    expect(run.out).toContain('line 5 is the same person as lukas.schmidt <lukas.schmidt@schule.example>');
    expect((await reportStatuses('R.csv')).get(5)).toBe('SKIPPED');
    expect(user('l.schmidt')).toBeUndefined();
    expect(user('lukas.schmidt')).toMatchObject({ position: '5a' });
    expect(world.server.state.users.size).toBe(users);
  });

  it('--lookalikes new: the line is another person, a new account beside the old one', async () => {
    const users = await firstYear();
    const run = await importFile('year2.csv', '--overwrite', '--lookalikes', 'new', '--json');
    expect(run.code, run.err + run.out).toBe(0);
    const json = JSON.parse(run.out) as PlanOut;
    expect(json.plan.lookAlikes).toEqual([{ line: 5, decision: 'new' }]);
    expect(user('l.schmidt')).toMatchObject({ givenName: 'Lukas', surName: 'Schmidt', position: '6a' });
    expect(user('lukas.schmidt')).toMatchObject({ position: '5a' });
    expect(world.server.state.users.size).toBe(users + 1);
  });
});

describe('one decision a line (--lookalike LINE=new|same)', () => {
  it('a renamed pupil is his account, a new pupil of another\u2019s name a new one, in one file', async () => {
    await firstYear();
    // Max Muster, in the school last year, has left; a new Max Muster comes (line 6).
    const max =
      'name,email,givenName,surName,password\nmax.muster,max.muster@schule.example,Max,Muster,Passw0rt-2024\n';
    await writeFile(path.join(world.work, 'max.csv'), max);
    expect((await importFile('max.csv')).code).toBe(0);
    const users = world.server.state.users.size;
    await writeFile(
      path.join(world.work, 'year2.csv'),
      `${year2()}m.muster,m.muster@schule.example,Max,Muster,6a,Passw0rt-2024\n`,
    );
    const undecided = await importFile('year2.csv', '--overwrite', '--lookalike', '5=same');
    expect(undecided.code).toBe(1);
    expect(undecided.err).toContain('line 6 looks like max.muster');
    expect(undecided.err).not.toContain('line 5 looks like');
    expect(undecided.err).toContain('--lookalike LINE=new|same');

    const run = await importFile('year2.csv', '--overwrite', '--lookalike', '5=same', '--lookalike', '6=new', '--json');
    expect(run.code, run.err + run.out).toBe(0);
    expect((JSON.parse(run.out) as PlanOut).plan.lookAlikes).toEqual([
      { line: 5, decision: 'same', login: 'lukas.schmidt' },
      { line: 6, decision: 'new' },
    ]);
    expect(user('l.schmidt')).toBeUndefined();
    expect(user('lukas.schmidt')).toMatchObject({ position: '6a' });
    expect(user('m.muster')).toMatchObject({ givenName: 'Max', surName: 'Muster' });
    expect(world.server.state.users.size).toBe(users + 1);
  });

  it('refuses a decision that names no line', async () => {
    const run = await cli(['import-users', 'year2.csv', '--base-url', world.server.url, '--lookalike', 'five=same']);
    expect(run.code).toBe(2);
    expect(run.err).toContain("--lookalike 'five=same': give a line of the file and new or same");
  });
});

describe('the second year with the school ID in the file: the key decides, no look-alike arises', () => {
  it('the same key under a new login is stopped (naming the account), not asked about', async () => {
    const users = await firstYear(true);
    const run = await importFile('year2.csv', '--overwrite', '--json');
    expect(run.code, run.err + run.out).toBe(0);
    const json = JSON.parse(run.out) as PlanOut & {
      plan: { stoppedLines: { line: number; conflict: Record<string, unknown> }[] };
    };
    expect(json.plan.lookAlikes).toEqual([]);
    expect(json.plan.stoppedLines).toEqual([
      { line: 5, conflict: { kind: 'keyHeld', key: '1011', holder: 'lukas.schmidt' } },
    ]);
    expect(user('l.schmidt')).toBeUndefined();
    expect(world.server.state.users.size).toBe(users);
  });

  it('another key of the same name is another pupil: a new account without asking', async () => {
    const users = await firstYear(true, {
      name: 'lukas.schmidt2',
      email: 'lukas.schmidt2@schule.example',
      custom1: '1012',
    });
    const run = await importFile('year2.csv', '--overwrite', '--json');
    expect(run.code, run.err + run.out).toBe(0);
    const json = JSON.parse(run.out) as PlanOut;
    expect(json.plan.lookAlikes).toEqual([]);
    expect(user('lukas.schmidt2')).toMatchObject({ position: '6a', custom: { custom1: '1012' } });
    expect(user('lukas.schmidt')).toMatchObject({ position: '5a', custom: { custom1: '1011' } });
    expect(world.server.state.users.size).toBe(users + 1);
  });
});
