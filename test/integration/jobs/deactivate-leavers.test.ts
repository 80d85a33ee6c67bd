import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCore } from '../../../electron/core/create-core';
import type { Core } from '../../../electron/core/create-core';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import type { JobRecord } from '../../../shared/models/job';
import type { ProfileView } from '../../../shared/models/profile';
import { TEST_CALLER } from '../../helpers/caller';
import { ok, stagedAndCompared, saveSchoolProfile, startWithLeavers } from '../../helpers/core-calls';
import { leaversReceipt } from '../../helpers/leavers-receipt';
import { tempDir } from '../../helpers/temp-dir';
import { ACTIVATED_SERVERS, namedLines, pupils, rollFile, rollServer } from '../../helpers/school-roll';

// Deactivating the users a file does not name: a last part of the same job, read back after
// it, against a server that takes `activated` and one that ignores it.

const LEAVERS = pupils('leaver', 'Leaving', 3);
const STAYING = pupils('stay', 'Staying', 60);
// The three seeded users (jdoe, asmith, mmustermann) and the staying pupils are in the file.
const NAMED = namedLines(STAYING);

async function activatedOf(server: DemoServer, name: string): Promise<boolean> {
  return server.state.users.get(name)!.activated !== false;
}

describe.each(ACTIVATED_SERVERS)('deactivating the users not in the file: $title', ({ ignores }) => {
  let server: DemoServer;
  let core: Core;
  let profile: ProfileView;
  let dataDir: string;
  beforeAll(async () => {
    server = await startDemoServer(rollServer([...STAYING, ...LEAVERS], ignores));
    dataDir = tempDir();
    core = createCore({ shell: 'cli', dataDir, resumeJobs: false });
    profile = await saveSchoolProfile(core, server);
  });
  afterAll(async () => {
    await core.dispose();
    await server.close();
  });

  const staged = (lines: string[]) => stagedAndCompared(core, profile.id, rollFile(lines));

  it('sends the leavers last with activated false, reads them back, and the receipt counts them without names', async () => {
    const uploadId = await staged(NAMED);
    const job = await startWithLeavers(core, profile.id, uploadId);
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

    const text = await leaversReceipt(core, job.id, ignores);
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
    const uploadId = await staged([NAMED[0]!]);
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
      const profile = await saveSchoolProfile(core, server);
      const uploadId = await stagedAndCompared(core, profile.id, rollFile(NAMED));
      // The look after the job fails: the leavers stay unchecked.
      server.faults.set('queryUsers', { kind: 'status', status: 500 });
      const job = await startWithLeavers(core, profile.id, uploadId);
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
