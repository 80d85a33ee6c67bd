// The wizard store's test setting: a fake bridge, the CSV worker in process, one active profile.
import { File as NodeFile } from 'node:buffer';
import { beforeEach, expect, vi } from 'vitest';
import { useImportWizard } from '../../../../../renderer/features/import/import-wizard-store';
import { setCsvWorkerFactory } from '../../../../../renderer/workers/csv-client';
import { installFakeBridge } from '../../fake-bridge';
import { inProcessWorker } from '../../in-process-worker';
import { activateSchoolProfile } from '../../../../helpers/school-profile';

export const fake = installFakeBridge();
export const worker = inProcessWorker();
setCsvWorkerFactory(() => worker);

export const HEADER = 'userId,email,first name,last name,password';
// happy-dom's File has no stream(); Node's has, and it is what the session reads.
export const file = (text: string, name = 'staff.csv') => new NodeFile([text], name) as unknown as File;
export const done = () => vi.waitFor(() => expect(useImportWizard.getState().phase).toBe('done'));

/** Resets the bridge, the worker's record and the wizard before each test of the file calling it. */
export function resetBeforeEach(): void {
  beforeEach(() => {
    fake.reset();
    worker.requests.length = 0;
    useImportWizard.getState().reset();
    useImportWizard
      .getState()
      .setOptions({ overwrite: false, roles: [], separator: 'COMMA', errorPolicy: 'valid-only' });
    activateSchoolProfile();
  });
}
