import { jobErrorText } from '../../../../../helpers/worded';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeError } from '../../../../../../shared/errors/wording';
import type { JobRecord } from '../../../../../../shared/models/job';
import { startImport } from '../../../../../helpers/start-import';
import { createFakeServer, uploadFile } from '../fakes';
import { dataDir, makeService, failEvery3rd, options, untilJob } from '../jobs-harness';

// After a restart: what a new service on the same data dir makes of the jobs the last one left.
describe('surviving a restart', () => {
  it('resumes polling a running job in a new service on the same data dir, and fetches its report joined to the rows', async () => {
    const server = createFakeServer({ outcome: failEvery3rd, linesPerRead: 1 });
    const first = makeService(server);
    const { content } = uploadFile(6);
    const lineMap = [2, 3, 5, 6, 8, 9];
    const job = await startImport(first.service, { fileName: 'u.csv', content, lineMap, options, excludedRows: 2 });
    await untilJob(first.service, job.id, (j) => j.phase === 'running');
    server.hold();
    await first.service.dispose();
    const saved = JSON.parse(await readFile(join(dataDir, 'jobs', `${job.id}.json`), 'utf8')) as JobRecord;
    expect(saved.phase).toBe('running');
    expect(saved.serverJobUuid).toMatch(/^job-/);
    server.release();

    const second = makeService(server);
    await second.service.resumeUnfinished();
    const done = await second.service.settled(job.id);
    expect(done.phase).toBe('finished');
    expect(done.counts).toMatchObject({ success: 2, skipped: 2, failure: 2 });
    expect(done.reportFetched).toBe(true);
    const report = await second.service.report({ id: job.id, status: 'FAILED', limit: 10, offset: 0 });
    expect(report.lines.map((l) => [l.line, l.sourceLine, l.values.name])).toEqual([
      [3, 3, 'user1'],
      [6, 8, 'user4'],
    ]);
    // The interim rows file is gone once the report holds what the join needs.
    expect(await readdir(join(dataDir, 'jobs'))).not.toContain(`${job.id}.rows.json`);
  });

  it('turns a job interrupted before the server confirmed it into what is known: nothing, or an unconfirmed start', async () => {
    const server = createFakeServer();
    const first = makeService(server);
    server.hold();
    const uploading = await startImport(first.service, {
      fileName: 'a.csv',
      content: uploadFile(2).content,
      lineMap: [],
      options,
      excludedRows: 0,
    });
    // Simulate a crash: what is on disk is all the next start knows.
    const onDisk = JSON.parse(await readFile(join(dataDir, 'jobs', `${uploading.id}.json`), 'utf8')) as JobRecord;
    expect(onDisk.phase).toBe('uploading');
    const starting: JobRecord = { ...onDisk, id: 'starting-job', phase: 'starting', fileUuid: 'file-9' };
    await writeFile(join(dataDir, 'jobs', 'starting-job.json'), JSON.stringify(starting));
    await first.service.dispose();
    server.release();
    await writeFile(join(dataDir, 'jobs', `${uploading.id}.json`), JSON.stringify(onDisk));

    const second = makeService(server);
    await second.service.resumeUnfinished();
    const a = await second.service.get({ id: uploading.id });
    expect(a.phase).toBe('error');
    expect(jobErrorText(a)).toContain('nothing was imported');
    // What the shells word it from (shared/errors/wording.ts): the same sentence, in English.
    expect(a.error?.details).toEqual({ during: 'upload' });
    expect(describeError(a.error!, 'cli')).toBe(jobErrorText(a));
    const b = await second.service.get({ id: 'starting-job' });
    expect(b.phase).toBe('unconfirmed');
    expect(b.error).toBeNull();
    expect(b.unconfirmed).toEqual({
      at: starting.updatedAt,
      cause: { code: 'interrupted', params: { during: 'start' } },
      check: null,
    });
    expect(server.calls.start).toHaveLength(0);
  });

  it('saves the job uuid before anything else happens', async () => {
    const server = createFakeServer();
    const { service } = makeService(server);
    const job = await startImport(service, {
      fileName: 'a.csv',
      content: uploadFile(2).content,
      lineMap: [],
      options,
      excludedRows: 0,
    });
    await service.settled(job.id);
    // The first save after the start call carries the uuid, before any read.
    const saved = JSON.parse(await readFile(join(dataDir, 'jobs', `${job.id}.json`), 'utf8')) as JobRecord;
    expect(saved.serverJobUuid).toBe(server.calls.read[0]);
  });

  it('stays detached after a restart: the user chose to stop watching', async () => {
    const server = createFakeServer({ linesPerRead: 1 });
    const first = makeService(server);
    const job = await startImport(first.service, {
      fileName: 'a.csv',
      content: uploadFile(9).content,
      lineMap: [],
      options,
      excludedRows: 0,
    });
    await untilJob(first.service, job.id, (j) => j.phase === 'running');
    await first.service.stopWatching({ id: job.id });
    await first.service.dispose();
    const second = makeService(server);
    await second.service.resumeUnfinished();
    expect((await second.service.settled(job.id)).phase).toBe('detached');
  });
});
