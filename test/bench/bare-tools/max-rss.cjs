'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS preload. */
// Preloaded (--require) into each measured process: its peak RSS in KiB, written at exit to
// the file MDM_BENCH_RSS names. CommonJS and --require, not --import: a worker thread inherits
// the preload flag, and an --import makes Node load the worker's entry through the ESM loader
// (core's worker then spent about 120 ms more CPU starting, which no user's CLI pays).
const { writeFileSync } = require('node:fs');

process.on('exit', () => {
  if (process.env.MDM_BENCH_RSS) writeFileSync(process.env.MDM_BENCH_RSS, String(process.resourceUsage().maxRSS));
});
