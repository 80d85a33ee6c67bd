import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCore } from '../../../electron/core/create-core';
import type { Core } from '../../../electron/core/create-core';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import type { JobRecord, ReportPage } from '../../../shared/models/job';
import type { ProfileView } from '../../../shared/models/profile';
import { reasonCode } from '../../../shared/users-csv/left-out-lines';
import { TEST_CALLER } from '../../helpers/caller';
import { ok, stageText, saveSchoolProfile, stagedAndCompared } from '../../helpers/core-calls';
import { leaversReceipt } from '../../helpers/leavers-receipt';
import { tempDir } from '../../helpers/temp-dir';
import { ACTIVATED_SERVERS, namedCells, pupils, ROLL_HEADER, rollServer } from '../../helpers/school-roll';

// A yearly file in which nothing changed: every line is left out of the upload, and the
// users it does not name are to be deactivated. The job is its leavers part alone: one
// upload (theirs), no file part, the file's users untouched; read back, reported, counted in
// the receipt, checked after a lost start answer, and gone on with after a restart.

const LEAVERS = pupils('leaver', 'Leaving', 3);
const STAYING = pupils('stay', 'Staying', 60);
const HEADER = ROLL_HEADER;
const NAMED = namedCells(STAYING);

/** The whole file compared (the users it does not name), then its upload with every line left out as unchanged. */
async function unchangedFile(core: Core, profile: ProfileView): Promise<{ compared: string; empty: string }> {
  const whole = HEADER + NAMED.map((cells) => `${cells.join(',')},\r\n`).join('');
  const compared = await stagedAndCompared(core, profile.id, whole);
  const empty = await stageText(core, HEADER, {
    leftOut: {
      lines: Uint32Array.from(NAMED, (_, i) => i + 2),
      reasons: Uint8Array.from(NAMED, () => reasonCode('unchanged')),
      text: NAMED.map((cells) => [cells[0], cells[2], cells[3], cells[1]].join('\t')).join('\n'),
    },
  });
  return { compared, empty };
}

/** Waits until the app, started again, has finished the job and read its three leavers back as deactivated. */
async function finishedWithLeavers(core: Core, id: string): Promise<void> {
  await vi.waitFor(
    async () => {
      const again = await ok<JobRecord>(core, 'jobs.get', { id });
      expect(again.phase).toBe('finished');
      expect(again.parts[0]!.leavers!.map((l) => l.outcome)).toEqual(['deactivated', 'deactivated', 'deactivated']);
    },
    { timeout: 20_000, interval: 50 },
  );
}

function startInput(profile: ProfileView, ids: { compared: string; empty: string }) {
  return {
    profileId: profile.id,
    fileName: 'u.csv',
    uploadId: ids.empty,
    options: { overwrite: false, roles: [], separator: 'COMMA' },
    excludedRows: NAMED.length,
    deactivate: { dryRunId: ids.compared },
  };
}

describe.each(ACTIVATED_SERVERS)('a job of the leavers alone: $title', ({ ignores }) => {
  let server: DemoServer;
  let core: Core;
  let profile: ProfileView;
  beforeAll(async () => {
    server = await startDemoServer(rollServer([...STAYING, ...LEAVERS], ignores));
    core = createCore({ shell: 'cli', dataDir: tempDir(), resumeJobs: false });
    profile = await saveSchoolProfile(core, server);
  });
  afterAll(async () => {
    await core.dispose();
    await server.close();
  });
  afterEach(async () => {
    server.faults.clear();
    await server.state.jobs.idle();
    for (const u of LEAVERS) server.state.users.get(u.name)!.activated = true;
  });

  it('sends the leavers alone, reads them back, reports and counts them', async () => {
    const versions = STAYING.map((u) => server.state.users.get(u.name)!.version);
    const uploadsBefore = server.state.files.size;
    const jobsBefore = server.state.jobs.size;
    // The first update that says finished (the shells' end-of-job notice) already knows the leavers' outcome.
    let firstFinished: JobRecord | null = null;
    const off = core.events.subscribe((event, payload) => {
      if (event === 'jobs.updated' && (payload as JobRecord).phase === 'finished')
        firstFinished ??= payload as JobRecord;
    });
    const job = await ok<JobRecord>(core, 'import.start', startInput(profile, await unchangedFile(core, profile)));
    expect(job.parts.map((p) => p.source ?? 'upload')).toEqual(['leavers']);
    const ended = await core.jobs.settled(job.id);
    off();
    expect(ended.phase).toBe('finished');
    expect(firstFinished!.parts[0]!.leavers!.every((l) => l.outcome !== null)).toBe(true);
    // Its end is the leavers read back: the record that says finished has their outcome.
    const outcome = ignores ? 'still-active' : 'deactivated';
    expect(ended.parts[0]!.leavers).toEqual(LEAVERS.map((u) => ({ name: u.name, outcome })));
    expect(ended.parts[0]!.counts).toMatchObject({ total: 3, success: 3, failure: 0 });
    // Nothing of the file was sent: the job's own counts are none.
    expect(ended.counts).toEqual({ total: 0, success: 0, skipped: 0, failure: 0 });
    expect(ended.upload.sentBytes).toBe(ended.upload.totalBytes);
    // Exactly one upload reached the server, holding the leavers' rows alone.
    expect(server.state.files.size - uploadsBefore).toBe(1);
    expect(server.state.jobs.size - jobsBefore).toBe(1);
    const sent = [...server.state.files.values()].at(-1)!;
    const rows = (await readFile(sent.path, 'utf8')).trim().split(/\r?\n/).slice(1);
    expect(rows.map((r) => r.split(',')[0])).toEqual(LEAVERS.map((u) => u.name));
    for (const u of LEAVERS) expect(server.state.users.get(u.name)!.activated !== false).toBe(ignores);
    expect(STAYING.map((u) => server.state.users.get(u.name)!.version)).toEqual(versions);

    // The report lists the file's lines as not sent (unchanged).
    const page = await ok<ReportPage>(core, 'jobs.report', { id: job.id, offset: 0, limit: 100 });
    expect(page.total).toBe(NAMED.length);
    expect(page.countsByStatus).toEqual({ NOT_SENT_UNCHANGED: NAMED.length });
    // The receipt counts the leavers, no names.
    const text = await leaversReceipt(core, job.id, ignores);
    for (const u of LEAVERS) expect(text).not.toContain(u.name);
  });

  it("the upload's progress is each upload's own: the file's, then the leavers'", async () => {
    const whole = HEADER + NAMED.map((cells) => `${cells.join(',')},\r\n`).join('');
    const compared = await stagedAndCompared(core, profile.id, whole);
    const changed = await stageText(core, `${HEADER}jdoe,jdoe@example.com,John,Doe-Neu,Passw0rd-1!\r\n`);
    const seen: JobRecord['upload'][] = [];
    const off = core.events.subscribe((event, payload) => {
      const job = payload as JobRecord;
      if (event === 'jobs.updated' && job.phase === 'uploading') seen.push({ ...job.upload });
    });
    try {
      const job = await ok<JobRecord>(core, 'import.start', {
        ...startInput(profile, { compared, empty: changed }),
        options: { overwrite: true, roles: [], separator: 'COMMA' },
      });
      expect(job.parts.map((p) => p.source ?? 'upload')).toEqual(['upload', 'leavers']);
      await core.jobs.settled(job.id);
    } finally {
      off();
    }
    for (const upload of seen) expect(upload.sentBytes).toBeLessThanOrEqual(upload.totalBytes);
    // The file's upload ended whole, then the leavers' began at nothing and ended whole.
    const restart = seen.findIndex((u, i) => i > 0 && u.sentBytes < seen[i - 1]!.sentBytes);
    expect(restart).toBeGreaterThan(0);
    expect(seen[restart - 1]!.sentBytes).toBe(seen[restart - 1]!.totalBytes);
    expect(seen.at(-1)!.sentBytes).toBe(seen.at(-1)!.totalBytes);
    expect(seen.at(-1)!.totalBytes).not.toBe(seen[restart - 1]!.totalBytes);
    server.state.users.get('jdoe')!.surName = 'Doe';
  });

  it('stopped watching during its upload: detached, and resumed it sends the leavers again', async () => {
    server.faults.set('uploadUsersCsv', { kind: 'latency', ms: 500 }, { times: 1 });
    const job = await ok<JobRecord>(core, 'import.start', startInput(profile, await unchangedFile(core, profile)));
    const detached = await core.jobs.stopWatching({ id: job.id });
    expect(detached.phase).toBe('detached');
    expect(detached.error).toBeNull();
    await core.jobs.resume({ id: job.id });
    const done = await core.jobs.settled(job.id);
    expect(done.phase).toBe('finished');
    expect(done.parts[0]!.leavers!.map((l) => l.outcome)).toEqual(
      LEAVERS.map(() => (ignores ? 'still-active' : 'deactivated')),
    );
  });

  it('refuses above the brake unless the count is confirmed', async () => {
    const whole = HEADER + `${NAMED[0]!.join(',')},\r\n`;
    const compared = await stagedAndCompared(core, profile.id, whole);
    const empty = await stageText(core, HEADER);
    const input = { ...startInput(profile, { compared, empty }), excludedRows: 1 };
    const refused = await core.call('import.start', input, TEST_CALLER);
    expect(!refused.ok && refused.error).toMatchObject({ details: { reason: 'deactivate-brake', count: 65 } });
    const job = await ok<JobRecord>(core, 'import.start', {
      ...input,
      deactivate: { dryRunId: compared, confirm: 65 },
    });
    const ended = await core.jobs.settled(job.id);
    expect(ended.parts.map((p) => p.source)).toEqual(['leavers']);
    expect(ended.parts[0]!.leavers).toHaveLength(65);
    for (const u of STAYING) server.state.users.get(u.name)!.activated = true;
  });

  it('a start whose answer is lost: checked by the leavers, started again only when none is deactivated', async () => {
    server.faults.set('startUserImport', { kind: 'drop' }, { times: 1 });
    const job = await ok<JobRecord>(core, 'import.start', startInput(profile, await unchangedFile(core, profile)));
    const unconfirmed = await core.jobs.settled(job.id);
    expect(unconfirmed.phase).toBe('unconfirmed');
    const check = await core.jobs.checkStart({ id: job.id });
    expect(check).toMatchObject({ basis: 'leavers', found: 0, of: 3, outcome: 'not-ran' });
    await core.jobs.startAgain({ id: job.id });
    const done = await core.jobs.settled(job.id);
    expect(done.phase).toBe('finished');
    expect(done.parts[0]!.leavers!.map((l) => l.outcome)).toEqual(
      LEAVERS.map(() => (ignores ? 'still-active' : 'deactivated')),
    );
  });
});

describe('a job of the leavers alone after a restart', () => {
  it('the app stopped while the server ran it: the next start watches it and reads the leavers back', async () => {
    // Slow enough that the job still runs when the app stops.
    const server = await startDemoServer({ devices: 1, jobRate: 3, users: [...STAYING, ...LEAVERS] });
    const dataDir = tempDir();
    let core = createCore({ shell: 'cli', dataDir, resumeJobs: false });
    try {
      const profile = await saveSchoolProfile(core, server);
      const job = await ok<JobRecord>(core, 'import.start', startInput(profile, await unchangedFile(core, profile)));
      await vi.waitFor(async () => expect((await core.jobs.get({ id: job.id })).phase).toBe('running'), {
        timeout: 10_000,
        interval: 20,
      });
      await core.dispose();
      core = createCore({ shell: 'cli', dataDir });
      await finishedWithLeavers(core, job.id);
      expect(server.state.files.size).toBe(1);
    } finally {
      await core.dispose();
      await server.close();
    }
  });

  it('the app stopped during the upload: the next start sends the leavers again', async () => {
    const server = await startDemoServer({ devices: 1, jobRate: 0, users: [...STAYING, ...LEAVERS] });
    const dataDir = tempDir();
    let core = createCore({ shell: 'cli', dataDir, resumeJobs: false });
    try {
      const profile = await saveSchoolProfile(core, server);
      // The upload's answer is slow: the app stops before it.
      server.faults.set('uploadUsersCsv', { kind: 'latency', ms: 1000 }, { times: 1 });
      const job = await ok<JobRecord>(core, 'import.start', startInput(profile, await unchangedFile(core, profile)));
      await core.dispose();
      // Left uploading, as a part that is sent again (not an upload cut for good).
      const stopped = createCore({ shell: 'cli', dataDir, resumeJobs: false });
      expect((await stopped.jobs.get({ id: job.id })).phase).toBe('uploading');
      await stopped.dispose();
      core = createCore({ shell: 'cli', dataDir });
      await finishedWithLeavers(core, job.id);
      expect(server.state.jobs.size).toBe(1);
    } finally {
      await core.dispose();
      await server.close();
    }
  });
});
