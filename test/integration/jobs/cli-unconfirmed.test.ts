import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../../electron/cli/run-cli';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import type { Fault } from '../../../electron/demo-server/faults';
import { memoryIo } from '../../unit/electron/cli/memory-io';

// import-users whose start is not confirmed (exit 7), then `jobs --resume`: check, and start
// again only when safe, with the same upload (the same generated passwords).

let server: DemoServer;
let home: string;
let work: string;

beforeAll(async () => {
  server = await startDemoServer({ devices: 1, jobRate: 0 });
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  home = await mkdtemp(join(tmpdir(), 'mdm-cli-home-'));
  work = await mkdtemp(join(tmpdir(), 'mdm-cli-work-'));
});
afterEach(async () => {
  server.faults.clear();
  await rm(home, { recursive: true, force: true });
  await rm(work, { recursive: true, force: true });
});

async function cli(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo({ MDM_ADMIN_HOME: home, MDM_TOKEN: server.orgToken }, work);
  const code = await runCli(args, io);
  return { code, out: io.out(), err: io.err() };
}

/** Imports a file of two users with blank passwords (generated on a sheet), the start under `fault`. */
async function importUnconfirmed(prefix: string, fault: Fault) {
  await writeFile(
    join(work, 'blank.csv'),
    `name,email,givenName,surName,password\n${prefix}1,${prefix}1@example.com,A,One,\n${prefix}2,${prefix}2@example.com,B,Two,\n`,
  );
  server.faults.set('startUserImport', fault, { times: 1 });
  const uploadsBefore = new Set(server.state.files.keys());
  const run = await cli([
    'import-users',
    'blank.csv',
    '--base-url',
    server.url,
    '--generate-passwords',
    '--credentials',
    'creds.csv',
    // Each test's two users are named alike (A One, B Two): not the look-alikes this is about.
    '--lookalikes',
    'new',
  ]);
  const uploads = [...server.state.files.keys()].filter((uuid) => !uploadsBefore.has(uuid));
  return { run, uploads, sheet: await readFile(join(work, 'creds.csv'), 'utf8') };
}

describe('a start not confirmed, in the CLI', () => {
  it('exits 7 saying what to do; jobs --resume finds none of the users and starts the same upload again', async () => {
    const { run, uploads, sheet } = await importUnconfirmed('unc-a', { kind: 'drop' });
    expect(run.code, run.err).toBe(7);
    expect(run.err).toContain('The start was not confirmed');
    expect(run.err).toContain('mdm-admin jobs --resume');
    expect(run.err).not.toContain('try again');
    expect(uploads).toHaveLength(1);
    const listed = await cli(['jobs']);
    expect(listed.out).toContain('start not confirmed');

    const uploadsBefore = new Set(server.state.files.keys());
    const resumed = await cli(['jobs', '--resume']);
    expect(resumed.code, resumed.err + resumed.out).toBe(0);
    expect(resumed.out).toMatch(/None of the .*is on the server: starting again is safe\./);
    expect(resumed.out).toContain('Starting blank.csv again with the same upload and the same passwords.');
    expect(resumed.out).toMatch(/finished: 2 stored/);
    expect(server.state.users.get('unc-a1')).toBeDefined();
    expect(server.state.users.get('unc-a2')).toBeDefined();
    // The same upload, the same passwords: the sheet written once is the sheet that holds.
    const again = [...server.state.files.keys()].filter((uuid) => !uploadsBefore.has(uuid));
    expect(again).toHaveLength(1);
    const first = await readFile(server.state.files.get(uploads[0]!)!.path, 'utf8');
    expect(await readFile(server.state.files.get(again[0]!)!.path, 'utf8')).toBe(first);
    const sheetPasswords = sheet
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(',').at(-1)!);
    for (const password of sheetPasswords) expect(first).toContain(password);
    expect(await readFile(join(work, 'creds.csv'), 'utf8')).toBe(sheet);
    expect((await readdir(work)).sort()).toEqual(['blank.csv', 'creds.csv']);
  });

  it('jobs --resume finds every user after a lost answer: the job ran, it is not started again', async () => {
    const { run } = await importUnconfirmed('unc-b', { kind: 'drop-answer' });
    expect(run.code, run.err).toBe(7);
    await server.state.jobs.idle();
    const uploadsBefore = server.state.files.size;
    const resumed = await cli(['jobs', '--resume']);
    expect(resumed.out).toMatch(/The job ran: 2 of 2 users .*are on the server\./);
    expect(resumed.out).toContain('blank.csv is not started again.');
    expect(resumed.code, resumed.err + resumed.out).toBe(0);
    expect(server.state.files.size).toBe(uploadsBefore);
    // Asked again, nothing more is done: the finding is kept with the job.
    const later = await cli(['jobs', '--resume']);
    expect(later.out).toContain('No unfinished import job to resume.');
  });

  it.each([
    ['502', { kind: 'status', status: 502 }],
    ['504', { kind: 'status', status: 504 }],
  ] as const)('exits 7 for a gateway answering %s on the start', async (_name, fault) => {
    const { run } = await importUnconfirmed(`unc-g${_name}`, fault);
    expect(run.code, run.err).toBe(7);
    expect(run.err).toContain('a gateway answered HTTP');
  });
});

describe('a start of the leavers part not confirmed, in the CLI', () => {
  /** A file naming the seeded users; `users` leave (not in it), deactivated by the job's last part, its start under `fault`. */
  async function deactivateUnconfirmed(users: string[], fault: Fault) {
    for (const name of users)
      server.state.users.store(
        { name, email: `${name}@school.example`, givenName: 'Left', surName: name, password: 'x', custom: {} },
        [],
      );
    await writeFile(
      join(work, 'school.csv'),
      'name,email,givenName,surName,password\n' +
        'jdoe,jdoe@example.com,John,Doe,Secret-pass-01\n' +
        'asmith,asmith@example.com,Alice,Smith,Secret-pass-01\n' +
        'mmustermann,max.mustermann@example.com,Max,Mustermann,Secret-pass-01\n',
    );
    // Nothing of the file changes: the job is the leavers' part alone, and its start loses its answer.
    server.faults.set('startUserImport', fault, { times: 1 });
    return cli([
      'import-users',
      'school.csv',
      '--base-url',
      server.url,
      '--overwrite',
      '--deactivate-not-in-file',
      '--max-deactivate',
      '100',
    ]);
  }
  const others = () =>
    [...server.state.users.all()].map((u) => u.name).filter((n) => !/^(jdoe|asmith|mmustermann)$/.test(n));

  it('jobs --resume reads whether the leavers are deactivated: none is, so it sends them again', async () => {
    const run = await deactivateUnconfirmed(['left-a1', 'left-a2'], { kind: 'drop' });
    expect(run.code, run.err + run.out).toBe(7);
    expect(run.err).toContain('The deactivation of the users not in school.csv was uploaded');
    expect(run.err).toContain('reads whether the users not in the file are deactivated');
    const resumed = await cli(['jobs', '--resume']);
    expect(resumed.out).toContain('Checking the server: are the users not in school.csv deactivated?');
    const leaving = others().length;
    expect(resumed.out).toContain(
      `None of the ${leaving} users not in the file is deactivated on the server: the deactivation did not run`,
    );
    expect(resumed.out).toContain('Sending the deactivation of the users not in school.csv again.');
    expect(resumed.out).not.toContain('the same passwords');
    expect(resumed.code, resumed.err + resumed.out).toBe(0);
    expect(server.state.users.get('left-a1')!.activated).toBe(false);
    expect(server.state.users.get('left-a2')!.activated).toBe(false);
  });

  it('jobs --resume after a lost answer: every leaver deactivated, the deactivation ran, not sent again', async () => {
    const run = await deactivateUnconfirmed(['left-b1'], { kind: 'drop-answer' });
    expect(run.code, run.err + run.out).toBe(7);
    await server.state.jobs.idle();
    const uploads = server.state.files.size;
    const resumed = await cli(['jobs', '--resume']);
    expect(resumed.out).toMatch(
      /The deactivation ran: (\d+) of \1 users not in the file are deactivated on the server\./,
    );
    expect(resumed.out).toContain('school.csv is not started again.');
    expect(resumed.code, resumed.err + resumed.out).toBe(0);
    expect(server.state.files.size).toBe(uploads);
  });
});
