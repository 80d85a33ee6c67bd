/** How a split import's record follows its parts: their sums while they run, the first that does not finish where it stops. */
import type { JobRecord } from '../../../../shared/models/job';
import { partNotBegun, partOfRecord } from '../job-parts';

export { partNotBegun };

/**
 * The whole's parts from the jobs that run them (a part whose job is not known keeps what the
 * whole last saved of it), its counts and bytes their sums, and the server state of the part
 * being imported.
 */
export function aggregateParts(
  r: JobRecord,
  ranges: readonly (readonly [number, number])[],
  jobIds: readonly string[],
  known: ReadonlyMap<string, JobRecord>,
  current: JobRecord | null,
  now: number,
): void {
  const jobs = jobIds.map((id) => known.get(id)).filter((p): p is JobRecord => !!p);
  r.parts = ranges.map((range, k) => {
    const job = jobIds[k] === undefined ? undefined : known.get(jobIds[k]);
    if (job) return partOfRecord(job, { from: range[0], to: range[1] });
    return r.parts[k] ?? partNotBegun(range);
  });
  r.counts = {
    total: r.counts.total,
    success: r.parts.reduce((n, p) => n + p.counts.success, 0),
    skipped: r.parts.reduce((n, p) => n + p.counts.skipped, 0),
    failure: r.parts.reduce((n, p) => n + p.counts.failure, 0),
  };
  r.upload = { sentBytes: jobs.reduce((n, p) => n + p.upload.sentBytes, 0), totalBytes: r.upload.totalBytes };
  r.reportFetched = jobs.length > 0 && jobs.every((p) => p.reportFetched || p.counts.failure === 0);
  if (current) {
    r.serverStatus = current.serverStatus;
    r.rate = current.rate;
    if (current.serverJobUuid) r.serverJobUuid = current.serverJobUuid;
    if (current.fileUuid) r.fileUuid = current.fileUuid;
    r.serverError = current.serverError;
  }
  r.updatedAt = now;
}

/** The whole's state once part k (0-based) of `parts` ended without finishing: the import stops there. */
export function stoppedAtPart(ended: JobRecord, k: number, parts: number, now: number): Partial<JobRecord> {
  const rest = parts - k - 1;
  const notImported = rest > 0 ? ` Parts ${k + 2} to ${parts} were not imported yet.` : '';
  if (ended.phase === 'failed') {
    return {
      phase: 'failed',
      rate: null,
      finishedAt: now,
      error: {
        code: 'part-failed',
        message: `Part ${k + 1} of ${parts} failed on the server${ended.serverError ? `: ${ended.serverError}` : ''}.${notImported}`,
        // The shells word it from these (shared/errors/wording.ts); the message is the English fallback.
        details: { part: k + 1, parts, serverError: ended.serverError },
      },
    };
  }
  if (ended.phase === 'detached') return { phase: 'detached', rate: null };
  return { phase: 'error', rate: null, error: ended.error ?? { code: 'internal', message: `Part ${k + 1} stopped.` } };
}
