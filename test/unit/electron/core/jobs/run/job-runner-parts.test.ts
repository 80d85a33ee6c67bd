import { access, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JobRecord, ReportPage } from '../../../../../../shared/models/job';
import { startImport } from '../../../../../helpers/start-import';
import { createFakeServer, uploadFile } from '../fakes';
import type { FakeServerOptions } from '../fakes';
import { dataDir, makeService, options, setup } from '../jobs-harness';

// A job of several parts: one runner sends them in turn, each its own upload and server job.

/** The server's words name the record it got, so that a report line shows which record the server saw. */
const namingOutcome: FakeServerOptions['outcome'] = (values, line) =>
  line === 3
    ? { status: 'FAILED', message: `bad ${values.name}` }
    : { status: 'SUCCESS', message: `ok ${values.name}` };

const HEADER = Buffer.byteLength('name,email,givenName,surName,password,phone\r\n');

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

async function startSplit(service: Parameters<typeof startImport>[0], rows: number, maxLines: number) {
  const { content } = uploadFile(rows);
  const job = await startImport(service, {
    fileName: 'split.csv',
    content,
    lineMap: [],
    options,
    excludedRows: 0,
    split: { maxLines },
  });
  return { job, content };
}

describe('the runner and a job of several parts', () => {
  it('sends each part (the header and its records) in turn, sums the counts, and keeps one report of the upload lines', async () => {
    const { server, service, updates } = setup({ outcome: namingOutcome, linesPerRead: 1 });
    const { job, content } = await startSplit(service, 5, 2);
    expect(job.parts.map((p) => p.records)).toEqual([
      { from: 0, to: 2 },
      { from: 2, to: 4 },
      { from: 4, to: 5 },
    ]);
    const done = await service.settled(job.id);
    expect(done.phase).toBe('finished');
    expect(done.parts.map((p) => [p.phase, p.serverStatus])).toEqual([
      ['finished', 'FINISHED'],
      ['finished', 'FINISHED'],
      ['finished', 'FINISHED'],
    ]);
    expect(new Set(done.parts.map((p) => p.serverJobUuid)).size).toBe(3);
    expect(done.parts.map((p) => p.counts)).toEqual([
      { total: 2, success: 1, skipped: 0, failure: 1 },
      { total: 2, success: 1, skipped: 0, failure: 1 },
      { total: 1, success: 1, skipped: 0, failure: 0 },
    ]);
    expect(done.counts).toEqual({ total: 5, success: 3, skipped: 0, failure: 2 });
    // Each upload is the header and the part's records, read where the job keeps its upload.
    const total = Buffer.byteLength(content);
    const record = (i: number) => Buffer.byteLength(`${content.split('\r\n')[i + 1]!}\r\n`);
    expect(server.calls.upload.map((u) => u.size)).toEqual([
      HEADER + record(0) + record(1),
      HEADER + record(2) + record(3),
      HEADER + record(4),
    ]);
    expect(server.calls.start).toHaveLength(3);
    expect(done.upload).toEqual({ sentBytes: total + 2 * HEADER, totalBytes: total + 2 * HEADER });
    // The job is never "finished" before its last part, and one part runs at a time.
    const early = updates.filter((u) => u.phase === 'finished' && u.parts.some((p) => p.phase !== 'finished'));
    expect(early).toEqual([]);
    expect(updates.filter((u) => u.parts.filter((p) => p.phase === 'running').length > 1)).toEqual([]);
    // One report: part k's line L is the upload's line L + from, joined to the record the server named.
    const page = (await service.report({ id: job.id, limit: 10, offset: 0 })) as ReportPage;
    expect(page.lines.map((l) => [l.line, l.status, l.message, l.values.name])).toEqual([
      [2, 'SUCCESS', 'ok user0', 'user0'],
      [3, 'FAILED', 'bad user1', 'user1'],
      [4, 'SUCCESS', 'ok user2', 'user2'],
      [5, 'FAILED', 'bad user3', 'user3'],
      [6, 'SUCCESS', 'ok user4', 'user4'],
    ]);
    expect(page.countsByStatus).toEqual({ SUCCESS: 3, FAILED: 2 });
  });

  it('stops at a part the server FAILED: the later parts are not begun, and it says which', async () => {
    const { server, service } = setup({ failJob: 'Import aborted.' });
    const { job } = await startSplit(service, 5, 2);
    const done = await service.settled(job.id);
    expect(done.phase).toBe('failed');
    expect(done.parts.map((p) => p.phase)).toEqual(['failed', null, null]);
    expect(done.error).toMatchObject({ code: 'part-failed', details: { part: 1, parts: 3 } });
    expect(server.calls.start).toHaveLength(1);
  });

  it('sends a part again when the app stopped during its upload, and keeps the passwords for it meanwhile', async () => {
    const server = createFakeServer();
    const first = makeService(server);
    server.hold();
    const { job } = await startSplit(first.service, 5, 2);
    await first.service.dispose();
    server.release();
    // The parts still to send need the upload as it was staged, passwords included.
    expect(await exists(join(dataDir, 'jobs', job.id, 'upload.csv'))).toBe(true);
    const onDisk = JSON.parse(await readFile(join(dataDir, 'jobs', `${job.id}.json`), 'utf8')) as JobRecord;
    expect(onDisk.phase).toBe('uploading');

    const second = makeService(server);
    await second.service.resumeUnfinished();
    const done = await second.service.settled(job.id);
    expect(done.phase).toBe('finished');
    expect(done.parts.map((p) => p.phase)).toEqual(['finished', 'finished', 'finished']);
    // No part was started twice; the interrupted upload was made again.
    expect(server.calls.start).toHaveLength(3);
    expect(server.calls.upload).toHaveLength(4);
  });

  it('never starts a part twice: one that may have been started unconfirmed stops the job', async () => {
    const { server, service } = setup();
    const { job } = await startSplit(service, 5, 2);
    const done = await service.settled(job.id);
    await service.dispose();
    const parts = done.parts.map((p, k) =>
      k === 1
        ? { ...p, phase: 'starting' as const, serverJobUuid: null, serverStatus: null }
        : k === 2
          ? { ...p, phase: null, fileUuid: null, serverJobUuid: null, serverStatus: null }
          : p,
    );
    const crashed: JobRecord = { ...done, phase: 'starting', serverJobUuid: null, fileUuid: parts[1]!.fileUuid, parts };
    await writeFile(join(dataDir, 'jobs', `${job.id}.json`), JSON.stringify(crashed));
    const starts = server.calls.start.length;

    const again = makeService(server);
    await again.service.resumeUnfinished();
    const after = await again.service.get({ id: job.id });
    expect(after.phase).toBe('unconfirmed');
    expect(after.unconfirmed?.cause).toEqual({ code: 'interrupted', params: { during: 'start' } });
    expect(after.parts.map((p) => p.phase)).toEqual(['finished', 'unconfirmed', null]);
    await expect(again.service.resume({ id: job.id })).rejects.toMatchObject({ code: 'cannot-resume' });
    expect(server.calls.start).toHaveLength(starts);
  });
});
