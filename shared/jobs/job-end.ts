import { englishTranslator } from '../errors/server-explanation';
import type { Translator } from '../i18n/translator';
import type { JobRecord } from '../models/job';
import { describeJobError } from './job-error-wording';

// How a job's end is told, the same in the window (Mantine) and the system (Electron).

const ENDED = new Set(['finished', 'failed', 'error']);

/** True when this update is the one that ends the job (not a later update of an ended job). */
export function jobJustEnded(previous: JobRecord | undefined, next: JobRecord): boolean {
  return ENDED.has(next.phase) && previous?.phase !== next.phase && !(previous && ENDED.has(previous.phase));
}

/**
 * What the notification says, in the translator's language (English by default): the file,
 * how it ended, and the counts, or why it stopped (its error worded from the catalogue).
 */
export function describeJobEnd(
  job: JobRecord,
  translator: Translator = englishTranslator(),
): { title: string; message: string; color: string } {
  const { t } = translator;
  const { success, skipped, failure } = job.counts;
  const counts = t('notify.jobCounts', { success, skipped, failure });
  const file = job.fileName;
  if (job.phase === 'finished') {
    return { title: t('notify.jobFinished', { file }), message: counts, color: failure > 0 ? 'yellow' : 'teal' };
  }
  if (job.phase === 'failed') {
    return { title: t('notify.jobFailed', { file }), message: job.serverError ?? counts, color: 'red' };
  }
  return {
    title: t('notify.jobStopped', { file }),
    message: job.error
      ? describeJobError({ profileName: job.profileName, error: job.error }, 'app', translator)
      : t('notify.appCouldNotFinish'),
    color: 'red',
  };
}

/** Lines processed of the total (0..1), the upload's bytes first; null when the total is not known yet. */
export function jobFraction(job: JobRecord): number | null {
  if (job.phase === 'uploading')
    return job.upload.totalBytes > 0 ? Math.min(1, job.upload.sentBytes / job.upload.totalBytes) : null;
  const total = job.counts.total ?? 0;
  if (job.phase !== 'running' || total === 0) return null;
  return Math.min(1, (job.counts.success + job.counts.skipped + job.counts.failure) / total);
}
