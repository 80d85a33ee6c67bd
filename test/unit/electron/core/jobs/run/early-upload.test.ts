import { describe, expect, it } from 'vitest';
import type { JobsService } from '../../../../../../electron/core/jobs/jobs-service';
import { uploadFile } from '../fakes';
import { options, setup } from '../jobs-harness';

/** Stages `content` in chunks of 97 bytes, sent early to the server as it is written; its id. */
async function stageSentEarly(service: JobsService, content: string, fileName = 'users.csv'): Promise<string> {
  const bytes = new TextEncoder().encode(content);
  const { uploadId } = await service.uploads.begin({ fileName });
  service.sendEarly({ uploadId });
  for (let offset = 0; offset < bytes.length; offset += 97)
    await service.uploads.append({ uploadId, offset, bytes: bytes.subarray(offset, offset + 97) });
  return uploadId;
}

describe('an upload sent while it is staged', () => {
  it('is the job’s upload: the same bytes, one upload, started with its file uuid', async () => {
    const { server, service, updates } = setup();
    const { content } = uploadFile(200);
    const uploadId = await stageSentEarly(service, content);
    await service.uploads.finish({ uploadId, lineMap: new Uint32Array(0) });
    const job = await service.start({ fileName: 'users.csv', uploadId, options, excludedRows: 0 });
    const done = await service.settled(job.id);
    expect(done.phase).toBe('finished');
    expect(done.counts.success).toBe(200);
    expect(server.calls.upload).toEqual([{ name: 'users.csv', size: content.length }]);
    expect(server.files.get(done.fileUuid!)).toBe(content);
    expect(server.calls.start.map((s) => s.fileUuid)).toEqual([done.fileUuid]);
    // The record says the bytes went, as after an upload of its own.
    expect(updates.some((u) => u.phase === 'starting' && u.upload.sentBytes === content.length)).toBe(true);
  });

  it('shows its progress as the job’s upload while it goes on after the staging', async () => {
    const { server, service, updates } = setup();
    const { content } = uploadFile(200);
    const uploadId = await stageSentEarly(service, content);
    server.hold();
    await service.uploads.finish({ uploadId, lineMap: new Uint32Array(0) });
    const job = await service.start({ fileName: 'users.csv', uploadId, options, excludedRows: 0 });
    expect(job.phase).toBe('uploading');
    server.release();
    expect((await service.settled(job.id)).phase).toBe('finished');
    const half = Math.floor(content.length / 2);
    expect(updates.some((u) => u.phase === 'uploading' && u.upload.sentBytes === half)).toBe(true);
  });

  it('is cut off when the staging is discarded: nothing complete reaches the server, nothing starts', async () => {
    const { server, service } = setup();
    const upload = server.client.uploadUsersCsv;
    // How the early upload ended (its answer or its error), once it has.
    const ended = new Promise<unknown>((resolve) => {
      server.client.uploadUsersCsv = (file, call) => {
        const answer = upload(file, call);
        answer.then(resolve, resolve);
        return answer;
      };
    });
    const uploadId = await stageSentEarly(service, uploadFile(200).content);
    await service.uploads.discard({ uploadId });
    // The upload's body ends in an error: the server (the fake, as the demo server) keeps no file of it.
    expect(String(await ended)).toMatch(/cancelled/);
    expect(server.files.size).toBe(0);
    expect(server.calls.start).toEqual([]);
  });

  it('is not used by a job split into parts: each part is uploaded on its own', async () => {
    const { server, service } = setup();
    const { content } = uploadFile(10);
    const uploadId = await stageSentEarly(service, content);
    await service.uploads.finish({ uploadId, lineMap: new Uint32Array(0) });
    const job = await service.start({
      fileName: 'users.csv',
      uploadId,
      options,
      excludedRows: 0,
      split: { maxLines: 4 },
    });
    const done = await service.settled(job.id);
    expect(done.phase).toBe('finished');
    expect(done.parts).toHaveLength(3);
    const started = server.calls.start.map((s) => server.files.get(s.fileUuid)!);
    expect(started.map((text) => text.trimEnd().split('\r\n').length)).toEqual([5, 5, 3]);
    expect(started).not.toContain(content);
  });

  it('may be sent only from its first byte', async () => {
    const { service } = setup();
    const { uploadId } = await service.uploads.begin({ fileName: 'u.csv' });
    await service.uploads.append({ uploadId, offset: 0, bytes: new TextEncoder().encode('name\n') });
    expect(() => service.sendEarly({ uploadId })).toThrow(/upload-begun/);
    await service.uploads.discard({ uploadId });
  });
});
