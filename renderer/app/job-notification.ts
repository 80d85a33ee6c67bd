import { notifications } from '@mantine/notifications';
import { describeJobEnd } from '../../shared/jobs/job-end';
import type { JobRecord } from '../../shared/models/job';

/** A Mantine notification in the window, whatever screen is shown. */
export function notifyJobEnded(job: JobRecord): void {
  const { title, message, color } = describeJobEnd(job);
  notifications.show({ id: `job-${job.id}`, title, message, color, autoClose: 10_000 });
}
