/**
 * Everything this process holds for one job, in one object (as a repository's store in
 * GitHub Desktop): its record, its run, a stop under way, its report fetch, its password
 * holdings and the chain of its saves. The service keeps one per job in one map
 * (JobStates), so that forgetting a job is one delete, and nothing about a job lives in a
 * map of its own elsewhere.
 */
import type { JobRecord } from '../../../shared/models/job';
import type { ReportFetchProgress } from './report/report-early-page';
import type { ReportMeta } from './report/report-meta';
import { AppError } from '../errors';
import type { EarlyUpload } from './run/early-upload';

/** What an in-process run is doing for a job, and how to stop it. */
export interface ActiveRun {
  controller: AbortController;
  /** Set by stopWatching: an abort then means "detach", not "the app is stopping". */
  detach: boolean;
  done: Promise<void>;
}

export class JobState {
  /** The in-process run (upload, start, polling, report), while one goes on. */
  run: ActiveRun | null = null;
  /** A stopWatching under way: the job is settled only once it is marked detached. */
  stopping: Promise<unknown> | null = null;
  /** The report fetch under way (one per job: every reader waits for it), and how far it is. */
  reportFetch: { promise: Promise<ReportMeta>; progress: ReportFetchProgress } | null = null;
  /** The upload sent while it was staged (run/early-upload.ts), until the runner takes it for the start. */
  earlyUpload: EarlyUpload | null = null;
  /** Whether this process uploaded the job: its upload as sent (with passwords) may still be on disk. */
  uploadedHere = false;
  /** Upload line -> password of the FAILED lines, kept in memory for a failed-rows export. */
  heldPasswords: Map<number, string> | null = null;
  /** The copy without passwords written while the job runs (passwords/upload-passwords.ts): whether it was. */
  storedCopy: Promise<boolean> | null = null;
  /** The removal of the passwords from the upload, while one goes on (one at a time). */
  passwordRelease: Promise<void> | null = null;
  /** The last save of the record: the next one follows it, so an older state never lands last. */
  private lastSave: Promise<void> = Promise.resolve();

  constructor(public readonly record: JobRecord) {}

  get id(): string {
    return this.record.id;
  }

  /** Saves the record after the saves before it (each sees the record as it is when its turn comes). */
  save(write: (record: JobRecord) => Promise<void>): Promise<void> {
    const next = this.lastSave.catch(() => undefined).then(() => write(this.record));
    this.lastSave = next;
    return next;
  }

  /** Resolves once every save asked so far is done (or failed). */
  async saved(): Promise<void> {
    await this.lastSave.catch(() => undefined);
  }
}

/** The service's jobs: one state per job id. */
export class JobStates {
  private readonly byId = new Map<string, JobState>();

  get(id: string): JobState | undefined {
    return this.byId.get(id);
  }

  /** The state of a record the service holds (its runner, reports and passwords reach it by id). */
  of(record: Pick<JobRecord, 'id'>): JobState {
    const state = this.byId.get(record.id);
    if (!state) throw new AppError('internal', { invariant: 'job-not-held', id: record.id });
    return state;
  }

  add(record: JobRecord): JobState {
    const state = new JobState(record);
    this.byId.set(record.id, state);
    return state;
  }

  delete(id: string): void {
    this.byId.delete(id);
  }

  all(): JobState[] {
    return [...this.byId.values()];
  }
}
