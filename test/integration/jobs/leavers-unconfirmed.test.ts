import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '../../../electron/core/create-core';
import type { Core } from '../../../electron/core/create-core';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer, SeedUser } from '../../../electron/demo-server/index';
import type { Fault } from '../../../electron/demo-server/faults';
import type { JobRecord } from '../../../shared/models/job';
import type { ProfileView } from '../../../shared/models/profile';
import { stagedAndCompared, saveSchoolProfile, startWithLeavers } from '../../helpers/core-calls';
import { tempDir } from '../../helpers/temp-dir';
import { ACTIVATED_SERVERS, namedLines, pupils, rollFile, rollServer } from '../../helpers/school-roll';

// The start of a job's last part, the one that deactivates the users not in the file, loses
// its answer (the demo server's faults on the second start): the check reads whether the
// leavers are deactivated (being on the server tells nothing: they were there before), and
// "start again" is allowed only when none of them is.

const LEAVERS = pupils('gone', 'Gone', 3);
// Deactivated before the import: not in the file, sent with the others, but no evidence.
const ALREADY: SeedUser = {
  name: 'gone.before',
  email: 'gone.before@school.example',
  givenName: 'Gone',
  surName: 'Before',
  activated: false,
};
const STAYING = pupils('stay', 'Staying', 60);
const NAMED = namedLines(STAYING);
const ACTIVE_LEAVERS = LEAVERS.length;

describe.each(ACTIVATED_SERVERS)('an unconfirmed start of the leavers part: $title', ({ ignores }) => {
  let server: DemoServer;
  let core: Core;
  let profile: ProfileView;
  let dataDir: string;
  beforeAll(async () => {
    server = await startDemoServer(rollServer([...STAYING, ...LEAVERS, ALREADY], ignores));
    dataDir = tempDir();
    core = createCore({ shell: 'cli', dataDir, resumeJobs: false });
    profile = await saveSchoolProfile(core, server);
  });
  afterAll(async () => {
    await core.dispose();
    await server.close();
  });
  afterEach(async () => {
    server.faults.clear();
    await server.state.jobs.idle();
    // Each test starts from the leavers active (but the one deactivated before).
    for (const u of LEAVERS) server.state.users.get(u.name)!.activated = true;
  });

  /** The file, its dry run with the comparison, and the job with the leavers part, its start under `fault`. */
  async function importWith(fault: Fault): Promise<JobRecord> {
    const uploadId = await stagedAndCompared(core, profile.id, rollFile(NAMED));
    // The file's start passes; the leavers' is the one whose answer is lost.
    server.faults.set('startUserImport', fault, { times: 1, after: 1 });
    const job = await startWithLeavers(core, profile.id, uploadId);
    const settled = await core.jobs.settled(job.id);
    expect(settled.phase).toBe('unconfirmed');
    expect(settled.parts.map((p) => [p.source ?? 'upload', p.phase])).toEqual([
      ['upload', 'finished'],
      ['leavers', 'unconfirmed'],
    ]);
    return settled;
  }

  const activated = (name: string) => server.state.users.get(name)!.activated !== false;

  it('dropped before the server started it: none deactivated, starting again deactivates them', async () => {
    const job = await importWith({ kind: 'drop' });
    const check = await core.jobs.checkStart({ id: job.id });
    // The one deactivated before the import is no evidence; the file's users are none either.
    expect(check).toMatchObject({ basis: 'leavers', found: 0, of: ACTIVE_LEAVERS, outcome: 'not-ran' });
    await core.jobs.startAgain({ id: job.id });
    const done = await core.jobs.settled(job.id);
    expect(done.phase).toBe('finished');
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect([...done.parts[1]!.leavers!].sort(byName)).toEqual(
      [...LEAVERS, ALREADY].sort(byName).map((u) => ({
        name: u.name,
        outcome: ignores && u !== ALREADY ? 'still-active' : 'deactivated',
      })),
    );
    for (const u of LEAVERS) expect(activated(u.name)).toBe(ignores);
  });

  it('answer lost after the server ran it: deactivated means it ran and is never started again', async () => {
    const job = await importWith({ kind: 'drop-answer' });
    await server.state.jobs.idle();
    const check = await core.jobs.checkStart({ id: job.id });
    if (ignores) {
      // Nothing tells the run from no run on this server; sending the same rows again is harmless.
      expect(check).toMatchObject({ basis: 'leavers', found: 0, of: ACTIVE_LEAVERS, outcome: 'not-ran' });
    } else {
      expect(check).toMatchObject({ basis: 'leavers', found: ACTIVE_LEAVERS, of: ACTIVE_LEAVERS, outcome: 'ran' });
      await expect(core.jobs.startAgain({ id: job.id })).rejects.toMatchObject({
        code: 'cannot-resume',
        details: { reason: 'not-checked' },
      });
    }
    // The finding is kept with the job: the app started again reads it back.
    const later = createCore({ shell: 'cli', dataDir, resumeJobs: false });
    try {
      expect((await later.jobs.get({ id: job.id })).unconfirmed?.check).toEqual(check);
    } finally {
      await later.dispose();
    }
  });

  it.each([502, 504] as const)(
    'a gateway answering %i: some deactivated is a job that ran or runs, not started again',
    async (status) => {
      const job = await importWith({ kind: 'status', status });
      expect(job.unconfirmed?.cause).toMatchObject({ code: 'http-status', params: { status } });
      // As if the server had begun behind the gateway: one of the three is deactivated.
      server.state.users.get(LEAVERS[0]!.name)!.activated = false;
      const check = await core.jobs.checkStart({ id: job.id });
      expect(check).toMatchObject({ basis: 'leavers', found: 1, of: ACTIVE_LEAVERS, outcome: 'partial' });
      await expect(core.jobs.startAgain({ id: job.id })).rejects.toMatchObject({ code: 'cannot-resume' });
    },
  );
});
