/**
 * How `import-users` and `jobs` end: the exit codes of issue 5 item 8, and one line per job.
 */
import { isUploadPart } from '../../../shared/models/job';
import type { JobRecord } from '../../../shared/models/job';
import { UsageError } from '../io';
import type { CliIo } from '../io';
import type { Translator } from '../../../shared/i18n/translator';
import { statusWord } from '../../../shared/i18n/status-words';
import { cliTranslator } from '../cli-language';

export const IMPORT_EXIT = {
  ok: 0,
  invalid: 1,
  usage: 2,
  linesFailed: 3,
  jobFailed: 4,
  connection: 5,
  /** Still running on the server when --timeout ran out (the job goes on; `jobs --resume` watches it again). */
  timedOut: 6,
  /**
   * The start was sent but its answer never came: the job may exist on the server. `jobs
   * --resume` checks the server's users and starts it again only when none is there.
   */
  unconfirmed: 7,
  interrupted: 130,
} as const;

/**
 * The exit code a job ends with: 0 stored or skipped, 3 lines failed, 4 job FAILED, 5
 * connection, 6 still running at --timeout, 7 start not confirmed (0 once a check found it ran).
 */
export function exitCodeOf(job: JobRecord): number {
  if (job.phase === 'unconfirmed')
    return job.unconfirmed?.check?.outcome === 'ran' ? IMPORT_EXIT.ok : IMPORT_EXIT.unconfirmed;
  if (job.phase === 'failed') return IMPORT_EXIT.jobFailed;
  if (job.phase === 'finished') return job.counts.failure > 0 ? IMPORT_EXIT.linesFailed : IMPORT_EXIT.ok;
  if (job.phase === 'detached') return IMPORT_EXIT.interrupted;
  if (job.phase === 'error' && job.error?.code === 'deadline') return IMPORT_EXIT.timedOut;
  // The app could not finish its part: the upload or start was refused, the server could not
  // be reached or read, or the job outlived the deadline.
  return IMPORT_EXIT.connection;
}

export function describeJob(job: JobRecord, { t }: Translator = cliTranslator()): string {
  const c = job.counts;
  const numbers = { success: c.success, skipped: c.skipped, failure: c.failure, total: c.total };
  const counts = t(c.total !== null ? 'cli.job.countsOf' : 'cli.job.counts', numbers);
  // The server's word only where it says more than the phase (a job "running" that is CREATED).
  const status =
    job.serverStatus && job.serverStatus.toLowerCase() !== job.phase
      ? ` (${statusWord(t, 'job', job.serverStatus)})`
      : '';
  const gone = job.goneFromServerAt ? `, ${t('cli.job.gone')}` : '';
  // A job of the leavers alone sent no line of the file: its counts are the leavers' (said apart).
  if (!job.parts.some(isUploadPart)) return `${t(`cli.phase.${job.phase}`)}${status}${gone}`;
  return `${t(`cli.phase.${job.phase}`)}${status}${gone}: ${counts}`;
}

/** `--timeout SECONDS`: how long to watch a job before leaving it to the server (default: an hour). */
export function watchOptions(io: Pick<CliIo, 'jobPoll'>, timeout: string | undefined): Pick<CliIo, 'jobPoll'> {
  if (timeout === undefined) return io;
  if (!/^\d+$/.test(timeout) || Number(timeout) < 1)
    throw new UsageError(`--timeout takes a whole number of seconds (1 or more), not ${JSON.stringify(timeout)}`);
  return { jobPoll: { ...io.jobPoll, deadlineMs: Number(timeout) * 1000 } };
}
