// Peak memory of `mdm-admin validate` and `convert` on a 1 GB file (issue 15: validate peaked
// at 549 MB, convert at 1.35 GB). Target: under 500 MB peak RSS each. The CLI runs as users
// run it (the bundle `npm install` builds, started by bin/mdm-admin.js) in a child process
// whose own peak RSS (`process.resourceUsage().maxRSS`, reported at exit by a preload) is
// the figure. The files are generated into a temporary folder and deleted afterwards.
import { execFileSync, spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const BYTES = Number(process.env.CSV_MEMORY_BYTES ?? 1e9);
const TARGET_MB = 500;
const root = path.resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'csv-memory-'));

/** ~100 bytes a line as in csv-engine.bench.ts; `badEvery`: an invalid e-mail address (a stored finding quoting it) every n lines. */
async function generate(file: string, badEvery: number): Promise<number> {
  const out = createWriteStream(file);
  const given = ['Anna', 'Jürgen', 'Sören', 'Marie', 'Luca', 'Zoë', 'Mehmet', 'Olga'];
  const sur = ['Müller', 'Schmidt', 'Öztürk', 'Bär', 'Nguyen', 'Kowalski', 'Weiß', 'Fischer'];
  let batch = 'name,email,givenName,surName,password,phone,position,country\n';
  let written = 0,
    i = 0;
  while (written < BYTES) {
    const g = given[i % 8]!,
      s = sur[(i >> 3) % 8]!;
    const at = badEvery > 0 && i % badEvery === 0 ? '(at)' : '@';
    const position = i % 10 === 0 ? '"Lehrer, Mathematik ""A"""' : 'Lehrkraft';
    batch += `user.${i}.${s.length},${g.toLowerCase()}.${i}${at}schule-bsp.de,${g},${s},Passw0rt-${i},+49301234${i % 100000},${position},DE\n`;
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

/** Runs the CLI; its peak RSS in MB and the wall time. */
function run(args: string[]): { code: number | null; ms: number; peakMb: number; stdout: string } {
  const report = path.join(dir, 'max-rss.txt');
  const preload = path.join(dir, 'max-rss.cjs');
  writeFileSync(
    preload,
    `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(report)}, String(process.resourceUsage().maxRSS)));\n`,
  );
  const start = performance.now();
  const child = spawnSync(process.execPath, ['--require', preload, path.join(root, 'bin/mdm-admin.js'), ...args], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const ms = performance.now() - start;
  if (child.error) throw child.error;
  const peakMb = Number(readFileSync(report, 'utf8')) / 1024;
  return { code: child.status, ms, peakMb, stdout: child.stdout };
}

async function main(): Promise<void> {
  // The bundle users run (as `npm install` builds it).
  execFileSync(process.execPath, ['scripts/build-node.mjs'], { cwd: root, stdio: 'inherit' });
  const clean = path.join(dir, 'users.csv');
  const faulty = path.join(dir, 'faulty.csv');
  const upload = path.join(dir, 'upload.csv');
  const cleanRows = await generate(clean, 0);
  const faultyRows = await generate(faulty, 97);
  const mb = (file: string) => (statSync(file).size / 1e6).toFixed(0);
  console.log(
    `files: ${mb(clean)} MB, ${cleanRows.toLocaleString('en')} records, no errors; ${mb(faulty)} MB, ${faultyRows.toLocaleString('en')} records, an invalid e-mail every 97 lines (100,000 stored findings quoting values from all over the file)`,
  );
  const cases: Array<[string, string[]]> = [
    ['validate', ['validate', clean]],
    ['validate --format json, 100,000 findings', ['validate', faulty, '--format', 'json']],
    ['convert', ['convert', clean, '--out', upload]],
    ['convert --valid-only (two passes)', ['convert', faulty, '--out', upload, '--valid-only']],
  ];
  let worst = 0;
  for (const [name, args] of cases) {
    const r = run(args);
    rmSync(upload, { force: true });
    rmSync(`${upload}.lines.json`, { force: true });
    worst = Math.max(worst, r.peakMb);
    const verdict = r.peakMb < TARGET_MB ? 'OK' : 'OVER TARGET';
    console.log(
      `${name}: peak RSS ${r.peakMb.toFixed(0)} MB  ${verdict} (target < ${TARGET_MB} MB), ${(r.ms / 1000).toFixed(1)} s, exit ${r.code}`,
    );
  }
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; highest peak ${worst.toFixed(0)} MB`,
  );
}

try {
  await main();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
