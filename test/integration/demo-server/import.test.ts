import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import { buildQuery, CsvImportJob, EntityReportResponse, f, StartImportResponse } from '../../../shared/api/wire';
import type { CsvImportEntityReport } from '../../../shared/api/wire';
import { pollUntil } from '../../helpers/poll';
import { client, expectError } from './client';

const HEADER = 'name,email,givenName,surName,password';
let server: DemoServer;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startDemoServer({ devices: 10, jobRate: 0, maxUploadBytes: 4096 });
  api = client(server);
});
afterAll(() => server.close());

async function report(
  jobUuid: string,
  body: unknown = buildQuery({ sort: ['line'] }),
): Promise<{ results: CsvImportEntityReport[]; total?: number | null }> {
  const res = await api.call('queryImportReport', { params: { jobUuid }, body });
  expect(res.status).toBe(200);
  return EntityReportResponse.parse(await res.json());
}

let nameCounter = 0;
const fresh = () => `user${Date.now().toString(36)}${nameCounter++}`;
/** A good line for a new user (e-mail addresses are unique across users). */
const line = (name: string) => `${name},${name}@b.de,A,B,password1`;

describe('4.1 upload', () => {
  it('stores a file and answers results[0].uuid', async () => {
    expect(await api.upload(`${HEADER}\n`)).toMatch(/^[0-9a-f-]{36}$/);
  });
  it('refuses a body without a part named file', async () => {
    const form = new FormData();
    form.set('other', 'x');
    await expectError(await api.call('uploadUsersCsv', { body: form }), 400, /part named 'file'/);
  });
  it('refuses an empty file', async () => {
    const form = new FormData();
    form.set('file', new Blob([]), 'empty.csv');
    await expectError(await api.call('uploadUsersCsv', { body: form }), 400, /'empty.csv' is empty/);
  });
  it('refuses a body that is not multipart', async () => {
    await expectError(
      await api.call('uploadUsersCsv', { body: 'name,email', headers: { 'Content-Type': 'text/csv' } }),
      400,
      /multipart\/form-data/,
    );
  });
  it('answers 413 over the size limit', async () => {
    const form = new FormData();
    form.set('file', new Blob(['x'.repeat(5000)]), 'big.csv');
    await expectError(await api.call('uploadUsersCsv', { body: form }), 413, /4096 bytes/);
  });
});

describe('4.2 start import', () => {
  it('answers the job uuid at the top level, CREATED, and 404 for an unknown file', async () => {
    const file = await api.upload(`${HEADER}\n${line(fresh())}\n`);
    const res = await api.call('startUserImport', { params: { fileUuid: file } });
    const job = CsvImportJob.parse(await res.json());
    expect(StartImportResponse.parse(job).uuid).toBe(job.uuid);
    expect(job.status).toBe('CREATED');
    await expectError(
      await api.call('startUserImport', { params: { fileUuid: '00000000-0000-4000-8000-000000000000' } }),
      404,
      /No uploaded file/,
    );
  });
  it('refuses a csvSeparator other than COMMA or SEMICOLON, and a bad overwrite', async () => {
    const file = await api.upload(`${HEADER}\n`);
    const bad = await expectError(
      await api.call('startUserImport', { params: { fileUuid: file }, query: '?csvSeparator=TAB' }),
      400,
      /'TAB'.*COMMA or SEMICOLON/,
    );
    expect(bad.errors).toEqual({ csvSeparator: 'TAB' });
    await expectError(
      await api.call('startUserImport', { params: { fileUuid: file }, query: '?overwrite=yes' }),
      400,
      /overwrite/,
    );
    await expectError(
      await api.call('startUserImport', { params: { fileUuid: file }, query: '?role=Pilot' }),
      400,
      /Unknown role 'Pilot'/,
    );
  });
  it('reads SEMICOLON files when told so', async () => {
    const name = fresh();
    const { job } = await api.importCsv(
      `${HEADER.replaceAll(',', ';')}\n${line(name).replaceAll(',', ';')}\n`,
      '?csvSeparator=SEMICOLON',
    );
    expect(job).toMatchObject({ status: 'FINISHED', successCount: 1, failureCount: 0 });
  });
  it('assigns the default device-user role, or the given roles (repeated or comma-separated)', async () => {
    const [a, b, c] = [fresh(), fresh(), fresh()];
    await api.importCsv(`${HEADER}\n${line(a)}\n`);
    await api.importCsv(`${HEADER}\n${line(b)}\n`, '?role=Developer&role=App%20Reviewer');
    await api.importCsv(`${HEADER}\n${line(c)}\n`, '?role=User,Developer');
    expect(server.state.users.get(a)?.roles).toEqual(['Device User']);
    expect(server.state.users.get(b)?.roles).toEqual(['Developer', 'App Reviewer']);
    expect(server.state.users.get(c)?.roles).toEqual(['User', 'Developer']);
  });
});

describe('job states and whole-file failures', () => {
  it('goes CREATED -> RUNNING -> FINISHED with totalCount once read, at a visible rate', async () => {
    const slow = await startDemoServer({ devices: 1, jobRate: 40 });
    try {
      const c = client(slow);
      const lines = Array.from({ length: 12 }, (_, i) => `slow${i},s${i}@example.com,S,L,password1`);
      const jobUuid = await c.start(await c.upload(`${HEADER}\n${lines.join('\n')}\n`));
      const seen = new Set<string>();
      let running: CsvImportJob | undefined;
      // 12 lines at 40 a second: read while it runs, at most 1,000 times.
      await pollUntil(
        async () => {
          const job = await c.job(jobUuid);
          seen.add(job.status);
          if (job.status === 'RUNNING' && (job.successCount ?? 0) > 0 && (job.successCount ?? 0) < 12) running = job;
          return job;
        },
        (job) => job.status === 'FINISHED',
        { times: 1_000, everyMs: 25 },
      );
      expect([...seen]).toEqual(expect.arrayContaining(['RUNNING', 'FINISHED']));
      expect(running?.totalCount).toBe(12);
    } finally {
      await slow.close();
    }
  });
  it.each([
    ['not text', new Uint8Array([0xff, 0xfe, 0x00, 0x41, 0x80, 0x81]), /not a text file/],
    ['no header line', '\nfoo,bar\n', /no header line/],
    [
      'a mandatory column missing',
      'name,email,givenName,surName\njdoe,j@x.de,J,D\n',
      /'password' missing from the header/,
    ],
    [
      'more than 15 custom columns',
      `${HEADER},${Array.from({ length: 16 }, (_, i) => `custom${i + 1}`).join(',')}\n`,
      /custom16/,
    ],
  ])('ends FAILED with error when the file has %s', async (_, content, error) => {
    const { job } = await api.importCsv(content);
    expect(job.status).toBe('FAILED');
    expect(job.error).toMatch(error);
    expect(job).toMatchObject({ successCount: 0, skippedCount: 0, failureCount: 0 });
  });
});

describe('per-line rules', () => {
  it('numbers lines from the header (line 1), reports a multi-line record where it starts, and gives the spec messages', async () => {
    const name = fresh();
    const csv = [
      '\uFEFFNAME,Email,givenname,SURNAME,Password,phone',
      `jdoe,jdoe@example.com,John,Doe,password1,`,
      `${name},"${name}@example.com",Multi,"Line`,
      `Surname",password1,+4930123456`,
      `short,row`,
      `${name}x,not-an-email,A,B,password1,`,
      `${name}y,y@example.com,A,B,password1,0301234`,
      `${name}z,z@example.com,A,B,short,`,
      `bad:name,b@example.com,A,B,password1,`,
      `,e@example.com,,B,password1,`,
    ].join('\r\n');
    const { job, jobUuid } = await api.importCsv(csv);
    expect(job).toMatchObject({ status: 'FINISHED', totalCount: 8, successCount: 1, skippedCount: 1, failureCount: 6 });
    const { results, total } = await report(jobUuid);
    expect(total).toBe(8);
    const byLine = new Map(results.map((r) => [r.line, r]));
    expect(byLine.get(2)).toMatchObject({
      status: 'SKIPPED',
      message: "User 'jdoe' already exists and should not be overwritten",
    });
    expect(byLine.get(3)).toMatchObject({ status: 'SUCCESS', message: `User '${name}' stored with version 1` });
    expect(byLine.get(5)).toMatchObject({
      status: 'FAILED',
      message: 'Number of data fields (2) does not match number of headers (6)',
    });
    expect(byLine.get(6)?.message).toMatch(/Field 'email' is not a valid e-mail address/);
    expect(byLine.get(7)?.message).toMatch(/Field 'phone' must be in international format/);
    expect(byLine.get(8)?.message).toMatch(/Field 'password' does not satisfy the password policy: at least 8/);
    expect(byLine.get(9)?.message).toMatch(/Field 'name' must not contain/);
    expect(byLine.get(10)?.message).toMatch(/Field 'name' is mandatory.*Field 'givenName' is mandatory/);
    expect(results.map((r) => r.line)).toEqual([2, 3, 5, 6, 7, 8, 9, 10]);
    expect(results.some((r) => r.message?.includes('short,'))).toBe(false);
  });
  it('overwrites when asked, storing the next version and saying which', async () => {
    const { jobUuid } = await api.importCsv(
      `${HEADER}\nasmith,alice@example.com,Alice,Smith,password1\n`,
      '?overwrite=true',
    );
    const { results } = await report(jobUuid);
    expect(results[0]).toMatchObject({
      line: 2,
      status: 'SUCCESS',
      message: "User 'asmith' overwritten and stored with version 4",
    });
  });
  it('honours a configured password policy', async () => {
    const strict = await startDemoServer({ devices: 1, jobRate: 0, passwordMinLength: 12 });
    try {
      const c = client(strict);
      const { job, jobUuid } = await c.importCsv(`${HEADER}\nstrict1,s@example.com,S,T,password1\n`);
      expect(job.failureCount).toBe(1);
      const res = await c.call('queryImportReport', { params: { jobUuid }, body: {} });
      expect(EntityReportResponse.parse(await res.json()).results[0]?.message).toMatch(/at least 12 characters/);
    } finally {
      await strict.close();
    }
  });
});

describe('4.3 read job and 4.4 report', () => {
  it('has every field of results[0], creationDate in epoch ms, and 404 with an error body for an unknown job', async () => {
    const { job } = await api.importCsv(`${HEADER}\n${line(fresh())}\n`);
    expect(Object.keys(job)).toEqual(
      expect.arrayContaining([
        'uuid',
        'status',
        'totalCount',
        'successCount',
        'skippedCount',
        'failureCount',
        'error',
        'creationDate',
      ]),
    );
    expect(Math.abs((job.creationDate ?? 0) - Date.now())).toBeLessThan(60_000);
    await expectError(await api.call('readImportJob', { params: { jobUuid: 'nope' } }), 404, /No import job/);
    await expectError(
      await api.call('queryImportReport', { params: { jobUuid: 'nope' }, body: {} }),
      404,
      /No import job/,
    );
  });
  it('sorts, pages, counts and filters the report by status', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => (i % 3 === 0 ? 'x,y' : line(fresh())));
    const { jobUuid } = await api.importCsv(`${HEADER}\n${rows.join('\n')}\n`);
    const desc = await report(jobUuid, buildQuery({ sort: [{ name: 'line', ascending: false }], limit: 3, offset: 1 }));
    expect(desc.results.map((r) => r.line)).toEqual([10, 9, 8]);
    const failed = await report(jobUuid, buildQuery({ filters: [f.oneOf('status', ['FAILED'])], sort: ['line'] }));
    expect(failed.total).toBe(4);
    expect(failed.results.map((r) => r.line)).toEqual([2, 5, 8, 11]);
    const noCount = await report(jobUuid, { limit: 2 });
    expect(noCount.total).toBeUndefined();
    await expectError(
      await api.call('queryImportReport', {
        params: { jobUuid },
        body: { filter: { type: 'stringEnum', fieldName: 'colour', values: [] } },
      }),
      400,
      /Unknown field 'colour'/,
    );
  });
});
