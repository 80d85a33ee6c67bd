import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readExported } from '../../../../../helpers/exported-file';
import { startImport } from '../../../../../helpers/start-import';
import { createFakeServer, uploadFile } from '../fakes';
import { dataDir, failEvery3rd, makeService, options } from '../jobs-harness';

/**
 * Four records sent (source lines 3, 4, 6, 8: SUCCESS, FAILED, SKIPPED, SUCCESS by the fake
 * server), four lines left out by the comparison around and between them.
 */
const input = {
  fileName: 'year2.csv',
  content: uploadFile(4).content,
  lineMap: [3, 4, 6, 8],
  options,
  // One invalid row besides the four the comparison left out.
  excludedRows: 5,
  leftOut: {
    lines: Uint32Array.from([2, 5, 7, 9]),
    reasons: Uint8Array.from([0, 1, 2, 3]), // unchanged, skipped, stopped, kept
    text: [
      'anna\tAnna\tAlt\tanna@x.de',
      'ben\tBen\tBerg\t',
      'kim\tKim\tKey\tkim@x.de',
      'zoe\tZoe\tZett\tzoe@x.de\tphone,position',
    ].join('\n'),
  },
};

const rows = (lines: { line: number; sourceLine: number | null; status: string }[]) =>
  lines.map((l) => [l.sourceLine, l.line, l.status]);

const EXPECTED = [
  [2, 0, 'NOT_SENT_UNCHANGED'],
  [3, 2, 'SUCCESS'],
  [4, 3, 'FAILED'],
  [5, 0, 'NOT_SENT_SKIPPED'],
  [6, 4, 'SKIPPED'],
  [7, 0, 'NOT_SENT_STOPPED'],
  [8, 5, 'SUCCESS'],
  [9, 0, 'NOT_SENT_KEPT'],
];

describe('the lines the comparison left out, in the job report', () => {
  it('counts them by reason and lists each, sorted by its line among the server lines, with who it is', async () => {
    const server = createFakeServer({ outcome: failEvery3rd });
    const { service } = makeService(server);
    const job = await startImport(service, input);
    expect(job.leftOut).toEqual({ unchanged: 1, skipped: 1, stopped: 1, kept: 1 });
    expect(job.excludedRows).toBe(5);
    const done = await service.settled(job.id);
    // What was sent is what the server counted: the left-out lines are not among them.
    expect(done.counts).toMatchObject({ total: 4, success: 2, skipped: 1, failure: 1 });

    const page = await service.report({ id: job.id, limit: 100, offset: 0 });
    expect(page.total).toBe(8);
    expect(rows(page.lines)).toEqual(EXPECTED);
    expect(page.countsByStatus).toEqual({
      SUCCESS: 2,
      FAILED: 1,
      SKIPPED: 1,
      NOT_SENT_UNCHANGED: 1,
      NOT_SENT_SKIPPED: 1,
      NOT_SENT_STOPPED: 1,
      NOT_SENT_KEPT: 1,
    });
    expect(page.lines[0]).toEqual({
      line: 0,
      sourceLine: 2,
      status: 'NOT_SENT_UNCHANGED',
      message: '',
      values: { name: 'anna', givenName: 'Anna', surName: 'Alt', email: 'anna@x.de' },
    });
    expect(page.lines[3]!.values).toEqual({ name: 'ben', givenName: 'Ben', surName: 'Berg' });

    const kept = await service.report({ id: job.id, status: 'NOT_SENT_KEPT', limit: 1, offset: 0 });
    expect(kept.total).toBe(1);
    expect(kept.lines.map((l) => l.values.name)).toEqual(['zoe']);
    // A kept line's message: the columns that changed (the shells word them).
    expect(kept.lines[0]).toMatchObject({ message: 'phone,position', values: { surName: 'Zett' } });
    // A page across the merge reads both kinds at once.
    expect(rows((await service.report({ id: job.id, limit: 3, offset: 4 })).lines)).toEqual(EXPECTED.slice(4, 7));
  });

  it('keeps them after a restart, in the report and its export; the failed rows and the rows never reached leave them out', async () => {
    const server = createFakeServer({ outcome: failEvery3rd });
    const first = makeService(server);
    const job = await startImport(first.service, input);
    await first.service.settled(job.id);
    await first.service.dispose();
    // The upload's folder keeps them, no password among them.
    expect((await readdir(join(dataDir, 'jobs', job.id))).filter((f) => f.startsWith('left-out'))).toEqual([
      'left-out.lines',
      'left-out.values',
    ]);

    const second = makeService(server);
    const [reopened] = (await second.service.list()).filter((j) => j.id === job.id);
    expect(reopened!.leftOut).toEqual({ unchanged: 1, skipped: 1, stopped: 1, kept: 1 });
    const page = await second.service.report({ id: job.id, limit: 100, offset: 0 });
    expect(rows(page.lines)).toEqual(EXPECTED);
    // Sealed once: nothing asked of the server again.
    expect(server.calls.report.length).toBe(1);

    const text = await readExported(dataDir, await second.service.exportReport({ id: job.id }));
    expect(text.split('\r\n')).toEqual([
      'line,sourceLine,status,message,name,email,givenName,surName,phone',
      ',2,NOT_SENT_UNCHANGED,,anna,anna@x.de,Anna,Alt,',
      '2,3,SUCCESS,User stored with version 1.,user0,user0@example.com,Given0,Sur0,+49301000',
      '3,4,FAILED,The number of data fields does not match the number of headers.,user1,user1@example.com,Given1,Sur1,+49301001',
      ',5,NOT_SENT_SKIPPED,,ben,,Ben,Berg,',
      '4,6,SKIPPED,User user2 should not be overwritten.,user2,user2@example.com,Given2,Sur2,+49301002',
      ',7,NOT_SENT_STOPPED,,kim,kim@x.de,Kim,Key,',
      '5,8,SUCCESS,User stored with version 1.,user3,user3@example.com,Given3,Sur3,+49301003',
      ',9,NOT_SENT_KEPT,"phone,position",zoe,zoe@x.de,Zoe,Zett,',
      '',
    ]);
    const failed = await readExported(dataDir, await second.service.exportFailedRows({ id: job.id }));
    expect(failed).not.toContain('anna');
    expect(failed.trimEnd().split('\r\n')).toHaveLength(2);
  });

  it('keeps every column of a line left out but the password, after a restart and in the export', async () => {
    const server = createFakeServer({ outcome: failEvery3rd });
    const first = makeService(server);
    const job = await startImport(first.service, {
      ...input,
      leftOut: {
        ...input.leftOut,
        columns: ['name', 'email', 'givenName', 'surName', 'phone'],
        text: [
          'anna\tanna@x.de\tAnna\tAlt\t+49 1',
          'ben\t\tBen\tBerg\t+49 2',
          'kim\tkim@x.de\tKim\tKey\t',
          'zoe\tzoe@x.de\tZoe\tZett\t+49 4\tphone,position',
        ].join('\n'),
      },
    });
    await first.service.settled(job.id);
    await first.service.dispose();
    expect((await readdir(join(dataDir, 'jobs', job.id))).filter((f) => f.startsWith('left-out'))).toEqual([
      'left-out.json',
      'left-out.lines',
      'left-out.values',
    ]);
    const second = makeService(server);
    const page = await second.service.report({ id: job.id, limit: 100, offset: 0 });
    expect(page.lines[0]!.values).toEqual({
      name: 'anna',
      email: 'anna@x.de',
      givenName: 'Anna',
      surName: 'Alt',
      phone: '+49 1',
    });
    expect(page.lines[7]).toMatchObject({ message: 'phone,position', values: { name: 'zoe', phone: '+49 4' } });
    const text = await readExported(dataDir, await second.service.exportReport({ id: job.id }));
    expect(text.split('\r\n')[1]).toBe(",2,NOT_SENT_UNCHANGED,,anna,anna@x.de,Anna,Alt,'+49 1");
  });

  it('refuses a list of left-out lines whose values do not match its lines', async () => {
    const { service } = makeService(createFakeServer());
    await expect(
      startImport(service, { ...input, leftOut: { ...input.leftOut, text: 'anna\tAnna\tAlt\tanna@x.de' } }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
  });
});
