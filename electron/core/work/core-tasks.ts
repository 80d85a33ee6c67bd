/** Every task core's worker thread runs. Add a feature's table here. */
import { jobTasks } from '../jobs/job-tasks';

export const coreTasks = { ...jobTasks };
export type CoreTasks = typeof coreTasks;
