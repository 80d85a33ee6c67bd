// Peak memory of the CLI's commands that talk to a server, at sizes a large organization has
// (issue 15 item 3): `import-users` of a 1 GB file against the demo server with its upload
// limit raised (target: under 500 MB), and `devices --all` of 1,000,000 devices as CSV and as
// JSON (target: under 200 MB, whatever the count: the pages stream to standard output). The
// CLI runs as users run it (bin/mdm-admin.js and its bundle) in a child process whose own peak
// RSS (`process.resourceUsage().maxRSS`, written at exit by a preload) is the figure; the demo
// server runs in a process of its own. `CLI_MEMORY_BYTES` and `CLI_MEMORY_DEVICES` shrink it.
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const BYTES = Number(process.env.CLI_MEMORY_BYTES ?? 1e9);
const DEVICES = Number(process.env.CLI_MEMORY_DEVICES ?? 1_000_000);
const root = path.resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'cli-memory-'));
const bin = path.join(root, 'bin/mdm-admin.js');

/** ~1 KB a line (a long free-text position): 1 GB is a million users, as many as the demo server holds well. */
async function generate(file: string): Promise<number> {
  const out = createWriteStream(file);
  const note = 'Fachbereich Naturwissenschaften, Klassenleitung und Vertretung '.repeat(14);
  let batch = 'name,email,givenName,surName,password,phone,position,country\n';
  let written = 0;
  let i = 0;
  while (written < BYTES) {
    batch += `big.user.${i},big.${i}@schule-bsp.de,Given${i},Sur${i},Passw0rt-${i},+4930${i},"${note}${i}",DE\n`;
    i++;
    if (batch.length > 1 << 20) {
      written += Buffer.byteLength(batch);
      if (!out.write(batch)) await new Promise<void>((r) => out.once('drain', () => r()));
      batch = '';
    }
  }
  out.write(batch);
  await new Promise<void>((resolve) => out.end(resolve));
  return i;
}

/** Starts the demo server in its own process; its URL and the organization administrator's token. */
async function demoServer(args: string[]): Promise<{ url: string; token: string; process: ChildProcess }> {
  const child = spawn(process.execPath, [bin, 'demo-server', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  let text = '';
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`the demo server ended with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      // Whole lines only: a chunk may end inside the URL or the token.
      const url = /listening on (\S+)\r?\n/.exec(text)?.[1];
      const token = /organization administrator token: (\S+)\r?\n/.exec(text)?.[1];
      if (url && token) resolve({ url, token, process: child });
    });
  });
}

/** Runs the CLI with its output to a file (or nowhere); its exit code, peak RSS in MB and wall time. */
function run(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; ms: number; peakMb: number }> {
  const report = path.join(dir, 'max-rss.txt');
  const preload = path.join(dir, 'max-rss.cjs');
  writeFileSync(
    preload,
    `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(report)}, String(process.resourceUsage().maxRSS)));\n`,
  );
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--require', preload, bin, ...args], {
      env: { ...process.env, MDM_ADMIN_HOME: path.join(dir, 'home'), ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      resolve({ code, ms: performance.now() - start, peakMb: Number(readFileSync(report, 'utf8')) / 1024 }),
    );
  });
}

function line(name: string, r: { code: number | null; ms: number; peakMb: number }, targetMb: number): void {
  const verdict = r.peakMb < targetMb ? 'OK' : 'OVER TARGET';
  console.log(
    `${name}: peak RSS ${r.peakMb.toFixed(0)} MB  ${verdict} (target < ${targetMb} MB), ${(r.ms / 1000).toFixed(1)} s, exit ${r.code}`,
  );
}

async function main(): Promise<void> {
  execFileSync(process.execPath, ['scripts/build-node.mjs'], { cwd: root, stdio: 'inherit' });
  const file = path.join(dir, 'users.csv');
  const rows = await generate(file);
  console.log(`file: ${(statSync(file).size / 1e6).toFixed(0)} MB, ${rows.toLocaleString('en')} users`);
  const importing = await demoServer([
    '--job-rate',
    '0',
    '--max-upload-bytes',
    String(2 * BYTES + 1e8),
    '--devices',
    '1',
  ]);
  try {
    const r = await run(['import-users', file, '--base-url', importing.url, '--json'], { MDM_TOKEN: importing.token });
    line('import-users of the file', r, 500);
  } finally {
    importing.process.kill();
  }
  rmSync(file, { force: true });

  const listing = await demoServer(['--devices', String(DEVICES)]);
  try {
    console.log(`demo server with ${DEVICES.toLocaleString('en')} devices`);
    for (const format of ['csv', 'json']) {
      const r = await run(['devices', '--base-url', listing.url, '--all', '--format', format], {
        MDM_TOKEN: listing.token,
      });
      line(`devices --all --format ${format}`, r, 200);
    }
  } finally {
    listing.process.kill();
  }
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

try {
  await main();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
