import type { JobRecord } from '../../../../shared/models/job';
import { onePartJob } from '../../../helpers/one-part-job';

/** A job the CLI words (progress, outcome): j, 100 bytes uploaded, running unless `patch` says otherwise. */
export function cliJob(patch: Partial<JobRecord> = {}): JobRecord {
  return onePartJob({
    id: 'j',
    connection: { kind: 'profile', id: 'p' },
    profileName: 'P',
    fileName: 'u.csv',
    options: { overwrite: false, roles: [], separator: 'COMMA' },
    phase: 'running',
    serverStatus: 'RUNNING',
    fileUuid: 'f',
    serverJobUuid: 'uuid-1',
    counts: { total: 100, success: 0, skipped: 0, failure: 0 },
    upload: { sentBytes: 0, totalBytes: 100 },
    rate: null,
    error: null,
    serverError: null,
    createdAt: 0,
    updatedAt: 0,
    finishedAt: null,
    reportFetched: false,
    excludedRows: 0,
    ...patch,
  });
}
