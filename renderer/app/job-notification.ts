import type { JobRecord } from '../../shared/models/job';
import { describeJobEnd } from '../../shared/jobs/job-end';
import { currentLanguage, translate } from '../ui/i18n';
import { notify } from '../ui/notify';

/**
 * A Mantine notification in the window, whatever screen is shown, when a job ends: what it
 * says is shared/jobs/job-end.ts's (the same as the system notification's), in the window's
 * language.
 */
export function notifyJobEnded(job: JobRecord): void {
  const said = describeJobEnd(job, { language: currentLanguage(), t: translate });
  notify({ id: `job-${job.id}`, ...said, autoClose: 10_000 });
}
