/**
 * The app (core, through its contract) against the liberties the demo server takes on
 * demand (README, "The demo server"): a page cap under every export, jobs it forgets, a
 * token that expires, and the organizations it lists. The fault kinds of the transport
 * (429, 5xx, drop, html-login, latency) are in api-client.test.ts, job-fails and job-stuck
 * in test/integration/jobs.
 */
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '../../../electron/core/create-core';
import type { Core } from '../../../electron/core/create-core';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import { describeError } from '../../../shared/errors/wording';
import type { EventName } from '../../../shared/ipc';
import type { JobRecord } from '../../../shared/models/job';
import type { ConnectionCheck, OrganizationList, ProfileView, ProfilesState } from '../../../shared/models/profile';
import type { ExportProgress } from '../../../shared/models/query';
import { TEST_CALLER } from '../../helpers/caller';
import { ok } from '../../helpers/core-calls';
import { readExported } from '../../helpers/exported-file';
import { startImport } from '../../helpers/start-import';
import { tempDir } from '../../helpers/temp-dir';
import { wordSummary } from '../../../shared/connections/check-wording';
import { createTranslator } from '../../../shared/i18n/translator';

const noFilter = { platforms: [], statuses: [], search: '', lastConnectionOlderThanDays: null };

function withCore(): { core: Core; dataDir: string; seen: { event: EventName; payload: unknown }[] } {
  const dataDir = tempDir();
  const core = createCore({
    shell: 'cli',
    dataDir,
    resumeJobs: false,
    clientOptions: { retry: { attempts: 1 } },
    jobs: { poll: { initialMs: 10, maxMs: 40 } },
  });
  const seen: { event: EventName; payload: unknown }[] = [];
  core.events.subscribe((event, payload) => seen.push({ event, payload }));
  return { core, dataDir, seen };
}

async function exported(core: Core, dataDir: string, seen: { event: EventName; payload: unknown }[], id: string) {
  await expect
    .poll(
      () =>
        seen.some(
          (e) =>
            e.event === 'export.progress' &&
            (e.payload as ExportProgress).exportId === id &&
            (e.payload as ExportProgress).state !== 'running',
        ),
      {
        timeout: 10_000,
      },
    )
    .toBe(true);
  const last = seen
    .filter((e) => e.event === 'export.progress' && (e.payload as ExportProgress).exportId === id)
    .map((e) => e.payload as ExportProgress)
    .at(-1)!;
  expect(last.state).toBe('finished');
  return Papa.parse<string[]>((await readExported(dataDir, last.file!)).trim(), { newline: '\r\n' }).data;
}

describe('--page-cap: every export is complete when the server caps its pages', () => {
  let server: DemoServer;
  let setup: ReturnType<typeof withCore>;
  beforeAll(async () => {
    server = await startDemoServer({ devices: 130, pageCap: 25 });
    setup = withCore();
  });
  afterAll(async () => {
    await setup.core.dispose();
    await server.close();
  });

  it('exports all devices and all creation-wizard requests (asked 500 a page, got 25)', async () => {
    const { core, dataDir, seen } = setup;
    await ok<ProfileView>(core, 'profiles.save', {
      profile: { name: 'Org', baseUrl: server.url, kind: 'organization' },
      token: server.orgToken,
    });
    const devices = await ok<{ exportId: string }>(core, 'devices.export', {
      filter: noFilter,
      sort: [],
      columns: ['name'],
    });
    expect(await exported(core, dataDir, seen, devices.exportId)).toHaveLength(131);
    const admin = await ok<ProfileView>(core, 'profiles.save', {
      profile: { name: 'Admin', baseUrl: server.url, kind: 'system' },
      token: server.adminToken,
    });
    const total = server.state.wizardRequests.query({ getNonpagedCount: true, limit: 1 }).total!;
    expect(total).toBeGreaterThan(25);
    const orgs = await ok<{ exportId: string }>(core, 'orgs.export', {
      profileId: admin.id,
      filter: { search: '' },
      sort: [],
      columns: ['name'],
    });
    expect(await exported(core, dataDir, seen, orgs.exportId)).toHaveLength(total + 1);
  });

  it("a screen's page holds what it asked for (100 devices, from 25 a page), with the total", async () => {
    const { core } = setup;
    const page = await ok<{ total: number; results: { uuid: string }[] }>(core, 'devices.query', {
      filter: noFilter,
      sort: [{ field: 'name', ascending: true }],
      limit: 100,
      offset: 20,
    });
    expect(page.total).toBe(130);
    expect(page.results).toHaveLength(100);
    expect(new Set(page.results.map((d) => d.uuid)).size).toBe(100);
    const last = await ok<{ results: unknown[] }>(core, 'devices.query', {
      filter: noFilter,
      sort: [],
      limit: 100,
      offset: 100,
    });
    expect(last.results).toHaveLength(30);
  });
});

describe('--forget-jobs-after: a job the server forgot', () => {
  let now = Date.now();
  let server: DemoServer;
  let setup: ReturnType<typeof withCore>;
  beforeAll(async () => {
    server = await startDemoServer({ devices: 1, jobRate: 0, forgetJobsAfterSeconds: 60, clock: () => now });
    setup = withCore();
  });
  afterAll(async () => {
    await setup.core.dispose();
    await server.close();
  });

  it('keeps what the app knew, is marked no longer on the server, and is not retried', async () => {
    const { core } = setup;
    await ok<ProfileView>(core, 'profiles.save', {
      profile: { name: 'Org', baseUrl: server.url, kind: 'organization' },
      token: server.orgToken,
    });
    const content = [
      'name,email,givenName,surName,password',
      'newuser,new@example.com,New,User,Secret-pass-1',
      '',
    ].join('\n');
    const started = await startImport(core.jobs, {
      fileName: 'u.csv',
      content,
      lineMap: [],
      options: { overwrite: false, roles: [], separator: 'COMMA' },
    });
    const done = await core.jobs.settled(started.id);
    expect(done.phase).toBe('finished');
    now += 61_000;
    // The report was never fetched (no line failed): asking for it finds the job gone.
    const report = await core.call('jobs.report', { id: started.id, limit: 10, offset: 0 }, TEST_CALLER);
    expect(report).toMatchObject({ ok: false, error: { code: 'http-status' } });
    const gone = await ok<JobRecord>(core, 'jobs.get', { id: started.id });
    expect(gone.goneFromServerAt).toEqual(expect.any(Number));
    expect(gone.counts).toEqual(done.counts);
    expect(gone.error?.code).toBe('job-gone');
    expect(describeError(gone.error!, 'app')).toContain('The server no longer knows this job');
    // Never asked again.
    const again = await core.call('jobs.report', { id: started.id, limit: 10, offset: 0 }, TEST_CALLER);
    expect(again).toMatchObject({ ok: false, error: { code: 'no-report' } });
    expect(await core.call('jobs.resume', { id: started.id }, TEST_CALLER)).toMatchObject({
      ok: false,
      error: { code: 'cannot-resume' },
    });
  });
});

describe('--token-expires-at and --organizations', () => {
  let server: DemoServer;
  let setup: ReturnType<typeof withCore>;
  beforeAll(async () => {
    server = await startDemoServer({ devices: 3, organizations: 3 });
    setup = withCore();
  });
  afterAll(async () => {
    await setup.core.dispose();
    await server.close();
  });

  it('the connection test of an expired token says when it expired and, in the app, where to paste a new one', async () => {
    const expired = await startDemoServer({ devices: 1, tokenExpiresAt: '2026-03-01T12:00:00Z' });
    try {
      const view = await ok<ProfileView>(setup.core, 'profiles.save', {
        profile: { name: 'Old', baseUrl: expired.url, kind: 'organization' },
        token: expired.orgToken,
      });
      const check = await ok<ConnectionCheck>(setup.core, 'profiles.test', { id: view.id });
      expect(check.ok).toBe(false);
      expect(check.steps.find((s) => s.id === 'authenticate')?.ok).toBe(false);
      expect(wordSummary(check, 'app', createTranslator('en'))).toContain(
        'The API access token expired on 2026-03-01 12:00 UTC.',
      );
      expect(describeError(check.error!, 'app')).toContain('then paste it in Connections');
    } finally {
      await expired.close();
    }
  });

  it("lists the demo server's organizations for the picker, and says what to do elsewhere", async () => {
    const { core } = setup;
    const state = await ok<ProfilesState>(core, 'demo.start', { kind: 'system' });
    const demo = state.profiles.find((p) => p.id === state.activeId)!;
    const list = await ok<OrganizationList>(core, 'profiles.organizations', { id: demo.id });
    expect(list.source).toBe('demo');
    expect(list.organizations.length).toBeGreaterThan(0);
    expect(JSON.stringify(list)).not.toMatch(/token/i);
    const other = await ok<ProfileView>(core, 'profiles.save', {
      profile: { name: 'Real', baseUrl: server.url, kind: 'system' },
      token: server.adminToken,
    });
    const none = await ok<OrganizationList>(core, 'profiles.organizations', { id: other.id });
    expect(none).toMatchObject({ source: 'none', organizations: [] });
    // Core says no sentence: the shells word the source (form.organizationList.none).
    expect(none).not.toHaveProperty('note');
  });

  it('a profile with an organization acts in it; an unknown one is explained', async () => {
    const { core } = setup;
    const second = server.organizations[1]!;
    const view = await ok<ProfileView>(core, 'profiles.save', {
      profile: { name: 'Acme', baseUrl: server.url, kind: 'organization', organizationUuid: second.uuid },
      token: server.orgToken,
    });
    expect(view.organizationUuid).toBe(second.uuid);
    const check = await ok<ConnectionCheck>(core, 'profiles.test', { id: view.id });
    expect(check.ok).toBe(true);
    expect(check.summary).toMatchObject({ key: 'connected.organization', params: { organization: second.uuid } });
    expect(wordSummary(check, 'app', createTranslator('en'))).toContain(`Calls act in organization ${second.uuid}.`);
    const unknown = '00000000-0000-4000-8000-000000000001';
    await ok(core, 'profiles.save', {
      id: view.id,
      profile: { name: 'Acme', baseUrl: server.url, kind: 'organization', organizationUuid: unknown },
    });
    const bad = await core.call(
      'devices.query',
      { profileId: view.id, filter: noFilter, sort: [], limit: 5, offset: 0 },
      TEST_CALLER,
    );
    expect(bad.ok).toBe(false);
    const error = (bad as { ok: false; error: { code: string; message: string; details?: Record<string, unknown> } })
      .error;
    expect(describeError(error, 'app')).toContain(`The server knows no organization ${unknown}.`);
    expect(describeError(error, 'app')).toContain("Check the profile's organization under Connections");
  });
});
