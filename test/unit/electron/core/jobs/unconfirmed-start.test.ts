import { describeNotStartedParts } from '../../../../../shared/jobs/start-check-wording';
import { englishTranslator } from '../../../../../shared/errors/server-explanation';
import { jobErrorText } from '../../../../helpers/worded';
import { access, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../../electron/core/errors';
import { PREDICTION_CODE } from '../../../../../shared/models/dry-run';
import { startImport } from '../../../../helpers/start-import';
import { aborted, uploadFile } from './fakes';
import { dataDir, filesWithPasswords, options, setup, startUsers } from './jobs-harness';

const noAnswer = () => new AppError('timeout', { phase: 'response', ms: 30000 });
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** A job of `rows` users whose start got no answer. */
async function unconfirmedJob(rows: number, users: { name: string; email: string | null }[] = []) {
  const { content, passwords } = uploadFile(rows);
  const harness = setup({ startError: noAnswer(), users });
  const job = await startImport(harness.service, { fileName: 'u.csv', content, lineMap: [], options });
  const done = await harness.service.settled(job.id);
  return { ...harness, job: done, content, passwords };
}

describe('a start whose answer never came', () => {
  it('is kept as unconfirmed with its upload and passwords, never released, even when the app stops', async () => {
    const { job, service, passwords } = await unconfirmedJob(2);
    expect(job.phase).toBe('unconfirmed');
    await service.dispose();
    // Starting again needs the same passwords, in whatever later run of the app.
    expect(await filesWithPasswords(passwords)).toEqual([join(job.id, 'upload.csv')]);
  });

  it('finds none of the users: starting again is safe, and sends the same upload as the same job', async () => {
    const { job, service, server, content } = await unconfirmedJob(3);
    await expect(service.startAgain({ id: job.id })).rejects.toMatchObject({
      code: 'cannot-resume',
      details: { reason: 'not-checked' },
    });
    const check = await service.checkStart({ id: job.id });
    expect(check).toMatchObject({ basis: 'file', found: 0, of: 3, outcome: 'not-ran' });
    expect((await service.get({ id: job.id })).unconfirmed?.check).toEqual(check);
    expect(server.calls.lookup.flatMap((q) => q.searches ?? [])).toEqual(['user0', 'user1', 'user2']);

    server.options.startError = undefined;
    const again = await service.startAgain({ id: job.id });
    expect(again.id).toBe(job.id);
    const done = await service.settled(job.id);
    expect(done.phase).toBe('finished');
    expect(done.unconfirmed ?? null).toBeNull();
    expect(server.calls.start).toHaveLength(2);
    // The same bytes, passwords included: nothing made anew.
    expect(server.files.get(server.calls.start[1]!.fileUuid)).toBe(content);
    expect(server.files.get(server.calls.start[0]!.fileUuid)).toBe(content);
  });

  it('finds every user: the job ran, it is never started again and its passwords go', async () => {
    const users = [0, 1].map((i) => ({ name: `USER${i}`, email: null }));
    const { job, service, server, passwords } = await unconfirmedJob(2, users);
    const check = await service.checkStart({ id: job.id });
    expect(check).toMatchObject({ basis: 'file', found: 2, of: 2, outcome: 'ran' });
    await expect(service.startAgain({ id: job.id })).rejects.toMatchObject({ code: 'cannot-resume' });
    expect(server.calls.start).toHaveLength(1);
    expect(await filesWithPasswords(passwords)).toEqual([]);
  });

  it('finds some users: it ran (or runs), starting again is not safe', async () => {
    const { job, service } = await unconfirmedJob(3, [{ name: 'user1', email: null }]);
    expect(await service.checkStart({ id: job.id })).toMatchObject({ found: 1, of: 3, outcome: 'partial' });
    await expect(service.startAgain({ id: job.id })).rejects.toMatchObject({ code: 'cannot-resume' });
  });

  it('counts only the lines the dry run predicted as new: users there before prove nothing', async () => {
    // user0 was on the server before the import (predicted SKIPPED); user1 and user2 were new.
    const { job, service, server } = await unconfirmedJob(3, [{ name: 'user0', email: null }]);
    const codes = Uint8Array.of(PREDICTION_CODE.SKIPPED, PREDICTION_CODE.SUCCESS, PREDICTION_CODE.SUCCESS);
    await writeFile(join(dataDir, 'jobs', job.id, 'prediction.u8'), codes);
    const check = await service.checkStart({ id: job.id });
    expect(check).toMatchObject({ basis: 'predicted-new', found: 0, of: 2, outcome: 'not-ran' });
    expect(server.calls.lookup.flatMap((q) => q.searches ?? [])).toEqual(['user1', 'user2']);
  });

  it('says it cannot tell when the dry run predicted no new user', async () => {
    const { job, service } = await unconfirmedJob(1, [{ name: 'user0', email: null }]);
    await writeFile(join(dataDir, 'jobs', job.id, 'prediction.u8'), Uint8Array.of(PREDICTION_CODE.SKIPPED));
    expect(await service.checkStart({ id: job.id })).toMatchObject({ of: 0, outcome: 'unknown' });
  });

  it('is also what an app stopping between the upload and the answer leaves', async () => {
    // The upload completes; the start arrives and is held there until the app stops.
    let arrived = () => {};
    const startArrived = new Promise<void>((resolve) => (arrived = resolve));
    const { service } = setup({
      beforeStart: async (signal) => {
        arrived();
        await aborted(signal);
        throw new AppError('cancelled');
      },
    });
    const job = await startUsers(service, 2);
    await startArrived;
    await service.dispose();
    const record = JSON.parse(
      await import('node:fs/promises').then((fs) => fs.readFile(join(dataDir, 'jobs', `${job.id}.json`), 'utf8')),
    );
    expect(record.phase).toBe('unconfirmed');
    expect(record.unconfirmed.cause).toEqual({ code: 'interrupted', params: { during: 'start' } });
    expect(await exists(join(dataDir, 'jobs', job.id, 'upload.csv'))).toBe(true);
  });

  it('is checked at the first news of it, while its run is still ending', async () => {
    const { content } = uploadFile(2);
    const { service, events } = setup({ startError: noAnswer() });
    const checked = new Promise<unknown>((resolve, reject) => {
      const unsubscribe = events.subscribe((event, payload) => {
        const job = payload as { id: string; phase: string };
        if (event !== 'jobs.updated' || job.phase !== 'unconfirmed') return;
        // Once: the check's own update is news of the same job.
        unsubscribe();
        service.checkStart({ id: job.id }).then(resolve, reject);
      });
    });
    await startImport(service, { fileName: 'u.csv', content, lineMap: [], options });
    expect(await checked).toMatchObject({ outcome: 'not-ran' });
  });

  it('refuses to check a job whose start was confirmed', async () => {
    const { service } = setup();
    const job = await startUsers(service, 1);
    await service.settled(job.id);
    await expect(service.checkStart({ id: job.id })).rejects.toMatchObject({ code: 'cannot-resume' });
  });
});

describe('a start the server refused', () => {
  it('says nothing was imported, and for a later part of a split job that the earlier parts were', async () => {
    const { server, service } = setup();
    const job = await startUsers(service, 4, { split: { maxLines: 2 } });
    // The second part's start is refused with a status of the server's own.
    const refuse = new AppError('http-status', { status: 400 });
    const original = server.client.startUserImport.bind(server.client);
    server.client.startUserImport = async (...args) => {
      if (server.calls.start.length >= 1) {
        server.calls.start.push({ fileUuid: args[0], options: args[1] });
        throw refuse;
      }
      return original(...args);
    };
    const done = await service.settled(job.id);
    expect(done.phase).toBe('error');
    expect(jobErrorText(done)).toMatch(/^The server did not start part 2 of 2: The server answered HTTP 400\./);
    expect(describeNotStartedParts(done, englishTranslator())).toBe(
      'Part 1 of 2 was imported; part 2 and the parts after it were not.',
    );
    expect(done.error?.details).toMatchObject({ status: 400, notStarted: { part: 2, parts: 2, imported: 1 } });
  });
});
