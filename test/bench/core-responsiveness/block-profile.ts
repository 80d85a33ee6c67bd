/**
 * Where core's longest blocks are (BENCH_WHERE=1): a sampling CPU profile of core's main thread
 * from `mark` to `read`; the samples inside each of the longest blocks core-process.ts measured
 * (own CPU time between two turns of the loop) are summed by function. A function is named with the source file esbuild
 * bundled it from (the `// path.ts` comment above it in the bundle), so a block reads as
 * `electron/core/dry-run/….ts: fnName 31.2 ms`. Bench code only: the profiler's own sampling
 * costs some CPU, so the figures of a run with it are not the ones to record.
 */
import { readFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** For a line of the bundle, the source file it came from: the last `// file.ts` comment above it. */
function sourceFiles(bundleUrl: string): (line: number) => string {
  let lines: string[];
  try {
    lines = readFileSync(fileURLToPath(bundleUrl), 'utf8').split('\n');
  } catch {
    return () => bundleUrl;
  }
  const starts: { line: number; file: string }[] = [];
  lines.forEach((text, line) => {
    const match = /^\/\/ ((?:electron|shared|renderer|test|node_modules)\/\S+)$/.exec(text);
    if (match) starts.push({ line, file: match[1]! });
  });
  return (line) => {
    let file = 'bundle';
    for (const start of starts) {
      if (start.line > line) break;
      file = start.file;
    }
    return file;
  };
}

function where(node: ProfileNode, files: Map<string, (line: number) => string>): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const name = functionName || '(anonymous)';
  if (!url.startsWith('file:')) return url ? `${url.split('/').slice(-2).join('/')}: ${name}` : name;
  let fileOf = files.get(url);
  if (!fileOf) files.set(url, (fileOf = sourceFiles(url)));
  return `${fileOf(lineNumber)}: ${name}`;
}

/** A stretch between two turns of the loop in which the main thread used `cpuMs` of CPU (µs, CLOCK_MONOTONIC). */
export interface BlockWindow {
  fromUs: number;
  toUs: number;
  cpuMs: number;
}

/** Now on the profiler's clock (V8's TimeTicks and hrtime are both CLOCK_MONOTONIC on Linux), in µs. */
export const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

/** Each window's samples summed by function: what the thread ran in that block. */
function inWindows(profile: Profile, windows: readonly BlockWindow[]): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const files = new Map<string, (line: number) => string>();
  const at: number[] = [];
  let time = profile.startTime;
  for (const delta of profile.timeDeltas) at.push((time += delta));
  return windows.map((window) => {
    const self = new Map<string, number>();
    for (let i = 1; i < at.length; i++) {
      if (at[i]! <= window.fromUs || at[i]! > window.toUs) continue;
      const key = where(byId.get(profile.samples[i]!)!, files);
      self.set(key, (self.get(key) ?? 0) + profile.timeDeltas[i]! / 1000);
    }
    const top = [...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([key, spent]) => `${key} ${spent.toFixed(1)} ms`);
    const wall = (window.toUs - window.fromUs) / 1000;
    return `block of ${window.cpuMs.toFixed(1)} ms own work (${wall.toFixed(1)} ms wall): ${top.join('; ') || 'no sample'}`;
  });
}

/** Starts the profile; the function it answers stops it and says what ran in each window. */
export async function startBlockProfile(): Promise<(windows: readonly BlockWindow[]) => Promise<string[]>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 250 });
  await session.post('Profiler.start');
  return async (windows) => {
    const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
    session.disconnect();
    return inWindows(profile, windows);
  };
}
