import type { EventBus } from '../core/index';
import { describeJobEnd, jobFraction, jobJustEnded } from '../../shared/jobs/job-end';
import type { JobRecord } from '../../shared/models/job';
import { englishTranslator } from '../../shared/errors/server-explanation';
import type { Translator } from '../../shared/i18n/translator';

export interface JobWatchOutputs {
  /** A system notification (Electron `Notification`). */
  notify(title: string, body: string): void;
  /** The taskbar's progress: 0..1, 2 for "busy, share unknown" (Electron's indeterminate), -1 to clear. */
  setProgress(value: number): void;
}

const ACTIVE = new Set(['uploading', 'starting', 'running']);

/**
 * Follows core's `jobs.updated` in the main process: a system notification when a job ends
 * (whatever the window shows, even minimised) in the app's language (`translator`), and the taskbar progress bar while any job
 * runs: the mean of the running jobs' shares, indeterminate while none knows its total yet,
 * cleared when none runs. Returns the unsubscribe function.
 */
export function watchJobs(
  events: Pick<EventBus, 'subscribe'>,
  out: JobWatchOutputs,
  translator: () => Translator = englishTranslator,
): () => void {
  const jobs = new Map<string, JobRecord>();
  let shown: number | null = null;
  const show = (value: number) => {
    if (value === shown) return;
    shown = value;
    out.setProgress(value);
  };
  return events.subscribe((event, payload) => {
    if (event !== 'jobs.updated') return;
    const job = payload as JobRecord;
    const previous = jobs.get(job.id);
    jobs.set(job.id, job);
    if (jobJustEnded(previous, job)) {
      const { title, message } = describeJobEnd(job, translator());
      out.notify(title, message);
    }
    // Ended jobs stay known: their later updates (the report fetched) must not notify again.
    const active = [...jobs.values()].filter((j) => ACTIVE.has(j.phase));
    if (active.length === 0) return show(-1);
    const known = active.map(jobFraction).filter((f): f is number => f !== null);
    show(known.length === 0 ? 2 : known.reduce((a, b) => a + b, 0) / known.length);
  });
}
