// The offline CSV engine on a generated 1,000,000-row file (~95 MB, 8 columns, some quoted
// fields). Targets (issue 4): full validation <= 1.5 x a bare papaparse streaming parse of the
// same file, peak memory < 500 MB, first 100 rows and column matches < 200 ms.
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Papa from 'papaparse';
import { validateCsv } from '../../shared/users-csv/validate';

const ROWS = Number(process.env.CSV_BENCH_ROWS ?? 1_000_000);
/** Runs of each measurement, alternating bare and validate so that load changes hit both; medians are compared. */
const RUNS = Number(process.env.CSV_BENCH_RUNS ?? 5);
const dir = mkdtempSync(path.join(tmpdir(), 'csv-bench-'));
const file = path.join(dir, 'users.csv');
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

async function generate(): Promise<void> {
  const out = createWriteStream(file);
  const given = ['Anna', 'Jürgen', 'Sören', 'Marie', 'Luca', 'Zoë', 'Mehmet', 'Olga'];
  const sur = ['Müller', 'Schmidt', 'Öztürk', 'Bär', 'Nguyen', 'Kowalski', 'Weiß', 'Fischer'];
  out.write('name,email,givenName,surName,password,phone,position,country\n');
  let batch = '';
  for (let i = 0; i < ROWS; i++) {
    const g = given[i % 8]!,
      s = sur[(i >> 3) % 8]!;
    // Every tenth line has a quoted value with a separator and doubled quotes; ~100 bytes a line.
    const position = i % 10 === 0 ? '"Lehrer, Mathematik ""A"""' : 'Lehrkraft';
    batch += `user.${i}.${s.length},${g.toLowerCase()}.${i}@schule-bsp.de,${g},${s},Passw0rt-${i},+49301234${i % 100000},${position},DE\n`;
    if (batch.length > 1 << 20) {
      if (!out.write(batch)) await new Promise<void>((r) => out.once('drain', () => r()));
      batch = '';
    }
  }
  out.write(batch);
  await new Promise<void>((resolve) => out.end(resolve));
}

/** papaparse on its own: its Node-stream input, a chunk callback that touches nothing. */
function barePapaparse(): Promise<number> {
  return new Promise((resolve, reject) => {
    let rows = 0;
    Papa.parse(createReadStream(file, { highWaterMark: 64 * 1024 }) as unknown as File, {
      delimiter: ',',
      newline: '\n',
      chunk: (results: Papa.ParseResult<string[]>) => {
        rows += results.data.length;
      },
      complete: () => resolve(rows),
      error: reject,
    });
  });
}

async function main() {
  await generate();
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
  console.log(
    `file: ${ROWS.toLocaleString('en')} rows, 8 columns, every 10th with a quoted value, ${mb(statSync(file).size)} (${(statSync(file).size / 1e6).toFixed(0)} million bytes)`,
  );

  const bareRuns: number[] = [],
    validateRuns: number[] = [];
  let bareRows = 0;
  let result: Awaited<ReturnType<typeof validateCsv>> | undefined;
  let peakRss = 0,
    peakHeap = 0,
    rssBefore = 0;
  let previewMs = NaN;
  for (let run = 0; run < RUNS; run++) {
    gc();
    let start = performance.now();
    bareRows = await barePapaparse();
    bareRuns.push(performance.now() - start);

    gc();
    const before = process.memoryUsage();
    rssBefore = Math.max(rssBefore, before.rss);
    const sample = () => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    };
    const timer = setInterval(sample, 20);
    start = performance.now();
    // As the CLI's validate calls it: no onRecord (which would make it look duplicates up
    // while streaming). Memory is sampled by the timer (it runs between the file's reads)
    // and once after the end (the duplicate pass runs in end()).
    result = await validateCsv(createReadStream(file, { highWaterMark: 64 * 1024 }), {
      onPreview: (p) => {
        previewMs = Math.max(Number.isNaN(previewMs) ? 0 : previewMs, performance.now() - start);
        if (p.rows.length < 100 || p.matches.some((m) => !m.target)) throw new Error('incomplete preview');
      },
    });
    validateRuns.push(performance.now() - start);
    clearInterval(timer);
    sample();
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
  const bareMs = median(bareRuns),
    validateMs = median(validateRuns);
  const runs = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(', ');
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${availableParallelism()} cores; median of ${RUNS} alternating runs`,
  );
  console.log(`  bare runs: ${runs(bareRuns)} ms; validate runs: ${runs(validateRuns)} ms`);
  const ratio = validateMs / bareMs;
  const verdict = (ok: boolean) => (ok ? 'OK' : 'OVER TARGET');
  console.log(`bare papaparse streaming parse: ${bareMs.toFixed(0)} ms (${bareRows.toLocaleString('en')} rows)`);
  console.log(
    `full validate (decode, parse, match, rules, duplicates): ${validateMs.toFixed(0)} ms (${result!.records.toLocaleString('en')} records, ${result!.errors} errors, ${result!.warnings} warnings)`,
  );
  console.log(`ratio validate / bare: ${ratio.toFixed(2)}  ${verdict(ratio <= 1.5)} (target <= 1.5)`);
  console.log(
    `peak RSS ${mb(peakRss)}, peak heapUsed ${mb(peakHeap)} (RSS before ${mb(rssBefore)})  ${verdict(peakRss < 500 * 1024 * 1024)} (target < 500 MB)`,
  );
  console.log(
    `first 100 rows + column matches (slowest run): ${previewMs.toFixed(1)} ms  ${verdict(previewMs < 200)} (target < 200 ms)`,
  );
  rmSync(dir, { recursive: true, force: true });
}

await main();
