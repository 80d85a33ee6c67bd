/**
 * How `import-users` and `jobs` end: the exit codes of issue 5 item 8, and one line per job.
 */
import type { JobRecord } from '../../../shared/models/job';

export const IMPORT_EXIT = {
  ok: 0,
  invalid: 1,
  usage: 2,
  linesFailed: 3,
  jobFailed: 4,
  connection: 5,
  interrupted: 130,
} as const;

/** The exit code a job ends with: 0 stored or skipped, 3 lines failed, 4 job FAILED, 5 connection. */
export function exitCodeOf(job: JobRecord): number {
  if (job.phase === 'failed') return IMPORT_EXIT.jobFailed;
  if (job.phase === 'finished') return job.counts.failure > 0 ? IMPORT_EXIT.linesFailed : IMPORT_EXIT.ok;
  if (job.phase === 'detached') return IMPORT_EXIT.interrupted;
  // The app could not finish its part: the upload or start was refused, the server could not
  // be reached or read, or the job outlived the deadline.
  return IMPORT_EXIT.connection;
}

export function describeJob(job: JobRecord): string {
  const c = job.counts;
  const counts = `${c.success} stored, ${c.skipped} skipped, ${c.failure} failed${c.total !== null ? ` of ${c.total}` : ''}`;
  const status = job.serverStatus ? ` (${job.serverStatus})` : '';
  const gone = job.goneFromServerAt ? ', no longer on the server' : '';
  return `${job.phase}${status}${gone}: ${counts}`;
}
