import { randomUUID } from 'node:crypto';
import type { KnownEntityStatus, KnownImportJobStatus } from '../../shared/api/wire/enums';
import type { FieldKinds } from './filter';
import { QueryTable } from './query-table';
import { readUserCsv } from './user-csv-file';
import type { CsvRecord } from './user-csv-file';
import { checkUserRow } from './user-row';
import type { PasswordPolicy } from './user-row';
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
  bytes: Uint8Array;
  separator: ',' | ';';
  overwrite: boolean;
  roles: readonly string[];
  /** Simulated server trouble (faults): end FAILED halfway, or never leave RUNNING. */
  fault?: 'fail' | 'stuck';
}

/** What a job's wire form shows (spec 2.4, reference CSVImportJob). */
export function jobView(job: ImportJob) {
  const { reports: _reports, ...view } = job;
  return view;
}

const TICK_MS = 50;
/** At job-rate 0 a batch runs this long before yielding to the event loop. */
const SLICE_MS = 8;

/**
 * Runs user import jobs in the background: CREATED, then RUNNING once picked up, the file
 * read (totalCount set), then the records processed in timer-driven batches at `rate`
 * lines per second (0: as fast as possible, yielding every few milliseconds so the job can
 * be polled meanwhile), then FINISHED, or FAILED with `error` when the file cannot be read.
 */
export class ImportJobs {
  private readonly jobs = new Map<string, ImportJob>();
  private readonly timers = new Set<NodeJS.Timeout | NodeJS.Immediate>();
  private closed = false;

  constructor(
    private readonly users: UserStore,
    private readonly options: { rate: number; policy: PasswordPolicy; createdBy: string; organizationUuid: string },
  ) {}

  get(uuid: string): ImportJob | undefined {
    return this.jobs.get(uuid);
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
      creationDate: Date.now(),
      createdBy: this.options.createdBy,
      organizationUuid: this.options.organizationUuid,
      reports: new QueryTable<EntityReport>(ENTITY_REPORT_FIELDS, [], 'uuid'),
    };
    this.jobs.set(job.uuid, job);
    this.later(() => this.run(job, options), TICK_MS);
    return job;
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

  private run(job: ImportJob, options: JobOptions): void {
    job.status = 'RUNNING';
    const read = readUserCsv(options.bytes, options.separator);
    if (!read.ok) {
      job.status = 'FAILED';
      job.error = read.error;
      return;
    }
    const { columns, records } = read.file;
    job.totalCount = records.length;
    let next = 0;
    const failAt = options.fault === 'fail' ? Math.floor(records.length / 2) : -1;
    const fail = () => {
      job.status = 'FAILED';
      job.error = 'The import was aborted by the server: simulated internal error (demo server fault)';
    };
    /** Processes records up to `end`; false when the job failed on the way. */
    const processUpTo = (end: number): boolean => {
      for (; next < end; next++) {
        if (next === failAt && failAt > 0) {
          fail();
          return false;
        }
        this.processRecord(job, records[next]!, columns, options);
      }
      return true;
    };
    const finish = () => {
      if (options.fault === 'stuck') return; // never leaves RUNNING
      if (options.fault === 'fail') fail();
      else job.status = 'FINISHED';
    };
    const rate = this.options.rate;
    if (rate <= 0) {
      const batch = () => {
        const until = performance.now() + SLICE_MS;
        while (next < records.length && performance.now() < until) {
          if (!processUpTo(Math.min(records.length, next + 256))) return;
        }
        if (next < records.length) this.later(batch, 'immediate');
        else finish();
      };
      batch();
      return;
    }
    let budget = 0;
    let last = performance.now();
    const tick = () => {
      const now = performance.now();
      budget += ((now - last) / 1000) * rate;
      last = now;
      const count = Math.floor(budget);
      budget -= count;
      if (!processUpTo(Math.min(records.length, next + count))) return;
      if (next < records.length) this.later(tick, Math.max(TICK_MS, Math.ceil(1000 / rate)));
      else finish();
    };
    // The first line goes without waiting, so a job visibly makes progress at once.
    budget = 1;
    tick();
  }

  private processRecord(
    job: ImportJob,
    record: CsvRecord,
    columns: readonly (string | undefined)[],
    options: JobOptions,
  ): void {
    const check = checkUserRow(record, columns, this.options.policy);
    let status: KnownEntityStatus;
    let message: string;
    if (!check.ok) {
      status = 'FAILED';
      message = check.message;
    } else {
      const existing = this.users.get(check.user.name);
      if (existing && !options.overwrite) {
        status = 'SKIPPED';
        message = `User '${existing.name}' already exists and should not be overwritten`;
      } else {
        const stored = this.users.store(check.user, options.roles);
        status = 'SUCCESS';
        message = existing
          ? `User '${stored.name}' overwritten and stored with version ${stored.version}`
          : `User '${stored.name}' stored with version ${stored.version}`;
      }
    }
    if (status === 'SUCCESS') job.successCount++;
    else if (status === 'SKIPPED') job.skippedCount++;
    else job.failureCount++;
    job.reports.append({ uuid: randomUUID(), line: record.line, status, message, creationDate: Date.now() });
  }
}
