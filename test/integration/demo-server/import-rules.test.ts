import { existsSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import {
  CsvImportJob,
  EntityReportResponse,
  PasswordPolicyResponse,
  ReadImportJobResponse,
  buildQuery,
  f,
} from '../../../shared/api/wire';
import { assertReference } from '../../helpers/reference-schemas';
import { pollUntil } from '../../helpers/poll';
import { client } from './client';

const HEADER = 'name,email,givenName,surName,password';

async function reportOf(api: ReturnType<typeof client>, jobUuid: string) {
  const res = await api.call('queryImportReport', { params: { jobUuid }, body: buildQuery({ sort: ['line'] }) });
  return EntityReportResponse.parse(await res.json()).results;
}

describe('e-mail addresses are unique across users', () => {
  let server: DemoServer;
  beforeAll(async () => {
    server = await startDemoServer({ devices: 1, jobRate: 0 });
  });
  afterAll(() => server.close());

  it("fails a line whose e-mail is another user's (ignoring case), also one stored earlier in the file", async () => {
    const api = client(server);
    const { job, jobUuid } = await api.importCsv(
      [
        HEADER,
        'anna,JDOE@example.com,Anna,A,password1',
        'bert,bert@example.com,Bert,B,password1',
        'carl,Bert@Example.com,Carl,C,password1',
        'dora,dora@example.com,Dora,D,password1',
      ].join('\n'),
    );
    expect(job).toMatchObject({ status: 'FINISHED', successCount: 2, failureCount: 2 });
    const report = await reportOf(api, jobUuid);
    expect(report.map((r) => [r.line, r.status])).toEqual([
      [2, 'FAILED'],
      [3, 'SUCCESS'],
      [4, 'FAILED'],
      [5, 'SUCCESS'],
    ]);
    expect(report[0]!.message).toBe(
      "E-mail address 'JDOE@example.com' is already in use by another user (REGISTRATION_EMAIL_ALREADY_IN_USE)",
    );
    expect(server.state.users.get('anna')).toBeUndefined();
  });
  it('lets the same user keep (or change the case of) its e-mail when overwritten, and skips before checking', async () => {
    const api = client(server);
    const over = await api.importCsv(`${HEADER}\njdoe,JDoe@Example.com,John,Doe,password1\n`, '?overwrite=true');
    expect(over.job).toMatchObject({ successCount: 1, failureCount: 0 });
    const skip = await api.importCsv(`${HEADER}\nasmith,jdoe@example.com,Alice,Smith,password1\n`);
    expect(skip.job).toMatchObject({ skippedCount: 1, failureCount: 0 });
    const steal = await api.importCsv(`${HEADER}\nasmith,jdoe@example.com,Alice,Smith,password1\n`, '?overwrite=true');
    expect(steal.job).toMatchObject({ successCount: 0, failureCount: 1 });
  });
});

describe('the password policy', () => {
  const policy = {
    minimumPasswordLength: 10,
    minimumNumbersOfDigits: 1,
    requiredNumbersOfSymbols: 1,
    allowSimplePassword: false,
  };
  let server: DemoServer;
  beforeAll(async () => {
    server = await startDemoServer({ devices: 1, jobRate: 0, passwordPolicy: policy });
  });
  afterAll(() => server.close());

  it('is enforced with a message per broken rule, never showing the password', async () => {
    const api = client(server);
    const { jobUuid } = await api.importCsv(
      [
        HEADER,
        'p1,p1@x.de,P,One,Good-pass-1',
        'p2,p2@x.de,P,Two,short1!',
        'p3,p3@x.de,P,Three,nodigits-here!',
        'p4,p4@x.de,P,Four,nosymbols123',
        'simple-user1!,p5@x.de,P,Five,SIMPLE-USER1!',
      ].join('\n'),
    );
    const report = await reportOf(api, jobUuid);
    expect(report.map((r) => r.status)).toEqual(['SUCCESS', 'FAILED', 'FAILED', 'FAILED', 'FAILED']);
    expect(report[1]!.message).toBe(
      "Field 'password' does not satisfy the password policy: at least 10 characters required",
    );
    expect(report[2]!.message).toMatch(/at least 1 digit required$/);
    expect(report[3]!.message).toMatch(/at least 1 symbol required$/);
    expect(report[4]!.message).toMatch(/simple password \(equal to the user name\) is not allowed/);
    for (const r of report) expect(r.message).not.toMatch(/short1!|nodigits-here|nosymbols123|SIMPLE-USER1/);
  });
  it('is readable at the demo-only endpoint as a PasswordPolicyWrapper, in both dialects', async () => {
    const res = await client(server).call('readPasswordPolicy');
    const body = PasswordPolicyResponse.parse(await res.json());
    expect(body.results[0]).toEqual(policy);
    assertReference('PasswordPolicyWrapper', body);
    const management = await startDemoServer({ devices: 1, dialect: 'management', passwordMinLength: 12 });
    try {
      const m = await client(management, 'management').call('readPasswordPolicy');
      expect(PasswordPolicyResponse.parse(await m.json()).results[0]).toEqual({ minimumPasswordLength: 12 });
    } finally {
      await management.close();
    }
  });
});

describe('jobs as a real server keeps them', () => {
  it('start CREATED, carry totalCount, error, creationDate and createdBy, and show PENDING lines while running', async () => {
    const server = await startDemoServer({ devices: 1, jobRate: 20 });
    try {
      const api = client(server);
      const csv = [HEADER, ...Array.from({ length: 12 }, (_, i) => `slow${i},slow${i}@x.de,S,L,password1`)].join('\n');
      const start = await api.call('startUserImport', { params: { fileUuid: await api.upload(csv) } });
      const created = CsvImportJob.parse(await start.json());
      expect(created).toMatchObject({ status: 'CREATED', totalCount: 0, error: null, createdBy: 'demo-admin' });
      assertReference('CSVImportJob', { ...created, error: undefined });
      let sawPending = false;
      // 12 lines at 20 a second: read while it runs, at most 1,000 times.
      const finished = await pollUntil(
        async () => {
          const res = await api.call('readImportJob', { params: { jobUuid: created.uuid } });
          const wrapper = ReadImportJobResponse.parse(await res.json());
          const job = wrapper.results[0]!;
          if (job.status === 'RUNNING' && (job.successCount ?? 0) > 0) {
            expect(job.totalCount).toBe(12);
            const pending = await api.call('queryImportReport', {
              params: { jobUuid: created.uuid },
              body: buildQuery({ filters: [f.oneOf('status', ['PENDING'])] }),
            });
            const entries = EntityReportResponse.parse(await pending.json()).results;
            if (entries.length > 0) {
              sawPending = true;
              expect(entries[0]).toMatchObject({ status: 'PENDING', message: 'Waiting to be imported' });
              expect(entries[0]!.line).toBeGreaterThan(2);
            }
          }
          return { wrapper, job };
        },
        ({ job }) => job.status === 'FINISHED',
        { times: 1_000, everyMs: 30 },
      );
      assertReference('CSVImportJobWrapper', {
        ...finished.wrapper,
        results: [{ ...finished.job, error: undefined }],
      });
      expect(finished.job.creationDate).toEqual(created.creationDate);
      expect(sawPending).toBe(true);
      const report = await reportOf(api, created.uuid);
      expect(report.map((r) => r.status)).toEqual(Array(12).fill('SUCCESS'));
      expect(report.map((r) => r.line)).toEqual(Array.from({ length: 12 }, (_, i) => i + 2));
    } finally {
      await server.close();
    }
  });
});

describe('uploads', () => {
  it('are kept on disk, not in memory, byte for byte, and the folder goes when the server closes', async () => {
    const server = await startDemoServer({ devices: 1, jobRate: 0, maxUploadBytes: 8 * 1024 * 1024 });
    const api = client(server);
    const rows = Array.from({ length: 15_000 }, (_, i) => `big${i},big${i}@x.de,Big,User${i},password${i}`);
    const csv = `${HEADER}\n${rows.join('\n')}\n`;
    const uuid = await api.upload(csv, 'big.csv');
    const file = server.state.files.get(uuid)!;
    expect(file).not.toHaveProperty('bytes');
    expect(statSync(file.path).size).toBe(Buffer.byteLength(csv));
    expect(file.size).toBe(Buffer.byteLength(csv));
    const jobUuid = await api.start(uuid);
    const job = await api.waitForEnd(jobUuid, 1_000);
    expect(job).toMatchObject({ status: 'FINISHED', totalCount: 15_000, successCount: 15_000 });
    await server.close();
    expect(existsSync(dirname(file.path))).toBe(false);
  });
});
