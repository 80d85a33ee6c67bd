import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { KnownEntityStatus, KnownImportJobStatus } from '../../shared/api/wire/enums';
import type { FieldKinds } from './filter';
import type { DemoPasswordPolicy } from './password-rules';
import { QueryTable } from './query-table';
import { readUserCsvBatches } from './user-csv-file';
import type { CsvRecord, FlagColumn } from './user-csv-file';
import { checkUserRow } from './user-row';
import type { UserFields } from './user-row';
import type { UserStore } from './users';

export interface EntityReport {
  [field: string]: unknown;
  uuid: string;
  line: number;
  status: KnownEntityStatus;
  message: string;
  creationDate: number;
}

export const ENTITY_REPORT_FIELDS: FieldKinds = {
  uuid: 'string',
  line: 'number',
  status: 'string',
  message: 'string',
  creationDate: 'number',
};

export interface ImportJob {
  uuid: string;
  status: KnownImportJobStatus;
  totalCount: number;
  successCount: number;
  skippedCount: number;
  failureCount: number;
  error: string | null;
  creationDate: number;
  createdBy: string;
  organizationUuid: string;
  readonly reports: QueryTable<EntityReport>;
}

export interface JobOptions {
  /** The stored upload, read back as a stream (twice: to count the records, then to import them). */
  path: string;
  separator: ',' | ';';
  overwrite: boolean;
  roles: readonly string[];
  /** Simulated server trouble (faults): end FAILED halfway, or never leave RUNNING. */
  fault?: 'fail' | 'stuck';
}

export interface ImportJobsOptions {
  /** Lines per second (0: as fast as possible). */
  rate: number;
  policy: DemoPasswordPolicy;
  createdBy: string;
  organizationUuid: string;
  clock?: () => number;
  /** A job older than this is gone (a real server's cleanup job): reads answer 404. */
  forgetAfterMs?: number;
  /**
   * Columns of the import record this server does not take (a server that ignores
   * `activated`): read and checked, never stored, as a real server may do silently.
   */
  ignoreColumns?: readonly FlagColumn[];
}

/** What a job's wire form shows (spec 2.4, reference CSVImportJob). */
export function jobView(job: ImportJob) {
  const { reports: _reports, ...view } = job;
  return view;
}

const TICK_MS = 50;
/** At job-rate 0 a batch runs this long before yielding to the event loop. */
const SLICE_MS = 8;
const READ_CHUNK = 256 * 1024;

const PENDING_MESSAGE = 'Waiting to be imported';

/**
 * Runs user import jobs in the background: CREATED, then RUNNING once picked up, the file
 * read through once (totalCount set), then the records imported in timer-driven batches at
 * `rate` lines per second (0: as fast as possible, yielding every few milliseconds so the job
 * can be polled meanwhile), then FINISHED, or FAILED with `error` when the file cannot be
 * read. The file streams from disk both times. The lines of the next batch stand in the
 * report as PENDING until they are imported, as a real server's may.
 */
export class ImportJobs {
  private readonly jobs = new Map<string, ImportJob>();
  private readonly timers = new Set<NodeJS.Timeout | NodeJS.Immediate>();
  private readonly forgotten = new Set<string>();
  /** The runs of the jobs started and not ended yet. */
  private readonly runs = new Set<Promise<void>>();
  private closed = false;
  private readonly clock: () => number;

  constructor(
    private readonly users: UserStore,
    private readonly options: ImportJobsOptions,
  ) {
    this.clock = options.clock ?? Date.now;
  }

  /** The job, unless it is unknown or old enough to have been cleaned up. */
  get(uuid: string): ImportJob | undefined {
    const job = this.jobs.get(uuid);
    if (!job) return undefined;
    const limit = this.options.forgetAfterMs;
    if (limit !== undefined && this.clock() - job.creationDate > limit) {
      this.jobs.delete(uuid);
      this.forgotten.add(uuid);
      return undefined;
    }
    return job;
  }

  get size(): number {
    return this.jobs.size;
  }

  start(options: JobOptions): ImportJob {
    const job: ImportJob = {
      uuid: randomUUID(),
      status: 'CREATED',
      totalCount: 0,
      successCount: 0,
      skippedCount: 0,
      failureCount: 0,
      error: null,
      creationDate: this.clock(),
      createdBy: this.options.createdBy,
      organizationUuid: this.options.organizationUuid,
      reports: new QueryTable<EntityReport>(ENTITY_REPORT_FIELDS, [], 'uuid'),
    };
    this.jobs.set(job.uuid, job);
    let ended = () => {};
    const run = new Promise<void>((resolve) => (ended = resolve));
    this.runs.add(run);
    void run.then(() => this.runs.delete(run));
    this.later(() => {
      this.run(job, options)
        .catch((error: unknown) => {
          job.status = 'FAILED';
          job.error = `The import failed on the server: ${error instanceof Error ? error.message : String(error)}`;
        })
        .finally(ended);
    }, TICK_MS);
    return job;
  }

  /** Resolves once every job started so far has ended (tests wait on it rather than sleep). */
  async idle(): Promise<void> {
    while (this.runs.size > 0) await Promise.all([...this.runs]);
  }

  /** Stops every running job's timers (server close). */
  close(): void {
    this.closed = true;
    for (const t of this.timers) {
      clearTimeout(t as NodeJS.Timeout);
      clearImmediate(t as NodeJS.Immediate);
    }
    this.timers.clear();
  }

  private later(fn: () => void, ms: number | 'immediate'): void {
    if (this.closed) return;
    const handle: NodeJS.Timeout | NodeJS.Immediate =
      ms === 'immediate'
        ? setImmediate(() => {
            this.timers.delete(handle);
            fn();
          })
        : setTimeout(() => {
            this.timers.delete(handle);
            fn();
          }, ms);
    this.timers.add(handle);
  }

  private wait(ms: number | 'immediate'): Promise<boolean> {
    return new Promise((resolve) => {
      if (this.closed) resolve(false);
      else this.later(() => resolve(true), ms);
    });
  }

  private gone(job: ImportJob): boolean {
    return this.closed || this.forgotten.has(job.uuid);
  }

  private async run(job: ImportJob, options: JobOptions): Promise<void> {
    job.status = 'RUNNING';
    // First pass: the whole file is read once, as the server does before importing a line.
    let total = 0;
    const counting = readUserCsvBatches(this.chunks(options.path), options.separator, () => {});
    for (;;) {
      const next = await counting.next();
      if (next.done) {
        if (next.value !== undefined) {
          job.status = 'FAILED';
          job.error = next.value;
          return;
        }
        break;
      }
      total += next.value.length;
      if (this.gone(job)) return;
    }
    job.totalCount = total;
    let columns: (string | undefined)[] = [];
    const batches = readUserCsvBatches(this.chunks(options.path), options.separator, (c) => (columns = c));
    const queue: CsvRecord[] = [];
    let ended = false;
    /** At least `n` records in the queue, unless the file ends first. */
    const fill = async (n: number) => {
      while (!ended && queue.length < n) {
        const next = await batches.next();
        if (next.done) ended = true;
        else for (const r of next.value) queue.push(r);
      }
    };
    const failAt = options.fault === 'fail' ? Math.floor(total / 2) : -1;
    let done = 0;
    const pending = new Map<number, EntityReport>();
    /** The next `n` lines, shown as PENDING until they are imported. */
    const announce = (n: number) => {
      for (let i = pending.size; i < Math.min(n, queue.length); i++) {
        const record = queue[i]!;
        const entry: EntityReport = {
          uuid: randomUUID(),
          line: record.line,
          status: 'PENDING',
          message: PENDING_MESSAGE,
          creationDate: this.clock(),
        };
        pending.set(record.line, entry);
        job.reports.append(entry);
      }
    };
    /** Imports up to `n` records; false when the job failed on the way. */
    const importNext = (n: number): boolean => {
      for (let i = 0; i < n && queue.length > 0; i++) {
        if (done === failAt && failAt > 0) {
          fail();
          return false;
        }
        const record = queue.shift()!;
        this.importRecord(job, record, columns, options, pending.get(record.line));
        pending.delete(record.line);
        done++;
      }
      return true;
    };
    const fail = () => {
      job.status = 'FAILED';
      job.error = 'The import was aborted by the server: simulated internal error (demo server fault)';
    };
    const rate = this.options.rate;
    if (rate <= 0) {
      for (;;) {
        const until = performance.now() + SLICE_MS;
        while (performance.now() < until) {
          await fill(256);
          if (queue.length === 0) break;
          if (!importNext(256)) return;
          if (this.gone(job)) return;
        }
        if (queue.length === 0 && ended) break;
        await fill(256);
        announce(64);
        if (!(await this.wait('immediate')) || this.gone(job)) return;
      }
    } else {
      const perTick = Math.max(1, Math.ceil((rate * Math.max(TICK_MS, 1000 / rate)) / 1000));
      // The first line goes without waiting, so a job visibly makes progress at once.
      let budget = 1;
      let last = performance.now();
      for (;;) {
        const now = performance.now();
        budget += ((now - last) / 1000) * rate;
        last = now;
        const count = Math.floor(budget);
        budget -= count;
        await fill(count + perTick);
        if (!importNext(count)) return;
        if (queue.length === 0 && ended) break;
        announce(perTick);
        if (!(await this.wait(Math.max(TICK_MS, Math.ceil(1000 / rate)))) || this.gone(job)) return;
      }
    }
    if (options.fault === 'stuck') return; // never leaves RUNNING
    if (options.fault === 'fail') fail();
    else job.status = 'FINISHED';
  }

  private async *chunks(path: string): AsyncGenerator<Uint8Array> {
    const stream = createReadStream(path, { highWaterMark: READ_CHUNK });
    try {
      for await (const chunk of stream) yield chunk as Buffer;
    } finally {
      stream.destroy();
    }
  }

  /** The line's fields less the flags this server ignores. */
  private taken(user: UserFields): UserFields {
    const ignored = this.options.ignoreColumns;
    if (!ignored?.length || !user.flags) return user;
    const flags = { ...user.flags };
    for (const column of ignored) delete flags[column];
    return { ...user, flags };
  }

  private importRecord(
    job: ImportJob,
    record: CsvRecord,
    columns: readonly (string | undefined)[],
    options: JobOptions,
    pendingEntry: EntityReport | undefined,
  ): void {
    const check = checkUserRow(record, columns, this.options.policy);
    let status: KnownEntityStatus;
    let message: string;
    if (!check.ok) {
      status = 'FAILED';
      message = check.message;
    } else {
      const existing = this.users.get(check.user.name);
      const emailHolder = this.users.byEmail(check.user.email);
      if (existing && !options.overwrite) {
        status = 'SKIPPED';
        message = `User '${existing.name}' already exists and should not be overwritten`;
      } else if (emailHolder && emailHolder.name.toLowerCase() !== check.user.name.toLowerCase()) {
        // E-mail addresses are unique across the organization's users (vendor docs); the
        // wording follows the server's REGISTRATION_EMAIL_ALREADY_IN_USE.
        status = 'FAILED';
        message = `E-mail address '${check.user.email}' is already in use by another user (REGISTRATION_EMAIL_ALREADY_IN_USE)`;
      } else {
        const stored = this.users.store(this.taken(check.user), options.roles);
        status = 'SUCCESS';
        message = existing
          ? `User '${stored.name}' overwritten and stored with version ${stored.version}`
          : `User '${stored.name}' stored with version ${stored.version}`;
      }
    }
    if (status === 'SUCCESS') job.successCount++;
    else if (status === 'SKIPPED') job.skippedCount++;
    else job.failureCount++;
    if (pendingEntry) {
      pendingEntry.status = status;
      pendingEntry.message = message;
      job.reports.changed();
    } else {
      job.reports.append({ uuid: randomUUID(), line: record.line, status, message, creationDate: this.clock() });
    }
  }
}
