import { TERMINAL_IMPORT_JOB_STATUSES } from '../../../../shared/api/wire/enums';

/** How the runner polls a job (spec 4.3, 4.7): when to ask again, when to give up, how fast it goes. */

export interface PollSettings {
  /** First pause between reads (0.25 s). */
  initialMs: number;
  /** The pause grows to this and stays (5 s). */
  maxMs: number;
  /** A job still not FINISHED or FAILED this long after watching began is left to resume. */
  deadlineMs: number;
}

/**
 * Fast at first, backing off: a small job is seen finished a quarter second after it ends,
 * not up to 5 s late (one read more in its first seconds is nothing to the server), and a
 * long one is still read only every 5 s.
 */
export const DEFAULT_POLL: PollSettings = { initialMs: 250, maxMs: 5000, deadlineMs: 60 * 60 * 1000 };

/** Doubling from initialMs, capped at maxMs: 0.25 s, 0.5 s, 1 s, 2 s, 4 s, 5 s, 5 s, ... */
export function nextPollDelay(previousMs: number | null, settings: PollSettings): number {
  if (previousMs === null) return settings.initialMs;
  return Math.min(previousMs * 2, settings.maxMs);
}

/** FINISHED or FAILED (spec 3: poll until one of them), whatever the case; null for any other word. */
export function isTerminalStatus(status: string): 'FINISHED' | 'FAILED' | null {
  const word = status.trim().toUpperCase();
  return TERMINAL_IMPORT_JOB_STATUSES.find((terminal) => terminal === word) ?? null;
}

export interface RateSample {
  at: number;
  processed: number;
}

/** Lines per second over the samples kept (the last few polls); null until two polls apart. */
export function rateOf(samples: readonly RateSample[]): number | null {
  const first = samples[0];
  const last = samples[samples.length - 1];
  if (!first || !last || last.at <= first.at) return null;
  const rate = ((last.processed - first.processed) * 1000) / (last.at - first.at);
  return rate < 0 ? null : Math.round(rate * 10) / 10;
}

export const RATE_WINDOW = 5;

/** The shortest pause a read aimed at the job's end waits (the raw protocol's pace, 0.1 s). */
export const END_AIM_MIN_MS = 100;

/** Within this of the job's expected end, a read is aimed at the end itself; further off, halfway there. */
export const END_AIM_NEAR_MS = 400;

/**
 * The pause after the read that counted the first lines: the job began somewhere since the
 * read before, so that span says nothing of its pace; a read soon after takes it.
 */
export const PACE_TAKE_MS = 250;

/**
 * A pause that brings the next read towards the job's expected end, at the fastest pace
 * between two of the last reads (RATE_WINDOW); null when the pace is unknown, nothing is left,
 * or the job stands still. The fastest, not the latest: a server that stalls for a moment (a
 * collection of its heap, a neighbour on its CPU) between two reads would otherwise foretell
 * an end far too late, and the read halfway there came after the real end (seen 0.8-0.9 s
 * late in one import of eight on a demo server); a read too early costs one read more. A span
 * whose first read counted no lines is not a pace (the server's first pass over the file,
 * before it counts): after the read that counted the first lines, the next comes PACE_TAKE_MS
 * later. Far from the end, the read comes halfway there and the pace is taken again; within
 * 0.4 s of it, a little past it. The runner waits the shorter of this and the backoff, so a
 * long job is still read every 5 s until its last seconds. One aim over the whole way was late
 * by a second where the job sped up after the pace was taken (a shared machine), and leaving
 * an end foretold just past the backoff's next read to the backoff was seen seconds late when
 * it came sooner: halving costs a few reads and sees the end within a few hundredths of a
 * second where the pace holds, within the last stretch's error where it does not. A job whose
 * lines are all counted but which has not ended is read at the backoff's pace (a server
 * finishing up, or stuck).
 */
export function pauseToEnd(samples: readonly RateSample[], total: number): number | null {
  const last = samples[samples.length - 1];
  const before = samples[samples.length - 2];
  if (!last || !before) return null;
  const left = total - last.processed;
  if (!(left > 0)) return null;
  if (!(before.processed > 0)) return last.processed > 0 && last.at > before.at ? PACE_TAKE_MS : null;
  let pace = 0;
  for (let i = 1; i < samples.length; i++) {
    const from = samples[i - 1]!;
    const to = samples[i]!;
    if (from.processed > 0 && to.at > from.at)
      pace = Math.max(pace, (to.processed - from.processed) / (to.at - from.at));
  }
  if (!(pace > 0)) return null;
  const toEnd = left / pace;
  if (toEnd > END_AIM_NEAR_MS) return Math.ceil(toEnd / 2);
  // A little past the expected end: a read just before it costs another pause.
  return Math.max(END_AIM_MIN_MS, Math.ceil(toEnd * 1.05) + 20);
}
