/** How a split import's record follows its parts: their sums while they run, the first that does not finish where it stops. */
import type { JobRecord, SplitProgress } from '../../../../shared/models/job';

/** The whole's counts, bytes and state from its parts (the current part's phase is the whole's). */
export function aggregateParts(
  r: JobRecord & { split: SplitProgress },
  known: ReadonlyMap<string, JobRecord>,
  current: JobRecord | null,
  now: number,
): void {
  const parts = r.split.jobIds.map((id) => known.get(id)).filter((p): p is JobRecord => !!p);
  r.counts = {
    total: r.counts.total,
    success: parts.reduce((n, p) => n + p.counts.success, 0),
    skipped: parts.reduce((n, p) => n + p.counts.skipped, 0),
    failure: parts.reduce((n, p) => n + p.counts.failure, 0),
  };
  r.upload = { sentBytes: parts.reduce((n, p) => n + p.upload.sentBytes, 0), totalBytes: r.upload.totalBytes };
  r.reportFetched = parts.length > 0 && parts.every((p) => p.reportFetched || p.counts.failure === 0);
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
