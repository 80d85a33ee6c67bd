import { TEST_CALLER } from '../../helpers/caller';
import { ok } from '../../helpers/core-calls';
import { readExported } from '../../helpers/exported-file';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCore } from '../../../electron/core/create-core';
import type { Core } from '../../../electron/core/create-core';
import { PROFILES_FILE } from '../../../electron/core/profiles/profile-store';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import type { EventName } from '../../../shared/ipc';
import { wordCalls, wordSummary } from '../../../shared/connections/check-wording';
import { DEMO_PROFILE_NAMES } from '../../../shared/connections/profile-label';
import { createTranslator } from '../../../shared/i18n/translator';
import type { ConnectionCheck, ProfileView, ProfilesState } from '../../../shared/models/profile';
import type { CountsByValue, ExportProgress, QueryPage, ServerRecord } from '../../../shared/models/query';
import { tempDir } from '../../helpers/temp-dir';

const noFilter = { platforms: [], statuses: [], search: '', lastConnectionOlderThanDays: null };

async function fails(core: Core, method: string, input?: unknown) {
  const outcome = await core.call(method, input, TEST_CALLER);
  if (outcome.ok) throw new Error(`${method} should fail`);
  return outcome.error;
}

const english = createTranslator('en');

describe('core against the demo server', () => {
  let server: DemoServer;
  let mgmt: DemoServer;
  let core: Core;
  let dataDir: string;
  const seen: { event: EventName; payload: unknown }[] = [];
  beforeAll(async () => {
    server = await startDemoServer({ devices: 700, jobRate: 0 });
    mgmt = await startDemoServer({ devices: 30, dialect: 'management' });
    dataDir = tempDir();
    core = createCore({ shell: 'cli', dataDir, clientOptions: { retry: { attempts: 1 } } });
    core.events.subscribe((event, payload) => seen.push({ event, payload }));
  });
  afterAll(async () => {
    await core.dispose();
    await server.close();
    await mgmt.close();
  });

  it('answers no-profile, then saves a profile whose token never comes back, only its hint', async () => {
    expect((await fails(core, 'devices.query', { filter: noFilter, sort: [], limit: 5, offset: 0 })).code).toBe(
      'no-profile',
    );
    const token = `${server.orgToken}`;
    const view = await ok<ProfileView>(core, 'profiles.save', {
      profile: { name: 'School', baseUrl: `${server.url}/`, kind: 'organization' },
      token,
    });
    expect(view).toMatchObject({
      name: 'School',
      baseUrl: server.url,
      tokenHint: `…${token.slice(-4)}`,
      learnedDialect: null,
      demo: false,
      allowInsecureHttp: false,
    });
    const listed = await ok<ProfilesState>(core, 'profiles.list');
    expect(listed.activeId).toBe(view.id);
    expect(JSON.stringify(listed)).not.toContain(token);
    expect(await readFile(path.join(dataDir, PROFILES_FILE), 'utf8')).not.toContain(token);
    expect(seen.some((e) => e.event === 'profiles.changed')).toBe(true);
    expect(JSON.stringify(seen)).not.toContain(token);
    expect(
      (await fails(core, 'profiles.save', { profile: { name: 'school', baseUrl: server.url, kind: 'organization' } }))
        .details,
    ).toMatchObject({ reason: 'name-taken', name: 'School' });
  });

  it('tests the connection step by step and persists the learned dialect', async () => {
    const { activeId } = await ok<ProfilesState>(core, 'profiles.list');
    const check = await ok<ConnectionCheck>(core, 'profiles.test', { id: activeId });
    expect(check.ok).toBe(true);
    expect(check.steps.map((s) => s.id)).toEqual(['network', 'reach', 'authenticate', 'permission', 'dialect']);
    expect(check.steps.map((s) => s.ok)).toEqual([true, true, true, true, true]);
    expect(wordCalls(check, english)).toBe('GET /api/v2/devices/baseInfo/query (query devices of an organization)');
    expect(check.proxy).toBeNull();
    expect(check.dialect).toBe('spec');
    expect((await ok<ProfilesState>(core, 'profiles.list')).profiles[0]?.learnedDialect).toBe('spec');
  });

  it('queries a page of devices with sort, filter and total; a newer request on the channel cancels the older', async () => {
    const page = await ok<QueryPage<ServerRecord>>(core, 'devices.query', {
      filter: { ...noFilter, platforms: ['IOS'] },
      sort: [{ field: 'name', ascending: true }],
      limit: 10,
      offset: 0,
    });
    expect(page.results.length).toBe(10);
    expect(page.results.every((d) => d.platform === 'IOS')).toBe(true);
    const ios = server.state.devices.query({
      filter: { type: 'stringEnum', fieldName: 'platform', values: ['IOS'] },
      getNonpagedCount: true,
      limit: 1,
    }).total;
    expect(page.total).toBe(ios);
    // The older request is held at the server (the fault taken means it arrived) while the newer goes out.
    server.faults.set('queryDevices', { kind: 'latency', ms: 2_000 }, { times: 1 });
    const older = core.call(
      'devices.query',
      { filter: noFilter, sort: [], limit: 5, offset: 0, channel: 'grid' },
      TEST_CALLER,
    );
    await vi.waitFor(() => expect(server.faults.list('queryDevices')).toEqual([]), { interval: 5 });
    const newer = core.call(
      'devices.query',
      { filter: noFilter, sort: [], limit: 5, offset: 5, channel: 'grid' },
      TEST_CALLER,
    );
    const [o, n] = await Promise.all([older, newer]);
    expect(o.ok ? 'ok' : o.error.code).toBe('cancelled');
    expect(n.ok).toBe(true);
  });

  it('counts devices per platform and per status, including values the app does not know', async () => {
    const first = server.state.devices.query({ limit: 1 }).results[0]!;
    first.platform = 'HOLOLENS' as never;
    const counts = await ok<CountsByValue>(core, 'devices.counts', {
      filter: { ...noFilter, statuses: ['COMPLIANT'] },
    });
    expect(counts.byPlatform.HOLOLENS).toBe(first.status === 'COMPLIANT' ? 1 : 0);
    const compliant = server.state.devices.query({
      filter: { type: 'stringEnum', fieldName: 'status', values: ['COMPLIANT'] },
      getNonpagedCount: true,
      limit: 1,
    }).total;
    expect(Object.values(counts.byPlatform).reduce((a, b) => a + b, 0)).toBe(compliant);
    expect(Object.values(counts.byStatus).reduce((a, b) => a + b, 0)).toBe(700);
  });

  it('exports every matching device to CSV page by page with progress events, and can be cancelled', async () => {
    seen.length = 0;
    const { exportId } = await ok<{ exportId: string }>(core, 'devices.export', {
      filter: noFilter,
      sort: [{ field: 'name', ascending: true }],
      columns: ['name', 'platform', 'lastConnectionDate'],
    });
    await expect
      .poll(
        () => seen.some((e) => e.event === 'export.progress' && (e.payload as ExportProgress).state === 'finished'),
        { timeout: 10_000 },
      )
      .toBe(true);
    const progress = seen
      .filter((e) => e.event === 'export.progress')
      .map((e) => e.payload as ExportProgress)
      .filter((p) => p.exportId === exportId);
    expect(progress.map((p) => p.done)).toEqual([0, 500, 700]);
    const file = progress.at(-1)!.file!;
    const rows = Papa.parse<string[]>((await readExported(dataDir, file)).trim(), {
      newline: '\r\n',
      delimiter: ',',
    }).data;
    expect(rows[0]).toEqual(['name', 'platform', 'lastConnectionDate']);
    expect(rows).toHaveLength(701);
    expect(rows.slice(1).some((r) => /^\d{4}-\d{2}-\d{2}T/.test(r[2] ?? ''))).toBe(true);

    server.faults.set('queryDevices', { kind: 'latency', ms: 400 });
    const started = await ok<{ exportId: string }>(core, 'devices.export', { filter: noFilter, sort: [], columns: [] });
    await ok(core, 'exports.cancel', { exportId: started.exportId });
    await expect
      .poll(() =>
        seen.some(
          (e) =>
            e.event === 'export.progress' &&
            (e.payload as ExportProgress).exportId === started.exportId &&
            (e.payload as ExportProgress).state === 'cancelled',
        ),
      )
      .toBe(true);
    server.faults.clear();
  });

  it('lists creation-wizard requests with a system administrator profile and explains a wrong-kind token', async () => {
    const admin = await ok<ProfileView>(core, 'profiles.save', {
      profile: { name: 'Admin', baseUrl: server.url, kind: 'system' },
      token: server.adminToken,
    });
    const page = await ok<QueryPage<ServerRecord>>(core, 'orgs.query', {
      profileId: admin.id,
      filter: { search: '' },
      sort: [{ field: 'name', ascending: true }],
      limit: 3,
      offset: 0,
    });
    expect(page.results.length).toBeGreaterThan(0);
    expect(page.total).toBe(server.state.wizardRequests.query({ getNonpagedCount: true, limit: 1 }).total);
    const wrong = await ok<ProfileView>(core, 'profiles.save', {
      profile: { name: 'Wrong kind', baseUrl: server.url, kind: 'system' },
      token: server.orgToken,
    });
    const check = await ok<ConnectionCheck>(core, 'profiles.test', { id: wrong.id });
    expect(check.ok).toBe(false);
    expect(check.summary).toEqual({ key: 'orgTokenOnSystemProfile', params: {} });
    expect(wordSummary(check, 'app', english)).toMatch(/belongs to an organization administrator/);
    expect(check.steps.find((s) => s.id === 'permission')?.ok).toBe(false);
    // Told by two reads; the creation-wizard endpoint (which may create on a real server) is never called.
    expect(wordCalls(check, english)).toBe(
      'POST /api/v1/security/users/baseInfo/query (look users up), then GET /api/v2/devices/baseInfo/query (query devices of an organization)',
    );
    // A tripwire: a call of the creation-wizard endpoint would consume this fault.
    server.faults.set('queryCreationWizardRequests', { kind: 'status', status: 500 }, { times: 1 });
    const right = await ok<ConnectionCheck>(core, 'profiles.test', { id: admin.id });
    expect(server.faults.list('queryCreationWizardRequests')).toHaveLength(1);
    server.faults.clear('queryCreationWizardRequests');
    expect(right.ok).toBe(true);
    expect(wordSummary(right, 'app', english)).toContain('the test never calls that endpoint');
    expect(right.steps.find((s) => s.id === 'permission')).toMatchObject({ ok: false, skipped: true });
    const bad = await ok<ProfileView>(core, 'profiles.save', {
      profile: { name: 'Bad', baseUrl: server.url, kind: 'organization' },
      token: 'nope-nope-nope',
    });
    const badCheck = await ok<ConnectionCheck>(core, 'profiles.test', { id: bad.id });
    expect(badCheck.steps.map((s) => s.ok)).toEqual([true, true, false, false, false]);
    expect(badCheck.error).toMatchObject({ code: 'unauthorized', details: { reason: 'INVALID_CREDENTIALS' } });
    const down = await ok<ProfileView>(core, 'profiles.save', {
      profile: { name: 'Down', baseUrl: 'http://127.0.0.1:9', kind: 'organization' },
      token: 'x-x-x-x',
    });
    const downCheck = await ok<ConnectionCheck>(core, 'profiles.test', { id: down.id });
    expect(downCheck.steps[1]).toMatchObject({ id: 'reach', ok: false, words: { key: 'error' } });
    expect(wordSummary(downCheck, 'app', english)).toMatch(/refused/);
  });

  it('learns the management dialect for a profile and persists it', async () => {
    const view = await ok<ProfileView>(core, 'profiles.save', {
      profile: { name: 'Mgmt', baseUrl: mgmt.url, kind: 'organization' },
      token: mgmt.orgToken,
    });
    const page = await ok<QueryPage<ServerRecord>>(core, 'devices.query', {
      profileId: view.id,
      filter: noFilter,
      sort: [],
      limit: 2,
      offset: 0,
    });
    expect(page.total).toBe(30);
    await expect
      .poll(
        async () =>
          (await ok<ProfilesState>(core, 'profiles.list')).profiles.find((p) => p.id === view.id)?.learnedDialect,
      )
      .toBe('management');
    const raw = JSON.parse(await readFile(path.join(dataDir, PROFILES_FILE), 'utf8'));
    expect(raw.profiles.find((p: { id: string }) => p.id === view.id).learnedDialect).toBe('management');
  });

  it('removes a profile with its token, switches the active one', async () => {
    const before = await ok<ProfilesState>(core, 'profiles.list');
    const target = before.profiles.find((p) => p.name === 'Bad')!;
    await ok(core, 'profiles.setActive', { id: target.id });
    const after = await ok<ProfilesState>(core, 'profiles.remove', { id: target.id });
    expect(after.profiles.some((p) => p.id === target.id)).toBe(false);
    expect(after.activeId).not.toBe(target.id);
    expect((await fails(core, 'profiles.test', { id: target.id })).code).toBe('not-found');
  });

  it('stores preferences across cores', async () => {
    const views = [
      {
        name: 'Old iPads',
        filter: { platforms: ['IOS'], statuses: [], search: '', lastConnectionOlderThanDays: 30 },
        sort: [{ field: 'name', ascending: true }],
        columns: ['name'],
        limit: 100,
      },
    ];
    await ok(core, 'prefs.set', { key: 'views:devices', value: views });
    expect(await ok(core, 'prefs.get', { key: 'views:devices' })).toEqual(views);
    const again = createCore({ shell: 'cli', dataDir, resumeJobs: false });
    expect(await ok(again, 'prefs.get', { key: 'views:devices' })).toEqual(views);
    await again.dispose();
  });

  it('says the secret store', async () => {
    expect(await ok(core, 'secrets.status')).toMatchObject({ backend: 'file', secure: false });
  });
});

describe('demo.start', () => {
  it('starts the demo server once, makes a demo profile active per kind, and stops it on dispose', async () => {
    const core = createCore({ shell: 'web', dataDir: tempDir(), resumeJobs: false });
    const changed: ProfilesState[] = [];
    core.events.subscribe((event, payload) => event === 'profiles.changed' && changed.push(payload as ProfilesState));
    const org = await ok<ProfilesState>(core, 'demo.start');
    const active = org.profiles.find((p) => p.id === org.activeId)!;
    expect(active).toMatchObject({ demo: true, kind: 'organization' });
    // The stored name is the stock one, whatever the shell's language: the CLI's --profile takes it.
    expect(active.name).toBe(DEMO_PROFILE_NAMES.organization);
    expect(changed.at(-1)?.activeId).toBe(active.id);
    const page = await ok<QueryPage<ServerRecord>>(core, 'devices.query', {
      filter: noFilter,
      sort: [],
      limit: 1,
      offset: 0,
    });
    expect(page.total).toBeGreaterThan(0);
    const sys = await ok<ProfilesState>(core, 'demo.start', { kind: 'system' });
    expect(sys.profiles.filter((p) => p.demo)).toHaveLength(2);
    expect(new Set(sys.profiles.map((p) => p.baseUrl)).size).toBe(1);
    const again = await ok<ProfilesState>(core, 'demo.start', { kind: 'organization' });
    expect(again.profiles).toHaveLength(2);
    expect(again.activeId).toBe(active.id);
    const url = active.baseUrl;
    await core.dispose();
    await expect(fetch(`${url}/api/v2/devices/baseInfo/query`)).rejects.toThrow();
  });
});
