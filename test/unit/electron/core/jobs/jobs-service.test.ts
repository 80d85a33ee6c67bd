import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startImport } from '../../../../helpers/start-import';
import { uploadFile } from './fakes';
import { dataDir, setup, failEvery3rd, options } from './jobs-harness';

describe('taking the staged upload over', () => {
  it('refuses an upload whose header is blank, and keeps nothing of it', async () => {
    const { service, server } = setup();
    await expect(
      startImport(service, { fileName: 'u.csv', content: ',,\r\nann,x,Secret-1\r\n', lineMap: [], options }),
    ).rejects.toMatchObject({ code: 'invalid-argument', details: { reason: 'no-header' } });
    expect(await service.list()).toEqual([]);
    expect((await readdir(join(dataDir, 'jobs'))).filter((n) => n !== 'staging')).toEqual([]);
    expect(server.calls.upload).toHaveLength(0);
  });

  it('refuses an upload that is unknown or not finished', async () => {
    const { service } = setup();
    await expect(
      service.start({ fileName: 'u.csv', uploadId: 'nope', options, excludedRows: 0 }),
    ).rejects.toMatchObject({
      code: 'not-found',
    });
    const { uploadId } = await service.uploads.begin({ fileName: 'u.csv' });
    await service.uploads.append({ uploadId, offset: 0, bytes: new TextEncoder().encode('name\nann\n') });
    await expect(service.start({ fileName: 'u.csv', uploadId, options, excludedRows: 0 })).rejects.toMatchObject({
      code: 'invalid-argument',
      details: { reason: 'upload-not-finished', fileName: 'u.csv' },
    });
  });
});

describe('jobs.list and jobs.remove', () => {
  it('lists newest first, and removes a finished job with its files but not a running one', async () => {
    const { server, service, clock } = setup({ outcome: failEvery3rd });
    const a = await startImport(service, {
      fileName: 'a.csv',
      content: uploadFile(3).content,
      lineMap: [],
      options,
      excludedRows: 0,
    });
    await service.settled(a.id);
    await clock.sleep(10);
    server.hold();
    const b = await startImport(service, {
      fileName: 'b.csv',
      content: uploadFile(3).content,
      lineMap: [],
      options,
      excludedRows: 0,
    });
    expect((await service.list()).map((j) => j.fileName)).toEqual(['b.csv', 'a.csv']);
    await expect(service.remove({ id: b.id })).rejects.toMatchObject({ code: 'job-active' });
    const left = await service.remove({ id: a.id });
    expect(left.map((j) => j.id)).toEqual([b.id]);
    expect((await readdir(join(dataDir, 'jobs'))).filter((n) => n.startsWith(a.id))).toEqual([]);
    await expect(service.get({ id: a.id })).rejects.toMatchObject({ code: 'not-found' });
    server.release();
  });
});
