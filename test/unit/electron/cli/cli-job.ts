import type { JobRecord } from '../../../../shared/models/job';
import { fakeJob } from '../../renderer/fake-job';

/** A job the CLI words (progress, outcome): j, 100 bytes uploaded, running unless `patch` says otherwise. */
export function cliJob(patch: Partial<JobRecord> = {}): JobRecord {
  return fakeJob({
    id: 'j',
    connection: { kind: 'profile', id: 'p' },
    profileName: 'P',
    fileName: 'u.csv',
    fileUuid: 'f',
    serverJobUuid: 'uuid-1',
    counts: { total: 100, success: 0, skipped: 0, failure: 0 },
    upload: { sentBytes: 0, totalBytes: 100 },
    rate: null,
    createdAt: 0,
    updatedAt: 0,
    ...patch,
  });
}
