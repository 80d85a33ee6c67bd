/** Every task core's worker thread runs. Add a feature's table here. */
import { directoryTasks } from '../dry-run/directory-work';
import { jobTasks } from '../jobs/job-tasks';

export const coreTasks = { ...jobTasks, ...directoryTasks };
export type CoreTasks = typeof coreTasks;
