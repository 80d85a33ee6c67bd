/**
 * The process that runs core, as the web shell runs it (createCore + startWebShell), started by
 * core-responsiveness.bench.ts. It watches its own event loop and its memory, and answers the
 * bench over the IPC channel: `mark` starts a scenario, `read` gives the longest block and the
 * peak memory since the mark.
 *
 * A block is measured twice. monitorEventLoopDelay gives how late the loop came back, in wall
 * time; on a machine whose CPUs are shared by more runnable threads than it has, that includes
 * time the thread was ready but waiting for a CPU. So a 1 ms timer also reads, from Linux's
 * schedstat of the main thread, how much CPU time the thread itself used between two turns of
 * the loop: the longest such stretch is the block this process caused.
 */
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { createCore } from '../../../electron/core/create-core';
import { startWebShell } from '../../../electron/web/web-shell';
import { monotonicUs, startBlockProfile } from './block-profile';
import type { BlockWindow } from './block-profile';
import type { CoreStats, FromCore, ToCore } from './protocol';

const dataDir = process.env.MDM_ADMIN_HOME;
if (!dataDir || !process.send) throw new Error('Start this from core-responsiveness.bench.ts (MDM_ADMIN_HOME, IPC).');
const send = (message: FromCore) => process.send!(message);

const RESOLUTION_MS = 1;
const loop = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
loop.enable();
/** The main thread's time on a CPU and waiting for one, in ns (Linux), or null elsewhere. */
const schedstat = `/proc/${process.pid}/task/${process.pid}/schedstat`;
function threadTimes(): { runNs: number; waitNs: number } | null {
  try {
    const [run, wait] = readFileSync(schedstat, 'utf8').split(' ');
    return { runNs: Number(run), waitNs: Number(wait) };
  } catch {
    return null;
  }
}
let longestCpuMs = 0;
let waitAtLongestWallMs = 0;
let longestWallMs = 0;
/** The three longest blocks of own work since the mark, for BENCH_WHERE's profile. */
let longestBlocks: BlockWindow[] = [];
let last = { at: performance.now(), us: monotonicUs(), times: threadTimes() };
const turns = setInterval(() => {
  const now = { at: performance.now(), us: monotonicUs(), times: threadTimes() };
  if (now.times && last.times) {
    const cpuMs = (now.times.runNs - last.times.runNs) / 1e6;
    longestCpuMs = Math.max(longestCpuMs, cpuMs);
    if (longestBlocks.length < 3 || cpuMs > longestBlocks.at(-1)!.cpuMs) {
      longestBlocks = [...longestBlocks, { fromUs: last.us, toUs: now.us, cpuMs }]
        .sort((a, b) => b.cpuMs - a.cpuMs)
        .slice(0, 3);
    }
    const wall = now.at - last.at;
    if (wall > longestWallMs) {
      longestWallMs = wall;
      waitAtLongestWallMs = (now.times.waitNs - last.times.waitNs) / 1e6;
    }
  }
  last = now;
}, 1);

let longestGcMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longestGcMs = Math.max(longestGcMs, entry.duration);
}).observe({ entryTypes: ['gc'] });
let peakRss = process.memoryUsage.rss();
let samples: number[] = [];
const sampler = setInterval(() => {
  const rss = process.memoryUsage.rss();
  peakRss = Math.max(peakRss, rss);
  samples.push(rss);
}, 50);

const rendererDir = path.join(dataDir, 'renderer');
await mkdir(rendererDir, { recursive: true });
await writeFile(path.join(rendererDir, 'index.html'), '<!doctype html><title>bench</title>');
const core = createCore({ shell: 'web', dataDir, resumeJobs: false });
const shell = await startWebShell({ core, rendererDir });

/** The samples in `buckets` equal stretches of time, the peak of each (MB): how memory went. */
function timeline(values: number[], buckets: number): number[] {
  const size = Math.max(1, Math.ceil(values.length / buckets));
  const peaks: number[] = [];
  for (let at = 0; at < values.length; at += size) peaks.push(Math.max(...values.slice(at, at + size)) / 2 ** 20);
  return peaks;
}

const stats = (): CoreStats => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    // The histogram counts a timer's lateness; its resolution is its own, not a block.
    maxBlockMs: Math.max(0, loop.max / 1e6 - RESOLUTION_MS),
    p99BlockMs: Math.max(0, loop.percentile(99) / 1e6 - RESOLUTION_MS),
    peakRssMb: peakRss / 2 ** 20,
    medianRssMb: (sorted[Math.floor(sorted.length / 2)] ?? peakRss) / 2 ** 20,
    rssMb: process.memoryUsage.rss() / 2 ** 20,
    mainHeapMb: process.memoryUsage().heapUsed / 2 ** 20,
    externalMb: process.memoryUsage().external / 2 ** 20,
    lifetimePeakRssMb: process.resourceUsage().maxRSS / 1024,
    rssTimelineMb: timeline(samples, 20),
    longestGcMs,
    longestCpuBlockMs: threadTimes() ? longestCpuMs : null,
    waitInLongestWallMs: waitAtLongestWallMs,
  };
};

/** With BENCH_WHERE=1, a CPU profile runs from each mark to the next read. */
let stopProfile: ((windows: readonly BlockWindow[]) => Promise<string[]>) | null = null;

process.on('message', async (message: ToCore) => {
  if (message.type === 'mark') {
    if (process.env.BENCH_WHERE === '1') stopProfile = await startBlockProfile();
    loop.reset();
    longestGcMs = 0;
    longestCpuMs = 0;
    longestWallMs = 0;
    waitAtLongestWallMs = 0;
    longestBlocks = [];
    last = { at: performance.now(), us: monotonicUs(), times: threadTimes() };
    peakRss = process.memoryUsage.rss();
    samples = [];
    send({ type: 'marked' });
  } else if (message.type === 'read') {
    const measured = stats();
    if (stopProfile) {
      measured.where = await stopProfile(longestBlocks);
      stopProfile = null;
    }
    send({ type: 'stats', stats: measured });
  } else if (message.type === 'stop') {
    clearInterval(sampler);
    clearInterval(turns);
    void shell
      .close()
      .then(() => core.dispose())
      .then(() => process.exit(0));
  }
});
send({ type: 'ready', url: shell.url });
