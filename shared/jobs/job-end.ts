import { englishTranslator } from '../errors/server-explanation';
import type { Translator } from '../i18n/translator';
import { isUploadPart, leaverCounts, leaversPart } from '../models/job';
import type { JobRecord } from '../models/job';
import { describeJobError } from './job-error-wording';

// How a job's end is told, the same in the window (Mantine, renderer/app/job-notification.ts)
// and the system (Electron, electron/main/job-watch.ts): once the job is really done, its
// leavers read back (core finishes a leavers part only then).

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
    // A job of the leavers alone sent nothing of the file: its counts would say nothing.
    const said = job.parts.some(isUploadPart) ? [counts] : [];
    const leavers = leaversEnd(job, translator);
    if (leavers) said.push(leavers.text);
    const attention = failure > 0 || leavers?.attention === true;
    return { title: t('notify.jobFinished', { file }), message: said.join('. '), color: attention ? 'yellow' : 'teal' };
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

/**
 * What reading the leavers back found, for a finished job that deactivates them ("15
 * deactivated", "15 still active: deactivate them in the portal"), and whether any needs
 * the administrator; null for a job without them.
 */
function leaversEnd(job: JobRecord, { t }: Translator): { text: string; attention: boolean } | null {
  const part = leaversPart(job);
  if (!part) return null;
  const counts = leaverCounts(part);
  const said = [
    counts.deactivated > 0 ? t('notify.leavers.deactivated', { count: counts.deactivated }) : null,
    counts['still-active'] > 0 ? t('notify.leavers.stillActive', { count: counts['still-active'] }) : null,
    counts['not-found'] > 0 ? t('notify.leavers.notFound', { count: counts['not-found'] }) : null,
    counts.unchecked > 0 ? t('notify.leavers.unchecked', { count: counts.unchecked }) : null,
  ].filter((text): text is string => text !== null);
  if (said.length === 0) return null;
  return {
    text: t('notify.leavers', { outcome: said.join(', ') }),
    attention: counts['still-active'] > 0 || counts.unchecked > 0,
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
