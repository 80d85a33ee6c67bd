import { describe, expect, it } from 'vitest';
import {
  DEFAULT_POLL,
  END_AIM_MIN_MS,
  nextPollDelay,
  PACE_TAKE_MS,
  pauseToEnd,
} from '../../../../../../electron/core/jobs/run/poll-policy';
import type { PollSettings } from '../../../../../../electron/core/jobs/run/poll-policy';
import { createFakeClock } from '../fakes';

/** When a job that ends `endsAfterMs` after the start is seen ended, polling as the runner does. */
async function seenEndedAt(endsAfterMs: number, settings: PollSettings): Promise<number> {
  const clock = createFakeClock(0);
  let delay: number | null = null;
  // A read at once, then the pauses of the policy (job-runner.ts).
  while (clock.now() < endsAfterMs) {
    delay = nextPollDelay(delay, settings);
    await clock.sleep(delay);
  }
  return clock.now();
}

describe('the poll policy', () => {
  it('starts at 0.25 s and doubles to at most 5 s', () => {
    const delays: number[] = [];
    let delay: number | null = null;
    for (let i = 0; i < 9; i++) delays.push((delay = nextPollDelay(delay, DEFAULT_POLL)));
    expect(delays).toEqual([250, 500, 1000, 2000, 4000, 5000, 5000, 5000, 5000]);
  });

  it('sees a short job finished soon after it ends, and a long one within 5 s', async () => {
    // Reads at 0, 0.25, 0.75, 1.75, 3.75, 7.75, 12.75 s ...
    expect(await seenEndedAt(200, DEFAULT_POLL)).toBe(250);
    expect(await seenEndedAt(1100, DEFAULT_POLL)).toBe(1750);
    expect(await seenEndedAt(8000, DEFAULT_POLL)).toBe(12_750);
    for (const end of [300, 2100, 9000, 60_000, 600_000])
      expect((await seenEndedAt(end, DEFAULT_POLL)) - end).toBeLessThanOrEqual(Math.max(end, DEFAULT_POLL.maxMs));
    // The old pacing (1 s doubling) saw the 1.1 s job at 3 s.
    expect(await seenEndedAt(1100, { ...DEFAULT_POLL, initialMs: 1000 })).toBe(3000);
  });

  it('aims at the end from the pace of the last two reads, halfway while it is far', () => {
    // 1,000 lines a second lately (500 before: a server warming up), 2,000 left: 2 s, halfway there.
    const samples = [
      { at: 0, processed: 0 },
      { at: 1000, processed: 500 },
      { at: 2000, processed: 1500 },
    ];
    expect(pauseToEnd(samples, 3500)).toBe(1000);
    // 0.3 s left: a little past the end.
    expect(pauseToEnd(samples, 1800)).toBe(335);
    // Far off (10 s): halfway, where the runner's backoff (at most 5 s) comes first.
    expect(pauseToEnd(samples, 11_500)).toBe(5000);
    // Foretold just past a 4 s backoff's next read (4.5 s): halfway, not left to the backoff
    // (a job that speeds up would be seen up to the whole pause late).
    expect(pauseToEnd(samples, 6000)).toBe(2250);
    // Nearly done: never sooner than the floor.
    expect(pauseToEnd(samples, 1501)).toBe(END_AIM_MIN_MS);
    // No pace yet, none at all, or nothing left: no aim (the backoff decides).
    expect(pauseToEnd(samples.slice(0, 1), 3500)).toBeNull();
    expect(pauseToEnd([samples[1]!, { at: 2000, processed: 500 }], 3500)).toBeNull();
    expect(pauseToEnd(samples, 1500)).toBeNull();
  });

  it('aims from the fastest recent pace: a stall between the last two reads does not put the read past the end', () => {
    // 1,000 lines a second, then a stall (the server collecting its heap): 100 lines in the last second.
    const samples = [
      { at: 1000, processed: 1000 },
      { at: 2000, processed: 2000 },
      { at: 3000, processed: 2100 },
    ];
    // 1,000 left at the pace before the stall: 1 s, halfway. The last pace alone foretold 10 s
    // and read at 5 s, long after a job that went on at its pace had ended (at 4 s).
    expect(pauseToEnd(samples, 3100)).toBe(500);
    // With the pace the stall's read took: the read after it came 5 s later.
    expect(pauseToEnd(samples.slice(1), 3100)).toBe(5000);
  });

  it('takes the pace again soon after the read that counted the first lines', () => {
    // The server's first pass (no line counted), then the import began somewhere in the span.
    const samples = [
      { at: 0, processed: 0 },
      { at: 1000, processed: 0 },
      { at: 2000, processed: 400 },
    ];
    // That span is no pace (400 a second would foretell 2.5 s): a read soon after takes it.
    expect(pauseToEnd(samples, 1400)).toBe(PACE_TAKE_MS);
    // No line counted yet: the backoff decides.
    expect(pauseToEnd(samples.slice(0, 2), 1400)).toBeNull();
    // From there on, the pace of the reads that counted lines.
    expect(pauseToEnd([...samples, { at: 2250, processed: 650 }], 1650)).toBe(500);
  });

  it('sees the end of a job that speeds up soon after it, where one aim over the whole way comes late', async () => {
    // 1,000 lines a second until the pace is taken at 2 s, then 4,000 a second: 4,000 lines end at 2.5 s.
    const processedAt = (ms: number) => (ms <= 2000 ? ms : 2000 + (ms - 2000) * 4);
    const samples = [
      { at: 1000, processed: processedAt(1000) },
      { at: 2000, processed: processedAt(2000) },
    ];
    const clock = createFakeClock(2000);
    for (;;) {
      const pause = pauseToEnd(samples.slice(-2), 4000) ?? 5000;
      await clock.sleep(pause);
      const processed = Math.min(4000, processedAt(clock.now()));
      if (processed >= 4000) break;
      samples.push({ at: clock.now(), processed });
    }
    // Halfway from the pace at 2 s: at 3 s; one aim over the whole way would read at 4.1 s.
    expect(clock.now()).toBeLessThanOrEqual(3000);
  });
});
