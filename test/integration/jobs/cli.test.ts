import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../../electron/cli/run-cli';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import type { JobRecord } from '../../../shared/models/job';
import { onePartJob } from '../../helpers/one-part-job';
import { memoryIo } from '../../unit/electron/cli/memory-io';

// In-process: runCli with a recording CliIo (a child process costs about a second); the
// built CLI in its own process is tested in test/integration/cli/black-box.test.ts.

let server: DemoServer;
let home: string;
let work: string;

beforeAll(async () => {
  // The server's password policy is stricter than the offline default (8), so some lines fail on the server.
  server = await startDemoServer({ devices: 1, jobRate: 0, passwordMinLength: 12 });
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
  const names = await readdir(home, { recursive: true }).catch(() => [] as string[]);
  for (const name of names) {
    const text = await readFile(join(home, name), 'utf8').catch(() => '');
    expect(text, name).not.toMatch(/Secret-pass|Short-9/);
  }
  await rm(home, { recursive: true, force: true });
  await rm(work, { recursive: true, force: true });
});

async function cli(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo({ MDM_ADMIN_HOME: home, MDM_TOKEN: server.orgToken, ...env }, work);
  const code = await runCli(args, io);
  return { code, out: io.out(), err: io.err() };
}

async function csv(name: string, lines: string[]): Promise<string> {
  const path = join(work, name);
  await writeFile(path, `${lines.join('\n')}\n`);
  return path;
}

const HEADER = 'Login,E-Mail,First name,Last name,Password';

describe('mdm-admin import-users', () => {
  it('imports a clean file: exit 0, the counts, and the job listed by "jobs"', async () => {
    const file = await csv('clean.csv', [
      HEADER,
      'cli-a,a@example.com,A,One,Secret-pass-01',
      'cli-b,b@example.com,B,Two,Secret-pass-02',
    ]);
    const run = await cli(['import-users', file, '--base-url', server.url]);
    expect(run.err).toContain('job ');
    expect(run.code, run.err).toBe(0);
    expect(run.out).toMatch(/Job [0-9a-f-]{36}: finished: 2 stored, 0 skipped, 0 failed of 2/);
    const list = await cli(['jobs']);
    expect(list.code).toBe(0);
    expect(list.out).toContain('clean.csv');
    expect(list.out).toContain('finished');
  });

  it('prints one JSON object with the failed and skipped lines (source lines), exit 3 when lines failed, and writes the report', async () => {
    const file = await csv('mixed.csv', [
      HEADER,
      'cli-c,c@example.com,C,Three,Secret-pass-03',
      'jdoe,jdoe@example.com,John,Doe,Secret-pass-04',
      'cli-d,d@example.com,D,Four,Short-9xy',
    ]);
    const run = await cli([
      'import-users',
      file,
      '--base-url',
      server.url,
      '--json',
      '--report',
      join(work, 'out.csv'),
      '--role',
      'Device User',
      // Checked offline with a weaker policy than the server's (a minimum of 12), so that the server fails it.
      '--password-min-length',
      '8',
    ]);
    expect(run.code, run.err).toBe(3);
    const result = JSON.parse(run.out) as Record<string, unknown>;
    expect(result).toMatchObject({ status: 'FINISHED', successCount: 1, skippedCount: 1, failureCount: 1 });
    expect(result.job).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.lines).toEqual([
      {
        line: 3,
        uploadLine: 3,
        status: 'SKIPPED',
        message: "User 'jdoe' already exists and should not be overwritten",
      },
      {
        line: 4,
        uploadLine: 4,
        status: 'FAILED',
        message: expect.stringContaining("Field 'password' does not satisfy the password policy"),
      },
    ]);
    const report = await readFile(join(work, 'out.csv'), 'utf8');
    expect(report.split('\r\n')[0]).toBe('line,sourceLine,status,message,name,email,givenName,surName');
    expect(report).toContain('4,4,FAILED,');
    expect(report).not.toContain('Short-9xy');
  });

  it('uploads nothing when the file has errors (exit 1), and with --valid-only uploads only the valid rows', async () => {
    const file = await csv('bad.csv', [
      HEADER,
      'cli-e,not-an-email,E,Five,Secret-pass-05',
      'cli-f,f@example.com,F,Six,Secret-pass-06',
    ]);
    const filesBefore = server.state.files.size;
    const refused = await cli(['import-users', file, '--base-url', server.url]);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('nothing was uploaded');
    expect(refused.out).toMatch(/line 2, column "E-Mail"/);
    expect(server.state.files.size).toBe(filesBefore);

    const valid = await cli(['import-users', file, '--base-url', server.url, '--valid-only', '--overwrite']);
    expect(valid.code, valid.err).toBe(0);
    expect(valid.out).toContain('(1 row with errors left out)');
    expect(valid.out).toContain('1 stored, 0 skipped, 0 failed of 1');
    expect(server.state.files.size).toBe(filesBefore + 1);
  });

  it('exits 4 when the job FAILED', async () => {
    server.faults.set('startUserImport', { kind: 'job-fails' }, { times: 1 });
    const file = await csv('f.csv', [
      HEADER,
      ...Array.from({ length: 6 }, (_, i) => `cli-g${i},g${i}@example.com,G,Seven,Secret-pass-07`),
    ]);
    const run = await cli(['import-users', file, '--base-url', server.url, '--json']);
    expect(run.code, run.err).toBe(4);
    expect(JSON.parse(run.out)).toMatchObject({ status: 'FAILED' });
  });

  it('--report defuses spreadsheet formulas a value starts with (=, +, -, @), keeping numbers', async () => {
    const file = await csv('formula.csv', [
      HEADER,
      'cli-f,f@example.com,=HYPERLINK("http://x"),@SUM(A1),Secret-pass-10',
    ]);
    const run = await cli([
      'import-users',
      file,
      '--base-url',
      server.url,
      '--report',
      join(work, 'formula-report.csv'),
    ]);
    expect(run.code, run.err).toBe(0);
    const report = await readFile(join(work, 'formula-report.csv'), 'utf8');
    expect(report).toContain(`"'=HYPERLINK(""http://x"")",'@SUM(A1)`);
  });

  it('--timeout leaves a stuck job to the server and exits 6; jobs --resume --timeout does the same', async () => {
    server.faults.set('startUserImport', { kind: 'job-stuck' }, { times: 1 });
    const file = await csv('stuck.csv', [HEADER, 'cli-s,s@example.com,S,Stuck,Secret-pass-09']);
    const run = await cli(['import-users', file, '--base-url', server.url, '--timeout', '1']);
    expect(run.code, run.err).toBe(6);
    expect(run.err).toMatch(/still (running|waiting to run) on the server after 1 second/);
    const resumed = await cli(['jobs', '--resume', '--timeout', '1']);
    expect(resumed.code, resumed.err + resumed.out).toBe(6);
    expect((await cli(['import-users', file, '--base-url', server.url, '--timeout', 'soon'])).code).toBe(2);
  });

  it('exits 5 without a token, on a refused connection, or on a wrong token; 2 on a usage error', async () => {
    const file = await csv('t.csv', [HEADER, 'cli-h,h@example.com,H,Eight,Secret-pass-08']);
    const noToken = await cli(['import-users', file, '--base-url', server.url], { MDM_TOKEN: '' });
    expect(noToken.code).toBe(5);
    expect(noToken.err).toContain('MDM_TOKEN');
    const wrong = await cli(['import-users', file, '--base-url', server.url], { MDM_TOKEN: 'wrong-token-123' });
    expect(wrong.code).toBe(5);
    expect(wrong.err).toContain('401');
    expect(wrong.err + wrong.out).not.toContain('wrong-token-123');
    const refused = await cli(['import-users', file, '--base-url', 'http://127.0.0.1:9']);
    expect(refused.code).toBe(5);
    const usage = await cli(['import-users', file]);
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('--base-url URL (with MDM_TOKEN) or --profile NAME is required');
  });
});

/**
 * A job the CLI was watching when it stopped: started on the server (one line that fails
 * the server's password policy), saved as running under `profileId`.
 */
async function interruptedJob(id: string, profileId: string): Promise<{ uuid: string }> {
  const upload = new FormData();
  upload.append(
    'file',
    new Blob([`name,email,givenName,surName,password\ncli-i,i@example.com,I,Nine,Short-9xy\n`], { type: 'text/csv' }),
    'r.csv',
  );
  const headers = { 'X-User-Access-Token': server.orgToken, Accept: 'application/json' };
  const uploaded = (await (
    await fetch(`${server.url}/api/management/v1/csvImport/upload/users`, { method: 'POST', headers, body: upload })
  ).json()) as { results: { uuid: string }[] };
  const started = (await (
    await fetch(`${server.url}/api/v1/security/users/import/fromFile/${uploaded.results[0]!.uuid}`, {
      method: 'POST',
      headers,
    })
  ).json()) as { uuid: string };
  // `url:<baseUrl>` names a job started with --base-url, anything else a saved profile's id.
  const connection: JobRecord['connection'] = profileId.startsWith('url:')
    ? { kind: 'url', baseUrl: profileId.slice('url:'.length) }
    : { kind: 'profile', id: profileId };
  const job: Omit<JobRecord, 'parts'> = {
    id,
    connection,
    profileName: profileId.startsWith('url:') ? server.url : 'school',
    fileName: 'r.csv',
    options: { overwrite: false, roles: [], separator: 'COMMA' },
    phase: 'running',
    serverStatus: 'RUNNING',
    fileUuid: uploaded.results[0]!.uuid,
    serverJobUuid: started.uuid,
    counts: { total: 1, success: 0, skipped: 0, failure: 0 },
    upload: { sentBytes: 10, totalBytes: 10 },
    rate: null,
    error: null,
    serverError: null,
    createdAt: Date.now(),
    updatedAt: Date.now(),
    finishedAt: null,
    reportFetched: false,
    excludedRows: 0,
  };
  const record = onePartJob(job);
  await mkdir(join(home, 'jobs'), { recursive: true });
  await writeFile(join(home, 'jobs', `${id}.json`), JSON.stringify(record));
  return started;
}

const savedJob = async (id: string) =>
  JSON.parse(await readFile(join(home, 'jobs', `${id}.json`), 'utf8')) as JobRecord;
const onlyJob = async () => {
  const files = (await readdir(join(home, 'jobs'))).filter((f) => /^[0-9a-f-]{36}\.json$/.test(f));
  expect(files).toHaveLength(1);
  return savedJob(files[0]!.replace('.json', ''));
};

describe('which connection a job records and resumes with', () => {
  it('import-users --profile records the profile id and needs no MDM_TOKEN; --base-url records url:<baseUrl>', async () => {
    expect(
      (await cli(['profiles', 'add', 'school', '--base-url', `${server.url}/`, '--kind', 'organization'])).code,
    ).toBe(0);
    const profileId = (JSON.parse((await cli(['profiles', 'list', '--json'])).out) as { profiles: { id: string }[] })
      .profiles[0]!.id;
    const file = await csv('p.csv', [HEADER, 'cli-p,p@example.com,P,One,Secret-pass-11']);
    const viaProfile = await cli(['import-users', file, '--profile', 'school', '--overwrite'], { MDM_TOKEN: '' });
    expect(viaProfile.code, viaProfile.err).toBe(0);
    expect(await onlyJob()).toMatchObject({ connection: { kind: 'profile', id: profileId }, profileName: 'school' });

    await rm(join(home, 'jobs'), { recursive: true });
    // Another user: the same file again would be all unchanged, and nothing would be sent.
    const other = await csv('q.csv', [HEADER, 'cli-q,q@example.com,Q,One,Secret-pass-11']);
    const viaUrl = await cli(['import-users', other, '--base-url', `${server.url}/`, '--overwrite']);
    expect(viaUrl.code, viaUrl.err).toBe(0);
    expect(await onlyJob()).toMatchObject({
      connection: { kind: 'url', baseUrl: server.url },
      profileName: server.url,
    });
  });

  it('a job started with --base-url resumes without MDM_TOKEN through a profile for its base URL, and says what is needed when there is none', async () => {
    await interruptedJob('by-url', `url:${server.url}`);
    const stuck = await cli(['jobs', '--resume'], { MDM_TOKEN: '' });
    expect(stuck.code).toBe(5);
    expect(stuck.out).toContain(
      `started from the command line with a token from MDM_TOKEN; set MDM_TOKEN again, or add a profile for ${server.url} (mdm-admin profiles add), to follow it`,
    );
    expect(await savedJob('by-url')).toMatchObject({ phase: 'error', error: { code: 'no-connection' } });

    expect((await cli(['profiles', 'add', 'school', '--base-url', server.url, '--kind', 'organization'])).code).toBe(0);
    const resumed = await cli(['jobs', '--resume'], { MDM_TOKEN: '' });
    expect(resumed.code, resumed.err + resumed.out).toBe(3);
    expect(await savedJob('by-url')).toMatchObject({
      phase: 'finished',
      reportFetched: true,
      connection: { kind: 'url', baseUrl: server.url },
    });
  });

  it("jobs --profile NAME lists and resumes only that profile's jobs (and the --base-url jobs of its base URL)", async () => {
    expect((await cli(['profiles', 'add', 'school', '--base-url', server.url, '--kind', 'organization'])).code).toBe(0);
    const state = JSON.parse((await cli(['profiles', 'list', '--json'])).out) as { profiles: { id: string }[] };
    await interruptedJob('mine', state.profiles[0]!.id);
    await interruptedJob('mine-by-url', `url:${server.url}`);
    await interruptedJob('elsewhere', 'url:http://127.0.0.1:9');
    const list = await cli(['jobs', '--profile', 'school']);
    expect(list.out.match(/\(id (\S+)\)/g)?.sort()).toEqual(['(id mine)', '(id mine-by-url)']);
    const resumed = await cli(['jobs', '--profile', 'school', '--resume'], { MDM_TOKEN: '' });
    expect(resumed.code, resumed.err + resumed.out).toBe(3);
    expect(await savedJob('mine')).toMatchObject({ phase: 'finished', reportFetched: true });
    expect(await savedJob('mine-by-url')).toMatchObject({ phase: 'finished', reportFetched: true });
    expect(await savedJob('elsewhere')).toMatchObject({ phase: 'running', error: null });
    expect((await cli(['jobs', '--profile', 'nobody'])).code).toBe(2);
  });
});

describe('mdm-admin jobs --resume', () => {
  it('watches an interrupted job to its end and fetches its report', async () => {
    const started = await interruptedJob('resume-me', `url:${server.url}`);
    await writeFile(join(home, 'jobs', 'broken.json'), '{');

    const run = await cli(['jobs', '--resume']);
    expect(run.code, run.err).toBe(3);
    expect(run.out).toContain(`Resuming r.csv (job ${started.uuid})`);
    expect(run.out).toContain('finished: 0 stored, 0 skipped, 1 failed of 1');
    expect(run.err).toContain('broken.json');
    const saved = JSON.parse(await readFile(join(home, 'jobs', 'resume-me.json'), 'utf8')) as JobRecord;
    expect(saved).toMatchObject({ phase: 'finished', reportFetched: true });
    const again = await cli(['jobs', '--resume']);
    expect(again.out).toContain('No unfinished import job to resume.');
  });
});
