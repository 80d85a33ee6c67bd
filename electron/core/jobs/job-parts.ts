/**
 * How a job's parts follow its record. A job of one part is its part: the record's own server
 * state is the part's, copied at every change so that the two never disagree on disk. A job of
 * several parts (split-imports.ts) sets its parts itself and sums them into the record.
 */
import type { JobPart, JobRecord } from '../../../shared/models/job';

/** The part of a job of one part, as the record now stands (a job of several is left as it is). */
export function mirrorOnlyPart(record: JobRecord): void {
  const only = record.parts.length === 1 ? record.parts[0] : undefined;
  if (only) record.parts[0] = partOfRecord(record, only.records);
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
  };
}
