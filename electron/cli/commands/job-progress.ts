/**
 * How the CLI shows a running job: a progress bar redrawn in place on a terminal, plain
 * lines otherwise (one per phase or status change, and every 10 % of the lines), on stderr
 * so that stdout keeps only the result.
 */
import type { JobRecord } from '../../../shared/models/job';
import type { CliIo } from '../io';

const WIDTH = 30;

function bar(fraction: number): string {
  const filled = Math.round(Math.max(0, Math.min(1, fraction)) * WIDTH);
  return `[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}]`;
}

export function progressLine(job: JobRecord): string {
  if (job.phase === 'uploading') {
    const { sentBytes, totalBytes } = job.upload;
    const fraction = totalBytes > 0 ? sentBytes / totalBytes : 0;
    return `uploading ${bar(fraction)} ${Math.round(fraction * 100)}% ${sentBytes}/${totalBytes} bytes`;
  }
  if (job.phase === 'starting') return 'starting the import job';
  const c = job.counts;
  const done = c.success + c.skipped + c.failure;
  const total = c.total ?? 0;
  const fraction = total > 0 ? done / total : 0;
  const rate = job.rate !== null ? `  ${job.rate} lines/s` : '';
  return `${job.serverStatus ?? 'waiting'} ${bar(fraction)} ${Math.round(fraction * 100)}% ${done}/${c.total ?? '?'} lines${rate}`;
}

export function createProgress(io: CliIo): { update(job: JobRecord): void; end(): void } {
  const tty = io.stderr.isTTY === true;
  let last = '';
  let lastTenth = -1;
  let drawn = false;
  return {
    update(job) {
      if (tty) {
        const line = progressLine(job);
        if (line === last) return;
        last = line;
        io.stderr.write(`\r${line.padEnd(78)}`);
        drawn = true;
        return;
      }
      const c = job.counts;
      const tenth = c.total ? Math.floor(((c.success + c.skipped + c.failure) * 10) / c.total) : 0;
      const key = `${job.phase}|${job.serverStatus}`;
      if (key === last && tenth === lastTenth) return;
      if (job.phase === 'uploading' && key === last) return;
      last = key;
      lastTenth = tenth;
      if (job.phase === 'running' && job.serverJobUuid && tenth <= 0 && c.success + c.skipped + c.failure === 0) {
        io.stderr.write(`job ${job.serverJobUuid}: ${job.serverStatus ?? 'started'}\n`);
        return;
      }
      io.stderr.write(`${progressLine(job)}\n`);
    },
    end() {
      if (tty && drawn) io.stderr.write('\n');
    },
  };
}
