import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { cliBuildOptions } from '../../../scripts/cli-build.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '../../../electron/core/index';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import { partBeingImported } from '../../../shared/models/job';
import type { JobPart, JobRecord } from '../../../shared/models/job';
import { pollUntil } from '../../helpers/poll';
import { tempDir } from '../../helpers/temp-dir';

// Issue 12's "Done when" for files past a server's limits: a 250,000-line file split at 100,000
// lines runs as three jobs and one report of 250,000 lines; the CLI process is killed with
// SIGKILL during the second job, and `jobs --resume` finishes with every line accounted for once.
const LINES = 250_000;

beforeAll(async () => {
  await build(cliBuildOptions('dist/cli'));
});

function start(
  args: string[],
  env: Record<string, string>,
): { child: ChildProcess; done: Promise<{ code: number | null; signal: string | null; out: string; err: string }> } {
  const child = spawn(process.execPath, ['bin/mdm-admin.js', ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const done = new Promise<{ code: number | null; signal: string | null; out: string; err: string }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, out, err })),
  );
  child.stdin!.end();
  return { child, done };
}

/** The parts of the data folder's job of several parts, as last saved (none before it is saved). */
async function parts(home: string): Promise<JobPart[]> {
  const dir = path.join(home, 'jobs');
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!name.endsWith('.json')) continue;
    const job = await readFile(path.join(dir, name), 'utf8').then(
      (text) => JSON.parse(text) as JobRecord,
      () => null,
    );
    if (job && job.parts.length > 1) return job.parts;
  }
  return [];
}

describe('a split import killed during its second job', () => {
  let server: DemoServer;
  let home: string;
  let work: string;
  beforeAll(async () => {
    // About 2.5 s a part: long enough to be killed in, short enough for a test.
    server = await startDemoServer({ devices: 1, jobRate: 40_000 });
    home = tempDir('mdm-split-home-');
    work = tempDir('mdm-split-work-');
    const out = createWriteStream(path.join(work, 'big.csv'));
    out.write('name,email,givenName,surName,password\n');
    for (let i = 0; i < LINES; i++) out.write(`u${i},u${i}@example.com,Given,Family${i},Pass-${i}!word\n`);
    await new Promise<void>((resolve) => out.end(resolve));
  });
  afterAll(async () => {
    await server.close();
  });

  it('runs as three jobs, resumes at the job it was in, and accounts for every line once', async () => {
    const env = { MDM_ADMIN_HOME: home, MDM_TOKEN: server.orgToken };
    const first = start(
      ['import-users', path.join(work, 'big.csv'), '--base-url', server.url, '--split-lines', '100000'],
      env,
    );
    // Killed once the second part's job runs on the server (its uuid saved), read from the
    // data folder at most 1,200 times (a minute); the import must not end before.
    let ended: unknown = null;
    void first.done.then((outcome) => (ended = outcome));
    await pollUntil(
      async () => {
        if (ended) throw new Error(`the import ended before its second part ran: ${JSON.stringify(ended)}`);
        return (await parts(home))[1]?.serverJobUuid;
      },
      (uuid) => Boolean(uuid),
      { times: 1_200, everyMs: 50 },
    );
    first.child.kill('SIGKILL');
    const stopped = await first.done;
    expect(stopped.signal).toBe('SIGKILL');
    expect(server.state.jobs.size).toBe(2);

    const resumed = await start(['jobs', '--resume'], env).done;
    expect(resumed.code, resumed.err + resumed.out).toBe(0);
    expect(resumed.out).toMatch(/big\.csv .* finished: 250000 stored, 0 skipped, 0 failed of 250000/);

    // Three jobs, three uploads: nothing was started or uploaded twice; every user stored once.
    expect(server.state.jobs.size).toBe(3);
    expect(server.state.files.size).toBe(3);
    expect(server.state.users.size).toBe(LINES + 3);
    const saved = await parts(home);
    expect(new Set(saved.map((p) => p.serverJobUuid)).size).toBe(3);
    expect(saved.map((p) => p.counts.total)).toEqual(expect.arrayContaining([100_000, 100_000, 50_000]));

    const core = createCore({ shell: 'cli', dataDir: home, environmentToken: server.orgToken, resumeJobs: false });
    try {
      const [whole] = await core.jobs.list();
      expect(whole!.parts.map((p) => [p.phase, p.records.to - p.records.from])).toEqual([
        ['finished', 100_000],
        ['finished', 100_000],
        ['finished', 50_000],
      ]);
      expect(partBeingImported(whole!)).toBe(3);
      const first = await core.jobs.report({ id: whole!.id, limit: 1, offset: 0 });
      expect(first.total).toBe(LINES);
      const file = await core.jobs.exportReport({ id: whole!.id });
      const lines = (await readFile(core.files.get(file.fileId)!.path, 'utf8')).trimEnd().split('\r\n').slice(1);
      const sourceLines = lines.map((l) => Number(l.slice(l.indexOf(',') + 1, l.indexOf(',', l.indexOf(',') + 1))));
      expect(sourceLines).toHaveLength(LINES);
      expect(new Set(sourceLines).size).toBe(LINES);
      expect(sourceLines.reduce((a, b) => Math.min(a, b))).toBe(2);
      expect(sourceLines.reduce((a, b) => Math.max(a, b))).toBe(LINES + 1);
    } finally {
      await core.dispose();
    }
  }, 180_000);
});
