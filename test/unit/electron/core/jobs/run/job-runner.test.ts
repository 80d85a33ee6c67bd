import { jobErrorText } from '../../../../../helpers/worded';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../../../electron/core/errors';
import { describeError } from '../../../../../../shared/errors/wording';
import { startImport } from '../../../../../helpers/start-import';
import { uploadFile } from '../fakes';
import { setup, makeService, failEvery3rd, options, jobFiles, untilJob, startUsers } from '../jobs-harness';

describe('the import runner', () => {
  it('uploads, starts, polls to FINISHED, and reports phases, bytes and counts on the way', async () => {
    const { server, service, updates } = setup({ linesPerRead: 2 });
    const { content } = uploadFile(5);
    const started = await startImport(service, {
      fileName: 'users.csv',
      content,
      lineMap: [],
      options,
      excludedRows: 0,
    });
    expect(started.phase).toBe('uploading');
    expect(started.profileName).toBe('School');

    const done = await service.settled(started.id);
    expect(done.phase).toBe('finished');
    expect(done.serverStatus).toBe('FINISHED');
    expect(done.counts).toEqual({ total: 5, success: 5, skipped: 0, failure: 0 });
    expect(done.finishedAt).not.toBeNull();
    // A single import is a job of one part: the whole upload, in the record's own server state.
    expect(done.parts).toEqual([
      {
        source: 'upload',
        records: { from: 0, to: 5 },
        phase: 'finished',
        fileUuid: done.fileUuid,
        serverJobUuid: done.serverJobUuid,
        serverStatus: 'FINISHED',
        counts: done.counts,
        error: null,
      },
    ]);
    expect(updates.filter((u) => u.parts[0]!.phase !== u.phase)).toEqual([]);
    expect(server.calls.start[0]!.options).toEqual({ overwrite: false, roles: [], separator: 'COMMA' });

    const phases = updates.map((u) => u.phase).filter((p, i, all) => p !== all[i - 1]);
    expect(phases).toEqual(['uploading', 'starting', 'running', 'finished']);
    const total = Buffer.byteLength(content);
    expect(updates.some((u) => u.upload.sentBytes === total && u.upload.totalBytes === total)).toBe(true);
    expect(updates.some((u) => u.phase === 'running' && u.counts.success === 2)).toBe(true);
    expect(updates.some((u) => u.serverStatus === 'CREATED')).toBe(true);
    // No failure: the report is not fetched unasked (spec 4.7).
    expect(server.calls.report).toHaveLength(0);
    expect(done.reportFetched).toBe(false);
  });

  it('passes overwrite, every role and the separator to the start call', async () => {
    const { server, service } = setup();
    const { content } = uploadFile(2, ';');
    const job = await startImport(service, {
      fileName: 'u.csv',
      content,
      lineMap: [],
      options: { overwrite: true, roles: ['Teacher', 'Staff'], separator: 'SEMICOLON' },
      excludedRows: 0,
    });
    expect((await service.settled(job.id)).phase).toBe('finished');
    expect(server.calls.start[0]!.options).toEqual({
      overwrite: true,
      roles: ['Teacher', 'Staff'],
      separator: 'SEMICOLON',
    });
  });

  it('reports a rate in lines per second while running', async () => {
    const { service, updates } = setup({ linesPerRead: 3 });
    const job = await startUsers(service, 30);
    await service.settled(job.id);
    const rates = updates.filter((u) => u.phase === 'running' && u.rate !== null).map((u) => u.rate!);
    expect(rates.length).toBeGreaterThan(0);
    // 3 lines per poll; polls 0.25 s, 0.5 s, 1 s, ... 5 s apart: the rate over the window is at most 3 lines in 0.25 s and above 0.
    for (const rate of rates) expect(rate).toBeGreaterThan(0);
    expect(Math.max(...rates)).toBeLessThanOrEqual(12);
  });

  it('gives up at the deadline with a message that says the job still runs, and resume goes on', async () => {
    const { server, service } = setup({ neverFinish: true }, { deadlineMs: 3 * 60_000 });
    const job = await startUsers(service, 3);
    const stopped = await service.settled(job.id);
    expect(stopped.phase).toBe('error');
    expect(stopped.error?.code).toBe('deadline');
    expect(jobErrorText(stopped)).toBe(
      'The job is still running on the server after 3 minutes; resume to keep watching.',
    );
    expect(stopped.error?.details).toMatchObject({ waiting: false });
    expect(describeError(stopped.error!, 'cli')).toBe(jobErrorText(stopped));

    server.options.neverFinish = false;
    await service.resume({ id: job.id });
    const done = await service.settled(job.id);
    expect(done.phase).toBe('finished');
    expect(done.error).toBeNull();
  });

  it('ends FAILED with the server error and fetches the report when lines failed', async () => {
    const { server, service } = setup({ failJob: 'Import aborted: database unavailable', outcome: failEvery3rd });
    const job = await startUsers(service, 6);
    const done = await service.settled(job.id);
    expect(done.phase).toBe('failed');
    expect(done.serverError).toBe('Import aborted: database unavailable');
    expect(done.counts.failure).toBe(2);
    expect(done.reportFetched).toBe(true);
    expect(server.calls.report.length).toBeGreaterThan(0);
  });

  it('keeps an upload failure as the error and starts nothing', async () => {
    const { server, service } = setup({
      uploadError: new AppError('refused'),
    });
    const job = await startUsers(service, 2);
    const done = await service.settled(job.id);
    expect(done.phase).toBe('error');
    expect(done.error).toMatchObject({ code: 'refused' });
    expect(jobErrorText(done)).toContain('nothing was imported');
    expect(server.calls.start).toHaveLength(0);
  });

  it('says a refused start imported nothing, and an unanswered start is unknown', async () => {
    const refused = setup({
      startError: new AppError('http-status', { status: 400 }),
    });
    const a = await startUsers(refused.service, 2);
    const aDone = await refused.service.settled(a.id);
    expect(aDone.phase).toBe('error');
    expect(aDone.error).toMatchObject({ code: 'http-status', details: { status: 400 } });
    expect(jobErrorText(aDone)).toMatch(/^The server did not start the import: .*Nothing was imported\.$/);

    // A proxy that refuses its credentials never let the start through.
    const proxied = setup({
      startError: new AppError('proxy-credentials', {
        proxy: 'http://proxy.example:3128',
        proxyStatus: 407,
      }),
    });
    const p = await startUsers(proxied.service, 2);
    const pDone = await proxied.service.settled(p.id);
    expect(pDone.error).toMatchObject({ code: 'proxy-credentials', details: { proxyStatus: 407 } });
    expect(jobErrorText(pDone)).toMatch(/^The server did not start the import: .*Nothing was imported\.$/);

    const silent = setup({
      startError: new AppError('timeout', { phase: 'response', ms: 30000 }),
    });
    const b = await startUsers(silent.service, 2);
    const bDone = await silent.service.settled(b.id);
    // Not a failure: its own outcome, with what is known (the upload, when the start was sent, why).
    expect(bDone.phase).toBe('unconfirmed');
    expect(bDone.error).toBeNull();
    expect(bDone.fileUuid).not.toBeNull();
    expect(bDone.unconfirmed).toEqual({
      at: expect.any(Number),
      cause: { code: 'timeout', params: { phase: 'response', ms: 30000 } },
      check: null,
    });
    expect(bDone.parts[0]).toMatchObject({ phase: 'unconfirmed', unconfirmed: bDone.unconfirmed });

    // A gateway's 502 or 504 proves nothing: the start may have reached the server behind it.
    for (const status of [502, 504]) {
      const gateway = setup({
        startError: new AppError('http-status', { status }),
      });
      const c = await startUsers(gateway.service, 2);
      const cDone = await gateway.service.settled(c.id);
      expect(cDone.phase).toBe('unconfirmed');
      expect(cDone.unconfirmed?.cause).toEqual({ code: 'http-status', params: { status } });
    }
  });

  it('keeps a final polling error (an answer it cannot read), and resume watches again', async () => {
    const { server, service } = setup({
      linesPerRead: 1,
      readError: (n) => (n === 3 ? new AppError('invalid-response', {}) : undefined),
    });
    const job = await startUsers(service, 3);
    const stopped = await service.settled(job.id);
    expect(stopped.phase).toBe('error');
    expect(stopped.serverJobUuid).not.toBeNull();
    expect(stopped.error).toMatchObject({ code: 'invalid-response' });
    expect(jobErrorText(stopped)).toContain('resume');

    await service.resume({ id: job.id });
    expect((await service.settled(job.id)).phase).toBe('finished');
    expect(server.calls.read.length).toBeGreaterThan(3);
  });

  it('rides out an outage of the server for as long as the deadline allows, saying so meanwhile', async () => {
    const unreachable = () => new AppError('unreachable', { host: 'x' });
    const { server, service, clock, updates } = setup({
      linesPerRead: 1,
      // Reads 3 to 40 fail: far longer than the client's own retries (about 4 s).
      readError: (n) => (n >= 3 && n <= 40 ? unreachable() : undefined),
    });
    const job = await startUsers(service, 3);
    const done = await service.settled(job.id);
    expect(done.phase).toBe('finished');
    expect(done.error).toBeNull();
    expect(server.calls.read.length).toBeGreaterThan(40);
    expect(clock.time()).toBeGreaterThan(5 * 60_000);
    const during = updates.find((u) => u.id === job.id && u.phase === 'running' && u.error?.code === 'unreachable');
    expect(jobErrorText(during)).toMatch(/has not answered since .*Still trying/);
  });

  it('an outage that outlasts the deadline ends the watch, to be resumed', async () => {
    const { service } = setup(
      {
        linesPerRead: 1,
        readError: (n) => (n >= 2 ? new AppError('timeout', {}) : undefined),
      },
      { deadlineMs: 60_000 },
    );
    const job = await startUsers(service, 3);
    const stopped = await service.settled(job.id);
    expect(stopped.phase).toBe('error');
    expect(stopped.error?.code).toBe('timeout');
  });

  it('stopWatching detaches and says the server job goes on; resume watches to the end', async () => {
    const { server, service, notices, clock } = setup({ linesPerRead: 1 });
    const job = await startUsers(service, 20);
    await untilJob(service, job.id, (j) => j.phase === 'running');
    const detached = await service.stopWatching({ id: job.id });
    expect(detached.phase).toBe('detached');
    expect(notices).toContainEqual({ level: 'info', code: 'job-unwatched', params: { fileName: 'u.csv' } });
    const reads = server.calls.read.length;
    const pauses = clock.sleeps.length;
    // Settled: no run of the job is left in this process, so nothing can read it any more.
    expect((await service.settled(job.id)).phase).toBe('detached');
    expect(server.calls.read.length).toBe(reads);
    expect(clock.sleeps.length).toBe(pauses);

    await service.resume({ id: job.id });
    const done = await service.settled(job.id);
    expect(done.phase).toBe('finished');
    expect(done.counts.success).toBe(20);
  });

  it('a job being stopped (Ctrl+C) is settled only once it is detached, never seen as still running', async () => {
    const { service } = setup({ linesPerRead: 1 });
    const job = await startUsers(service, 20);
    await untilJob(service, job.id, (j) => j.phase === 'running');
    // As the CLI does: it waits for the job, and on SIGINT stops watching without awaiting that.
    const settled = service.settled(job.id);
    await new Promise((r) => setImmediate(r));
    void service.stopWatching({ id: job.id });
    expect((await settled).phase).toBe('detached');
  });

  it('refuses to resume a job the server never confirmed', async () => {
    const { service } = setup({ uploadError: new AppError('refused') });
    const job = await startUsers(service, 1);
    await service.settled(job.id);
    await expect(service.resume({ id: job.id })).rejects.toMatchObject({ code: 'cannot-resume' });
  });

  it('refuses a line map that does not fit the file', async () => {
    const { service } = setup();
    await expect(
      startImport(service, {
        fileName: 'u.csv',
        content: uploadFile(3).content,
        lineMap: [2, 3],
        options,
        excludedRows: 0,
      }),
    ).rejects.toMatchObject({ code: 'invalid-argument', details: { reason: 'line-map', entries: 2, records: 3 } });
  });
});

describe('a job the server forgot (404 CSV_IMPORT_JOB_DOES_NOT_EXIST)', () => {
  it('keeps the counts and the file, marks the job, is never retried, and resume says why', async () => {
    const { server, service } = setup({ linesPerRead: 1 });
    const job = await startUsers(service, 20);
    await untilJob(service, job.id, (j) => j.counts.success >= 2);
    await service.stopWatching({ id: job.id });
    const before = await service.get({ id: job.id });
    server.jobs.delete(before.serverJobUuid!);
    await service.resume({ id: job.id });
    const gone = await service.settled(job.id);
    expect(gone.goneFromServerAt).toEqual(expect.any(Number));
    expect(gone.phase).toBe('error');
    expect(gone.error).toMatchObject({ code: 'job-gone', details: { errorCode: 'CSV_IMPORT_JOB_DOES_NOT_EXIST' } });
    expect(jobErrorText(gone)).toContain('no longer knows this job');
    expect(gone.counts).toEqual(before.counts);
    const reads = server.calls.read.length;
    await expect(service.resume({ id: job.id })).rejects.toMatchObject({ code: 'cannot-resume' });
    await service.resumeUnfinished();
    expect(server.calls.read.length).toBe(reads);
    await expect(service.report({ id: job.id, limit: 10, offset: 0 })).rejects.toMatchObject({ code: 'no-report' });
    expect(server.calls.report).toHaveLength(0);
    // The file stays (its passwords removed), and the saved record says it is gone after a restart.
    const files = await jobFiles();
    expect([...files.keys()].some((f) => f.endsWith('stored.csv'))).toBe(true);
    const again = makeService(server);
    expect((await again.service.get({ id: job.id })).goneFromServerAt).toBe(gone.goneFromServerAt);
  });

  it('keeps the report lines fetched before the server forgot the job midway', async () => {
    const { server, service } = setup({ outcome: failEvery3rd, pageCap: 25, forgetAfterReportPages: 2 });
    const job = await startUsers(service, 90);
    const done = await service.settled(job.id);
    expect(done.phase).toBe('finished');
    expect(done.goneFromServerAt).toEqual(expect.any(Number));
    expect(done.reportFetched).toBe(true);
    expect(jobErrorText(done)).toContain('The report holds the 50 lines fetched');
    const page = await service.report({ id: job.id, limit: 100, offset: 0 });
    expect(page.total).toBe(50);
    expect(server.calls.report).toHaveLength(3);
    // Asking again reads what was saved, never the server.
    await service.report({ id: job.id, limit: 100, offset: 0 });
    expect(server.calls.report).toHaveLength(3);
  });
});
