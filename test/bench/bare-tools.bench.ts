// At the speed of the bare tools: each of the CLI's heavy paths beside the bare tool that does
// the same work, in one run, each as a ratio with its spread (see docs/perf/bare-tools.md).
//   validate of 1,000,000 rows  beside papaparse's stream (header: true) and uDSV
//   start-up: validate of a 3-line file  beside  node -e 0
//   the dry run (with the comparison) of 100,000 lines against 100,000 users  beside reading
//     every user with a minimal client in pages of the CLI's size (500), and with curl: a
//     process per page (a shell loop) and one process for all pages (the server's own pace)
//   import-users of 200,000 lines  beside the raw protocol (upload, start, poll) by a minimal
//     client, and with curl
// Every contender is a process of its own (the CLI as users run it: bin/mdm-admin.js), run
// alternately with its bare tool, so that the load of a shared machine hits both; a ratio is
// of the medians, its spread the lowest and highest ratio of one round. Peak RSS is each
// process's own maxRSS. BARE_ROUNDS, BARE_ROWS, BARE_LINES, BARE_IMPORT and BARE_ONLY
// (validate, start-up, dry-run, import) change what runs.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import type { ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { benchLine, benchUsers, COLUMNS } from './yearly-compare/bench-data';

const ROUNDS = Number(process.env.BARE_ROUNDS ?? 5);
const ROWS = Number(process.env.BARE_ROWS ?? 1_000_000);
const LINES = Number(process.env.BARE_LINES ?? 100_000);
const IMPORT = Number(process.env.BARE_IMPORT ?? 200_000);
const ONLY = process.env.BARE_ONLY?.split(',');
const root = path.resolve(import.meta.dirname, '../..');
const bin = path.join(root, 'bin/mdm-admin.js');
const tools = path.join(root, 'test/bench/bare-tools');
const dir = mkdtempSync(path.join(tmpdir(), 'bare-tools-'));
const wanted = (name: string) => !ONLY || ONLY.includes(name);

interface Run {
  ms: number;
  rssMb: number;
  code: number | null;
}

/**
 * One Node process, timed from spawn to exit, its output dropped (or to stderr when it fails:
 * the CLI's exit codes 1 and 3, offline errors and lines that failed, are outcomes, not failures).
 */
function run(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return timed(process.execPath, ['--require', path.join(tools, 'max-rss.cjs'), ...args], env, [0, 1, 3]);
}

/** A shell script of the bare tools (curl), timed the same way; no peak RSS (it is many processes). */
function runScript(script: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return timed('/bin/sh', [path.join(tools, script), ...args], env, [0], false);
}

function timed(command: string, args: string[], env: Record<string, string>, fine: number[], rss = true): Promise<Run> {
  const report = path.join(dir, `rss-${process.hrtime.bigint()}.txt`);
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, MDM_ADMIN_HOME: path.join(dir, 'home'), ...env, MDM_BENCH_RSS: report },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const ms = performance.now() - start;
      if (!fine.includes(code ?? -1)) process.stderr.write(`${args.join(' ')}: exit ${code}\n${stderr}`);
      let rssMb = NaN;
      try {
        if (rss) rssMb = Number(readFileSync(report, 'utf8')) / 1024;
      } catch {
        // a process that died before its exit handler
      }
      resolve({ ms, rssMb, code });
    });
  });
}

/** Whether curl is on this machine (the bare tools the issue names; their lines are left out without it). */
const hasCurl = (() => {
  try {
    execFileSync('curl', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const fmtMs = (ms: number) => (ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);

/** Runs the contenders alternately, `rounds` times; prints medians, ratios to the first bare tool and their spread. */
async function compare(
  title: string,
  ours: { name: string; run: () => Promise<Run> },
  bare: { name: string; run: () => Promise<Run> }[],
  rounds: number,
  target: string,
): Promise<void> {
  const all = [ours, ...bare];
  const runs: Run[][] = all.map(() => []);
  for (let round = 0; round < rounds; round++)
    for (const [i, contender] of all.entries()) runs[i]!.push(await contender.run());
  console.log(`\n${title}  (${rounds} rounds, load average ${loadavg()[0]!.toFixed(2)})`);
  const ourMs = runs[0]!.map((r) => r.ms);
  for (const [i, contender] of all.entries()) {
    const ms = runs[i]!.map((r) => r.ms);
    const rss = median(runs[i]!.map((r) => r.rssMb));
    let ratio = '';
    if (i > 0) {
      const perRound = ourMs.map((m, k) => m / ms[k]!);
      const more = Number.isNaN(rss) ? '' : `, RSS ${(median(runs[0]!.map((r) => r.rssMb)) - rss).toFixed(0)} MB more`;
      const gap = median(ourMs) - median(ms);
      ratio = `  ${ours.name} / this: ${(median(ourMs) / median(ms)).toFixed(2)}x (rounds ${Math.min(...perRound).toFixed(2)}-${Math.max(...perRound).toFixed(2)}), ${gap >= 0 ? '+' : ''}${gap.toFixed(0)} ms${more}`;
    }
    const peak = Number.isNaN(rss) ? '' : `, peak RSS ${rss.toFixed(0)} MB`;
    console.log(
      `  ${contender.name.padEnd(34)} ${fmtMs(median(ms)).padStart(8)} (${fmtMs(Math.min(...ms))}-${fmtMs(Math.max(...ms))})${peak}${ratio}`,
    );
  }
  console.log(`  target: ${target}`);
}

async function writeLines(file: string, header: string, count: number, line: (i: number) => string): Promise<void> {
  const out = createWriteStream(file);
  let batch = `${header}\n`;
  for (let i = 0; i < count; i++) {
    batch += `${line(i)}\n`;
    if (batch.length > 1 << 20) {
      if (!out.write(batch)) await new Promise<void>((r) => out.once('drain', () => r()));
      batch = '';
    }
  }
  out.write(batch);
  await new Promise<void>((resolve) => out.end(resolve));
}

/**
 * The demo server in a process of its own (the CLI's command); its URL and token. Its
 * standard error is shown only when it ends by itself or fails: each stop the bench asks for
 * would otherwise print "demo server stopped" among the figures.
 */
async function demoServer(args: string[]): Promise<{ url: string; token: string; process: ChildProcess }> {
  const child = spawn(process.execPath, [bin, 'demo-server', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  child.on('exit', (code, signal) => {
    if (code !== 0 || signal !== null) process.stderr.write(`demo server: exit ${code ?? signal}\n${errors}`);
  });
  let text = '';
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`the demo server ended with ${code}: ${errors}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      // Whole lines only: a chunk may end inside the URL or the token.
      const url = /listening on (\S+)\r?\n/.exec(text)?.[1];
      const token = /organization administrator token: (\S+)\r?\n/.exec(text)?.[1];
      if (url && token) resolve({ url, token, process: child });
    });
  });
}

async function validateBench(): Promise<void> {
  const file = path.join(dir, 'validate.csv');
  const given = ['Anna', 'Jürgen', 'Sören', 'Marie', 'Luca', 'Zoë', 'Mehmet', 'Olga'];
  const sur = ['Müller', 'Schmidt', 'Öztürk', 'Bär', 'Nguyen', 'Kowalski', 'Weiß', 'Fischer'];
  // 5 columns, ~77 bytes a line; one line in 125 repeats an earlier name (every other one its e-mail too).
  await writeLines(file, 'name,email,givenName,surName,password', ROWS, (i) => {
    const j = i % 125 === 124 ? (i * 7919) % i : i;
    const g = given[j % 8]!,
      s = sur[(j >> 3) % 8]!;
    const email = i % 250 === 124 ? `${g.toUpperCase()}.${j}@Schule-bsp.de` : `${g.toLowerCase()}.${i}@schule-bsp.de`;
    return `${g} ${s} ${j},${email},${g},${s},Passw0rt-${i}`;
  });
  const size = statSync(file).size;
  await compare(
    `validate of ${ROWS.toLocaleString('en')} rows, 5 columns, ${(size / 1e6).toFixed(0)} MB`,
    { name: 'mdm-admin validate', run: () => run([bin, 'validate', file]) },
    [
      { name: 'papaparse stream, header: true', run: () => run([path.join(tools, 'papaparse-stream.mjs'), file]) },
      { name: 'uDSV (incremental, string arrays)', run: () => run([path.join(tools, 'udsv-stream.mjs'), file]) },
    ],
    ROUNDS,
    'validate <= 1.1x papaparse, peak RSS <= papaparse + 50 MB',
  );
  rmSync(file, { force: true });
}

async function startUpBench(): Promise<void> {
  const file = path.join(dir, 'tiny.csv');
  writeFileSync(file, 'name,email\nAda Lovelace,ada@example.org\nAlan Turing,alan@example.org\n');
  await compare(
    'start-up: validate of a 3-line file',
    { name: 'mdm-admin validate tiny.csv', run: () => run([bin, 'validate', file]) },
    [{ name: 'node -e 0', run: () => run(['-e', '0']) }],
    Math.max(ROUNDS, 10),
    'validate within 100 ms of node -e 0',
  );
}

async function dryRunBench(): Promise<void> {
  const usersFile = path.join(dir, 'server-users.csv');
  const users = benchUsers(LINES);
  await writeLines(usersFile, 'name,email,givenName,surName,position', users.length, (i) => {
    const u = users[i]!;
    return [u.name, u.email, u.givenName, u.surName, u.position ?? ''].join(',');
  });
  const file = path.join(dir, 'yearly.csv');
  await writeLines(file, COLUMNS.join(','), LINES, (i) => benchLine(i).join(','));
  const server = await demoServer(['--users', usersFile, '--devices', '1', '--job-rate', '0']);
  const notInFile = path.join(dir, 'not-in-file.csv');
  try {
    const env = { MDM_TOKEN: server.token };
    await compare(
      `dry run with the comparison: ${LINES.toLocaleString('en')} lines against ${LINES.toLocaleString('en')} users`,
      {
        name: 'import-users --dry-run --not-in-file',
        run: () => {
          rmSync(notInFile, { force: true });
          return run(
            [bin, 'import-users', file, '--base-url', server.url, '--dry-run', '--not-in-file', notInFile],
            env,
          );
        },
      },
      [
        {
          name: 'read every user, pages of 500',
          run: () => run([path.join(tools, 'read-users.mjs'), server.url, '500'], env),
        },
        ...(hasCurl
          ? [
              {
                name: 'curl per page of 500 (shell loop)',
                run: () => runScript('read-users-curl.sh', [server.url, '500'], env),
              },
              {
                name: 'curl, one process, pages of 500',
                run: () => runScript('read-users-curl-one.sh', [server.url, '500'], env),
              },
            ]
          : []),
      ],
      ROUNDS,
      'the dry run within 1.5x of the bare user read (read every user, pages of 500)',
    );
  } finally {
    server.process.kill();
  }
}

async function importBench(): Promise<void> {
  const file = path.join(dir, 'import.csv');
  await writeLines(file, 'name,email,givenName,surName,password', IMPORT, (i) =>
    [`imp-${i}`, `imp-${i}@schule-bsp.de`, `Given${i}`, `Sur${i}`, `Passw0rt-${i}x`].join(','),
  );
  // Each run imports into a demo server of its own, started before the clock runs: every line
  // is a new user (all SUCCESS: the CLI reads no report, as the raw protocol does not), and no
  // run meets a store its predecessors grew.
  const onFreshServer = async (start: (url: string, env: Record<string, string>) => Promise<Run>): Promise<Run> => {
    const server = await demoServer(['--devices', '1', '--job-rate', '0', '--max-upload-bytes', String(1e9)]);
    try {
      return await start(server.url, { MDM_TOKEN: server.token });
    } finally {
      server.process.kill();
      await once(server.process, 'exit');
    }
  };
  await compare(
    `import of ${IMPORT.toLocaleString('en')} new users (${(statSync(file).size / 1e6).toFixed(0)} MB)`,
    {
      name: 'import-users',
      run: () => onFreshServer((url, env) => run([bin, 'import-users', file, '--base-url', url], env)),
    },
    [
      {
        name: 'raw protocol (upload, start, poll)',
        run: () => onFreshServer((url, env) => run([path.join(tools, 'raw-import.mjs'), url, file], env)),
      },
      ...(hasCurl
        ? [
            {
              name: 'raw protocol with curl (shell)',
              run: () => onFreshServer((url, env) => runScript('raw-import-curl.sh', [url, file], env)),
            },
          ]
        : []),
    ],
    ROUNDS,
    'import-users within 1.15x of the raw protocol (upload, start, poll)',
  );
}

async function main(): Promise<void> {
  execFileSync(process.execPath, ['scripts/build-node.mjs'], { cwd: root, stdio: 'inherit' });
  console.log(
    `machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  if (wanted('start-up')) await startUpBench();
  if (wanted('validate')) await validateBench();
  if (wanted('dry-run')) await dryRunBench();
  if (wanted('import')) await importBench();
}

try {
  await main();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
