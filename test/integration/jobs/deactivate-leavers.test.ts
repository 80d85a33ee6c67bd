import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCore } from '../../../electron/core/create-core';
import type { Core } from '../../../electron/core/create-core';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import type { JobRecord } from '../../../shared/models/job';
import type { ExportedFile } from '../../../shared/models/files';
import type { ProfileView } from '../../../shared/models/profile';
import { TEST_CALLER } from '../../helpers/caller';
import { tempDir } from '../../helpers/temp-dir';
import { namedLines, pupils, ROLL_HEADER } from '../../helpers/school-roll';

// Deactivating the users a file does not name: a last part of the same job, read back after
// it, against a server that takes `activated` and one that ignores it.

const LEAVERS = pupils('leaver', 'Leaving', 3);
const STAYING = pupils('stay', 'Staying', 60);
const HEADER = ROLL_HEADER;
// The three seeded users (jdoe, asmith, mmustermann) and the staying pupils are in the file.
const NAMED = namedLines(STAYING);

async function ok<T>(core: Core, method: string, input?: unknown): Promise<T> {
  const outcome = await core.call(method, input, TEST_CALLER);
  if (!outcome.ok) throw Object.assign(new Error(`${method}: ${JSON.stringify(outcome.error)}`), outcome);
  return outcome.value as T;
}

async function activatedOf(server: DemoServer, name: string): Promise<boolean> {
  return server.state.users.get(name)!.activated !== false;
}

describe.each([
  { title: 'a server that takes activated', ignores: false },
  { title: 'a server that ignores activated', ignores: true },
])('deactivating the users not in the file: $title', ({ ignores }) => {
  let server: DemoServer;
  let core: Core;
  let profile: ProfileView;
  let dataDir: string;
  beforeAll(async () => {
    server = await startDemoServer({
      devices: 1,
      jobRate: 0,
      users: [...STAYING, ...LEAVERS],
      ...(ignores ? { ignoreColumns: ['activated'] as const } : {}),
    });
    dataDir = tempDir();
    core = createCore({ shell: 'cli', dataDir, resumeJobs: false });
    profile = await ok<ProfileView>(core, 'profiles.save', {
      profile: { name: 'School', baseUrl: server.url, kind: 'organization' },
      token: server.orgToken,
    });
  });
  afterAll(async () => {
    await core.dispose();
    await server.close();
  });

  async function stagedAndCompared(lines: string[]): Promise<string> {
    const text = HEADER + lines.map((l) => `${l}Passw0rd-1!\r\n`).join('');
    const { uploadId } = await ok<{ uploadId: string }>(core, 'uploads.begin', { fileName: 'u.csv' });
    await ok(core, 'uploads.append', { uploadId, offset: 0, bytes: new TextEncoder().encode(text) });
    await ok(core, 'uploads.finish', { uploadId, lineMap: new Uint32Array(0) });
    await ok(core, 'dryRun.run', {
      profileId: profile.id,
      uploadId,
      separator: 'COMMA',
      compare: { notInFile: true },
    });
    return uploadId;
  }

  it('sends the leavers last with activated false, reads them back, and the receipt counts them without names', async () => {
    const uploadId = await stagedAndCompared(NAMED);
    const job = await ok<JobRecord>(core, 'import.start', {
      profileId: profile.id,
      fileName: 'u.csv',
      uploadId,
      options: { overwrite: true, roles: [], separator: 'COMMA' },
      dryRunId: uploadId,
      deactivate: {},
    });
    expect(job.parts.map((p) => p.source ?? 'upload')).toEqual(['upload', 'leavers']);
    // The job's counts are the file's: the leavers are counted apart.
    expect(job.counts.total).toBe(NAMED.length);
    const ended = await core.jobs.settled(job.id);
    expect(ended.phase).toBe('finished');
    expect(ended.counts.success).toBe(NAMED.length);
    const part = ended.parts[1]!;
    expect(part.counts).toMatchObject({ total: 3, success: 3, failure: 0 });
    const expected = ignores ? 'still-active' : 'deactivated';
    expect(part.leavers).toEqual(LEAVERS.map((u) => ({ name: u.name, outcome: expected })));
    for (const u of LEAVERS) expect(await activatedOf(server, u.name)).toBe(ignores);
    for (const u of STAYING.slice(0, 3)) expect(await activatedOf(server, u.name)).toBe(true);

    const file = await ok<ExportedFile>(core, 'jobs.exportReceipt', { id: job.id });
    const text = await readFile(core.files.get(file.fileId)!.path, 'utf8');
    expect(JSON.parse(text).deactivation).toEqual({
      users: 3,
      sent: 3,
      deactivated: ignores ? 0 : 3,
      stillActive: ignores ? 3 : 0,
      notFound: 0,
      unchecked: 0,
    });
    for (const u of LEAVERS) {
      expect(text).not.toContain(u.name);
      expect(text).not.toContain(u.email);
    }
    // No leaver's password anywhere in the job's files: the only password-like values on
    // disk would sit in a CSV's password column; the leavers are kept without one.
    const dir = path.join(dataDir, 'jobs', job.id);
    const kept = JSON.parse(await readFile(path.join(dir, 'leavers.json'), 'utf8')) as object[];
    expect(kept.every((row) => Object.keys(row).sort().join() === 'email,givenName,name,surName')).toBe(true);
    for (const name of await readdir(dir)) {
      const content = await readFile(path.join(dir, name), 'latin1');
      expect(content, name).not.toMatch(/leaver\d[^\r\n]*,false/);
    }
  });

  it('refuses above the brake without the count confirmed, and goes ahead with it', async () => {
    // A file of one line: 65 users not in it, above the brake of 10.
    const uploadId = await stagedAndCompared([NAMED[0]!]);
    const refused = await core.call(
      'import.start',
      {
        profileId: profile.id,
        fileName: 'u.csv',
        uploadId,
        options: { overwrite: true, roles: [], separator: 'COMMA' },
        dryRunId: uploadId,
        deactivate: { confirm: 64 },
      },
      TEST_CALLER,
    );
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error).toMatchObject({
      code: 'invalid-argument',
      details: { reason: 'deactivate-brake', count: 65, brake: 10 },
    });
    const job = await ok<JobRecord>(core, 'import.start', {
      profileId: profile.id,
      fileName: 'u.csv',
      uploadId,
      options: { overwrite: true, roles: [], separator: 'COMMA' },
      dryRunId: uploadId,
      deactivate: { confirm: 65 },
    });
    const ended = await core.jobs.settled(job.id);
    expect(ended.parts[1]!.leavers).toHaveLength(65);
    expect(ended.parts[1]!.counts.success).toBe(65);
  });
});

describe('leavers read back after a restart', () => {
  it('a job whose look at its leavers failed reads them back when the app starts again', async () => {
    const server = await startDemoServer({ devices: 1, jobRate: 0, users: [...STAYING, ...LEAVERS] });
    const dataDir = tempDir();
    let core = createCore({ shell: 'cli', dataDir, resumeJobs: false });
    try {
      const profile = await ok<ProfileView>(core, 'profiles.save', {
        profile: { name: 'School', baseUrl: server.url, kind: 'organization' },
        token: server.orgToken,
      });
      const text = HEADER + NAMED.map((l) => `${l}Passw0rd-1!\r\n`).join('');
      const { uploadId } = await ok<{ uploadId: string }>(core, 'uploads.begin', { fileName: 'u.csv' });
      await ok(core, 'uploads.append', { uploadId, offset: 0, bytes: new TextEncoder().encode(text) });
      await ok(core, 'uploads.finish', { uploadId, lineMap: new Uint32Array(0) });
      await ok(core, 'dryRun.run', {
        profileId: profile.id,
        uploadId,
        separator: 'COMMA',
        compare: { notInFile: true },
      });
      // The look after the job fails: the leavers stay unchecked.
      server.faults.set('queryUsers', { kind: 'status', status: 500 });
      const job = await ok<JobRecord>(core, 'import.start', {
        profileId: profile.id,
        fileName: 'u.csv',
        uploadId,
        options: { overwrite: true, roles: [], separator: 'COMMA' },
        dryRunId: uploadId,
        deactivate: {},
      });
      const ended = await core.jobs.settled(job.id);
      expect(ended.parts[1]!.leavers!.map((l) => l.outcome)).toEqual([null, null, null]);
      await core.dispose();
      server.faults.clear();
      core = createCore({ shell: 'cli', dataDir });
      await vi.waitFor(
        async () => {
          const again = await ok<JobRecord>(core, 'jobs.get', { id: job.id });
          expect(again.parts[1]!.leavers!.map((l) => l.outcome)).toEqual(['deactivated', 'deactivated', 'deactivated']);
        },
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      await core.dispose();
      await server.close();
    }
  });
});
