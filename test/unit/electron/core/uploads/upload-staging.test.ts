import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createUploadStaging } from '../../../../../electron/core/uploads/upload-staging';
import { createCoreWork } from '../../../../../electron/core/work/core-work';
import { tempDir } from '../../../../helpers/temp-dir';
import { worded } from '../../../../helpers/worded';

const work = createCoreWork();
afterAll(() => work.dispose());

const bytes = (text: string) => new TextEncoder().encode(text);

function staging() {
  const jobsDir = tempDir('mdm-staging-');
  return { jobsDir, uploads: createUploadStaging({ jobsDir }) };
}

async function stagedFolders(jobsDir: string): Promise<string[]> {
  const runs = await readdir(join(jobsDir, 'staging')).catch(() => [] as string[]);
  return (await Promise.all(runs.map((run) => readdir(join(jobsDir, 'staging', run))))).flat();
}

describe('staged uploads', () => {
  it('writes the chunks in order to one file for the user alone, then indexes it and keeps the line map beside it', async () => {
    const { jobsDir, uploads } = staging();
    const { uploadId } = await uploads.begin({ fileName: 'staff.upload.csv' });
    const text = 'name,email\r\nann,a@x.org\r\nbob,b@x.org\r\n';
    const [a, b] = [bytes(text.slice(0, 15)), bytes(text.slice(15))];
    await Promise.all([
      uploads.append({ uploadId, offset: 0, bytes: a }),
      uploads.append({ uploadId, offset: a.length, bytes: b }),
    ]);
    expect(await uploads.finish({ uploadId, lineMap: Uint32Array.from([4, 9]) })).toEqual({
      uploadId,
      records: 2,
      bytes: text.length,
    });
    const target = join(jobsDir, 'job-1');
    expect(await uploads.take(uploadId, target)).toEqual({
      fileName: 'staff.upload.csv',
      records: 2,
      bytes: text.length,
      lineMapEntries: 2,
    });
    expect(await readFile(join(target, 'upload.csv'), 'utf8')).toBe(text);
    expect((await stat(join(target, 'upload.csv'))).mode & 0o777).toBe(0o600);
    const map = await readFile(join(target, 'line-map.u32'));
    expect(Array.from(new Uint32Array(map.buffer, map.byteOffset, 2))).toEqual([4, 9]);
    expect(await stagedFolders(jobsDir)).toEqual([]);
    await expect(uploads.take(uploadId, target)).rejects.toMatchObject({ code: 'not-found' });
  });

  it("an upload is its caller's own: another caller cannot add to it, finish it, take it or discard it", async () => {
    const { jobsDir, uploads } = staging();
    const { uploadId } = await uploads.begin({ fileName: 'mine.csv' }, 'web:1');
    const chunk = bytes('name\r\nann\r\n');
    await expect(uploads.append({ uploadId, offset: 0, bytes: chunk }, 'web:2')).rejects.toMatchObject({
      code: 'not-found',
    });
    await uploads.discard({ uploadId }, 'web:2');
    await uploads.append({ uploadId, offset: 0, bytes: chunk }, 'web:1');
    await expect(uploads.finish({ uploadId, lineMap: Uint32Array.from([2]) }, 'web:2')).rejects.toMatchObject({
      code: 'not-found',
    });
    await uploads.finish({ uploadId, lineMap: Uint32Array.from([2]) }, 'web:1');
    await expect(uploads.take(uploadId, join(jobsDir, 'stolen'), 'web:2')).rejects.toMatchObject({ code: 'not-found' });
    // The owner's socket closes: what it staged goes (it holds passwords).
    await uploads.discardCaller('web:1');
    expect(await stagedFolders(jobsDir)).toEqual([]);
  });

  it('refuses a chunk out of order, a finish twice, and a start before the finish', async () => {
    const { uploads } = staging();
    const { uploadId } = await uploads.begin({ fileName: 'u.csv' });
    await uploads.append({ uploadId, offset: 0, bytes: bytes('name\n') });
    await expect(uploads.append({ uploadId, offset: 3, bytes: bytes('x') })).rejects.toSatisfy(
      worded('The chunk of u.csv at byte 3 does not follow the 5 bytes received; chunks go in order.'),
    );
    await expect(uploads.take(uploadId, '/nowhere')).rejects.toMatchObject({ code: 'invalid-argument' });
    await uploads.finish({ uploadId, lineMap: new Uint32Array(0) });
    await expect(uploads.finish({ uploadId, lineMap: new Uint32Array(0) })).rejects.toSatisfy(
      worded('The upload u.csv is already finished.'),
    );
    await expect(uploads.append({ uploadId, offset: 5, bytes: bytes('x') })).rejects.toSatisfy(
      worded('The upload u.csv is already finished.'),
    );
  });

  it('discards an upload whose line map does not fit, or that is not CSV, with a message that says why', async () => {
    const { jobsDir, uploads } = staging();
    const first = await uploads.begin({ fileName: 'u.csv' });
    await uploads.append({ uploadId: first.uploadId, offset: 0, bytes: bytes('name\nann\nbob\n') });
    await expect(uploads.finish({ uploadId: first.uploadId, lineMap: Uint32Array.from([2]) })).rejects.toSatisfy(
      worded('The line map has 1 entries but the upload file has 2 records.'),
    );
    const second = await uploads.begin({ fileName: 'v.csv' });
    await uploads.append({ uploadId: second.uploadId, offset: 0, bytes: bytes('name\n"ann\n') });
    await expect(uploads.finish({ uploadId: second.uploadId, lineMap: new Uint32Array(0) })).rejects.toSatisfy(
      worded('The upload file is not valid CSV at line 2: a quoted field is never closed.'),
    );
    expect(await stagedFolders(jobsDir)).toEqual([]);
    await expect(uploads.discard({ uploadId: first.uploadId })).resolves.toBeUndefined();
  });

  it('discard and dispose remove staged uploads (they hold passwords); a new run removes those of a run that crashed', async () => {
    const { jobsDir, uploads } = staging();
    const a = await uploads.begin({ fileName: 'a.csv' });
    const b = await uploads.begin({ fileName: 'b.csv' });
    await uploads.append({ uploadId: a.uploadId, offset: 0, bytes: bytes('name,password\nann,Secret-1\n') });
    expect((await stagedFolders(jobsDir)).sort()).toEqual([a.uploadId, b.uploadId].sort());
    await uploads.discard({ uploadId: a.uploadId });
    expect(await stagedFolders(jobsDir)).toEqual([b.uploadId]);
    await uploads.dispose();
    expect(await readdir(join(jobsDir, 'staging'))).toEqual([]);

    // A run whose process is gone (pid 2^22 + 1 is above Linux's pid_max default) left one behind.
    const crashed = join(jobsDir, 'staging', `${2 ** 22 + 1}-0badc0de`, 'some-upload');
    await mkdir(crashed, { recursive: true });
    await writeFile(join(crashed, 'upload.csv'), 'name,password\nann,Secret-2\n');
    const next = createUploadStaging({ jobsDir });
    await next.begin({ fileName: 'c.csv' });
    expect(await readdir(join(jobsDir, 'staging'))).toHaveLength(1);
    expect(await stagedFolders(jobsDir)).not.toContain('some-upload');
    await next.dispose();
  });

  it('keeps at most 8 uploads staged at a time', async () => {
    const { uploads } = staging();
    for (let i = 0; i < 8; i++) await uploads.begin({ fileName: `${i}.csv` });
    await expect(uploads.begin({ fileName: 'one-more.csv' })).rejects.toMatchObject({ code: 'too-many-uploads' });
    await uploads.dispose();
  });
});

describe('a follower held at its end (a staging compared before it is sent)', () => {
  /** Reads the follower's bytes until they end (true) or fail (false). */
  async function drain(bytesOf: AsyncIterable<Uint8Array>, into: string[]): Promise<boolean> {
    try {
      for await (const chunk of bytesOf) into.push(new TextDecoder().decode(chunk));
      return true;
    } catch {
      return false;
    }
  }

  it('ends only when a job takes the upload, not when it is finished', async () => {
    const { jobsDir, uploads } = staging();
    const { uploadId } = await uploads.begin({ fileName: 'held.csv' });
    const follower = uploads.follow(uploadId, undefined, { holdEnd: true });
    const read: string[] = [];
    let ended: boolean | null = null;
    const reading = drain(follower.bytes, read).then((result) => (ended = result));
    await uploads.append({ uploadId, offset: 0, bytes: bytes('name\r\nann\r\n') });
    await uploads.finish({ uploadId, lineMap: new Uint32Array(0) });
    // Finished: every byte was handed on, but the body has not ended (a comparison may discard it).
    await new Promise((resolve) => setImmediate(resolve));
    expect(read.join('')).toBe('name\r\nann\r\n');
    expect(ended).toBeNull();
    await uploads.take(uploadId, join(jobsDir, 'job-held'));
    await reading;
    expect(ended).toBe(true);
  });

  it('fails, never ending, when the finished upload is discarded', async () => {
    const { uploads } = staging();
    const { uploadId } = await uploads.begin({ fileName: 'dropped.csv' });
    const follower = uploads.follow(uploadId, undefined, { holdEnd: true });
    const reading = drain(follower.bytes, []);
    await uploads.append({ uploadId, offset: 0, bytes: bytes('name\r\nann\r\n') });
    await uploads.finish({ uploadId, lineMap: new Uint32Array(0) });
    await uploads.discard({ uploadId });
    expect(await reading).toBe(false);
  });

  it('without holding, ends as the upload is finished', async () => {
    const { uploads } = staging();
    const { uploadId } = await uploads.begin({ fileName: 'plain.csv' });
    const follower = uploads.follow(uploadId);
    const reading = drain(follower.bytes, []);
    await uploads.append({ uploadId, offset: 0, bytes: bytes('name\r\nann\r\n') });
    await uploads.finish({ uploadId, lineMap: new Uint32Array(0) });
    expect(await reading).toBe(true);
    await uploads.discard({ uploadId });
  });
});
