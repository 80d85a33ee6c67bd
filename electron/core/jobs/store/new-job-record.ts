/**
 * The record of a job about to upload, its parts ranges of its upload (one part unless the
 * upload is split), so that a field added to JobRecord is filled once.
 */
import type { ConnectionRef } from '../../../../shared/models/connection';
import type { JobRecord } from '../../../../shared/models/job';
import type { StartImport } from '../jobs-service';
import { deriveFromParts, partNotBegun } from '../job-parts';

export interface NewJob {
  id: string;
  connection: ConnectionRef;
  profileName: string;
  input: Pick<StartImport, 'fileName' | 'options' | 'excludedRows'>;
  /** Records to upload, and the bytes the upload will send. */
  records: number;
  /** The lines the comparison left out of the upload, by reason (absent: none). */
  leftOut?: JobRecord['leftOut'];
  totalBytes: number;
  now: number;
  /** The parts' ranges of upload records (default: one part, the whole upload). */
  parts?: readonly (readonly [number, number])[];
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
    ...(job.leftOut ? { leftOut: { ...job.leftOut } } : {}),
    parts: [],
  };
  record.parts = (job.parts ?? [[0, job.records]]).map(partNotBegun);
  // The first part is being uploaded; the record's server fields are read from it.
  record.parts[0] = { ...record.parts[0]!, phase: 'uploading' };
  deriveFromParts(record);
  return record;
}
