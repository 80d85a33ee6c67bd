/** What the parts of the jobs service (runner, report, passwords) share: the store, the worker, and how a record changes. */
import type { JobRecord } from '../../../shared/models/job';
import type { Clock } from '../clock';
import type { EventBus } from '../events';
import type { CoreWork } from '../work/core-work';
import type { JobStates } from './job-state';
import type { JobStore } from './store/job-store';

export interface JobContext {
  store: JobStore;
  /** Each job's state (record, run, report fetch, passwords, saves), by id. */
  states: JobStates;
  work: CoreWork;
  events: EventBus;
  clock: Clock;
  /** Applies a change, tells the listeners, and saves it when it matters after a restart. */
  update(record: JobRecord, patch: Partial<JobRecord>, save: boolean): Promise<void>;
}
