import { onePartJob } from '../../helpers/one-part-job';
import type { JobRecord } from '../../../shared/models/job';

/** A job record as core sends it, with the fields a test cares about overridden. */
export function fakeJob(over: Partial<JobRecord> = {}): JobRecord {
  return onePartJob({
    id: 'j1',
    connection: { kind: 'profile', id: 'p1' },
    profileName: 'Production',
    fileName: 'staff.upload.csv',
    options: { overwrite: false, roles: [], separator: 'COMMA' },
    phase: 'running',
    serverStatus: 'RUNNING',
    fileUuid: 'f-1',
    serverJobUuid: 'a1b2c3d4-0000-4000-8000-000000000001',
    counts: { total: 100, success: 40, skipped: 5, failure: 5 },
    upload: { sentBytes: 2048, totalBytes: 2048 },
    rate: 25,
    error: null,
    serverError: null,
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_001_000,
    finishedAt: null,
    reportFetched: false,
    excludedRows: 0,
    ...over,
  });
}
