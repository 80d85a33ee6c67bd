import { readExported } from '../../../../../helpers/exported-file';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../../../../electron/core/errors';
import { startImport } from '../../../../../helpers/start-import';
import { createFakeServer, uploadFile } from '../fakes';
import {
  dataDir,
  setup,
  makeService,
  failEvery3rd,
  options,
  allFileText,
  filesWithPasswords,
  jobFiles,
  untilJob,
  work,
} from '../jobs-harness';

describe('never a password on disk', () => {
  it('writes no password in any file of the data dir, through a whole job, its report and exports', async () => {
    const server = createFakeServer({ outcome: failEvery3rd });
    const first = makeService(server);
    const { content, passwords } = uploadFile(12);
    const job = await startImport(first.service, { fileName: 'u.csv', content, lineMap: [], options, excludedRows: 0 });
    await first.service.settled(job.id);
    await first.service.report({ id: job.id, limit: 100, offset: 0 });
    // The job has ended and its report is saved: no password is left in its files.
    expect(await filesWithPasswords(passwords)).toEqual([]);
    await first.service.exportReport({ id: job.id });
    const withPasswords = await first.service.exportFailedRows({ id: job.id });
    // In memory the failed rows still carry their passwords, for a quick fix-and-retry.
    expect(await readExported(dataDir, withPasswords)).toContain(passwords[1]);
    expect(withPasswords.notes).toBeUndefined();
    await first.service.dispose();

    const text = await allFileText();
    expect(text).toContain('user1@example.com');
    for (const password of passwords) expect(text).not.toContain(password);
  });

  it('writes the copy without passwords while the job runs, and only swaps the copies at its end', async () => {
    const tasks = vi.spyOn(work, 'run');
    try {
      const { service } = makeService(createFakeServer({ linesPerRead: 3 }));
      const { content, passwords } = uploadFile(12);
      const job = await startImport(service, { fileName: 'u.csv', content, lineMap: [], options, excludedRows: 0 });
      expect((await service.settled(job.id)).phase).toBe('finished');
      const run = tasks.mock.calls.map(([task, input]) => [task, input]);
      const prepared = run.findIndex(([task]) => task === 'prepareStoredCopy');
      const removed = run.findIndex(([task]) => task === 'removePasswords');
      expect(prepared).toBeGreaterThanOrEqual(0);
      expect(removed).toBeGreaterThan(prepared);
      expect(run[removed]![1]).toMatchObject({ prepared: true });
      expect(await filesWithPasswords(passwords)).toEqual([]);
      const stored = [...(await jobFiles())].find(([name]) => name.endsWith('stored.csv'))![1];
      expect(stored).toContain('user11@example.com');
    } finally {
      tasks.mockRestore();
    }
  });

  it('while the job needs them, the passwords are only in the upload as sent: one file in the job folder, for the user alone', async () => {
    const server = createFakeServer();
    const { service } = makeService(server);
    server.hold();
    const { content, passwords } = uploadFile(5);
    const job = await startImport(service, { fileName: 'u.csv', content, lineMap: [], options, excludedRows: 0 });
    expect(await filesWithPasswords(passwords)).toEqual([join(job.id, 'upload.csv')]);
    expect((await stat(join(dataDir, 'jobs', job.id, 'upload.csv'))).mode & 0o777).toBe(0o600);
    expect((await stat(join(dataDir, 'jobs', job.id))).mode & 0o777).toBe(0o700);
    server.release();
    await service.settled(job.id);
    // No line failed: nothing needs a password any more.
    expect(await filesWithPasswords(passwords)).toEqual([]);
    expect(await readdir(join(dataDir, 'jobs', job.id))).not.toContain('upload.csv');
  });

  it('drops the passwords of an upload that started no job', async () => {
    const { service } = setup({ uploadError: new AppError('refused') });
    const { content, passwords } = uploadFile(4);
    const job = await startImport(service, { fileName: 'u.csv', content, lineMap: [], options, excludedRows: 0 });
    expect((await service.settled(job.id)).phase).toBe('error');
    expect(await filesWithPasswords(passwords)).toEqual([]);
  });

  it('keeps them while a job with failed lines waits for its report, and drops them when the app stops', async () => {
    const server = createFakeServer({ outcome: failEvery3rd, linesPerRead: 1 });
    const { service } = makeService(server);
    const { content, passwords } = uploadFile(6);
    const job = await startImport(service, { fileName: 'u.csv', content, lineMap: [], options, excludedRows: 0 });
    await untilJob(service, job.id, (j) => j.phase === 'running');
    await service.stopWatching({ id: job.id });
    expect(await filesWithPasswords(passwords)).toEqual([join(job.id, 'upload.csv')]);
    await service.dispose();
    expect(await filesWithPasswords(passwords)).toEqual([]);
  });

  it('removes the passwords an app that stopped without cleaning up (a crash) left behind, at the next start', async () => {
    const server = createFakeServer({ linesPerRead: 1 });
    const crashed = makeService(server);
    const { content, passwords } = uploadFile(6);
    const job = await startImport(crashed.service, {
      fileName: 'u.csv',
      content,
      lineMap: [],
      options,
      excludedRows: 0,
    });
    await untilJob(crashed.service, job.id, (j) => j.phase === 'running');
    await crashed.service.stopWatching({ id: job.id });
    // The first service is never disposed: what it left on disk is what a crash leaves.
    expect(await filesWithPasswords(passwords)).toEqual([join(job.id, 'upload.csv')]);

    const next = makeService(server);
    await next.service.resumeUnfinished();
    await vi.waitFor(async () => expect(await filesWithPasswords(passwords)).toEqual([]));
    await next.service.resume({ id: job.id });
    expect((await next.service.settled(job.id)).phase).toBe('finished');
    const page = await next.service.report({ id: job.id, limit: 10, offset: 0 });
    expect(page.lines[0]!.values).toMatchObject({ name: 'user0', email: 'user0@example.com' });
  });
});
