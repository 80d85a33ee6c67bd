import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../electron/core/api/create-api-client';
import { createCore } from '../../../electron/core/create-core';
import type { Core } from '../../../electron/core/create-core';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import type { DryRunAnswer, DryRunProgress } from '../../../shared/models/dry-run';
import type { ExportedFile } from '../../../shared/models/files';
import type { JobRecord, ReportPage } from '../../../shared/models/job';
import type { OrganizationPolicy } from '../../../shared/models/organization-policy';
import type { ProfileView } from '../../../shared/models/profile';
import { TEST_CALLER } from '../../helpers/caller';
import { ok, stageText } from '../../helpers/core-calls';
import { startIndependentServer } from '../../helpers/independent-server';
import { tempDir } from '../../helpers/temp-dir';

// Issue 12 through core's contract, against the demo server (both dialects) and the
// independent server (pages of 25, the legacy envelope, no policy read).

const POLICY = { minimumPasswordLength: 10, minimumNumbersOfDigits: 1, requiredNumbersOfSymbols: 1 };

describe('the user lookup and the policy read (ApiClient)', () => {
  let spec: DemoServer;
  let management: DemoServer;
  beforeAll(async () => {
    const users = [{ name: 'old1', email: 'old1@example.com', givenName: 'O', surName: 'One' }];
    spec = await startDemoServer({ devices: 1, users, passwordPolicy: POLICY });
    management = await startDemoServer({ devices: 1, users, passwordPolicy: POLICY, dialect: 'management' });
  });
  afterAll(async () => {
    await spec.close();
    await management.close();
  });

  it('finds users by name or e-mail and reads the policy, in both dialects', async () => {
    for (const server of [spec, management]) {
      const client = createApiClient({ baseUrl: server.url, token: server.orgToken });
      try {
        const page = await client.queryUsers({ searches: ['OLD1@example'], limit: 10, offset: 0 });
        // The person's fields as the lookup answers them (the server spells the surname `surname`).
        expect(page.results).toEqual([
          { name: 'old1', email: 'old1@example.com', givenName: 'O', surName: 'One', activated: true },
        ]);
        expect(await client.readPasswordPolicy()).toMatchObject(POLICY);
        expect(client.dialect()).toBe(server.dialect);
      } finally {
        await client.close();
      }
    }
  });

  it('answers null where the server has no policy read, and pages a lookup of a liberal server', async () => {
    const independent = await startIndependentServer({
      users: Array.from({ length: 60 }, (_, i) => ({ name: `user${i}`, email: `user${i}@example.com` })),
    });
    const client = createApiClient({ baseUrl: independent.url, token: independent.token });
    try {
      expect(await client.readPasswordPolicy()).toBeNull();
      const first = await client.queryUsers({ searches: ['user'], limit: 500, offset: 0 });
      expect(first.results).toHaveLength(25);
      expect(first.total).toBe(60);
    } finally {
      await client.close();
      await independent.close();
    }
  });
});

describe('core: policy, dry run, prediction with the job, receipt', () => {
  let server: DemoServer;
  let core: Core;
  let profile: ProfileView;
  beforeAll(async () => {
    server = await startDemoServer({
      devices: 1,
      jobRate: 0,
      passwordPolicy: POLICY,
      users: [{ name: 'old1', email: 'old1@example.com', givenName: 'O', surName: 'One' }],
    });
    core = createCore({ shell: 'cli', dataDir: tempDir(), resumeJobs: false });
    profile = await ok<ProfileView>(core, 'profiles.save', {
      profile: {
        name: 'School',
        baseUrl: server.url,
        kind: 'organization',
        passwordPolicy: { minimumPasswordLength: 20 },
      },
      token: server.orgToken,
    });
  });
  afterAll(async () => {
    await core.dispose();
    await server.close();
  });
  afterEach(() => server.faults.clear());

  it("answers the server's policy where it reads it, else the profile's", async () => {
    expect(await ok<OrganizationPolicy>(core, 'profiles.passwordPolicy', { profileId: profile.id })).toEqual({
      policy: POLICY,
      source: 'server',
      readError: null,
    });
    server.faults.set('readPasswordPolicy', { kind: 'status', status: 500 }, { times: 10 });
    const fallback = await ok<OrganizationPolicy>(core, 'profiles.passwordPolicy', { profileId: profile.id });
    expect(fallback.policy).toEqual({ minimumPasswordLength: 20 });
    expect(fallback.source).toBe('profile');
    expect(fallback.readError).toMatchObject({ code: 'http-status', details: { status: 500 } });
  });

  const stage = (text: string, lineMap: number[]) => stageText(core, text, { lineMap });

  it('predicts from a staged upload with progress to its caller, retries a lookup as reads are, and the job keeps the prediction', async () => {
    const text =
      'name,email,givenName,surName,password\r\n' +
      'old1,old1@example.com,O,One,Passw0rd-1!\r\n' +
      'fresh,old1@example.com,F,R,Passw0rd-2!\r\n' +
      'newer,newer@example.com,N,R,Passw0rd-3!\r\n';
    const uploadId = await stage(text, [2, 4, 5]);
    const progress: DryRunProgress[] = [];
    const unsubscribe = core.events.subscribe((event, payload, to) => {
      if (event === 'dryRun.progress' && to === TEST_CALLER.id) progress.push(payload as DryRunProgress);
    });
    server.faults.set('queryUsers', { kind: 'status', status: 503 }, { times: 1 });
    const before = { files: server.state.files.size, jobs: server.state.jobs.size };
    const result = await ok<DryRunAnswer>(core, 'dryRun.run', { profileId: profile.id, uploadId, separator: 'COMMA' });
    unsubscribe();
    // The window gets the codes; the reasons (the CLI's) stay in core.
    expect(result).not.toHaveProperty('notes');
    expect({ files: server.state.files.size, jobs: server.state.jobs.size }).toEqual(before);
    expect(Array.from(result.lineMap)).toEqual([2, 4, 5]);
    expect(Array.from(result.withoutOverwrite)).toEqual([2, 4, 1]); // SKIPPED, FAILED, SUCCESS
    expect(Array.from(result.withOverwrite)).toEqual([3, 4, 1]); // OVERWRITTEN, FAILED, SUCCESS
    expect(progress.at(-1)).toEqual({ uploadId, checked: 5, total: 5 });

    const job = await ok<JobRecord>(core, 'import.start', {
      profileId: profile.id,
      fileName: 'u.csv',
      uploadId,
      options: { overwrite: false, roles: [], separator: 'COMMA' },
      dryRunId: uploadId,
      receipt: {
        file: { name: 'u.csv', size: 200, sha256: 'a'.repeat(64) },
        encoding: 'utf-8',
        separator: 'comma',
        mapping: [{ source: 'name', target: 'name' }],
        errorPolicy: 'valid-only',
      },
    });
    expect(job.predicted).toEqual({ SUCCESS: 1, SKIPPED: 1, OVERWRITTEN: 0, FAILED: 1 });
    const ended = await core.jobs.settled(job.id);
    expect(ended.phase).toBe('finished');
    const report = await ok<ReportPage>(core, 'jobs.report', { id: job.id, limit: 10, offset: 0 });
    expect(report.lines.map((l) => [l.sourceLine, l.predicted, l.status])).toEqual([
      [2, 'SKIPPED', 'SKIPPED'],
      [4, 'FAILED', 'FAILED'],
      [5, 'SUCCESS', 'SUCCESS'],
    ]);
    expect(report.differing).toBe(0);

    const file = await ok<ExportedFile>(core, 'jobs.exportReceipt', { id: job.id });
    expect(file.fileName).toBe('u.receipt.json');
    const receipt = JSON.parse(await readFile(core.files.get(file.fileId)!.path, 'utf8'));
    expect(receipt).toMatchObject({
      file: { name: 'u.csv', size: 200 },
      predicted: { SUCCESS: 1, SKIPPED: 1, OVERWRITTEN: 0, FAILED: 1 },
      outcome: { phase: 'finished', success: 1, skipped: 1, failure: 1, differingFromPrediction: 0 },
      server: { baseUrl: server.url, profile: 'School' },
    });
  });

  it('shows where the outcome differs from the prediction', async () => {
    const uploadId = await stage(
      'name,email,givenName,surName,password\r\nlater,later@example.com,L,R,Passw0rd-4!\r\n',
      [2],
    );
    await ok<DryRunAnswer>(core, 'dryRun.run', { profileId: profile.id, uploadId, separator: 'COMMA' });
    // Between the prediction and the import, someone takes the address.
    server.state.users.store(
      { name: 'someone', email: 'later@example.com', givenName: 'S', surName: 'O', password: 'x' } as never,
      ['Device User'],
    );
    const job = await ok<JobRecord>(core, 'import.start', {
      profileId: profile.id,
      fileName: 'later.csv',
      uploadId,
      options: { overwrite: false, roles: [], separator: 'COMMA' },
      dryRunId: uploadId,
    });
    await core.jobs.settled(job.id);
    const differing = await ok<ReportPage>(core, 'jobs.report', { id: job.id, differing: true, limit: 10, offset: 0 });
    expect(differing.differing).toBe(1);
    expect(differing.lines.map((l) => [l.sourceLine, l.predicted, l.status])).toEqual([[2, 'SUCCESS', 'FAILED']]);
  });

  it('a row with errors sent all the same ("upload every row") is kept as predicted FAILED, whatever the dry run found', async () => {
    const uploadId = await stage('name,email,givenName,surName,password\r\nweak,weak@example.com,W,K,short\r\n', [2]);
    const result = await ok<DryRunAnswer>(core, 'dryRun.run', { profileId: profile.id, uploadId, separator: 'COMMA' });
    // The lookups alone find nothing against a new user.
    expect(Array.from(result.withoutOverwrite)).toEqual([1]);
    const job = await ok<JobRecord>(core, 'import.start', {
      profileId: profile.id,
      fileName: 'weak.csv',
      uploadId,
      options: { overwrite: false, roles: [], separator: 'COMMA' },
      dryRunId: uploadId,
      failedLines: Uint32Array.from([2]),
    });
    expect(job.predicted).toEqual({ SUCCESS: 0, SKIPPED: 0, OVERWRITTEN: 0, FAILED: 1 });
    await core.jobs.settled(job.id);
    const report = await ok<ReportPage>(core, 'jobs.report', { id: job.id, limit: 10, offset: 0 });
    expect(report.lines.map((l) => [l.sourceLine, l.predicted, l.status])).toEqual([[2, 'FAILED', 'FAILED']]);
    expect(report.differing).toBe(0);
  });

  const users = (names: string[]) =>
    'name,email,givenName,surName,password\r\n' +
    names.map((n, i) => `${n},${n}@example.com,G,S,Passw0rd-${i}!\r\n`).join('');

  it("a split import's report in the German Excel format: one BOM, one header, semicolons, every part's lines", async () => {
    const names = ['sa', 'sb', 'sc', 'sd'];
    const uploadId = await stage(users(names), [2, 3, 4, 5]);
    const job = await ok<JobRecord>(core, 'import.start', {
      profileId: profile.id,
      fileName: 'split.csv',
      uploadId,
      options: { overwrite: false, roles: [], separator: 'COMMA' },
      split: { maxLines: 2 },
    });
    const ended = await core.jobs.settled(job.id);
    expect(ended.phase).toBe('finished');
    expect(ended.parts.map((p) => p.phase)).toEqual(['finished', 'finished']);
    const file = await ok<ExportedFile>(core, 'jobs.exportReport', {
      id: job.id,
      format: { separator: 'SEMICOLON', bom: true },
    });
    expect(file.fileName).toBe('split-report.csv');
    const text = await readFile(core.files.get(file.fileId)!.path, 'utf8');
    expect(text.startsWith('\uFEFFline;sourceLine;status;message;')).toBe(true);
    expect(text.split('\uFEFF')).toHaveLength(2);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines.filter((l) => l.startsWith('line;'))).toHaveLength(1);
    expect(lines.slice(1).map((l) => l.split(';').slice(1, 3))).toEqual([
      ['2', 'SUCCESS'],
      ['3', 'SUCCESS'],
      ['4', 'SUCCESS'],
      ['5', 'SUCCESS'],
    ]);
  });

  it('the lines a failed split import never reached include the parts it never started, with their passwords', async () => {
    const names = ['ua', 'ub', 'uc', 'ud', 'ue', 'uf'];
    const uploadId = await stage(users(names), [2, 3, 4, 5, 6, 7]);
    server.faults.set('startUserImport', { kind: 'job-fails' }, { times: 1 });
    const job = await ok<JobRecord>(core, 'import.start', {
      profileId: profile.id,
      fileName: 'aborted.csv',
      uploadId,
      options: { overwrite: false, roles: [], separator: 'COMMA' },
      split: { maxLines: 2 },
    });
    const ended = await core.jobs.settled(job.id);
    expect(ended.phase).toBe('failed');
    // Stopped at its first part: the other two never began.
    expect(ended.parts.map((p) => p.phase)).toEqual(['failed', null, null]);
    const reached = ended.counts.success + ended.counts.skipped + ended.counts.failure;
    const file = await ok<ExportedFile>(core, 'jobs.exportUnreachedRows', { id: job.id });
    expect(file.fileName).toBe('aborted-not-reached.csv');
    const rows = (await readFile(core.files.get(file.fileId)!.path, 'utf8')).trimEnd().split('\r\n');
    expect(rows[0]).toBe('name,email,givenName,surName,password');
    const listed = rows.slice(1).map((r) => r.split(','));
    // Every line not reached, once: part 1's rest, and parts 2 and 3 whole.
    expect(listed.map((r) => r[0])).toEqual(names.slice(reached));
    expect(listed.slice(-4).map((r) => r[4])).toEqual(['Passw0rd-2!', 'Passw0rd-3!', 'Passw0rd-4!', 'Passw0rd-5!']);
  });
});
