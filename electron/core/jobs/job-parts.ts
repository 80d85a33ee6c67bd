/**
 * How a job's parts follow its record. The record's own server fields (phase, file and job
 * uuids, status, error) are those of the part being imported, copied into it at every change
 * so that the two never disagree on disk; its counts are its parts' sums (a job of one part
 * is its part, counts included).
 */
import { partBeingImported } from '../../../shared/models/job';
import type { JobCounts, JobPart, JobRecord } from '../../../shared/models/job';

/** 0-based: the part the record's server fields are those of. */
export const currentPart = (record: Pick<JobRecord, 'parts'>): number => partBeingImported(record) - 1;

/** Copies the record's server state into the part being imported. */
export function mirrorCurrentPart(record: JobRecord): void {
  const k = currentPart(record);
  const part = record.parts[k];
  if (!part) return;
  const counts = record.parts.length === 1 ? record.counts : part.counts;
  record.parts[k] = partOfRecord({ ...record, counts }, part.records);
}

/** A part that is the record's own server state, over the given upload records. */
export function partOfRecord(record: JobRecord, records: JobPart['records']): JobPart {
  return {
    records: { ...records },
    phase: record.phase,
    fileUuid: record.fileUuid,
    serverJobUuid: record.serverJobUuid,
    serverStatus: record.serverStatus,
    counts: { ...record.counts },
    error: record.error,
    ...(record.unconfirmed ? { unconfirmed: record.unconfirmed } : {}),
  };
}

/** A part not begun yet: its records, nothing sent. */
export function partNotBegun([from, to]: readonly [number, number]): JobPart {
  return {
    records: { from, to },
    phase: null,
    fileUuid: null,
    serverJobUuid: null,
    serverStatus: null,
    counts: { total: to - from, success: 0, skipped: 0, failure: 0 },
    error: null,
  };
}

/** The job's counts once part k's are `counts`: the parts' sums (part k's noted in it). */
export function countsWithPart(record: JobRecord, k: number, counts: JobCounts): JobCounts {
  record.parts[k] = { ...record.parts[k]!, counts: { ...counts } };
  const sum = (field: 'success' | 'skipped' | 'failure') => record.parts.reduce((n, p) => n + p.counts[field], 0);
  const totals = record.parts.map((p) => p.counts.total);
  return {
    total: totals.includes(null) ? null : totals.reduce<number>((n, t) => n + t!, 0),
    success: sum('success'),
    skipped: sum('skipped'),
    failure: sum('failure'),
  };
}

/**
 * Whether a part of a job of several is still to be sent (not begun, or its upload never
 * completed): the job's upload as sent, passwords included, is needed until none is. A job of
 * one part never sends again.
 */
export function partsToSend(record: Pick<JobRecord, 'parts'>): boolean {
  return record.parts.length > 1 && record.parts.some((part) => part.phase === null || resendable(part));
}

/** A part of a job of several whose upload did not complete: no server job came of it, so it is sent again. */
export function resendable(part: JobPart): boolean {
  return part.fileUuid === null && part.serverJobUuid === null && part.phase !== 'finished' && part.phase !== 'failed';
}

/**
 * Whether a job whose start is not confirmed may still be started again, with the same
 * upload: until a look at the server found that it ran, its upload as sent (passwords
 * included) is kept.
 */
export function mayStartAgain(record: Pick<JobRecord, 'phase' | 'unconfirmed'>): boolean {
  const outcome = record.unconfirmed?.check?.outcome;
  return record.phase === 'unconfirmed' && outcome !== 'ran' && outcome !== 'partial';
}
