import type { JobRecord } from '../../shared/models/job';
import { describeError } from '../../shared/errors/wording';
import { currentLanguage, translate } from '../ui/i18n';
import { notify } from '../ui/notify';

/** What the window says when a job ends: the file, how it ended, and the counts (or why it stopped). */
export function jobEndNotice(job: JobRecord): { title: string; message: string; color: string } {
  const { success, skipped, failure } = job.counts;
  const counts = translate('notify.jobCounts', { success, skipped, failure });
  const file = job.fileName;
  if (job.phase === 'finished')
    return {
      title: translate('notify.jobFinished', { file }),
      message: counts,
      color: failure > 0 ? 'yellow' : 'teal',
    };
  if (job.phase === 'failed')
    return { title: translate('notify.jobFailed', { file }), message: job.serverError ?? counts, color: 'red' };
  return {
    title: translate('notify.jobStopped', { file }),
    message: job.error
      ? describeError(job.error, 'app', { language: currentLanguage(), t: translate })
      : translate('notify.appCouldNotFinish'),
    color: 'red',
  };
}

/** A Mantine notification in the window, whatever screen is shown. */
export function notifyJobEnded(job: JobRecord): void {
  notify({ id: `job-${job.id}`, ...jobEndNotice(job), autoClose: 10_000 });
}
