import { readExported } from '../../../../../helpers/exported-file';
import { describe, expect, it } from 'vitest';
import { startImport } from '../../../../../helpers/start-import';
import { createFakeServer, uploadFile } from '../fakes';
import { dataDir, setup, makeService, failEvery3rd, options, startUsers } from '../jobs-harness';

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
    const job = await startUsers(service, 90);
    const done = await service.settled(job.id);
    expect(done.counts.failure).toBe(30);
    expect(server.calls.report.map((c) => c.offset)).toEqual([0, 25, 50, 75]);
    const failed = await service.report({ id: job.id, status: 'FAILED', limit: 100, offset: 0 });
    expect(failed.total).toBe(30);
    expect(failed.lines.map((l) => l.line)).toEqual(Array.from({ length: 30 }, (_, i) => 3 * (i + 1)));
  });

  it('is fetched on request when no line failed, and only once', async () => {
    const { server, service } = setup();
    const job = await startUsers(service, 4);
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
    // A filtered page waits for the whole report.
    expect((await service.report({ id: job.id, status: 'SUCCESS', limit: 10, offset: 0 })).total).toBe(4);
    expect(server.calls.report).toHaveLength(1);
    expect((await service.get({ id: job.id })).reportFetched).toBe(true);
  });

  it('is refused while the job runs', async () => {
    const { server, service } = setup();
    server.hold();
    const job = await startUsers(service, 2);
    await expect(service.report({ id: job.id, limit: 10, offset: 0 })).rejects.toMatchObject({
      code: 'job-not-finished',
    });
    server.release();
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
    expect(later.notes).toEqual([{ code: 'passwords-empty', params: {} }]);
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
    expect(file.notes).toBeUndefined();
  });

  it('writes the report with semicolons and a BOM when asked (German Excel)', async () => {
    const server = createFakeServer({ outcome: failEvery3rd });
    const { service } = makeService(server);
    const job = await startUsers(service, 3);
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
