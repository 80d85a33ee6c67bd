import { readExported } from '../../../../helpers/exported-file';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../../../electron/core/errors';
import { createJobsService } from '../../../../../electron/core/jobs/jobs-service';
import { UNCONFIRMED_MESSAGE } from '../../../../../electron/core/jobs/job-errors';
import type { JobsService } from '../../../../../electron/core/jobs/jobs-service';
import { createCoreWork } from '../../../../../electron/core/work/core-work';
import type { JobRecord } from '../../../../../shared/models/job';
import { startImport } from '../../../../helpers/start-import';
import { createFakeClock, createFakeServer, demoProfile, demoRef, recordEvents, uploadFile } from './fakes';
import type { FakeServerOptions } from './fakes';
import { LEGACY_REPORT, LEGACY_ROWS } from './legacy-fixtures';

let dataDir: string;
const services: JobsService[] = [];
// One worker thread for every service of this file (each would start its own otherwise).
const work = createCoreWork();
afterAll(() => work.dispose());

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mdm-jobs-'));
});
afterEach(async () => {
  await Promise.all(services.splice(0).map((s) => s.dispose()));
  await rm(dataDir, { recursive: true, force: true });
});

function setup(serverOptions: FakeServerOptions = {}, poll = {}) {
  const server = createFakeServer(serverOptions);
  return { server, ...makeService(server, poll) };
}

function makeService(server: ReturnType<typeof createFakeServer>, poll = {}) {
  const clock = createFakeClock();
  const recorded = recordEvents();
  const service = createJobsService({
    dataDir,
    events: recorded.events,
    clientFor: async () => ({ client: server.client, profile: demoProfile, ref: demoRef }),
    clock,
    poll,
    work,
  });
  services.push(service);
  return { service, clock, ...recorded };
}

const failEvery3rd: FakeServerOptions['outcome'] = (values, line) =>
  line % 3 === 0
    ? { status: 'FAILED', message: 'The number of data fields does not match the number of headers.' }
    : line % 3 === 1
      ? { status: 'SKIPPED', message: `User ${values.name} should not be overwritten.` }
      : { status: 'SUCCESS', message: 'User stored with version 1.' };

const options = { overwrite: false, roles: [] as string[], separator: 'COMMA' as const };

/** Every file under the jobs folder, by path relative to it (binary files read as latin1: a password shows either way). */
async function jobFiles(): Promise<Map<string, string>> {
  const entries = await readdir(join(dataDir, 'jobs'), { recursive: true, withFileTypes: true });
  const files = new Map<string, string>();
  for (const entry of entries.filter((e) => e.isFile())) {
    const path = join(entry.parentPath, entry.name);
    files.set(relative(join(dataDir, 'jobs'), path), await readFile(path, 'latin1'));
  }
  return files;
}

async function allFileText(): Promise<string> {
  return [...(await jobFiles()).values()].join('\n');
}

/** The files under the jobs folder that hold any of the passwords. */
async function filesWithPasswords(passwords: string[]): Promise<string[]> {
  const files = await jobFiles();
  return [...files.keys()].filter((name) => passwords.some((p) => files.get(name)!.includes(p))).sort();
}

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
    const job = await startImport(service, {
      fileName: 'u.csv',
      content: uploadFile(30).content,
      lineMap: [],
      options,
      excludedRows: 0,
    });
    await service.settled(job.id);
    const rates = updates.filter((u) => u.phase === 'running' && u.rate !== null).map((u) => u.rate!);
    expect(rates.length).toBeGreaterThan(0);
    // 3 lines per poll; polls 1 s, 2 s, 4 s, 5 s apart: the rate over the window is below 3/s and above 0.
    for (const rate of rates) expect(rate).toBeGreaterThan(0);
    expect(Math.max(...rates)).toBeLessThanOrEqual(3);
  });

  it('backs off from 1 s to 5 s between polls', async () => {
    const { service, clock } = setup({ linesPerRead: 1 });
    const job = await startImport(service, {
      fileName: 'u.csv',
      content: uploadFile(8).content,
      lineMap: [],
      options,
      excludedRows: 0,
    });
    await service.settled(job.id);
    expect(clock.sleeps).toEqual([1000, 2000, 4000, 5000, 5000, 5000, 5000, 5000]);
  });

  it('honours configured poll settings', async () => {
    const { service, clock } = setup({ linesPerRead: 1 }, { initialMs: 200, maxMs: 500 });
    const job = await startImport(service, {
      fileName: 'u.csv',
      content: uploadFile(4).content,
      lineMap: [],
      options,
      excludedRows: 0,
    });
    await service.settled(job.id);
    expect(clock.sleeps).toEqual([200, 400, 500, 500]);
  });

  it('gives up at the deadline with a message that says the job still runs, and resume goes on', async () => {
    const { server, service } = setup({ neverFinish: true }, { deadlineMs: 3 * 60_000 });
    const job = await startImport(service, {
      fileName: 'u.csv',
      content: uploadFile(3).content,
      lineMap: [],
      options,
      excludedRows: 0,
    });
    const stopped = await service.settled(job.id);
    expect(stopped.phase).toBe('error');
    expect(stopped.error?.code).toBe('deadline');
    expect(stopped.error?.message).toBe(
      'The job is still running on the server after 3 minutes; resume to keep watching.',
    );

    server.options.neverFinish = false;
    await service.resume({ id: job.id });
    const done = await service.settled(job.id);
    expect(done.phase).toBe('finished');
    expect(done.error).toBeNull();
  });

  it('ends FAILED with the server error and fetches the report when lines failed', async () => {
    const { server, service } = setup({ failJob: 'Import aborted: database unavailable', outcome: failEvery3rd });
    const job = await startImport(service, {
      fileName: 'u.csv',
      content: uploadFile(6).content,
      lineMap: [],
      options,
      excludedRows: 0,
    });
    const done = await service.settled(job.id);
    expect(done.phase).toBe('failed');
    expect(done.serverError).toBe('Import aborted: database unavailable');
    expect(done.counts.failure).toBe(2);
    expect(done.reportFetched).toBe(true);
    expect(server.calls.report.length).toBeGreaterThan(0);
  });

  it('keeps an upload failure as the error and starts nothing', async () => {
    const { server, service } = setup({
      uploadError: new AppError('refused', 'Connection refused by mdm.example.com:443.'),
    });
    const job = await startImport(service, {
      fileName: 'u.csv',
      content: uploadFile(2).content,
      lineMap: [],
      options,
      excludedRows: 0,
    });
    const done = await service.settled(job.id);
    expect(done.phase).toBe('error');
    expect(done.error).toMatchObject({ code: 'refused' });
    expect(done.error?.message).toContain('Connection refused by mdm.example.com:443.');
    expect(done.error?.message).toContain('nothing was imported');
    expect(server.calls.start).toHaveLength(0);
  });

  it('says a refused start imported nothing, and an unanswered start is unknown', async () => {
    const refused = setup({
      startError: new AppError('http-status', 'The server answered 400: bad separator.', { status: 400 }),
    });
    const a = await startImport(refused.service, {
      fileName: 'u.csv',
      content: uploadFile(2).content,
      lineMap: [],
      options,
      excludedRows: 0,
    });
    const aDone = await refused.service.settled(a.id);
    expect(aDone.phase).toBe('error');
    expect(aDone.error?.message).toMatch(
      /^The server did not start the import: The server answered 400: bad separator\. Nothing was imported\.$/,
    );

    const silent = setup({
      startError: new AppError('timeout', 'No answer within 30 s.', { phase: 'response', ms: 30000 }),
    });
    const b = await startImport(silent.service, {
      fileName: 'u.csv',
      content: uploadFile(2).content,
      lineMap: [],
      options,
      excludedRows: 0,
    });
    const bDone = await silent.service.settled(b.id);
    expect(bDone.error?.code).toBe('timeout');
    expect(bDone.error?.message).toContain("check the portal's user list before importing again");

    // A gateway's 502 or 504 proves nothing: the start may have reached the server behind it.
    for (const status of [502, 504]) {
      const gateway = setup({
        startError: new AppError('http-status', `The server answered ${status}.`, { status }),
      });
      const c = await startImport(gateway.service, {
        fileName: 'u.csv',
        content: uploadFile(2).content,
        lineMap: [],
        options,
      });
      const cDone = await gateway.service.settled(c.id);
      expect(cDone.error?.message).not.toContain('Nothing was imported');
      expect(cDone.error?.message).toContain("check the portal's user list before importing again");
    }
  });

  it('keeps a final polling error (an answer it cannot read), and resume watches again', async () => {
    const { server, service } = setup({
      linesPerRead: 1,
      readError: (n) =>
        n === 3 ? new AppError('invalid-response', 'The answer has an unexpected shape at results.', {}) : undefined,
    });
    const job = await startImport(service, { fileName: 'u.csv', content: uploadFile(3).content, lineMap: [], options });
    const stopped = await service.settled(job.id);
    expect(stopped.phase).toBe('error');
    expect(stopped.serverJobUuid).not.toBeNull();
    expect(stopped.error).toMatchObject({ code: 'invalid-response' });
    expect(stopped.error?.message).toContain('resume');

    await service.resume({ id: job.id });
    expect((await service.settled(job.id)).phase).toBe('finished');
    expect(server.calls.read.length).toBeGreaterThan(3);
  });

  it('rides out an outage of the server for as long as the deadline allows, saying so meanwhile', async () => {
    const unreachable = () => new AppError('unreachable', 'mdm.example.com cannot be reached.', { host: 'x' });
    const { server, service, clock, updates } = setup({
      linesPerRead: 1,
      // Reads 3 to 40 fail: far longer than the client's own retries (about 4 s).
      readError: (n) => (n >= 3 && n <= 40 ? unreachable() : undefined),
    });
    const job = await startImport(service, { fileName: 'u.csv', content: uploadFile(3).content, lineMap: [], options });
    const done = await service.settled(job.id);
    expect(done.phase).toBe('finished');
    expect(done.error).toBeNull();
    expect(server.calls.read.length).toBeGreaterThan(40);
    expect(clock.time()).toBeGreaterThan(5 * 60_000);
    const during = updates.find((u) => u.id === job.id && u.phase === 'running' && u.error?.code === 'unreachable');
    expect(during?.error?.message).toMatch(/has not answered since .*still trying/);
  });

  it('an outage that outlasts the deadline ends the watch, to be resumed', async () => {
    const { service } = setup(
      {
        linesPerRead: 1,
        readError: (n) => (n >= 2 ? new AppError('timeout', 'No answer within 60 s.', {}) : undefined),
      },
      { deadlineMs: 60_000 },
    );
    const job = await startImport(service, { fileName: 'u.csv', content: uploadFile(3).content, lineMap: [], options });
    const stopped = await service.settled(job.id);
    expect(stopped.phase).toBe('error');
    expect(stopped.error?.code).toBe('timeout');
  });

  it('stopWatching detaches and says the server job goes on; resume watches to the end', async () => {
    const { server, service, notices } = setup({ linesPerRead: 1 });
    const job = await startImport(service, {
      fileName: 'u.csv',
      content: uploadFile(20).content,
      lineMap: [],
      options,
      excludedRows: 0,
    });
    while ((await service.get({ id: job.id })).phase !== 'running') await new Promise((r) => setImmediate(r));
    const detached = await service.stopWatching({ id: job.id });
    expect(detached.phase).toBe('detached');
    expect(notices.map((n) => n.message).join('\n')).toContain("The server's job goes on");
    const reads = server.calls.read.length;
    await new Promise((r) => setTimeout(r, 20));
    expect(server.calls.read.length).toBe(reads);
    expect((await service.settled(job.id)).phase).toBe('detached');

    await service.resume({ id: job.id });
    const done = await service.settled(job.id);
    expect(done.phase).toBe('finished');
    expect(done.counts.success).toBe(20);
  });

  it('a job being stopped (Ctrl+C) is settled only once it is detached, never seen as still running', async () => {
    const { service } = setup({ linesPerRead: 1 });
    const job = await startImport(service, {
      fileName: 'u.csv',
      content: uploadFile(20).content,
      lineMap: [],
      options,
    });
    while ((await service.get({ id: job.id })).phase !== 'running') await new Promise((r) => setImmediate(r));
    // As the CLI does: it waits for the job, and on SIGINT stops watching without awaiting that.
    const settled = service.settled(job.id);
    await new Promise((r) => setImmediate(r));
    void service.stopWatching({ id: job.id });
    expect((await settled).phase).toBe('detached');
  });

  it('refuses to resume a job the server never confirmed', async () => {
    const { service } = setup({ uploadError: new AppError('refused', 'Connection refused.') });
    const job = await startImport(service, {
      fileName: 'u.csv',
      content: uploadFile(1).content,
      lineMap: [],
      options,
      excludedRows: 0,
    });
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
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'The line map has 2 entries but the upload file has 3 records.',
    });
  });
});

describe('a job the server forgot (404 CSV_IMPORT_JOB_DOES_NOT_EXIST)', () => {
  it('keeps the counts and the file, marks the job, is never retried, and resume says why', async () => {
    const { server, service } = setup({ linesPerRead: 1 });
    const job = await startImport(service, {
      fileName: 'u.csv',
      content: uploadFile(20).content,
      lineMap: [],
      options,
      excludedRows: 0,
    });
    while ((await service.get({ id: job.id })).counts.success < 2) await new Promise((r) => setImmediate(r));
    await service.stopWatching({ id: job.id });
    const before = await service.get({ id: job.id });
    server.jobs.delete(before.serverJobUuid!);
    await service.resume({ id: job.id });
    const gone = await service.settled(job.id);
    expect(gone.goneFromServerAt).toEqual(expect.any(Number));
    expect(gone.phase).toBe('error');
    expect(gone.error).toMatchObject({ code: 'job-gone', details: { errorCode: 'CSV_IMPORT_JOB_DOES_NOT_EXIST' } });
    expect(gone.error?.message).toContain('no longer knows this job');
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
    const job = await startImport(service, {
      fileName: 'u.csv',
      content: uploadFile(90).content,
      lineMap: [],
      options,
      excludedRows: 0,
    });
    const done = await service.settled(job.id);
    expect(done.phase).toBe('finished');
    expect(done.goneFromServerAt).toEqual(expect.any(Number));
    expect(done.reportFetched).toBe(true);
    expect(done.error?.message).toContain('The report holds the 50 lines fetched');
    const page = await service.report({ id: job.id, limit: 100, offset: 0 });
    expect(page.total).toBe(50);
    expect(server.calls.report).toHaveLength(3);
    // Asking again reads what was saved, never the server.
    await service.report({ id: job.id, limit: 100, offset: 0 });
    expect(server.calls.report).toHaveLength(3);
  });
});

describe('taking the staged upload over', () => {
  it('refuses an upload whose header is blank, and keeps nothing of it', async () => {
    const { service, server } = setup();
    await expect(
      startImport(service, { fileName: 'u.csv', content: ',,\r\nann,x,Secret-1\r\n', lineMap: [], options }),
    ).rejects.toMatchObject({ code: 'invalid-argument', message: 'The upload file has no header line.' });
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
      message: 'The upload u.csv is not finished; call uploads.finish first.',
    });
  });
});

describe('the per-line report', () => {
  it('reads every page, sorts by line, and joins each line to its source row through the line map', async () => {
    const { server, service } = setup({ outcome: failEvery3rd, reversePages: true });
    const rows = 1203;
    // Upload record i came from source line 10 + 2i (rows in between were excluded offline).
    const lineMap = Array.from({ length: rows }, (_, i) => 10 + 2 * i);
    const job = await startImport(service, {
      fileName: 'u.csv',
      content: uploadFile(rows).content,
      lineMap,
      options,
      excludedRows: 7,
    });
    const done = await service.settled(job.id);
    expect(done.excludedRows).toBe(7);
    expect(done.reportFetched).toBe(true);
    expect(server.calls.report.map((c) => c.offset)).toEqual([0, 500, 1000]);

    const page = await service.report({ id: job.id, limit: 1000, offset: 0 });
    expect(page.total).toBe(rows);
    expect(page.lines.map((l) => l.line)).toEqual(Array.from({ length: 1000 }, (_, i) => i + 2));
    expect(page.countsByStatus).toEqual({ FAILED: 401, SKIPPED: 401, SUCCESS: 401 });
    const line6 = page.lines.find((l) => l.line === 6)!;
    expect(line6).toEqual({
      line: 6,
      sourceLine: 18,
      status: 'FAILED',
      message: 'The number of data fields does not match the number of headers.',
      values: { name: 'user4', email: 'user4@example.com', givenName: 'Given4', surName: 'Sur4', phone: '+49301004' },
    });
    expect(page.lines.find((l) => l.line === 4)!.message).toBe('User user2 should not be overwritten.');

    const failed = await service.report({ id: job.id, status: 'FAILED', limit: 2, offset: 1 });
    expect(failed.total).toBe(401);
    expect(failed.lines.map((l) => l.line)).toEqual([6, 9]);
  });

  it('reads a report whose server caps its pages (asked 500, got 25) to the total', async () => {
    const { server, service } = setup({ outcome: failEvery3rd, pageCap: 25 });
    const job = await startImport(service, {
      fileName: 'u.csv',
      content: uploadFile(90).content,
      lineMap: [],
      options,
      excludedRows: 0,
    });
    const done = await service.settled(job.id);
    expect(done.counts.failure).toBe(30);
    expect(server.calls.report.map((c) => c.offset)).toEqual([0, 25, 50, 75]);
    const failed = await service.report({ id: job.id, status: 'FAILED', limit: 100, offset: 0 });
    expect(failed.total).toBe(30);
    expect(failed.lines.map((l) => l.line)).toEqual(Array.from({ length: 30 }, (_, i) => 3 * (i + 1)));
  });

  it('is fetched on request when no line failed, and only once', async () => {
    const { server, service } = setup();
    const job = await startImport(service, {
      fileName: 'u.csv',
      content: uploadFile(4).content,
      lineMap: [],
      options,
      excludedRows: 0,
    });
    await service.settled(job.id);
    expect(server.calls.report).toHaveLength(0);
    const [a, b] = await Promise.all([
      service.report({ id: job.id, limit: 10, offset: 0 }),
      service.report({ id: job.id, limit: 10, offset: 0 }),
    ]);
    expect(a.lines.map((l) => [l.line, l.sourceLine, l.status])).toEqual([
      [2, 2, 'SUCCESS'],
      [3, 3, 'SUCCESS'],
      [4, 4, 'SUCCESS'],
      [5, 5, 'SUCCESS'],
    ]);
    expect(b).toEqual(a);
    expect(server.calls.report).toHaveLength(1);
    expect((await service.get({ id: job.id })).reportFetched).toBe(true);
  });

  it('is refused while the job runs', async () => {
    const { server, service } = setup();
    server.hold();
    const job = await startImport(service, {
      fileName: 'u.csv',
      content: uploadFile(2).content,
      lineMap: [],
      options,
      excludedRows: 0,
    });
    await expect(service.report({ id: job.id, limit: 10, offset: 0 })).rejects.toMatchObject({
      code: 'job-not-finished',
    });
    server.release();
  });
});

describe('surviving a restart', () => {
  it('resumes polling a running job in a new service on the same data dir, and fetches its report joined to the rows', async () => {
    const server = createFakeServer({ outcome: failEvery3rd, linesPerRead: 1 });
    const first = makeService(server);
    const { content } = uploadFile(6);
    const lineMap = [2, 3, 5, 6, 8, 9];
    const job = await startImport(first.service, { fileName: 'u.csv', content, lineMap, options, excludedRows: 2 });
    while ((await first.service.get({ id: job.id })).phase !== 'running') await new Promise((r) => setImmediate(r));
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

  it('turns a job interrupted before the server confirmed it into an error that says what is known', async () => {
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
    expect(a.error?.message).toContain('nothing was imported');
    const b = await second.service.get({ id: 'starting-job' });
    expect(b.phase).toBe('error');
    expect(b.error?.message).toBe(UNCONFIRMED_MESSAGE);
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
    while ((await first.service.get({ id: job.id })).phase !== 'running') await new Promise((r) => setImmediate(r));
    await first.service.stopWatching({ id: job.id });
    await first.service.dispose();
    const second = makeService(server);
    await second.service.resumeUnfinished();
    expect((await second.service.settled(job.id)).phase).toBe('detached');
  });
});

describe('the files a job offers', () => {
  it('exports the lines an aborted job never reached, passwords included while the upload is held', async () => {
    const server = createFakeServer({ abortAfter: 4 });
    const { service } = makeService(server);
    const { content, passwords } = uploadFile(10);
    const job = await startImport(service, { fileName: 'staff.csv', content, lineMap: [], options });
    expect((await service.settled(job.id)).phase).toBe('failed');
    const file = await service.exportUnreachedRows({ id: job.id });
    expect(file.fileName).toBe('staff-not-reached.csv');
    const lines = (await readExported(dataDir, file)).trimEnd().split('\r\n');
    // The header, then user4 to user9 (upload lines 6 to 11): the server reported lines 2 to 5 (user0 to user3).
    expect(lines).toHaveLength(7);
    expect(lines[0]).toBe(content.split('\n')[0]!.trim());
    expect(lines[1]).toContain('user4@example.com');
    expect(lines[1]).toContain(passwords[4]);
    expect(lines.join('\n')).not.toContain('user3@example.com');
    expect(file.note).toBeUndefined();
  });

  it('writes the report with semicolons and a BOM when asked (German Excel)', async () => {
    const server = createFakeServer({ outcome: failEvery3rd });
    const { service } = makeService(server);
    const job = await startImport(service, { fileName: 'u.csv', content: uploadFile(3).content, lineMap: [], options });
    await service.settled(job.id);
    const german = await readExported(
      dataDir,
      await service.exportReport({ id: job.id, format: { separator: 'SEMICOLON', bom: true } }),
    );
    expect(german.startsWith('\uFEFFline;sourceLine;status;message;')).toBe(true);
    const plain = await readExported(dataDir, await service.exportReport({ id: job.id }));
    expect(plain.startsWith('line,sourceLine,status,message,')).toBe(true);
  });
});

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
    expect(withPasswords.note).toBeUndefined();
    await first.service.dispose();

    const text = await allFileText();
    expect(text).toContain('user1@example.com');
    for (const password of passwords) expect(text).not.toContain(password);
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
    const { service } = setup({ uploadError: new AppError('refused', 'Connection refused.') });
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
    while ((await service.get({ id: job.id })).phase !== 'running') await new Promise((r) => setImmediate(r));
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
    while ((await crashed.service.get({ id: job.id })).phase !== 'running') await new Promise((r) => setImmediate(r));
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

describe('exports', () => {
  it('exports the report as CSV: line, source line, status, message and the values, never the password', async () => {
    const { service } = setup({ outcome: failEvery3rd });
    const { content, passwords } = uploadFile(3);
    const job = await startImport(service, {
      fileName: 'class 5b.csv',
      content,
      lineMap: [4, 5, 7],
      options,
      excludedRows: 1,
    });
    await service.settled(job.id);
    const file = await service.exportReport({ id: job.id });
    expect(file.fileName).toBe('class 5b-report.csv');
    expect(file.mimeType).toBe('text/csv');
    const text = await readExported(dataDir, file);
    expect(text.split('\r\n')).toEqual([
      'line,sourceLine,status,message,name,email,givenName,surName,phone',
      '2,4,SUCCESS,User stored with version 1.,user0,user0@example.com,Given0,Sur0,+49301000',
      '3,5,FAILED,The number of data fields does not match the number of headers.,user1,user1@example.com,Given1,Sur1,+49301001',
      '4,7,SKIPPED,User user2 should not be overwritten.,user2,user2@example.com,Given2,Sur2,+49301002',
      '',
    ]);
    for (const password of passwords) expect(text).not.toContain(password);
  });

  it('exports the FAILED rows in the upload layout; after a restart the passwords are empty and the note says so', async () => {
    const server = createFakeServer({ outcome: failEvery3rd });
    const first = makeService(server);
    const { content, passwords } = uploadFile(7, ';');
    const job = await startImport(first.service, {
      fileName: 'u.csv',
      content,
      lineMap: [],
      options: { ...options, separator: 'SEMICOLON' },
      excludedRows: 0,
    });
    await first.service.settled(job.id);
    const live = await first.service.exportFailedRows({ id: job.id });
    expect((await readExported(dataDir, live)).split('\r\n')).toEqual([
      'name;email;givenName;surName;password;phone',
      `user1;user1@example.com;Given1;Sur1;${passwords[1]};+49301001`,
      `user4;user4@example.com;Given4;Sur4;${passwords[4]};+49301004`,
      '',
    ]);
    await first.service.dispose();

    const second = makeService(server);
    const later = await second.service.exportFailedRows({ id: job.id });
    expect(later.fileName).toBe('u-failed.csv');
    expect((await readExported(dataDir, later)).split('\r\n')).toEqual([
      'name;email;givenName;surName;password;phone',
      'user1;user1@example.com;Given1;Sur1;;+49301001',
      'user4;user4@example.com;Given4;Sur4;;+49301004',
      '',
    ]);
    expect(later.note).toContain('password column is empty');
  });
});

describe('jobs saved by version 1 of the app', () => {
  // Version 1 named the connection by `profileId`; it is read as a profile connection.
  const legacyRecord = (patch: Partial<JobRecord>): Omit<JobRecord, 'connection'> & { profileId: string } => ({
    id: 'legacy-job',
    profileId: 'p1',
    profileName: 'School',
    fileName: 'old.csv',
    options,
    phase: 'finished',
    serverStatus: 'FINISHED',
    fileUuid: 'file-0',
    serverJobUuid: 'job-0',
    counts: { total: 3, success: 1, skipped: 0, failure: 3 },
    upload: { sentBytes: 10, totalBytes: 10 },
    rate: null,
    error: null,
    serverError: null,
    createdAt: 1,
    updatedAt: 2,
    finishedAt: 2,
    reportFetched: true,
    excludedRows: 0,
    ...patch,
  });

  it('load and show their saved report, migrated into the job folder on first read', async () => {
    await mkdir(join(dataDir, 'jobs'), { recursive: true });
    await writeFile(join(dataDir, 'jobs', 'legacy-job.json'), JSON.stringify(legacyRecord({})));
    await writeFile(join(dataDir, 'jobs', 'legacy-job.report.json'), JSON.stringify(LEGACY_REPORT));
    const { server, service } = setup();
    expect((await service.list()).map((j) => j.id)).toEqual(['legacy-job']);
    const page = await service.report({ id: 'legacy-job', limit: 10, offset: 0 });
    expect(page).toEqual({ total: 4, lines: LEGACY_REPORT.lines, countsByStatus: { SUCCESS: 1, FAILED: 3 } });
    const failed = await service.report({ id: 'legacy-job', status: 'FAILED', limit: 1, offset: 0 });
    expect(failed.lines).toEqual([LEGACY_REPORT.lines[1]]);
    const exported = await readExported(dataDir, await service.exportReport({ id: 'legacy-job' }));
    expect(exported.split('\r\n')[2]).toBe('4,9,FAILED,Bad phone.,cid,"c,""d""@x.org",12');
    expect(server.calls.report).toHaveLength(0);
    expect((await readdir(join(dataDir, 'jobs'))).sort()).toEqual(['legacy-job', 'legacy-job.json']);
  });

  it('join a report fetched after the upgrade to the rows version 1 kept', async () => {
    const server = createFakeServer({ outcome: failEvery3rd, linesPerRead: 1 });
    const first = makeService(server);
    const { content } = uploadFile(4);
    const job = await startImport(first.service, { fileName: 'u.csv', content, lineMap: [], options, excludedRows: 0 });
    while ((await first.service.get({ id: job.id })).phase !== 'running') await new Promise((r) => setImmediate(r));
    await first.service.stopWatching({ id: job.id });
    await first.service.dispose();
    // What version 1 left instead of the job folder: the rows without passwords.
    await rm(join(dataDir, 'jobs', job.id), { recursive: true });
    const rows = uploadFile(4)
      .content.trim()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(','));
    for (const row of rows) row[4] = '';
    await writeFile(
      join(dataDir, 'jobs', `${job.id}.rows.json`),
      JSON.stringify({
        ...LEGACY_ROWS,
        columns: ['name', 'email', 'givenName', 'surName', 'password', 'phone'],
        records: rows,
        lineMap: [3, 5, 7, 9],
      }),
    );

    const second = makeService(server);
    await second.service.resume({ id: job.id });
    expect((await second.service.settled(job.id)).reportFetched).toBe(true);
    const failed = await second.service.report({ id: job.id, status: 'FAILED', limit: 10, offset: 0 });
    expect(failed.lines.map((l) => [l.line, l.sourceLine, l.values.name])).toEqual([[3, 5, 'user1']]);
    expect(await readdir(join(dataDir, 'jobs'))).not.toContain(`${job.id}.rows.json`);
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
