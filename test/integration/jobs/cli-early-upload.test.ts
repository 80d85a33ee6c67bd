import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../../electron/cli/run-cli';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import { memoryIo } from '../../unit/electron/cli/memory-io';

// import-users sends its upload while it checks and stages the file (jobs/run/early-upload.ts):
// a file a line refuses is cut off before its end (the server holds no file of it, and no job
// is started), and a file that is imported reaches the server byte for byte as the upload a
// job sends itself (a job split into parts never uses the early upload).

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
  home = await mkdtemp(join(tmpdir(), 'mdm-early-home-'));
  work = await mkdtemp(join(tmpdir(), 'mdm-early-work-'));
});
afterEach(async () => {
  await rm(home, { recursive: true, force: true });
  await rm(work, { recursive: true, force: true });
});

async function cli(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo({ MDM_ADMIN_HOME: home, MDM_TOKEN: server.orgToken }, work);
  const code = await runCli(args, io);
  return { code, out: io.out(), err: io.err() };
}

/**
 * A file of `count` new users (about 60 bytes a line), named after the file so that no file's
 * users look like another's (that would ask for --lookalikes); `bad` lines get an e-mail no
 * check lets through.
 */
async function usersFile(name: string, count: number, bad: (i: number) => boolean = () => false): Promise<string> {
  const lines = ['Login,E-Mail,First name,Last name,Password'];
  for (let i = 0; i < count; i++)
    lines.push(
      `${name}-${i},${bad(i) ? 'not-an-email' : `${name}-${i}@example.com`},Given,${name}-Family${i},Pass-${i}!word`,
    );
  const path = join(work, `${name}.csv`);
  await writeFile(path, `${lines.join('\n')}\n`);
  return path;
}

describe('import-users uploading while it checks', () => {
  it('starts no job for a file a line refuses, however far its upload had gone', async () => {
    // The refusing line is the last of 40,000 (2.4 MB): most of the upload is on its way by then.
    const file = await usersFile('refused', 40_000, (i) => i === 39_999);
    const files = server.state.files.size;
    const jobs = server.state.jobs.size;
    const run = await cli(['import-users', file, '--base-url', server.url]);
    expect(run.code, run.err).toBe(1);
    expect(run.out).toContain('nothing was uploaded');
    expect(run.out).toMatch(/line 40001, column "E-Mail"/);
    // The body was cut before its end: the server holds no file of it, and started nothing.
    expect(server.state.files.size).toBe(files);
    expect(server.state.jobs.size).toBe(jobs);
  });

  it('sends the same bytes as the upload the job sends itself, and starts one job with them', async () => {
    const early = await usersFile('early', 20_000);
    const jobs = server.state.jobs.size;
    const before = new Set(server.state.files.keys());
    const run = await cli(['import-users', early, '--base-url', server.url]);
    expect(run.code, run.err).toBe(0);
    expect(run.out).toContain('20000 stored, 0 skipped, 0 failed of 20000');
    expect(server.state.jobs.size).toBe(jobs + 1);
    const sent = [...server.state.files.values()].filter((f) => !before.has(f.uuid));
    expect(sent).toHaveLength(1);

    // The same lines under other logins, sent by the job itself (a split into one part uploads
    // its staged file at the start, as every job did before): the same bytes but for the logins.
    const late = join(work, 'late.csv');
    await writeFile(late, (await readFile(early, 'utf8')).replaceAll('early-', 'later'));
    const known = new Set(server.state.files.keys());
    const second = await cli(['import-users', late, '--base-url', server.url, '--split-lines', '1000000']);
    expect(second.code, second.err).toBe(0);
    const resent = [...server.state.files.values()].filter((f) => !known.has(f.uuid));
    expect(resent).toHaveLength(1);
    const [a, b] = await Promise.all([readFile(sent[0]!.path, 'utf8'), readFile(resent[0]!.path, 'utf8')]);
    expect(a.length).toBeGreaterThan(1_000_000);
    expect(a.replaceAll('early-', 'later')).toBe(b);
    expect(sent[0]!.name).toBe('early.csv');
    // The first went while staged (chunked: its length was not known yet), the second after.
    expect(sent[0]!.chunked).toBe(true);
    expect(resent[0]!.chunked).toBe(false);
  });

  it('uploads the staged file itself when the upload sent while staging failed', async () => {
    const file = await usersFile('fallback', 5_000);
    const before = new Set(server.state.files.keys());
    server.faults.set('uploadUsersCsv', { kind: 'status', status: 503 }, { times: 1 });
    try {
      const run = await cli(['import-users', file, '--base-url', server.url]);
      expect(run.code, run.err).toBe(0);
      expect(run.out).toContain('5000 stored, 0 skipped, 0 failed of 5000');
    } finally {
      server.faults.clear();
    }
    const sent = [...server.state.files.values()].filter((f) => !before.has(f.uuid));
    expect(sent.map((f) => f.chunked)).toEqual([false]);
  });
});
