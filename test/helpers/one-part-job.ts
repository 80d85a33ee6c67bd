import type { JobPart, JobRecord } from '../../shared/models/job';

/** A test's job record as core keeps a single import: one part, the record's own server state (unless the test gives parts). */
export function onePartJob(record: Omit<JobRecord, 'parts'> & { parts?: JobPart[] | undefined }): JobRecord {
  const only: JobPart = {
    records: { from: 0, to: record.counts.total ?? 0 },
    phase: record.phase,
    fileUuid: record.fileUuid,
    serverJobUuid: record.serverJobUuid,
    serverStatus: record.serverStatus,
    counts: { ...record.counts },
    error: record.error,
  };
  return { ...record, parts: record.parts ?? [only] };
}
