// Preloaded (--import) into each measured process: its peak RSS in KiB, written at exit to
// the file MDM_BENCH_RSS names.
import { writeFileSync } from 'node:fs';

process.on('exit', () => {
  if (process.env.MDM_BENCH_RSS) writeFileSync(process.env.MDM_BENCH_RSS, String(process.resourceUsage().maxRSS));
});
