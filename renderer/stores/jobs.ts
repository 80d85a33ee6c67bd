import { create } from 'zustand';
import type { JobRecord } from '../../shared/models/job';
import { call, onEvent } from '../bridge/mdm';
import { jobJustEnded } from '../../shared/jobs/job-end';

export interface JobsStore {
  /** Newest first. */
  jobs: JobRecord[];
  loaded: boolean;
  error: string | null;
  /** The job the Jobs section shows in detail. */
  selectedId: string | null;
  select(id: string | null): void;
  upsert(job: JobRecord): void;
  replace(jobs: JobRecord[]): void;
  refresh(): Promise<void>;
}

export const useJobs = create<JobsStore>((set, get) => ({
  jobs: [],
  loaded: false,
  error: null,
  selectedId: null,
  select: (selectedId) => set({ selectedId }),
  upsert: (job) => {
    const others = get().jobs.filter((j) => j.id !== job.id);
    set({ jobs: [job, ...others].sort((a, b) => b.createdAt - a.createdAt) });
  },
  replace: (jobs) => set({ jobs: [...jobs].sort((a, b) => b.createdAt - a.createdAt), loaded: true, error: null }),
  refresh: async () => {
    try {
      get().replace(await call('jobs.list'));
    } catch (error) {
      set({ loaded: true, error: (error as Error).message });
    }
  },
}));

/**
 * Loads the jobs and follows jobs.updated, whatever screen is shown, calling `onEnded` once
 * when a job finishes, fails or stops (the app shows a notification); returns the unsubscribe function.
 */
export function startJobsSync(onEnded: (job: JobRecord) => void): () => void {
  const off = onEvent('jobs.updated', (job) => {
    const previous = useJobs.getState().jobs.find((j) => j.id === job.id);
    useJobs.getState().upsert(job);
    if (jobJustEnded(previous, job)) onEnded(job);
  });
  void useJobs.getState().refresh();
  return off;
}

export const isActivePhase = (job: JobRecord): boolean =>
  job.phase === 'uploading' || job.phase === 'starting' || job.phase === 'running';
