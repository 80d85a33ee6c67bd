// A job whose record cannot be saved is not started, and leaves nothing behind: before, it was
// put in memory first and stayed 'uploading' in the list, impossible to remove.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type * as AtomicFile from '../../../../../electron/core/store/atomic-file';
import { createJobsService } from '../../../../../electron/core/jobs/jobs-service';
import { createCoreWork } from '../../../../../electron/core/work/core-work';
import { startImport } from '../../../../helpers/start-import';
import { tempDir } from '../../../../helpers/temp-dir';
import { createFakeClock, createFakeServer, demoProfile, demoRef, recordEvents, uploadFile } from './fakes';

const failing = vi.hoisted(() => ({ recordWrites: false }));
vi.mock('../../../../../electron/core/store/atomic-file', async (original) => {
  const actual = await original<typeof AtomicFile>();
  return {
    writeFileAtomic: (file: string, content: string | Uint8Array, mode?: number) => {
      if (failing.recordWrites && /jobs[\\/][^\\/]+\.json$/.test(file)) {
        return Promise.reject(new Error('ENOSPC: no space left'));
      }
      return actual.writeFileAtomic(file, content, mode);
    },
  };
});

const work = createCoreWork();
afterAll(() => work.dispose());

describe('a job that cannot be saved', () => {
  it('is refused, is not listed, and its upload (with passwords) is removed', async () => {
    const dataDir = tempDir();
    const server = createFakeServer();
    const service = createJobsService({
      dataDir,
      events: recordEvents().events,
      clientFor: async () => ({ client: server.client, profile: demoProfile, ref: demoRef }),
      clock: createFakeClock(),
      work,
    });
    failing.recordWrites = true;
    await expect(
      startImport(service, {
        fileName: 'u.csv',
        content: uploadFile(2).content,
        lineMap: [],
        options: { overwrite: false, roles: [], separator: 'COMMA' },
      }),
    ).rejects.toThrow(/no space left/);
    failing.recordWrites = false;
    expect(await service.list()).toEqual([]);
    expect(server.calls.upload).toHaveLength(0);
    const left = (await readdir(join(dataDir, 'jobs'))).filter((n) => n !== 'staging');
    expect(left).toEqual([]);
    await service.dispose();
  });
});
