// The second school year at scale, against the house targets: the dry run of a school's file
// of 100,000 lines compared with 100,000 server users that carry the Schüler-ID (custom1), 2%
// of them renamed and 1% look-alikes (school-keys/bench-data.ts): core's process under 500 MB,
// no block of its own work of 50 ms or more, and the comparison's time beside the bare read
// of the 100,000 users (every page of the user lookup, nothing else done with them).
//
// The harness of yearly-compare.bench.ts: core in the web shell in a process of its own, the
// demo server in another, this one playing the renderer. BENCH_LINES=10000 runs a smaller size.
import { once } from 'node:events';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { countComparison, MATCH_CODE, unpackComparison } from '../../shared/models/dry-run-comparison';
import type { ComparisonCounts } from '../../shared/models/dry-run-comparison';
import { RowStore } from '../../shared/users-csv/row-store';
import { bundleCoreProcess, child, next, ok } from './core-responsiveness/core-harness';
import { openBenchSession, stageBenchFile } from './core-responsiveness/bench-session';
import type { CoreStats, FromDemo } from './core-responsiveness/protocol';
import { benchLine, COLUMNS, expectedByKey, expectedComparison } from './school-keys/bench-data';

const LINES = process.env.BENCH_LINES ? Number(process.env.BENCH_LINES) : 100_000;
const BLOCK_TARGET_MS = 50;
const MEMORY_TARGET_MB = 500;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const ownBlock = (stats: CoreStats) => stats.longestCpuBlockMs ?? stats.maxBlockMs;
const verdict = (ok: boolean, target: string) => (ok ? 'OK' : `OVER TARGET (${target})`);
const showCounts = (c: ComparisonCounts) =>
  `${c.changed} changed, ${c.unchanged} unchanged, ${c.looksLike} looking like someone, ${c.new} new, ${c.conflict} stopped`;

/** Every page of the user lookup, as the comparison reads them, and nothing done with the users. */
async function bareRead(demo: FromDemo): Promise<{ ms: number; users: number }> {
  const at = performance.now();
  let users = 0;
  for (let offset = 0; ; offset += 500) {
    const response = await fetch(`${demo.url}/api/v1/security/users/baseInfo/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-user-access-token': demo.orgToken },
      body: JSON.stringify({ getItems: true, getNonpagedCount: true, limit: 500, offset }),
    });
    const page = (await response.json()) as { results: unknown[]; total: number };
    users += page.results.length;
    if (page.results.length < 500 || users >= page.total) break;
  }
  return { ms: performance.now() - at, users };
}

async function bench(lines: number, coreScript: URL, demo: FromDemo): Promise<boolean> {
  const { mdm, mark, read, close } = await openBenchSession(coreScript, demo, 'school-keys');
  try {
    const rows = new RowStore();
    for (let i = 0; i < lines; i++) rows.push(benchLine(i), i + 2);
    const { uploadId } = await stageBenchFile(mdm, rows, COLUMNS, 'year2.csv');

    const bare = await bareRead(demo);
    await mark();
    const at = performance.now();
    const result = await ok(
      mdm.dryRun.run({ uploadId, separator: 'COMMA', compare: { notInFile: true, idColumn: 'custom1' } }),
    );
    const took = performance.now() - at;
    const stats = await read();
    if (!result.comparison) throw new Error('The dry run answered no comparison.');
    const comparison = unpackComparison(result.comparison);
    const counts = countComparison(comparison.kinds);
    const byKey = comparison.matchedBy.filter((code) => code === MATCH_CODE.key).length;
    console.log(
      `\n${lines.toLocaleString('en')} lines compared by Schüler-ID with ${comparison.serverUsers.toLocaleString('en')} server users in ${seconds(took)}` +
        ` (the bare read of every user: ${seconds(bare.ms)}, ${(took / bare.ms).toFixed(1)}x): ${byKey.toLocaleString('en')} met by key; ${showCounts(counts)}`,
    );
    console.log(
      `  core's process: longest event-loop block ${ownBlock(stats).toFixed(1)} ms of its own work  ${verdict(ownBlock(stats) < BLOCK_TARGET_MS, `< ${BLOCK_TARGET_MS} ms`)}` +
        ` (wall time ${stats.maxBlockMs.toFixed(1)} ms; p99 ${stats.p99BlockMs.toFixed(1)} ms); longest GC pause ${stats.longestGcMs.toFixed(1)} ms`,
    );
    console.log(
      `  memory: peak ${stats.peakRssMb.toFixed(0)} MB  ${verdict(stats.peakRssMb < MEMORY_TARGET_MB, `< ${MEMORY_TARGET_MB} MB`)}, median ${stats.medianRssMb.toFixed(0)} MB` +
        ` (at the end: main heap ${stats.mainHeapMb.toFixed(0)} MB, buffers ${stats.externalMb.toFixed(0)} MB)`,
    );

    for (const stretch of stats.where ?? []) console.log(`  where: ${stretch}`);

    const problems: string[] = [];
    const want = expectedComparison(lines);
    if (JSON.stringify(counts) !== JSON.stringify(want))
      problems.push(`compared ${showCounts(counts)}, the data gives ${showCounts(want)}`);
    if (byKey !== expectedByKey(lines)) problems.push(`${byKey} met by key, the data gives ${expectedByKey(lines)}`);
    if (bare.users < lines) problems.push(`the bare read found ${bare.users} users`);
    const sample = comparison.changes[0];
    if (sample?.record !== 0 || sample.changes.surName?.server !== 'Old-0' || sample.changes.surName.file !== 'Sur-0')
      problems.push(`the first change is ${JSON.stringify(sample)}`);
    if (problems.length > 0) throw new Error(`WRONG COMPARISON of ${lines} lines:\n  ${problems.join('\n  ')}`);
    return ownBlock(stats) < BLOCK_TARGET_MS && stats.peakRssMb < MEMORY_TARGET_MB;
  } finally {
    await close();
  }
}

const demo = child(new URL('./school-keys/demo-process.ts', import.meta.url), { SCHOOL_LINES: String(LINES) }, [
  '--import',
  'tsx',
]);
try {
  const [demoReady, coreScript] = await Promise.all([next<FromDemo>(demo, 'ready'), bundleCoreProcess('school-keys')]);
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
