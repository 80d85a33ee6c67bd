/**
 * A job's parts hold its server state: each part's phase, file and job uuids, status, error,
 * unconfirmed start and counts. The record's own server fields are derived from them (those
 * of the part being imported; the counts, their sums) at every change, so the two never
 * disagree, on disk or in the renderer. A part names its source: today every part is a range
 * of the job's upload (`upload`); a part whose rows come from elsewhere adds a source kind.
 */
import { isUploadPart, partBeingImported } from '../../../shared/models/job';
import type { JobCounts, JobPart, JobRecord } from '../../../shared/models/job';

/** 0-based: the part the record's server fields are those of. */
export const currentPart = (record: Pick<JobRecord, 'parts'>): number => partBeingImported(record) - 1;

/** The record's fields that are its current part's: a change of one is the part's. */
const PART_FIELDS = ['phase', 'fileUuid', 'serverJobUuid', 'serverStatus', 'error', 'unconfirmed'] as const;

/**
 * Applies a change to the record: the server fields go to the part being imported (the
 * counts too, for a job of one part; a job of several sets its parts' counts itself,
 * countsWithPart), then the record's server fields are derived from its parts.
 */
export function applyChange(record: JobRecord, patch: Partial<JobRecord>, now: number): void {
  const k = currentPart(record);
  const part = record.parts[k];
  Object.assign(record, patch, { updatedAt: now });
  if (part) {
    const next: JobPart = { ...part };
    for (const field of PART_FIELDS) if (field in patch) Object.assign(next, { [field]: patch[field] });
    if (!next.unconfirmed) delete next.unconfirmed;
    if (patch.counts && isUploadPart(part) && uploadParts(record).length === 1) next.counts = { ...patch.counts };
    record.parts[k] = next;
  }
  deriveFromParts(record);
}

/** Sets the record's server fields from its parts: the part being imported's, the counts their sums. */
export function deriveFromParts(record: JobRecord): void {
  const part = record.parts[currentPart(record)];
  if (!part) return;
  // A part not begun yet (the one after a part that just finished) takes the job's phase on its first change.
  if (part.phase !== null) record.phase = part.phase;
  record.fileUuid = part.fileUuid;
  record.serverJobUuid = part.serverJobUuid;
  record.serverStatus = part.serverStatus;
  record.error = part.error;
  if (part.unconfirmed) record.unconfirmed = part.unconfirmed;
  else delete record.unconfirmed;
  record.counts = sumCounts(record.parts);
}

/** The parts whose rows are the job's upload records (a leavers part is not). */
export const uploadParts = (record: Pick<JobRecord, 'parts'>): JobPart[] => record.parts.filter(isUploadPart);

/** The job's counts: its upload parts' sums (a leavers part's are its own). */
function sumCounts(all: readonly JobPart[]): JobCounts {
  const parts = all.filter(isUploadPart);
  if (parts.length === 1) return { ...parts[0]!.counts };
  const sum = (field: 'success' | 'skipped' | 'failure') => parts.reduce((n, p) => n + p.counts[field], 0);
  const totals = parts.map((p) => p.counts.total);
  return {
    total: totals.includes(null) ? null : totals.reduce<number>((n, t) => n + t!, 0),
    success: sum('success'),
    skipped: sum('skipped'),
    failure: sum('failure'),
  };
}

/** A part not begun yet: records [from, to) of the job's upload, nothing sent. */
export function partNotBegun([from, to]: readonly [number, number]): JobPart {
  return {
    source: 'upload',
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
  return sumCounts(record.parts);
}

/**
 * Whether a part of a job of several is still to be sent (not begun, or its upload never
 * completed): the job's upload as sent, passwords included, is needed until none is. A job of
 * one part never sends again.
 */
export function partsToSend(record: Pick<JobRecord, 'parts'>): boolean {
  const parts = uploadParts(record);
  return parts.length > 1 && parts.some((part) => part.phase === null || resendable(part));
}

/**
 * Whether a job left `uploading` by a restart sends its current part again: a part of several
 * upload parts, or its leavers part (built anew from its rows). A job of one upload part
 * whose upload was cut is an error (`interrupted`).
 */
export function sendsAgainOnResume(record: Pick<JobRecord, 'parts'>): boolean {
  const part = record.parts[currentPart(record)];
  return uploadParts(record).length > 1 || part?.source === 'leavers';
}

/**
 * Whether a job whose current part has no server job may go on by sending that part again:
 * its upload did not complete, and it is a part of several upload parts or a leavers part.
 */
export function sendsAgain(record: Pick<JobRecord, 'parts'>): boolean {
  const part = record.parts[currentPart(record)];
  return !!part && resendable(part) && (part.source === 'leavers' || uploadParts(record).length > 1);
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

/** Whether the job's leavers part finished and some of its users were not read back yet. */
export function leaversUnchecked(record: Pick<JobRecord, 'parts'>): boolean {
  const part = record.parts.find((p) => p.source === 'leavers');
  return part?.phase === 'finished' && (part.leavers ?? []).some((leaver) => leaver.outcome === null);
}
