// The log and the support zip (issue 14) with the rotated log full (5 files of 1 MiB):
// 1. log lines written per second (redacted, appended synchronously);
// 2. diagnostics.save: how long in all, the zip's size, and the longest event-loop delay while
//    it runs (target: under 50 ms, so that Electron's main process keeps drawing).
import { statSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createCore } from '../../electron/core/create-core';
import { openLogFile } from '../../electron/core/diagnostics/log-file';
import { tempDir } from '../helpers/temp-dir';

const LINES = 60_000;
const dataDir = tempDir('mdm-bench-diagnostics-');
const core = createCore({ shell: 'web', dataDir, resumeJobs: false, log: openLogFile(dataDir)! });
core.log.addSecret('9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f');

let start = performance.now();
for (let i = 0; i < LINES; i++) {
  core.log.info(`api queryDevices ok in ${i % 90} ms (profile 3f2504e0-4f89-41d3-9a0c-0305e82c3301) job ${i}`);
}
const linesPerSecond = LINES / ((performance.now() - start) / 1000);
const logBytes = core.log.files().reduce((sum, file) => sum + statSync(file).size, 0);
console.log(
  `log: ${Math.round(linesPerSecond).toLocaleString('en')} lines/s; ${core.log.files().length} files, ${(logBytes / 1024 / 1024).toFixed(1)} MiB`,
);

for (let run = 1; run <= 3; run++) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  start = performance.now();
  const stored = await core.diagnostics.save();
  const ms = performance.now() - start;
  delay.disable();
  const longest = delay.max / 1e6;
  console.log(
    `diagnostics.save #${run}: ${ms.toFixed(0)} ms, zip ${(statSync(stored.path).size / 1024).toFixed(0)} KiB, longest event-loop delay ${longest.toFixed(1)} ms${longest < 50 ? '  OK (target < 50 ms)' : '  OVER TARGET (< 50 ms)'}`,
  );
  await core.files.discard(stored.file.fileId);
}
await core.dispose();
