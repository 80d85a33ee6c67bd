import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../../electron/cli/run-cli';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer, SeedUser } from '../../../electron/demo-server/index';
import { memoryIo } from '../../unit/electron/cli/memory-io';

// import-users --deactivate-not-in-file in process against the demo server: one that takes
// `activated`, one that ignores it; the brake; the receipt without names.

const pupils = (prefix: string, count: number): SeedUser[] =>
  Array.from({ length: count }, (_, i) => ({
    name: `${prefix}${i}`,
    email: `${prefix}${i}@school.example`,
    givenName: 'Pupil',
    surName: `${prefix.toUpperCase()}${i}`,
  }));
const STAYING = pupils('stay', 40);
const HEADER = 'name,email,givenName,surName,password';
const SEEDED = [
  'jdoe,jdoe@example.com,John,Doe',
  'asmith,asmith@example.com,Alice,Smith',
  'mmustermann,max.mustermann@example.com,Max,Mustermann',
];

let server: DemoServer | null = null;
let home: string;
let work: string;

beforeEach(async () => {
  home = await mkdtemp(join(tmpdir(), 'mdm-deact-home-'));
  work = await mkdtemp(join(tmpdir(), 'mdm-deact-work-'));
});
afterEach(async () => {
  await server?.close();
  server = null;
  await rm(home, { recursive: true, force: true });
  await rm(work, { recursive: true, force: true });
});

async function cli(args: string[], lang = 'en_US.UTF-8'): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo({ MDM_ADMIN_HOME: home, MDM_TOKEN: server!.orgToken, LANG: lang }, work);
  const code = await runCli(args, io);
  return { code, out: io.out(), err: io.err() };
}

/** `import-users FILE --base-url SERVER ARGS`. */
const importFile = (file: string, args: string[], lang?: string) =>
  cli(['import-users', file, '--base-url', server!.url, ...args], lang);

/** The file naming the seeded users and the staying pupils, each with `password` ('': none), then `extra` lines. */
async function schoolFile(password = 'Secret-pass-01', extra: string[] = []): Promise<string> {
  const path = join(work, 'school.csv');
  const rows = [...SEEDED, ...STAYING.map((u) => `${u.name},${u.email},${u.givenName},${u.surName}`)];
  await writeFile(path, `${[HEADER, ...rows.map((r) => `${r},${password}`), ...extra].join('\n')}\n`);
  return path;
}

describe('mdm-admin import-users --deactivate-not-in-file', () => {
  it.each([
    { ignores: false, outcome: 'deactivated' },
    { ignores: true, outcome: 'still active' },
  ])(
    'deactivates the leavers and says per user what reading them back found (ignores: $ignores)',
    async ({ ignores }) => {
      const leavers = pupils('left', 4);
      server = await startDemoServer({
        devices: 1,
        jobRate: 0,
        users: [...STAYING, ...leavers],
        ...(ignores ? { ignoreColumns: ['activated'] as const } : {}),
      });
      const file = await schoolFile();
      const version = server.state.users.get('stay0')!.version;
      const run = await importFile(file, ['--overwrite', '--deactivate-not-in-file', '--receipt', 'receipt.json']);
      expect(run.code, run.err).toBe(0);
      // Nothing of the file changes: the job is the leavers' part alone, one upload of their rows.
      expect(run.out).toContain('Nothing of the file is sent: only the 4 users not in the file go to');
      expect(server.state.jobs.size).toBe(1);
      expect(server.state.files.size).toBe(1);
      const sent = (await readFile([...server.state.files.values()][0]!.path, 'utf8')).trim().split(/\r?\n/);
      expect(sent.slice(1).map((row) => row.split(',')[0])).toEqual(leavers.map((u) => u.name));
      expect(server.state.users.get('stay0')!.version).toBe(version);
      // The progress is of the leavers' upload: never past its whole.
      expect(run.err).toContain('uploading the users not in the file');
      for (const [, percent] of run.err.matchAll(/(\d+)% /g)) expect(Number(percent)).toBeLessThanOrEqual(100);
      expect(run.out).toContain('4 users not in the file will be deactivated after the import (never deleted).');
      if (ignores) {
        expect(run.out).toContain('Users not in the file: 0 deactivated, 4 still active, 0 not found, 0 not checked.');
        for (const u of leavers)
          expect(run.out).toContain(
            `${u.name}: still active: this server did not take the column; deactivate them in the portal`,
          );
      } else {
        expect(run.out).toContain('Users not in the file: 4 deactivated, 0 still active, 0 not found, 0 not checked.');
        expect(run.out).not.toContain('left0');
      }
      for (const u of leavers) expect(server.state.users.get(u.name)!.activated !== false).toBe(ignores);
      expect(server.state.users.get('stay0')!.activated).not.toBe(false);
      // The receipt counts them, no names.
      const receipt = await readFile(join(work, 'receipt.json'), 'utf8');
      expect(JSON.parse(receipt).deactivation).toMatchObject({
        users: 4,
        deactivated: ignores ? 0 : 4,
        stillActive: ignores ? 4 : 0,
      });
      for (const u of leavers) expect(receipt).not.toContain(u.name);
      // No leaver's password is kept: no file of the job holds a leaver's row with one.
      for (const name of await readdir(home, { recursive: true })) {
        const text = await readFile(join(home, name), 'utf8').catch(() => '');
        expect(text, name).not.toMatch(/left\d,[^\r\n]*,false/);
        expect(text, name).not.toMatch(/Secret-pass-01/);
      }
    },
  );

  it('refuses above the brake without --max-deactivate (exit 1, saying how many), and goes ahead with it', async () => {
    const leavers = pupils('left', 12);
    server = await startDemoServer({ devices: 1, jobRate: 0, users: [...STAYING, ...leavers] });
    const file = await schoolFile();
    const refused = await importFile(file, ['--overwrite', '--deactivate-not-in-file']);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('12 users are not in the file, more than 10');
    expect(refused.err).toContain('--max-deactivate 12');
    expect(server.state.jobs.size).toBe(0);

    const german = await importFile(file, ['--overwrite', '--deactivate-not-in-file'], 'de_DE.UTF-8');
    expect(german.code).toBe(1);
    expect(german.err).toContain('12 Benutzer stehen nicht in der Datei, mehr als 10');
    expect(german.err).toContain('geben Sie --max-deactivate 12 an');

    const low = await importFile(file, ['--deactivate-not-in-file', '--max-deactivate', '11']);
    expect(low.code).toBe(1);
    expect(server.state.jobs.size).toBe(0);

    const json = await importFile(file, [
      '--overwrite',
      '--deactivate-not-in-file',
      '--max-deactivate',
      '12',
      '--json',
    ]);
    expect(json.code, json.err).toBe(0);
    const result = JSON.parse(json.out.trim().split('\n').at(-1)!);
    expect(result.deactivation).toMatchObject({ deactivated: 12, stillActive: 0 });
    expect(result.deactivation.users).toHaveLength(12);
    for (const u of leavers) expect(server.state.users.get(u.name)!.activated).toBe(false);
  });

  it('a school file whose unchanged users are left out of the upload: only the users the file does not name are deactivated', async () => {
    const leavers = pupils('left', 3);
    server = await startDemoServer({ devices: 1, jobRate: 0, users: [...STAYING, ...leavers] });
    // One new pupil; everyone else unchanged, so left out of the upload.
    const path = await schoolFile('', ['new0,new0@school.example,New,Pupil,']);
    const run = await importFile(path, [
      '--overwrite',
      '--generate-passwords',
      '--credentials',
      'sheet.csv',
      '--deactivate-not-in-file',
    ]);
    expect(run.code, run.err).toBe(0);
    expect(run.out).toContain('3 users not in the file will be deactivated');
    for (const u of leavers) expect(server.state.users.get(u.name)!.activated).toBe(false);
    for (const u of STAYING) expect(server.state.users.get(u.name)!.activated).not.toBe(false);
    expect(server.state.users.get('jdoe')!.activated).not.toBe(false);
  });

  it('a user deactivated on the server whom the file names is Changed, reactivated, and the import activates them', async () => {
    const gone = { ...STAYING[0]!, activated: false };
    server = await startDemoServer({ devices: 1, jobRate: 0, users: [gone, ...STAYING.slice(1)] });
    const path = await schoolFile('');
    const dry = await importFile(path, ['--dry-run', '--generate-passwords']);
    expect(dry.out).toContain('line 5: reactivated (deactivated on the server, named by the file again)');
    const run = await importFile(path, ['--overwrite', '--generate-passwords', '--credentials', 'sheet.csv']);
    expect(run.code, run.err).toBe(0);
    expect(run.out).toContain('1 user deactivated on the server is in the file: the import activates them again');
    expect(server.state.users.get(gone.name)!.activated).toBe(true);
    // Only that line was sent (the others are unchanged): one new password, on the sheet.
    const sheet = await readFile(join(work, 'sheet.csv'), 'utf8');
    expect(sheet.trim().split(/\r?\n/)).toHaveLength(2);
    expect(sheet).toContain(gone.name);
  });

  it('refuses --max-deactivate alone and --deactivate-not-in-file with --valid-only (usage)', async () => {
    server = await startDemoServer({ devices: 1, jobRate: 0 });
    const file = await schoolFile();
    expect((await importFile(file, ['--max-deactivate', '3'])).code).toBe(2);
    const both = ['import-users', file, '--base-url', server.url, '--deactivate-not-in-file', '--valid-only'];
    expect((await cli(both)).code).toBe(2);
  });
});
