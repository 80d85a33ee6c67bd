/**
 * The record of a job about to upload, of one part (a job of several gets its parts from
 * jobs-service), so that a field added to JobRecord is filled once.
 */
import type { ConnectionRef } from '../../../../shared/models/connection';
import type { JobRecord } from '../../../../shared/models/job';
import type { StartImport } from '../jobs-service';
import { partOfRecord } from '../job-parts';

export interface NewJob {
  id: string;
  connection: ConnectionRef;
  profileName: string;
  input: Pick<StartImport, 'fileName' | 'options' | 'excludedRows'>;
  /** Records to upload, and the bytes the upload will send. */
  records: number;
  totalBytes: number;
  now: number;
}

export function newJobRecord(job: NewJob): JobRecord {
  const { input } = job;
  const record: JobRecord = {
    id: job.id,
    connection: job.connection,
    profileName: job.profileName,
    fileName: input.fileName,
    options: {
      overwrite: input.options.overwrite,
      roles: [...input.options.roles],
      separator: input.options.separator,
    },
    phase: 'uploading',
    serverStatus: null,
    fileUuid: null,
    serverJobUuid: null,
    counts: { total: job.records, success: 0, skipped: 0, failure: 0 },
    upload: { sentBytes: 0, totalBytes: job.totalBytes },
    rate: null,
    error: null,
    serverError: null,
    createdAt: job.now,
    updatedAt: job.now,
    finishedAt: null,
    reportFetched: false,
    excludedRows: input.excludedRows,
    parts: [],
  };
  // One part, the whole upload; a split import replaces it with its parts.
  record.parts = [partOfRecord(record, { from: 0, to: job.records })];
  return record;
}
