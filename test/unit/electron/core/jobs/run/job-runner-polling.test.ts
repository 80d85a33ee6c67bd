import { describe, expect, it } from 'vitest';
import { END_AIM_MIN_MS, PACE_TAKE_MS } from '../../../../../../electron/core/jobs/run/poll-policy';
import { setup, startUsers } from '../jobs-harness';

// When the runner reads a job (run/poll-policy.ts): the backoff, and a read aimed at the end
// the job's pace foretells; on the fake clock.
describe('the import runner polling', () => {
  it('backs off from 0.25 s to 5 s between polls', async () => {
    // Counts that tell nothing of the job's pace: the backoff alone.
    const { service, clock } = setup({ linesPerRead: 1, countsHidden: true });
    const job = await startUsers(service, 8);
    await service.settled(job.id);
    expect(clock.sleeps).toEqual([250, 500, 1000, 2000, 4000, 5000, 5000, 5000]);
  });

  it('aims a read at the end the pace foretells: a job ending between two reads is seen at once', async () => {
    let now = () => 0;
    const { server, service, clock } = setup({ pace: { linesPerSecond: 1000, clock: () => now() } });
    now = clock.now;
    const job = await startUsers(service, 10_000);
    const startedAt = clock.now();
    const done = await service.settled(job.id);
    expect(done.phase).toBe('finished');
    // The job ends 10 s after its start. The backoff alone reads at 7.75 s, then at 12.75 s
    // (2.75 s late). The read at 0.25 s counts the first lines: the pace is taken 0.25 s later
    // (PACE_TAKE_MS), then the backoff until the end is near: from 7.5 s the reads come halfway
    // to it, then just past it (four reads more than the backoff's seven).
    expect(clock.sleeps.slice(0, 4)).toEqual([250, PACE_TAKE_MS, 1000, 2000]);
    const seen = done.finishedAt! - startedAt;
    expect(seen).toBeGreaterThanOrEqual(10_000);
    expect(seen).toBeLessThanOrEqual(10_000 + END_AIM_MIN_MS);
    expect(server.calls.read.length).toBeLessThanOrEqual(11);
  });

  it('reads a job whose lines are all counted but which does not end at the backoff pace', async () => {
    let now = () => 0;
    const pace = { linesPerSecond: 1000, clock: () => now() };
    const { service, clock } = setup({ pace, neverFinish: true }, { deadlineMs: 60_000 });
    now = clock.now;
    const job = await startUsers(service, 3000);
    expect((await service.settled(job.id)).phase).toBe('error');
    // Aimed once at the 3 s end; once every line is counted, the backoff again: 5 s apart (the
    // last pause is cut at the deadline).
    expect(clock.sleeps.filter((ms) => ms < 250).length).toBeLessThanOrEqual(1);
    expect(clock.sleeps.slice(-4, -1)).toEqual([5000, 5000, 5000]);
  });

  it('honours configured poll settings', async () => {
    const { service, clock } = setup({ linesPerRead: 1, countsHidden: true }, { initialMs: 200, maxMs: 500 });
    const job = await startUsers(service, 4);
    await service.settled(job.id);
    expect(clock.sleeps).toEqual([200, 400, 500, 500]);
  });
});
