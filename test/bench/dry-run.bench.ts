// Issue 12's dry run at scale, against the house targets (issues 10 and 15): the process that
// runs core stays under 500 MB and never blocks its event loop for 50 ms or more.
//
// Three processes, as in core-responsiveness.bench.ts: core in the web shell (its
// core-process.ts watches its own loop and memory), the demo server holding the users the
// file meets (dry-run/bench-data.ts), and this one, which plays the renderer over the
// WebSocket: it stages the file through `uploads.*` as the renderer hands it over, then asks
// `dryRun.run` and checks every predicted count against what the data must give. A fresh core
// per size, so that each peak is that size's own. BENCH_LINES=100000 runs one size only.
import { once } from 'node:events';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { encodeServerMessage } from '../../electron/web/ws-protocol';
import { countPredictions } from '../../shared/models/dry-run';
import type { PredictedCounts } from '../../shared/models/dry-run';
import { RowStore } from '../../shared/users-csv/row-store';
import { bundleCoreProcess, child, next, ok } from './core-responsiveness/core-harness';
import { openBenchSession, stageBenchFile } from './core-responsiveness/bench-session';
import type { CoreStats, FromDemo } from './core-responsiveness/protocol';
import { benchLine, COLUMNS, expectedCounts, searchStrings } from './dry-run/bench-data';

const SIZES = process.env.BENCH_LINES ? [Number(process.env.BENCH_LINES)] : [100_000, 1_000_000];
const BATCH = 50;
const BLOCK_TARGET_MS = 50;
const MEMORY_TARGET_MB = 500;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** The block core caused: its own CPU time between two turns of the loop (wall time where that cannot be read). */
const ownBlock = (stats: CoreStats) => stats.longestCpuBlockMs ?? stats.maxBlockMs;
const verdict = (ok: boolean, target: string) => (ok ? 'OK' : `OVER TARGET (${target})`);
function printStats(stats: CoreStats): void {
  console.log(
    `  core's process: longest event-loop block ${ownBlock(stats).toFixed(1)} ms of its own work  ${verdict(ownBlock(stats) < BLOCK_TARGET_MS, `< ${BLOCK_TARGET_MS} ms`)}` +
      ` (wall time ${stats.maxBlockMs.toFixed(1)} ms, of which up to ${stats.waitInLongestWallMs.toFixed(1)} ms waiting for a CPU; p99 ${stats.p99BlockMs.toFixed(1)} ms);` +
      ` longest GC pause ${stats.longestGcMs.toFixed(1)} ms`,
  );
  console.log(
    `  memory: peak ${stats.peakRssMb.toFixed(0)} MB  ${verdict(stats.peakRssMb < MEMORY_TARGET_MB, `< ${MEMORY_TARGET_MB} MB`)}, median ${stats.medianRssMb.toFixed(0)} MB` +
      ` (at the end ${stats.rssMb.toFixed(0)} MB: main heap ${stats.mainHeapMb.toFixed(0)} MB, buffers ${stats.externalMb.toFixed(0)} MB);` +
      ` over the run (peak of each twentieth): ${stats.rssTimelineMb.map((mb) => mb.toFixed(0)).join(' ')}`,
  );
}
const showCounts = (counts: PredictedCounts) =>
  `${counts.SUCCESS} new, ${counts.SKIPPED} skipped, ${counts.OVERWRITTEN} overwritten, ${counts.FAILED} failing`;

/** One size: a fresh core, the file staged through uploads.*, the dry run, its figures; false when over a target. */
async function benchSize(lines: number, coreScript: URL, demo: FromDemo): Promise<boolean> {
  const { mdm, mark, read, close } = await openBenchSession(coreScript, demo, 'dry-run');
  try {
    const rows = new RowStore();
    for (let i = 0; i < lines; i++) rows.push(benchLine(i), i + 2);
    await mark();
    let at = performance.now();
    const { uploadId, bytes: offset } = await stageBenchFile(mdm, rows, COLUMNS, 'dry-run.csv');
    console.log(
      `\n${lines.toLocaleString('en')} lines (${(offset / 2 ** 20).toFixed(0)} MB) staged in ${seconds(performance.now() - at)}`,
    );
    const staging = await read();

    await mark();
    let progressEvents = 0;
    const stopListening = mdm.on('dryRun.progress', () => progressEvents++);
    at = performance.now();
    const result = await ok(mdm.dryRun.run({ uploadId, separator: 'COMMA' }));
    const took = performance.now() - at;
    stopListening?.();
    const stats = await read();

    const expectedLookups = Math.ceil(searchStrings(lines) / BATCH);
    console.log(
      `dry run of ${lines.toLocaleString('en')} lines: ${seconds(took)}, ${result.lookups.toLocaleString('en')} lookups` +
        ` (${(took / result.lookups).toFixed(2)} ms each, ${searchStrings(lines).toLocaleString('en')} names and e-mails in batches of ${BATCH}), ${progressEvents} progress events`,
    );
    printStats(stats);
    // The answer goes back as one WebSocket message, encoded in one turn of core's loop (the
    // web shell's encodeServerMessage): timed here, in this process, on the same answer.
    at = performance.now();
    const message = encodeServerMessage({ id: 1, outcome: { ok: true, value: result } });
    const encodeMs = performance.now() - at;
    console.log(
      `  the answer: one message of ${(message.length / 2 ** 20).toFixed(1)} MB (the codes, no reasons), encoded in ${encodeMs.toFixed(0)} ms (here, in the bench's process)`,
    );
    console.log(
      `  (staging it: peak ${staging.peakRssMb.toFixed(0)} MB, longest block ${ownBlock(staging).toFixed(1)} ms)`,
    );

    // The prediction must be the one the data gives, or the figures measure a wrong dry run.
    const problems: string[] = [];
    for (const [overwrite, codes] of [
      [false, result.withoutOverwrite],
      [true, result.withOverwrite],
    ] as const) {
      const got = countPredictions(codes);
      const want = expectedCounts(lines, overwrite);
      console.log(`  predicted, overwrite ${overwrite ? 'on' : 'off'}: ${showCounts(got)}`);
      if (JSON.stringify(got) !== JSON.stringify(want))
        problems.push(
          `overwrite ${overwrite ? 'on' : 'off'}: predicted ${showCounts(got)}, the data gives ${showCounts(want)}`,
        );
    }
    if (result.records !== lines) problems.push(`${result.records} records, not ${lines}`);
    if (result.lineMap[lines - 1] !== lines + 1)
      problems.push(`the last record maps to line ${result.lineMap[lines - 1]}`);
    if (result.lookups < expectedLookups) problems.push(`${result.lookups} lookups, fewer than ${expectedLookups}`);
    if (problems.length > 0) throw new Error(`WRONG PREDICTION for ${lines} lines:\n  ${problems.join('\n  ')}`);
    return ownBlock(stats) < BLOCK_TARGET_MS && stats.peakRssMb < MEMORY_TARGET_MB;
  } finally {
    await close();
  }
}

const demo = child(
  new URL('./dry-run/demo-process.ts', import.meta.url),
  { DRY_RUN_LINES: String(Math.max(...SIZES)) },
  ['--import', 'tsx'],
);
try {
  const [demoReady, coreScript] = await Promise.all([next<FromDemo>(demo, 'ready'), bundleCoreProcess('dry-run')]);
  let green = true;
  for (const lines of SIZES) green = (await benchSize(lines, coreScript, demoReady)) && green;
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
