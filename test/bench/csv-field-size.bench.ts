// The CSV engine on one huge quoted value (issue 15: a 4 MB value full of doubled quotes took
// 13 s and 570 MB, 8 MB 49 s and 988 MB). Target: linear in the size of the value, so each
// size step of x4 costs about x4 in time and adds memory in proportion to the value.
// Each size runs in a child process of its own, so that its peak RSS is its own.
import { spawnSync } from 'node:child_process';
import { closeSync, createReadStream, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { validateCsv } from '../../shared/users-csv/validate';

const SIZES_MB = [1, 4, 16];
const RUNS = 3;
const KINDS = {
  'doubled quotes': '""',
  'text with separators and line breaks': 'Lehrer, Mathematik\r\nA; B|C\t',
} as const;
type Kind = keyof typeof KINDS;

interface Figures {
  ms: number;
  peakRssMb: number;
  baseRssMb: number;
}

/** Writes a file whose second line holds one quoted value of `mb` MiB made of `unit`, in 1 MiB writes. */
function writeFile(file: string, unit: string, mb: number): void {
  const block = unit.repeat(Math.ceil((1024 * 1024) / unit.length));
  const fd = openSync(file, 'w');
  writeSync(fd, 'name,email,position\nanna,anna@example.com,"');
  for (let i = 0; i < mb; i++) writeSync(fd, block);
  writeSync(fd, '"\nbob,bob@example.com,Lehrer\n');
  closeSync(fd);
}

/** Child: validates the file RUNS times; prints its figures as JSON. */
async function child(file: string, expected: number): Promise<void> {
  const baseRss = process.memoryUsage().rss;
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    let length = -1;
    const result = await validateCsv(createReadStream(file, { highWaterMark: 64 * 1024 }), {
      onRecord: (fields, line) => {
        if (line === 2) length = fields[2]!.length;
      },
    });
    times.push(performance.now() - start);
    if (result.records !== 2 || length !== expected || result.stopped)
      throw new Error(
        `wrong result: ${result.records} records, value of ${length} characters, stopped ${result.stopped}`,
      );
  }
  const figures: Figures = {
    ms: [...times].sort((a, b) => a - b)[RUNS >> 1]!,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    baseRssMb: baseRss / 1024 / 1024,
  };
  process.stdout.write(JSON.stringify(figures) + '\n');
}

function measure(dir: string, kind: Kind, mb: number): Figures {
  const file = path.join(dir, 'users.csv');
  const unit = KINDS[kind];
  writeFile(file, unit, mb);
  const expected = (unit === '""' ? 1 : unit.length) * Math.ceil((1024 * 1024) / unit.length) * mb;
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', file, String(expected)],
    { encoding: 'utf8' },
  );
  rmSync(file, { force: true });
  if (run.status !== 0) throw new Error(`the ${mb} MiB child failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as Figures;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args[0] === '--child') return child(args[1]!, Number(args[2]));
  const dir = mkdtempSync(path.join(tmpdir(), 'csv-field-'));
  try {
    report(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function report(dir: string): void {
  console.log(
    `one quoted value of 1, 4 and 16 MiB on line 2, read from a file in 64 KiB chunks by validateCsv; median of ${RUNS} runs per size, each size in its own process (the file is written by the parent)`,
  );
  let worst = 0;
  for (const kind of Object.keys(KINDS) as Kind[]) {
    console.log(`\n${kind}:`);
    let previous: { mb: number; figures: Figures } | undefined;
    for (const mb of SIZES_MB) {
      const figures = measure(dir, kind, mb);
      const step = previous
        ? `; x${mb / previous.mb} size: time x${(figures.ms / previous.figures.ms).toFixed(1)}, peak RSS +${(figures.peakRssMb - previous.figures.peakRssMb).toFixed(0)} MB`
        : '';
      if (previous) worst = Math.max(worst, figures.ms / previous.figures.ms / (mb / previous.mb));
      console.log(
        `  ${String(mb).padStart(2)} MiB: ${figures.ms.toFixed(0).padStart(5)} ms, peak RSS ${figures.peakRssMb.toFixed(0)} MB (${(figures.peakRssMb - figures.baseRssMb).toFixed(0)} MB above the process before reading)${step}`,
      );
      previous = { mb, figures };
    }
  }
  console.log(
    `\nload average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  // Linear: time grows with the size (x4 size, about x4 time); quadratic would be x16.
  console.log(
    `worst time growth per size step, relative to the size growth: ${worst.toFixed(2)}  ${worst < 2 ? 'OK' : 'OVER TARGET'} (target < 2: linear; quadratic gives ~4)`,
  );
}

await main();
