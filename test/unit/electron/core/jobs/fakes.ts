/**
 * Stand-ins for the runner's collaborators: a fake ApiClient that behaves like a small
 * import server (a state machine per job), and a fake clock whose sleeps take no time.
 */
import Papa from 'papaparse';
import type { ConnectionRef } from '../../../../../shared/models/connection';
import type {
  ApiClient,
  ServerJobState,
  ServerReportEntry,
  UploadBody,
} from '../../../../../electron/core/api/api-client';
import { AppError } from '../../../../../electron/core/errors';
import type { Clock } from '../../../../../electron/core/clock';
import { createEventBus } from '../../../../../electron/core/events';
import type { EventBus } from '../../../../../electron/core/events';
import type { ImportOptions, JobRecord } from '../../../../../shared/models/job';
import type { ProfileView } from '../../../../../shared/models/profile';
import type { Notice } from '../../../../../shared/models/app';

export interface FakeServerOptions {
  /** Lines processed per job read (default: all at once on the second read). */
  linesPerRead?: number;
  /** The outcome of an upload record (line = upload line). Default: SUCCESS. */
  outcome?: (values: Record<string, string>, line: number) => { status: string; message: string };
  /** The job ends FAILED after processing, with this error text. */
  failJob?: string;
  /** The job is aborted (FAILED) once this many lines are processed: the rest are never reached. */
  abortAfter?: number;
  /**
   * Lines processed per second of `clock` since the start, instead of per read (a job that
   * ends at a time of its own, between two reads).
   */
  pace?: { linesPerSecond: number; clock: () => number };
  /** Never reaches FINISHED. */
  neverFinish?: boolean;
  /** The counts stay 0 until the job is complete: a server whose counts tell nothing of its pace. */
  countsHidden?: boolean;
  /** Errors thrown by the nth call (1-based) of each operation. */
  uploadError?: Error;
  startError?: Error;
  /** Awaited once a start call has arrived, before it is carried out (a test holds the start there). */
  beforeStart?: (signal?: AbortSignal) => Promise<void>;
  readError?: (n: number) => Error | undefined;
  /** Each report page is returned in reverse, to check the runner sorts. */
  reversePages?: boolean;
  /** Users the lookup finds (a search matches a name or e-mail containing it, ignoring case). */
  users?: { name: string; email: string | null }[];
  /** Errors thrown by the nth lookup (1-based). */
  lookupError?: (n: number) => Error | undefined;
  /** The policy readPasswordPolicy answers (default: none, as a server without that read). */
  passwordPolicy?: Record<string, unknown>;
  /** The most report entries a page holds, whatever the limit (a server that caps pages). */
  pageCap?: number;
  /** Awaited before a report page is answered: holds the report fetch at a page. */
  beforeReportPage?: (offset: number) => Promise<void>;
  /** The server forgets a job after serving this many report pages of it. */
  forgetAfterReportPages?: number;
}

/** What a server that cleaned a job up answers (reference: CSV_IMPORT_JOB_DOES_NOT_EXIST). */
export const jobGone = (jobUuid: string) =>
  new AppError('http-status', {
    status: 404,
    errorCode: 'CSV_IMPORT_JOB_DOES_NOT_EXIST',
    serverMessage: `No import job ${jobUuid}`,
  });

interface FakeJob {
  uuid: string;
  options: ImportOptions;
  entries: ServerReportEntry[];
  processed: number;
  reads: number;
  startedAt: number;
}

export function createFakeServer(options: FakeServerOptions = {}) {
  const files = new Map<string, string>();
  const jobs = new Map<string, FakeJob>();
  const calls = {
    upload: [] as { name: string; size: number }[],
    start: [] as { fileUuid: string; options: ImportOptions }[],
    read: [] as string[],
    report: [] as { jobUuid: string; limit: number; offset: number }[],
    lookup: [] as Parameters<ApiClient['queryUsers']>[0][],
  };
  let gate: Promise<void> | null = null;
  let openGate: (() => void) | null = null;
  let seq = 0;

  const waitGate = async (signal?: AbortSignal) => {
    while (gate && !signal?.aborted) {
      await Promise.race([gate, aborted(signal)]);
    }
    if (signal?.aborted) throw new AppError('cancelled');
  };

  const stateOf = (job: FakeJob): ServerJobState => {
    const aborted = options.abortAfter !== undefined && job.processed >= options.abortAfter;
    const complete = (job.processed >= job.entries.length || aborted) && !options.neverFinish;
    const done = options.countsHidden && !complete ? [] : job.entries.slice(0, job.processed);
    const count = (s: string) => done.filter((e) => e.status === s).length;
    const failed = options.failJob ?? (aborted ? 'The job was aborted.' : undefined);
    return {
      uuid: job.uuid,
      status: job.reads === 1 ? 'CREATED' : complete ? (failed ? 'FAILED' : 'FINISHED') : 'RUNNING',
      totalCount: job.entries.length,
      successCount: count('SUCCESS'),
      skippedCount: count('SKIPPED'),
      failureCount: count('FAILED'),
      error: complete && failed ? failed : null,
      creationDate: 0,
    };
  };

  const client: ApiClient = {
    async uploadUsersCsv(file, call) {
      const content = await contentOf(file.content);
      calls.upload.push({ name: file.name, size: content.length });
      const total = Buffer.byteLength(content);
      call?.onProgress?.(0, total);
      await waitGate(call?.signal);
      if (options.uploadError) throw options.uploadError;
      call?.onProgress?.(Math.floor(total / 2), total);
      call?.onProgress?.(total, total);
      const uuid = `file-${++seq}`;
      files.set(uuid, content);
      return { fileUuid: uuid };
    },
    async startUserImport(fileUuid, importOptions, call) {
      calls.start.push({ fileUuid, options: structuredClone(importOptions) });
      await options.beforeStart?.(call?.signal);
      await waitGate(call?.signal);
      if (options.startError) throw options.startError;
      const content = files.get(fileUuid);
      if (content === undefined) throw new AppError('http-status', { status: 404 });
      const separator = importOptions.separator === 'SEMICOLON' ? ';' : ',';
      const rows = Papa.parse<string[]>(content.trimEnd(), { delimiter: separator }).data;
      const [header = [], ...records] = rows;
      const outcome = options.outcome ?? (() => ({ status: 'SUCCESS', message: 'stored with version 1' }));
      const entries = records.map((record, i) => {
        const values = Object.fromEntries(header.map((h, j) => [h, record[j] ?? '']));
        return { line: i + 2, ...outcome(values, i + 2) };
      });
      const uuid = `job-${++seq}`;
      jobs.set(uuid, {
        uuid,
        options: importOptions,
        entries,
        processed: 0,
        reads: 0,
        startedAt: options.pace?.clock() ?? 0,
      });
      return { jobUuid: uuid };
    },
    async readImportJob(jobUuid, call) {
      calls.read.push(jobUuid);
      await waitGate(call?.signal);
      const error = options.readError?.(calls.read.length);
      if (error) throw error;
      const job = jobs.get(jobUuid);
      if (!job) throw jobGone(jobUuid);
      job.reads++;
      if (options.pace) {
        const { linesPerSecond, clock } = options.pace;
        const byNow = Math.floor(((clock() - job.startedAt) * linesPerSecond) / 1000);
        job.processed = Math.min(job.entries.length, options.abortAfter ?? job.entries.length, byNow);
        // Read at once after the start: still CREATED, as without a pace.
        if (job.reads === 1) job.processed = 0;
      } else if (job.reads > 1)
        job.processed = Math.min(
          job.entries.length,
          options.abortAfter ?? job.entries.length,
          job.processed + (options.linesPerRead ?? job.entries.length),
        );
      return stateOf(job);
    },
    async queryImportReport(jobUuid, page, call) {
      calls.report.push({ jobUuid, limit: page.limit, offset: page.offset });
      await waitGate(call?.signal);
      await options.beforeReportPage?.(page.offset);
      const job = jobs.get(jobUuid);
      if (!job) throw jobGone(jobUuid);
      const pagesServed = calls.report.filter((c) => c.jobUuid === jobUuid).length;
      if (options.forgetAfterReportPages !== undefined && pagesServed > options.forgetAfterReportPages) {
        jobs.delete(jobUuid);
        throw jobGone(jobUuid);
      }
      const size = Math.min(page.limit, options.pageCap ?? page.limit);
      const results = job.entries.slice(0, job.processed).slice(page.offset, page.offset + size);
      return { total: job.processed, results: options.reversePages ? [...results].reverse() : results };
    },
    async queryCreationWizardRequests() {
      throw new Error('not used');
    },
    async queryDevices() {
      throw new Error('not used');
    },
    async queryUsers(query, call) {
      calls.lookup.push(structuredClone(query));
      await waitGate(call?.signal);
      const error = options.lookupError?.(calls.lookup.length);
      if (error) throw error;
      const wanted = (query.searches ?? []).map((s) => s.toLowerCase());
      const found = (options.users ?? [])
        .filter(
          (u) =>
            wanted.length === 0 ||
            wanted.some((w) => u.name.toLowerCase().includes(w) || !!u.email?.toLowerCase().includes(w)),
        )
        .sort((a, b) => a.name.localeCompare(b.name));
      const size = Math.min(query.limit, options.pageCap ?? query.limit);
      const results = query.getItems === false ? [] : found.slice(query.offset, query.offset + size);
      return { total: found.length, results };
    },
    async readPasswordPolicy() {
      return options.passwordPolicy ?? null;
    },
  };

  return {
    client,
    calls,
    options,
    jobs,
    /** The uploads the server holds, by file uuid. */
    files,
    /** Holds every call until release(): to catch the runner mid-way. */
    hold() {
      gate = new Promise((resolve) => (openGate = resolve));
    },
    release() {
      gate = null;
      openGate?.();
    },
  };
}

/** The upload's text, however the runner hands it over (a job's file is streamed). */
async function contentOf(content: string | Uint8Array | UploadBody): Promise<string> {
  if (typeof content === 'string') return content;
  if (content instanceof Uint8Array) return new TextDecoder().decode(content);
  const chunks: Uint8Array[] = [];
  for await (const chunk of content.open()) chunks.push(chunk);
  const text = Buffer.concat(chunks);
  if (content.size !== null && text.length !== content.size)
    throw new Error(`the upload has ${text.length} bytes, not ${content.size}`);
  return text.toString('utf8');
}

export function aborted(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (!signal) return;
    if (signal.aborted) return resolve();
    signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

export function createFakeClock(start = 1_000_000): Clock & { sleeps: number[]; time(): number } {
  let now = start;
  const sleeps: number[] = [];
  return {
    sleeps,
    time: () => now,
    now: () => now,
    async sleep(ms, signal) {
      if (signal?.aborted) throw new AppError('cancelled');
      sleeps.push(ms);
      now += ms;
      // Let other work (a stopWatching call, a test's check) run between polls.
      await new Promise((resolve) => setImmediate(resolve));
      if (signal?.aborted) throw new AppError('cancelled');
    },
  };
}

export const demoProfile: ProfileView = {
  id: 'p1',
  name: 'School',
  baseUrl: 'https://mdm.example.com',
  kind: 'organization',
  dialect: 'auto',
  learnedDialect: null,
  hasCaCertificate: false,
  tokenHint: '…abcd',
  demo: false,
  allowInsecureHttp: false,
};

/** The connection of jobs started through `demoProfile`. */
export const demoRef: ConnectionRef = { kind: 'profile', id: 'p1' };

export function recordEvents(events: EventBus = createEventBus()) {
  const updates: JobRecord[] = [];
  const notices: Notice[] = [];
  events.subscribe((event, payload) => {
    if (event === 'jobs.updated') updates.push(payload as JobRecord);
    if (event === 'app.notice') notices.push(payload as Notice);
  });
  return { events, updates, notices };
}

/** A 5.34 upload file (the CSV engine writer's layout) with one password per row. */
export function uploadFile(rows: number, separator = ','): { content: string; passwords: string[] } {
  const header = ['name', 'email', 'givenName', 'surName', 'password', 'phone'];
  const passwords: string[] = [];
  const lines = [header.join(separator)];
  for (let i = 0; i < rows; i++) {
    const password = `Pw!${i}-secret-${(i * 7919).toString(36)}`;
    passwords.push(password);
    lines.push(
      [`user${i}`, `user${i}@example.com`, `Given${i}`, `Sur${i}`, password, `+4930${1000 + i}`].join(separator),
    );
  }
  return { content: `${lines.join('\r\n')}\r\n`, passwords };
}
