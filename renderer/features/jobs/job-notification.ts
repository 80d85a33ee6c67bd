import { notifications } from '@mantine/notifications';
import type { JobRecord } from '../../../shared/models/job';

const ENDED = new Set(['finished', 'failed', 'error']);

/** True when this update is the one that ends the job (not a later update of an ended job). */
export function jobJustEnded(previous: JobRecord | undefined, next: JobRecord): boolean {
  return ENDED.has(next.phase) && previous?.phase !== next.phase && !(previous && ENDED.has(previous.phase));
}

/** What the notification says: the file, how it ended, and the counts. */
export function describeJobEnd(job: JobRecord): { title: string; message: string; color: string } {
  const { success, skipped, failure } = job.counts;
  const counts = `${success.toLocaleString('en-US')} imported, ${skipped.toLocaleString('en-US')} skipped, ${failure.toLocaleString('en-US')} failed`;
  if (job.phase === 'finished') {
    return { title: `Import finished: ${job.fileName}`, message: counts, color: failure > 0 ? 'yellow' : 'teal' };
  }
  if (job.phase === 'failed') {
    return { title: `Import failed: ${job.fileName}`, message: job.serverError ?? counts, color: 'red' };
  }
  return { title: `Import stopped: ${job.fileName}`, message: job.error?.message ?? 'The app could not finish its part.', color: 'red' };
}

/** A Mantine notification in the window, whatever screen is shown. */
export function notifyJobEnded(job: JobRecord): void {
  const { title, message, color } = describeJobEnd(job);
  notifications.show({ id: `job-${job.id}`, title, message, color, autoClose: 10_000 });
}
