import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../../electron/cli/run-cli';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import { passwordComplies, passwordRules } from '../../../shared/users-csv/password-policy';
import { memoryIo } from '../../unit/electron/cli/memory-io';

// Issue 12 from the command line, against the demo server in this process (runCli in process).

const HEADER = 'name,email,givenName,surName,password';
const POLICY = { minimumPasswordLength: 10, minimumNumbersOfDigits: 1, requiredNumbersOfSymbols: 1 };
const OLD = Array.from({ length: 10 }, (_, i) => ({
  name: `old${i}`,
  email: `old${i}@example.com`,
  givenName: 'Old',
  surName: `User${i}`,
}));
const OTHERS = Array.from({ length: 5 }, (_, i) => ({
  name: `other${i}`,
  email: `other${i}@example.com`,
  givenName: 'Other',
  surName: `User${i}`,
}));

let server: DemoServer;
let home: string;
let work: string;

async function cli(args: string[], env: Record<string, string> = {}) {
  const io = memoryIo({ MDM_ADMIN_HOME: home, MDM_TOKEN: server.orgToken, ...env }, work);
  const code = await runCli(args, io);
  return { code, out: io.out(), err: io.err() };
}
const uploadsAndJobs = () => ({ uploads: server.state.files.size, jobs: server.state.jobs.size });

beforeEach(async () => {
  server = await startDemoServer({ devices: 1, jobRate: 0, users: [...OLD, ...OTHERS], passwordPolicy: POLICY });
  home = await mkdtemp(join(tmpdir(), 'mdm-kb-home-'));
  work = await mkdtemp(join(tmpdir(), 'mdm-kb-work-'));
});
afterEach(async () => {
  await server.close();
  // Nothing the app keeps holds a password once the command has ended.
  for (const name of await readdir(home, { recursive: true }).catch(() => [] as string[])) {
    const text = await readFile(join(home, name), 'utf8').catch(() => '');
    expect(text, name).not.toMatch(/Pass-\d|Gen3rated/);
  }
  await rm(home, { recursive: true, force: true });
  await rm(work, { recursive: true, force: true });
});

/** 60 lines: old0..old9 (existing), 5 new users with the e-mail of another user, 45 new users. */
function sixtyLines(): { text: string; expected: Map<number, string> } {
  const rows: string[] = [HEADER];
  const expected = new Map<number, string>();
  for (let i = 0; i < 60; i++) {
    const line = i + 2;
    if (i % 6 === 0 && i / 6 < 10) {
      const k = i / 6;
      rows.push(`old${k},old${k}@example.com,Old,User${k},Pass-${k}!word`);
      expected.set(line, 'SKIPPED');
    } else if (i % 12 === 1 && (i - 1) / 12 < 5) {
      const k = (i - 1) / 12;
      rows.push(`taken${k},other${k}@example.com,Taken,User${k},Pass-${k}!word`);
      expected.set(line, 'FAILED');
    } else {
      rows.push(`new${i},new${i}@example.com,New,User${i},Pass-${i}!word`);
      expected.set(line, 'SUCCESS');
    }
  }
  return { text: `${rows.join('\n')}\n`, expected };
}

/** `import-users blank.csv --base-url SERVER --generate-passwords --credentials creds.csv ARGS`. */
const importBlank = (...args: string[]) =>
  cli([
    'import-users',
    'blank.csv',
    '--base-url',
    server.url,
    '--generate-passwords',
    '--credentials',
    'creds.csv',
    ...args,
  ]);

describe('import-users --dry-run (issue 12 item 1)', () => {
  it("says its prediction in the terminal's language; --json stays the same in every language", async () => {
    const { text } = sixtyLines();
    await writeFile(join(work, 'sixty.csv'), text);
    const german = await cli(['import-users', 'sixty.csv', '--base-url', server.url, '--dry-run'], {
      LANG: 'de_DE.UTF-8',
    });
    expect(german.code, german.err).toBe(3);
    expect(german.out).toContain(
      `Probelauf von sixty.csv gegen ${server.url}: vorhergesagt: 45 neu, 10 übersprungen, 0 überschrieben, 5 mit Fehler. Es wurde nichts hochgeladen.`,
    );
    expect(german.out).toContain(
      'Zeile 3: Schlägt fehl - Die E-Mail-Adresse „other0@example.com“ wird bereits von Benutzer „other0“ verwendet',
    );
    expect(german.out).not.toMatch(/already exists|already in use/);
    const english = await cli(['import-users', 'sixty.csv', '--base-url', server.url, '--dry-run']);
    expect(english.out).toContain('predicted: 45 new, 10 skipped, 0 overwritten, 5 failing. Nothing was uploaded.');
    const [jsonDe, jsonEn] = [
      await cli(['import-users', 'sixty.csv', '--base-url', server.url, '--dry-run', '--json'], { LANG: 'de_DE' }),
      await cli(['import-users', 'sixty.csv', '--base-url', server.url, '--dry-run', '--json']),
    ];
    expect(jsonDe.out).toBe(jsonEn.out);
  });

  it('predicts 10 SKIPPED and 5 FAILED for 60 lines, sends no upload and no job start, and the import then matches line for line', async () => {
    const { text, expected } = sixtyLines();
    await writeFile(join(work, 'sixty.csv'), text);
    const before = uploadsAndJobs();
    const dry = await cli(['import-users', 'sixty.csv', '--base-url', server.url, '--dry-run', '--json']);
    expect(dry.code, dry.err).toBe(3);
    const predicted = JSON.parse(dry.out) as {
      dryRun: boolean;
      predicted: Record<string, number>;
      lines: { line: number; predicted: string; reason: string }[];
    };
    // Every dry run compares the lines with the organization's users, and names those the file does not.
    expect(Object.keys(predicted)).toEqual(['dryRun', 'predicted', 'lines', 'compared', 'notInFileCount', 'notInFile']);
    expect(predicted.dryRun).toBe(true);
    expect(predicted.predicted).toEqual({ SUCCESS: 45, SKIPPED: 10, OVERWRITTEN: 0, FAILED: 5 });
    expect(predicted.lines).toHaveLength(60);
    expect(new Map(predicted.lines.map((l) => [l.line, l.predicted]))).toEqual(expected);
    expect(predicted.lines.find((l) => l.line === 3)).toEqual({
      line: 3,
      predicted: 'FAILED',
      reason: "E-mail address 'other0@example.com' is already in use by user 'other0'",
      // The address is other0's: the line met that account by its e-mail, and is compared with it.
      changes: { givenName: { server: 'Other', file: 'Taken' } },
      similar: [],
      matchedBy: 'email',
    });
    expect(Object.keys(predicted.lines[0]!)).toEqual([
      'line',
      'predicted',
      'reason',
      'changes',
      'similar',
      'matchedBy',
    ]);
    expect(uploadsAndJobs()).toEqual(before);

    const real = await cli([
      'import-users',
      'sixty.csv',
      '--base-url',
      server.url,
      '--predict',
      '--json',
      '--report',
      'report.csv',
    ]);
    expect(real.code, real.err).toBe(3);
    const outcome = JSON.parse(real.out) as { predicted: Record<string, number>; differing: unknown[] };
    expect(outcome.predicted).toEqual({ SUCCESS: 45, SKIPPED: 10, OVERWRITTEN: 0, FAILED: 5 });
    expect(outcome.differing).toEqual([]);
    const report = (await readFile(join(work, 'report.csv'), 'utf8')).trimEnd().split('\r\n').slice(1);
    const statuses = new Map(report.map((l) => l.split(',')).map((f) => [Number(f[1]), f[2]]));
    expect(statuses).toEqual(expected);
  });

  it('predicts OVERWRITTEN with --overwrite, and FAILED for lines the offline checks fail', async () => {
    const { text } = sixtyLines();
    await writeFile(join(work, 'bad.csv'), `${text}broken,not-an-address,B,R,Pass-1!word\n`);
    const dry = await cli(['import-users', 'bad.csv', '--base-url', server.url, '--dry-run', '--overwrite', '--json']);
    expect(dry.code).toBe(3);
    const out = JSON.parse(dry.out) as { predicted: Record<string, number>; lines: { line: number; reason: string }[] };
    expect(out.predicted).toEqual({ SUCCESS: 45, SKIPPED: 0, OVERWRITTEN: 10, FAILED: 6 });
    expect(out.lines.at(-1)).toMatchObject({ line: 62, predicted: 'FAILED' });
    expect(out.lines.at(-1)!.reason).toMatch(/not a valid e-mail address/);
  });

  it('exits 0 when nothing is predicted to fail, and says so in words without --json', async () => {
    await writeFile(
      join(work, 'ok.csv'),
      `${HEADER}\nfresh,fresh@example.com,F,R,Pass-1!word\nold3,old3@example.com,O,U,Pass-2!word\n`,
    );
    const dry = await cli(['import-users', 'ok.csv', '--base-url', server.url, '--dry-run']);
    expect(dry.code, dry.err).toBe(0);
    expect(dry.out).toContain('predicted: 1 new, 1 skipped, 0 overwritten, 0 failing. Nothing was uploaded.');
    expect(dry.out).toContain("line 3: Skipped - User 'old3' already exists and overwrite is off");
  });
});

describe("the organization's password policy and generated passwords (items 2, 3)", () => {
  it("checks offline with the server's policy: the lines that break it are flagged before anything is sent", async () => {
    await writeFile(
      join(work, 'weak.csv'),
      `${HEADER}\na1,a1@example.com,A,B,abcdefgh1!\na2,a2@example.com,A,B,abcdefgh12\n`,
    );
    const run = await cli(['import-users', 'weak.csv', '--base-url', server.url, '--json']);
    expect(run.code).toBe(1);
    const out = JSON.parse(run.out) as { lines: { line: number; message: string }[] };
    expect(out.lines.map((l) => l.line)).toEqual([3]);
    expect(out.lines[0]!.message).toMatch(/has 0 symbols; the policy requires at least 1/);
    expect(server.state.files.size).toBe(0);
  });

  it('--generate-passwords --credentials: blank cells get passwords that satisfy the policy, on a 0600 sheet', async () => {
    await writeFile(
      join(work, 'blank.csv'),
      `${HEADER}\ng1,g1@example.com,Gina,One,\ng2,g2@example.com,Gus,Two,Own-Pass-2!\ng3,g3@example.com,Gil,Three,\n`,
    );
    const run = await importBlank();
    expect(run.code, run.err + run.out).toBe(0);
    expect(run.out).toContain('2 generated passwords written to creds.csv');
    const sheet = join(work, 'creds.csv');
    expect((await stat(sheet)).mode & 0o777).toBe(0o600);
    const lines = (await readFile(sheet, 'utf8')).trimEnd().split('\r\n');
    expect(lines[0]).toBe('name,givenName,surName,email,password');
    const rows = lines.slice(1).map((l) => l.split(','));
    expect(rows.map((r) => r.slice(0, 4))).toEqual([
      ['g1', 'Gina', 'One', 'g1@example.com'],
      ['g3', 'Gil', 'Three', 'g3@example.com'],
    ]);
    for (const row of rows) expect(passwordComplies(row[4]!, passwordRules(POLICY), row[0])).toBe(true);
    expect(server.state.users.get('g1')).toBeDefined();
    expect(server.state.users.get('g3')).toBeDefined();
  });

  it('refuses to overwrite an existing credential sheet, and then uploads nothing', async () => {
    await writeFile(join(work, 'blank.csv'), `${HEADER}\ng1,g1@example.com,Gina,One,\n`);
    await writeFile(join(work, 'creds.csv'), 'precious\n');
    const run = await importBlank();
    expect(run.code).toBe(2);
    expect(run.err).toContain('--credentials creds.csv exists already; it is never overwritten. Nothing was uploaded.');
    expect(await readFile(join(work, 'creds.csv'), 'utf8')).toBe('precious\n');
    expect(server.state.files.size).toBe(0);
  });

  it('removes the sheet again when the file has offline errors (no import came of it)', async () => {
    await writeFile(join(work, 'blank.csv'), `${HEADER}\ng1,not-an-address,Gina,One,\n`);
    const run = await importBlank();
    expect(run.code).toBe(1);
    await expect(stat(join(work, 'creds.csv'))).rejects.toThrow(/ENOENT/);
  });
});

describe('the receipt (item 4)', () => {
  it('of a 1,000-line import names the file, its size and SHA-256, the mapping, options, counts, server and times, and none of its values', async () => {
    const rows = [HEADER + ',phone,position'];
    for (let i = 0; i < 1000; i++)
      rows.push(
        `rcpt${i},rcpt${i}@school-${i}.example,Given${i},Family${i},Secret-${i}!x,+4930${1000 + i},Teacher${i}`,
      );
    const text = `${rows.join('\n')}\n`;
    await writeFile(join(work, 'thousand.csv'), text);
    const run = await cli([
      'import-users',
      'thousand.csv',
      '--base-url',
      server.url,
      '--predict',
      '--receipt',
      'receipt.json',
      '--role',
      'Device User',
    ]);
    expect(run.code, run.err).toBe(0);
    const raw = await readFile(join(work, 'receipt.json'), 'utf8');
    for (const row of rows.slice(1))
      for (const value of row.split(',')) expect(raw.includes(value), `the receipt holds "${value}"`).toBe(false);
    const receipt = JSON.parse(raw);
    expect(receipt).toMatchObject({
      receipt: 'mdm-admin user import',
      file: {
        name: 'thousand.csv',
        size: Buffer.byteLength(text),
        sha256: createHash('sha256').update(text).digest('hex'),
      },
      read: { encoding: 'utf-8', separator: 'comma' },
      options: { overwrite: false, roles: ['Device User'], uploadSeparator: 'COMMA', errorPolicy: 'stop', split: null },
      predicted: { SUCCESS: 1000, SKIPPED: 0, OVERWRITTEN: 0, FAILED: 0 },
      outcome: { phase: 'finished', total: 1000, success: 1000, skipped: 0, failure: 0, differingFromPrediction: 0 },
      server: { baseUrl: server.url, dialect: 'spec' },
    });
    expect(receipt.mapping[5]).toEqual({ source: 'phone', target: 'phone' });
    expect(Date.parse(receipt.endedAt)).toBeGreaterThanOrEqual(Date.parse(receipt.startedAt));
  });
});

describe('split imports (item 5)', () => {
  it('imports 250 lines split at 100 as three jobs, with one report of every source line once', async () => {
    const rows = [HEADER];
    for (let i = 0; i < 250; i++) rows.push(`part${i},part${i}@example.com,P,Q${i},Pass-${i}!word`);
    // One bad line in the middle: left out offline, the others keep their source lines.
    rows.splice(120, 0, 'bad,bad-address,B,Q,Pass-x!word1');
    await writeFile(join(work, 'parts.csv'), `${rows.join('\n')}\n`);
    const run = await cli([
      'import-users',
      'parts.csv',
      '--base-url',
      server.url,
      '--split-lines',
      '100',
      '--valid-only',
      '--report',
      'report.csv',
      '--receipt',
      'receipt.json',
      '--json',
    ]);
    expect(run.code, run.err).toBe(0);
    expect(JSON.parse(run.out)).toMatchObject({ status: 'FINISHED', successCount: 250 });
    expect(server.state.jobs.size).toBe(3);
    expect(server.state.files.size).toBe(3);
    const report = (await readFile(join(work, 'report.csv'), 'utf8')).trimEnd().split('\r\n');
    expect(report[0]).toMatch(/^line,sourceLine,status,message,/);
    const sourceLines = report.slice(1).map((l) => Number(l.split(',')[1]));
    expect(sourceLines).toHaveLength(250);
    expect(new Set(sourceLines).size).toBe(250);
    expect(sourceLines.includes(121)).toBe(false);
    expect(Math.max(...sourceLines)).toBe(252);
    const receipt = JSON.parse(await readFile(join(work, 'receipt.json'), 'utf8'));
    expect(receipt.job.parts).toBe(3);
    expect(receipt.job.serverJobs).toHaveLength(3);
    expect(receipt.options.split).toEqual({ maxLines: 100, maxBytes: null });
    const listed = await cli(['jobs']);
    expect(listed.out.trim().split('\n')).toHaveLength(1);
    expect(listed.out).toMatch(/parts\.csv .* finished: 250 stored, 0 skipped, 0 failed of 250/);
  });
});
