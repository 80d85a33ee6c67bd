/**
 * How the CLI shows a running job: a progress bar redrawn in place on a terminal, plain
 * lines otherwise (one per phase or status change, and every 10 % of the lines), on stderr
 * so that stdout keeps only the result.
 */
import { partBeingImported } from '../../../shared/models/job';
import type { JobRecord } from '../../../shared/models/job';
import type { Translator } from '../../../shared/i18n/translator';
import { statusWord } from '../../../shared/i18n/status-words';
import { cliTranslator } from '../cli-language';
import type { CliIo } from '../io';

const WIDTH = 30;

function bar(fraction: number): string {
  const filled = Math.round(Math.max(0, Math.min(1, fraction)) * WIDTH);
  return `[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}]`;
}

export function progressLine(job: JobRecord, { t }: Translator = cliTranslator()): string {
  if (job.phase === 'uploading') {
    // The bytes of the upload under way: the file's parts, or the leavers' own (their part's).
    const { sentBytes, totalBytes } = job.upload;
    const leavers = job.parts[partBeingImported(job) - 1]?.source === 'leavers';
    if (leavers && totalBytes === 0) return t('cli.progress.uploadingLeavers');
    const fraction = totalBytes > 0 ? sentBytes / totalBytes : 0;
    const percent = Math.round(fraction * 100);
    const progress = { bar: bar(fraction), percent, sent: sentBytes, total: totalBytes };
    return leavers
      ? `${t('cli.progress.uploadingLeavers')} ${t('cli.progress.bytes', progress)}`
      : t('cli.progress.uploading', progress);
  }
  if (job.phase === 'starting') return t('cli.progress.starting');
  const c = job.counts;
  const done = c.success + c.skipped + c.failure;
  const total = c.total ?? 0;
  const fraction = total > 0 ? done / total : 0;
  const rate = job.rate !== null ? t('cli.progress.rate', { rate: job.rate }) : '';
  return t('cli.progress.lines', {
    status: job.serverStatus === null ? t('cli.progress.waiting') : statusWord(t, 'job', job.serverStatus),
    bar: bar(fraction),
    percent: Math.round(fraction * 100),
    done,
    total: c.total ?? '?',
    rate,
  });
}

export function createProgress(io: CliIo): { update(job: JobRecord): void; end(): void } {
  const tty = io.stderr.isTTY === true;
  const translator = cliTranslator(io.env);
  let last = '';
  let lastTenth = -1;
  let drawn = false;
  return {
    update(job) {
      if (tty) {
        const line = progressLine(job, translator);
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
        const status = job.serverStatus === null ? null : statusWord(translator.t, 'job', job.serverStatus);
        io.stderr.write(
          `${translator.t('cli.progress.jobStarted', { uuid: job.serverJobUuid, status: status ?? translator.t('cli.progress.started') })}\n`,
        );
        return;
      }
      io.stderr.write(`${progressLine(job, translator)}\n`);
    },
    end() {
      if (tty && drawn) io.stderr.write('\n');
    },
  };
}
