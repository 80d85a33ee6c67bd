// The yearly comparison at scale, against the house targets: the dry run of a file of 100,000
// lines compared with 100,000 server users (changed fields, look-alikes, the users the file
// does not name) keeps core's process under 500 MB and never blocks its loop for 50 ms or more.
//
// The harness of dry-run.bench.ts: core in the web shell in a process of its own (its
// core-process.ts watches its own loop and memory), the demo server holding the users in
// another (yearly-compare/demo-process.ts), and this one playing the renderer over the
// WebSocket: it stages the file through `uploads.*`, asks `dryRun.run` with `compare`, and
// checks every count against what the data gives (yearly-compare/bench-data.ts).
// BENCH_LINES=10000 runs a smaller size.
import { once } from 'node:events';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { countComparison, unpackComparison } from '../../shared/models/dry-run-comparison';
import type { ComparisonCounts } from '../../shared/models/dry-run-comparison';
import { RowStore } from '../../shared/users-csv/row-store';
import { bundleCoreProcess, child, next, ok } from './core-responsiveness/core-harness';
import { openBenchSession, stageBenchFile } from './core-responsiveness/bench-session';
import type { CoreStats, FromDemo } from './core-responsiveness/protocol';
import { benchLine, COLUMNS, expectedComparison, expectedNotInFile } from './yearly-compare/bench-data';

const LINES = process.env.BENCH_LINES ? Number(process.env.BENCH_LINES) : 100_000;
const BLOCK_TARGET_MS = 50;
const MEMORY_TARGET_MB = 500;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const ownBlock = (stats: CoreStats) => stats.longestCpuBlockMs ?? stats.maxBlockMs;
const verdict = (ok: boolean, target: string) => (ok ? 'OK' : `OVER TARGET (${target})`);
const showCounts = (c: ComparisonCounts) =>
  `${c.new} new, ${c.looksLike} looking like someone, ${c.changed} changed, ${c.unchanged} unchanged`;

async function bench(lines: number, coreScript: URL, demo: FromDemo): Promise<boolean> {
  const { mdm, mark, read, close } = await openBenchSession(coreScript, demo, 'yearly-compare');
  try {
    const rows = new RowStore();
    for (let i = 0; i < lines; i++) rows.push(benchLine(i), i + 2);
    const { uploadId } = await stageBenchFile(mdm, rows, COLUMNS, 'yearly.csv');

    await mark();
    const at = performance.now();
    const result = await ok(mdm.dryRun.run({ uploadId, separator: 'COMMA', compare: { notInFile: true } }));
    const took = performance.now() - at;
    const stats = await read();
    if (!result.comparison) throw new Error('The dry run answered no comparison.');
    // Unpacked as the window does: its parse is the window's work, not core's.
    const comparison = unpackComparison(result.comparison);
    const counts = countComparison(comparison.kinds);
    console.log(
      `\n${lines.toLocaleString('en')} lines compared with ${comparison.serverUsers.toLocaleString('en')} server users in ${seconds(took)}:` +
        ` ${comparison.reads.toLocaleString('en')} reads of every user, ${result.lookups.toLocaleString('en')} lookups; ${showCounts(counts)}; ${comparison.notInFile?.count.toLocaleString('en')} not in the file`,
    );
    console.log(
      `  core's process: longest event-loop block ${ownBlock(stats).toFixed(1)} ms of its own work  ${verdict(ownBlock(stats) < BLOCK_TARGET_MS, `< ${BLOCK_TARGET_MS} ms`)}` +
        ` (wall time ${stats.maxBlockMs.toFixed(1)} ms; p99 ${stats.p99BlockMs.toFixed(1)} ms); longest GC pause ${stats.longestGcMs.toFixed(1)} ms`,
    );
    console.log(
      `  memory: peak ${stats.peakRssMb.toFixed(0)} MB  ${verdict(stats.peakRssMb < MEMORY_TARGET_MB, `< ${MEMORY_TARGET_MB} MB`)}, median ${stats.medianRssMb.toFixed(0)} MB` +
        ` (at the end: main heap ${stats.mainHeapMb.toFixed(0)} MB, buffers ${stats.externalMb.toFixed(0)} MB); over the run: ${stats.rssTimelineMb.map((mb) => mb.toFixed(0)).join(' ')}`,
    );

    // The comparison must be the one the data gives, or the figures measure a wrong one.
    const problems: string[] = [];
    const want = expectedComparison(lines);
    if (JSON.stringify(counts) !== JSON.stringify(want))
      problems.push(`compared ${showCounts(counts)}, the data gives ${showCounts(want)}`);
    if (comparison.notInFile?.count !== expectedNotInFile(lines))
      problems.push(`${comparison.notInFile?.count} not in the file, the data gives ${expectedNotInFile(lines)}`);
    const sample = comparison.changes[0];
    if (sample?.record !== 0 || sample.changes.surName?.server !== 'Was-0' || sample.changes.surName.file !== 'Sur-0')
      problems.push(`the first change is ${JSON.stringify(sample)}`);
    if (problems.length > 0) throw new Error(`WRONG COMPARISON of ${lines} lines:\n  ${problems.join('\n  ')}`);
    return ownBlock(stats) < BLOCK_TARGET_MS && stats.peakRssMb < MEMORY_TARGET_MB;
  } finally {
    await close();
  }
}

const demo = child(new URL('./yearly-compare/demo-process.ts', import.meta.url), { COMPARE_LINES: String(LINES) }, [
  '--import',
  'tsx',
]);
try {
  const [demoReady, coreScript] = await Promise.all([
    next<FromDemo>(demo, 'ready'),
    bundleCoreProcess('yearly-compare'),
  ]);
  const green = await bench(LINES, coreScript, demoReady);
  console.log(`\nload average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} CPUs`);
  if (!green) process.exitCode = 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  demo.send('stop');
  await once(demo, 'exit');
  process.exit();
}
