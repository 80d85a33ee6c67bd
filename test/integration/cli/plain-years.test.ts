import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { cliWorld } from '../../helpers/cli-world';
import { reportLines as readReportLines } from '../../helpers/cli-outputs';

// A plain file (its own passwords, no pattern, no generated passwords) in its second year
// against the demo server: every real import is compared before it is sent, as a school's
// file is. The unchanged are left out (with --overwrite their passwords are not reset), a
// look-alike must be decided, a user the server has deactivated is sent with activated=true,
// and --json says what was left out and why.

const SERVER_USERS = [
  { name: 'anna.alt', email: 'anna.alt@schule.example', givenName: 'Anna', surName: 'Alt', position: '6a' },
  { name: 'ben.berg', email: 'ben.berg@schule.example', givenName: 'Ben', surName: 'Berg', position: '6b' },
  { name: 'rmueller', email: 'rene.m@example.com', givenName: 'René', surName: 'Müller', position: '7b' },
  {
    name: 'dora.dach',
    email: 'dora.dach@schule.example',
    givenName: 'Dora',
    surName: 'Dach',
    position: '8a',
    activated: false,
  },
];

// Anna unchanged; Ben moves up; Carl is new; Rene Mueller is new but looks like René Müller;
// Dora, deactivated on the server, is named again.
const YEAR_2 =
  'name,email,givenName,surName,position,password\n' +
  'anna.alt,anna.alt@schule.example,Anna,Alt,6a,Passw0rt-anna\n' +
  'ben.berg,ben.berg@schule.example,Ben,Berg,7b,Passw0rt-ben1\n' +
  'carl.cord,carl.cord@schule.example,Carl,Cord,5a,Passw0rt-carl\n' +
  'rene.mueller,rene.mueller@schule.example,Rene,Mueller,7b,Passw0rt-rene\n' +
  'dora.dach,dora.dach@schule.example,Dora,Dach,8a,Passw0rt-dora\n';

const world = cliWorld({ devices: 1, jobRate: 0, users: SERVER_USERS }, { prefix: 'mdm-plain' });
const { cli, user } = world;
const importPlain = (...extra: string[]) =>
  cli(['import-users', 'year2.csv', '--base-url', world.server.url, ...extra]);

const reportLines = (file: string) => readReportLines(world.work, file);

beforeEach(async () => {
  await writeFile(path.join(world.work, 'year2.csv'), YEAR_2);
});

interface ImportJson {
  job: string | null;
  status: string;
  successCount: number;
  lines: { line: number; status: string; similar?: { name: string }[] }[];
  plan?: {
    unchanged: number;
    skipped: number;
    stopped: number;
    newPasswordsForExisting: number;
    reactivated: number;
    unchangedLines: number[];
    skippedLines: number[];
    stoppedLines: { line: number; conflict: Record<string, unknown> }[];
    reactivatedLines: number[];
    lookAlikes: { line: number; decision: string; login?: string }[];
  };
}

describe('a plain file in its second year: compared before it is sent', () => {
  it('refuses an undecided look-alike (exit 1, the line named), nothing uploaded; --json says so too', async () => {
    const uploads = world.server.state.files.size;
    const refused = await importPlain('--overwrite');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('line 5 looks like rmueller <rene.m@example.com>');
    const json = await importPlain('--overwrite', '--json');
    expect(json.code).toBe(1);
    const parsed = JSON.parse(json.out) as ImportJson;
    expect(parsed).toMatchObject({ job: null, status: 'UNDECIDED', lines: [{ line: 5, status: 'UNDECIDED' }] });
    expect(parsed.lines[0]!.similar).toEqual([{ name: 'rmueller', email: 'rene.m@example.com' }]);
    expect(world.server.state.files.size).toBe(uploads);
    expect(user('rene.mueller')).toBeUndefined();
  });

  it('with --overwrite sends only the changed, the new and the reactivated: the unchanged keep their password', async () => {
    const versions = Object.fromEntries(['anna.alt', 'rmueller'].map((n) => [n, user(n)!.version]));
    const run = await importPlain('--overwrite', '--lookalikes', 'new', '--report', 'R.csv', '--json');
    expect(run.code, run.err + run.out).toBe(0);
    const json = JSON.parse(run.out) as ImportJson;
    expect(json.plan).toEqual({
      unchanged: 1,
      skipped: 0,
      stopped: 0,
      newPasswordsForExisting: 2,
      reactivated: 1,
      unchangedLines: [2],
      skippedLines: [],
      stoppedLines: [],
      reactivatedLines: [6],
      kept: 0,
      keptLines: [],
      lookAlikes: [{ line: 5, decision: 'new' }],
    });
    // Anna (line 2) was left out unchanged: the report lists her as not sent, among the sent lines.
    expect(await reportLines('R.csv')).toEqual([
      [2, 'NOT_SENT_UNCHANGED'],
      [3, 'SUCCESS'],
      [4, 'SUCCESS'],
      [5, 'SUCCESS'],
      [6, 'SUCCESS'],
    ]);
    // Anna's password was not reset: her user was not touched at all.
    expect(user('anna.alt')!.version).toBe(versions['anna.alt']);
    expect(user('rmueller')!.version).toBe(versions['rmueller']);
    expect(user('ben.berg')!.position).toBe('7b');
    expect(user('rene.mueller')).toMatchObject({ givenName: 'Rene', surName: 'Mueller' });
    // Dora was sent with activated=true and is active again.
    expect(user('dora.dach')!.activated).toBe(true);
  });

  it('says in words what was left out; a look-alike decided the same person is sent as that account', async () => {
    const users = world.server.state.users.size;
    const run = await importPlain('--overwrite', '--lookalikes', 'same', '--report', 'R.csv', '--receipt', 'r.json');
    expect(run.code, run.err + run.out).toBe(0);
    // Ben, Dora and Rene's line (now rmueller's, compared again: changed) get new passwords.
    expect(run.out).toContain('3 existing users get a new password');
    expect(run.out).toContain('line 5 is the same person as rmueller <rene.m@example.com>: sent as that account');
    const receipt = JSON.parse(await readFile(path.join(world.work, 'r.json'), 'utf8')) as {
      matching: { lookAlikes: { line: number; decision: string }[] };
    };
    expect(receipt.matching.lookAlikes).toEqual([{ line: 5, decision: 'same' }]);
    expect(run.out).toContain('Left out of the upload: 1 unchanged');
    expect(run.out).toContain('unchanged, not sent: line 2');
    expect(run.out).toContain('1 user deactivated on the server is in the file: the import activates them again');
    // Anna was left out unchanged, not for an error.
    expect(run.out).toContain('Uploading 4 rows of year2.csv to');
    expect(run.out).not.toContain('with errors left out');
    expect(await reportLines('R.csv')).toEqual([
      [2, 'NOT_SENT_UNCHANGED'],
      [3, 'SUCCESS'],
      [4, 'SUCCESS'],
      [5, 'SUCCESS'],
      [6, 'SUCCESS'],
    ]);
    // The line updated René Müller's account (login and e-mail kept); no second account came of it.
    expect(user('rene.mueller')).toBeUndefined();
    expect(user('rmueller')).toMatchObject({ givenName: 'Rene', surName: 'Mueller', email: 'rene.m@example.com' });
    expect(world.server.state.users.size).toBe(users + 1);
  });

  it('without --overwrite the existing lines are sent (the server skips them; no password of the file is generated)', async () => {
    const run = await importPlain('--lookalikes', 'new', '--report', 'R.csv', '--json');
    expect(run.code, run.err + run.out).toBe(0);
    const json = JSON.parse(run.out) as ImportJson;
    expect(json.plan).toMatchObject({ unchanged: 0, skipped: 0, stopped: 0, reactivatedLines: [6] });
    expect(await reportLines('R.csv')).toEqual([
      [2, 'SKIPPED'],
      [3, 'SKIPPED'],
      [4, 'SUCCESS'],
      [5, 'SUCCESS'],
      [6, 'SKIPPED'],
    ]);
    expect(user('ben.berg')!.position).toBe('6b');
  });

  it('stops one key on two lines, naming both (the file has the key column); --json lists the stopped lines', async () => {
    await writeFile(
      path.join(world.work, 'keys.csv'),
      'name,email,givenName,surName,custom1,password\n' +
        'nina.neu,nina.neu@schule.example,Nina,Neu,1050,Passw0rt-nina\n' +
        'nils.neu,nils.neu@schule.example,Nils,Neu,1050,Passw0rt-nils\n' +
        'olga.ost,olga.ost@schule.example,Olga,Ost,1060,Passw0rt-olga\n',
    );
    const run = await cli(['import-users', 'keys.csv', '--base-url', world.server.url, '--report', 'R.csv', '--json']);
    expect(run.code, run.err + run.out).toBe(0);
    const json = JSON.parse(run.out) as ImportJson;
    expect(json.plan).toMatchObject({
      stopped: 2,
      stoppedLines: [
        { line: 2, conflict: { kind: 'keyTwice', key: '1050', otherLine: 3 } },
        { line: 3, conflict: { kind: 'keyTwice', key: '1050', otherLine: 2 } },
      ],
    });
    expect(await reportLines('R.csv')).toEqual([
      [2, 'NOT_SENT_STOPPED'],
      [3, 'NOT_SENT_STOPPED'],
      [4, 'SUCCESS'],
    ]);
    expect(user('nina.neu')).toBeUndefined();
    expect(user('nils.neu')).toBeUndefined();
  });

  it('sends nothing when every line is unchanged, and --json says NOTHING_TO_SEND with the lines', async () => {
    await writeFile(
      path.join(world.work, 'same.csv'),
      'name,email,givenName,surName,position,password\n' +
        'anna.alt,anna.alt@schule.example,Anna,Alt,6a,Passw0rt-anna\n',
    );
    const uploads = world.server.state.files.size;
    const run = await cli(['import-users', 'same.csv', '--base-url', world.server.url, '--overwrite', '--json']);
    expect(run.code, run.err + run.out).toBe(0);
    const json = JSON.parse(run.out) as ImportJson;
    expect(json).toMatchObject({ job: null, status: 'NOTHING_TO_SEND', plan: { unchanged: 1, unchangedLines: [2] } });
    expect(world.server.state.files.size).toBe(uploads);
  });

  it('every line unchanged, the users not in the file deactivated: one upload of theirs alone, the file untouched', async () => {
    await writeFile(
      path.join(world.work, 'same.csv'),
      'name,email,givenName,surName,position,password\n' +
        'anna.alt,anna.alt@schule.example,Anna,Alt,6a,Passw0rt-anna\n' +
        'ben.berg,ben.berg@schule.example,Ben,Berg,6b,Passw0rt-ben1\n',
    );
    const versions = ['anna.alt', 'ben.berg'].map((name) => user(name)!.version);
    const uploads = world.server.state.files.size;
    const run = await cli([
      'import-users',
      'same.csv',
      '--base-url',
      world.server.url,
      '--overwrite',
      '--deactivate-not-in-file',
      '--report',
      'report.csv',
    ]);
    expect(run.code, run.err + run.out).toBe(0);
    expect(run.out).toContain('Nothing of the file is sent: only the');
    expect(run.out).not.toContain('Nothing to send');
    // No file counts for a job that sent no line of the file: the leavers' outcome instead.
    expect(run.out).toMatch(/Job [0-9a-f-]+: finished\n/);
    expect(run.out).toContain('Users not in the file: 5 deactivated, 0 still active, 0 not found, 0 not checked.');
    // Exactly one upload: the leavers' rows, none of the file's.
    expect(world.server.state.files.size - uploads).toBe(1);
    expect(world.server.state.jobs.size).toBe(1);
    const sent = (await readFile([...world.server.state.files.values()].at(-1)!.path, 'utf8')).trim().split(/\r?\n/);
    const names = sent.slice(1).map((row) => row.split(',')[0]);
    expect(names).toContain('rmueller');
    expect(names).not.toContain('anna.alt');
    expect(names).not.toContain('ben.berg');
    expect(['anna.alt', 'ben.berg'].map((name) => user(name)!.version)).toEqual(versions);
    expect(user('anna.alt')!.activated).not.toBe(false);
    expect(user('rmueller')!.activated).toBe(false);
    // The report lists the file's lines as not sent, unchanged.
    expect(await reportLines('report.csv')).toEqual([
      [2, 'NOT_SENT_UNCHANGED'],
      [3, 'NOT_SENT_UNCHANGED'],
    ]);
  });
});

describe('a file of new users only', () => {
  it('is sent as staged: every line new, nothing left out', async () => {
    await writeFile(
      path.join(world.work, 'new.csv'),
      'name,email,givenName,surName,password\n' +
        'paul.pohl,paul.pohl@schule.example,Paul,Pohl,Passw0rt-paul\n' +
        'quirin.quast,quirin.quast@schule.example,Quirin,Quast,Passw0rt-quir\n',
    );
    const run = await cli(['import-users', 'new.csv', '--base-url', world.server.url, '--overwrite', '--json']);
    expect(run.code, run.err + run.out).toBe(0);
    const json = JSON.parse(run.out) as ImportJson;
    expect(json).toMatchObject({ successCount: 2, plan: { unchanged: 0, skipped: 0, stopped: 0, lookAlikes: [] } });
    expect(user('paul.pohl')).toBeDefined();
  });

  it('--predict on a file the plan sends as staged: the plan\u2019s comparison is the job\u2019s prediction', async () => {
    await writeFile(
      path.join(world.work, 'moved.csv'),
      'name,email,givenName,surName,position,password\n' +
        'ben.berg,ben.berg@schule.example,Ben,Berg,7b,Passw0rt-ben1\n' +
        'sara.see,sara.see@schule.example,Sara,See,5b,Passw0rt-sara\n',
    );
    const run = await cli([
      'import-users',
      'moved.csv',
      '--base-url',
      world.server.url,
      '--overwrite',
      '--predict',
      '--json',
    ]);
    expect(run.code, run.err + run.out).toBe(0);
    const json = JSON.parse(run.out) as ImportJson & { predicted: Record<string, number>; differing: unknown[] };
    expect(json.predicted).toMatchObject({ SUCCESS: 1, OVERWRITTEN: 1 });
    expect(json.differing).toEqual([]);
    expect(json.plan).toMatchObject({ unchanged: 0, newPasswordsForExisting: 1 });
    expect(user('ben.berg')!.position).toBe('7b');
  });
});
