/**
 * The import runner and the jobs service (spec 4.7, issue 5 item 4): upload -> start ->
 * poll -> counts -> per-line report joined to the source rows, with every job saved so
 * that none is lost, whatever stops the app and whenever.
 *
 * One method per contract handler (`'import.start': (input) => jobs.start(input)`, ...).
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, mkdir, rm } from 'node:fs/promises';
import type { MethodResult, ParsedInput } from '../../../shared/ipc';
import type { JobRecord, ReportPage, SplitPartOf } from '../../../shared/models/job';
import type { ConnectionRef } from '../../../shared/models/connection';
import type { ProfileView } from '../../../shared/models/profile';
import type { ApiClient } from '../api/api-client';
import { isRetryable } from '../api/retry';
import { AppError } from '../errors';
import type { EventBus } from '../events';
import { systemClock } from '../clock';
import type { Clock } from '../clock';
import { newJobRecord } from './store/new-job-record';
import { createJobStore } from './store/job-store';
import { createCoreWork } from '../work/core-work';
import type { CoreWork } from '../work/core-work';
import {
  DEFAULT_POLL,
  describeDuration,
  isTerminalStatus,
  nextPollDelay,
  RATE_WINDOW,
  rateOf,
} from './run/poll-policy';
import type { PollSettings, RateSample } from './run/poll-policy';
import { createFileStore } from '../files/file-store';
import type { FileStore } from '../files/file-store';
import { CSV_MIME, failedRowsFileName, reportFileName, unreachedRowsFileName } from './report/report-export';
import { fetchWholeReport } from './report/report-fetch';
import { ReportIncoming } from './report/report-incoming';
import { countsByStatus, readReportMeta } from './report/report-meta';
import type { ReportMeta } from './report/report-meta';
import { readReportPage } from './report/report-reader';
import { differingPositions } from './report/job-prediction';
import { readUploadHeader, passwordIndexOf, writeUploadMeta } from '../uploads/upload-meta';
import { createUploadStaging } from '../uploads/upload-staging';
import type { UploadStaging } from '../uploads/upload-staging';

/** What starts an import: the contract's input, with the connection named by core's caller. */
export type StartImport = Omit<ParsedInput<'import.start'>, 'profileId'> & {
  connection?: ConnectionRef | undefined;
  /** The caller whose staged upload this is (uploads are each their caller's own). */
  owner?: string | undefined;
  /** The part of a split import this job is (split-imports.ts starts the parts). */
  partOf?: SplitPartOf | undefined;
  /** The predicted outcome of each upload record, already matched (a part of a split import). */
  predictionCodes?: Uint8Array | undefined;
};

/** What a new job's folder gets beside its upload (prediction, receipt facts), and the fields it adds to the record. */
export type PrepareJob = (job: {
  id: string;
  dir: string;
  input: StartImport;
  profile: ProfileView;
  client: ApiClient;
  records: number;
}) => Promise<Partial<JobRecord>>;

export interface JobsServiceDeps {
  dataDir: string;
  events: EventBus;
  /** Where the report and failed-rows files are written for download (default: `<dataDir>/files`). */
  files?: FileStore;
  /** Core's worker thread (default: one of this service's own, stopped with it). */
  work?: CoreWork;
  /** The client of a connection (the active profile when none is named), and the connection to record. */
  clientFor(connection?: ConnectionRef): Promise<{ client: ApiClient; profile: ProfileView; ref: ConnectionRef }>;
  /** Whether a job's connection belongs to the one asked about (a profile covers jobs of its base URL). */
  covers?(asked: ConnectionRef, job: ConnectionRef): Promise<boolean>;
  clock?: Clock;
  poll?: Partial<PollSettings>;
  /** Called once a new job's upload is in its folder, before the job is saved (issue 12: prediction, receipt). */
  prepareJob?: PrepareJob;
}

export interface JobsService {
  /** Staged uploads (`uploads.*`): the upload file arrives in chunks before `start`. */
  uploads: UploadStaging;
  start(input: StartImport): Promise<MethodResult<'import.start'>>;
  /** Every job, newest first; with a connection, only the jobs it covers. */
  list(filter?: { connection?: ConnectionRef | undefined }): Promise<MethodResult<'jobs.list'>>;
  get(input: ParsedInput<'jobs.get'>): Promise<MethodResult<'jobs.get'>>;
  stopWatching(input: ParsedInput<'jobs.stopWatching'>): Promise<MethodResult<'jobs.stopWatching'>>;
  resume(input: ParsedInput<'jobs.resume'>): Promise<MethodResult<'jobs.resume'>>;
  remove(input: ParsedInput<'jobs.remove'>): Promise<MethodResult<'jobs.remove'>>;
  report(input: ParsedInput<'jobs.report'>): Promise<MethodResult<'jobs.report'>>;
  exportReport(input: ParsedInput<'jobs.exportReport'>): Promise<MethodResult<'jobs.exportReport'>>;
  exportFailedRows(input: ParsedInput<'jobs.exportFailedRows'>): Promise<MethodResult<'jobs.exportFailedRows'>>;
  exportUnreachedRows(
    input: ParsedInput<'jobs.exportUnreachedRows'>,
  ): Promise<MethodResult<'jobs.exportUnreachedRows'>>;
  /** After a restart: watches again every job the server has and that is not finished. */
  resumeUnfinished(): Promise<void>;
  /** Resolves with the job once this process has stopped working on it (finished, failed, error, detached). */
  settled(id: string): Promise<JobRecord>;
  /** Sentences about job files that could not be read (each names the file). */
  problems(): Promise<string[]>;
  /** Stops watching without changing what is saved, so the next start resumes where this one was. */
  dispose(): Promise<void>;
}

/** What an in-process run is doing for a job, and how to stop it. */
interface ActiveRun {
  controller: AbortController;
  /** Set by stopWatching: an abort then means "detach", not "the app is stopping". */
  detach: boolean;
  done: Promise<void>;
}

/** Upload line -> password of the FAILED lines of a job this process uploaded (memory only). */
type HeldPasswords = Map<number, string>;

const PHASE_WORDS: Record<JobRecord['phase'], string> = {
  uploading: 'still being uploaded',
  starting: 'still being started',
  running: 'still running',
  detached: 'not being watched (resume it to see it finish)',
  error: 'stopped before it finished (resume it to see it finish)',
  finished: 'finished',
  failed: 'failed',
};

/**
 * Answers that prove the server did not start the job: it refused (an HTTP status of its
 * own, a refused token). A gateway's 502, 503 or 504 proves nothing: the start may have
 * reached the server behind it.
 */
const GATEWAY_STATUSES = new Set([502, 503, 504]);
function provesNotStarted(error: unknown): boolean {
  if (!(error instanceof AppError)) return false;
  if (error.code === 'unauthorized') return true;
  return error.code === 'http-status' && !GATEWAY_STATUSES.has(Number(error.details?.status));
}

/**
 * Whether a finished job's per-line report is fetched: when lines failed (spec 4.7), and when
 * the server FAILED the job, whose report tells the lines it never reached.
 */
const needsReport = (record: JobRecord): boolean => record.counts.failure !== 0 || record.phase === 'failed';

/** The longest pause between reads while the server does not answer. */
const OUTAGE_MAX_DELAY_MS = 30_000;

/** The server answered that it no longer knows the job (it cleans old jobs up). */
export function isJobGone(error: unknown): boolean {
  return (
    error instanceof AppError &&
    error.details?.status === 404 &&
    error.details?.errorCode === 'CSV_IMPORT_JOB_DOES_NOT_EXIST'
  );
}

export const GONE_MESSAGE =
  'The server no longer knows this job (it removes old jobs after a while). What the app knew of it is kept: its counts, the report lines fetched, and the file.';

export const UNCONFIRMED_MESSAGE =
  "The app stopped before the server confirmed the job; check the portal's user list before importing again.";

export function createJobsService(deps: JobsServiceDeps): JobsService {
  const clock = deps.clock ?? systemClock;
  const poll: PollSettings = { ...DEFAULT_POLL, ...deps.poll };
  const store = createJobStore(deps.dataDir);
  const files = deps.files ?? createFileStore(deps.dataDir);
  const work = deps.work ?? createCoreWork();
  const uploads = createUploadStaging({ jobsDir: store.dir, work });
  const records = new Map<string, JobRecord>();
  const active = new Map<string, ActiveRun>();
  /** Jobs this process uploaded whose copy as sent (with passwords) may still be on disk. */
  const uploadedHere = new Set<string>();
  const held = new Map<string, HeldPasswords>();
  /** Per job: the removal of the passwords in progress (one at a time). */
  const releases = new Map<string, Promise<void>>();
  const migrations = new Map<string, Promise<void>>();
  const reportFetches = new Map<string, Promise<ReportMeta>>();
  /** stopWatching calls under way: a job is settled only once it is marked detached. */
  const stopping = new Map<string, Promise<unknown>>();
  let loadProblems: string[] = [];
  let disposed = false;

  const ready = store.loadAll().then(({ records: loaded, problems }) => {
    for (const record of loaded) records.set(record.id, record);
    loadProblems = problems;
    for (const message of problems) deps.events.emit('app.notice', { level: 'warning', message });
  });

  const snapshot = (record: JobRecord): JobRecord => structuredClone(record);

  async function persist(record: JobRecord): Promise<void> {
    try {
      await store.save(record);
    } catch (error) {
      deps.events.emit('app.notice', {
        level: 'error',
        message: `Could not save import job ${record.fileName} to ${store.dir}: ${messageOf(error)}`,
      });
    }
  }

  /** Applies a change, tells the listeners, and saves it when it matters after a restart. */
  async function update(record: JobRecord, patch: Partial<JobRecord>, save: boolean): Promise<void> {
    Object.assign(record, patch, { updatedAt: clock.now() });
    deps.events.emit('jobs.updated', snapshot(record));
    if (save) await persist(record);
  }

  async function find(id: string): Promise<JobRecord> {
    await ready;
    const record = records.get(id);
    if (!record) throw new AppError('not-found', `There is no import job with id ${id}.`, { id });
    return record;
  }

  function launch(record: JobRecord, work: (run: ActiveRun) => Promise<void>): void {
    const run: ActiveRun = { controller: new AbortController(), detach: false, done: Promise.resolve() };
    run.done = work(run)
      .catch((error: unknown) => {
        deps.events.emit('app.notice', {
          level: 'error',
          message: `Import job ${record.fileName}: ${messageOf(error)}`,
        });
      })
      .finally(() => {
        if (active.get(record.id) === run) active.delete(record.id);
      });
    active.set(record.id, run);
  }

  // ---- the runner ---------------------------------------------------------------------

  async function runNew(record: JobRecord, client: ApiClient, run: ActiveRun): Promise<void> {
    await upload(record, client, run);
    // Without a server job nothing will need the passwords again.
    if (record.serverJobUuid === null) await releaseUpload(record);
  }

  async function upload(record: JobRecord, client: ApiClient, run: ActiveRun): Promise<void> {
    const signal = run.controller.signal;
    let lastEmitted = 0;
    try {
      // Streamed from the job's file: the upload is never held in memory.
      const sentUpload = store.folder(record.id).sentUpload;
      const content = { size: record.upload.totalBytes, open: () => createReadStream(sentUpload) };
      const { fileUuid } = await client.uploadUsersCsv(
        { name: record.fileName, content },
        {
          signal,
          onProgress: (sentBytes, totalBytes) => {
            record.upload = { sentBytes, totalBytes };
            // Enough to move a progress bar smoothly without flooding the renderer.
            if (sentBytes === totalBytes || sentBytes - lastEmitted >= totalBytes / 100) {
              lastEmitted = sentBytes;
              void update(record, {}, false);
            }
          },
        },
      );
      // Saved before the start call: a restart from here on cannot know whether it was sent.
      await update(record, { fileUuid, phase: 'starting' }, true);
    } catch (error) {
      const message = signal.aborted
        ? run.detach
          ? 'The upload was cancelled; no job was started, nothing was imported.'
          : 'The app stopped during the upload; no job was started, nothing was imported.'
        : `The upload failed: ${messageOf(error)} No job was started, nothing was imported.`;
      await update(record, { phase: 'error', error: errorOf(error, message) }, true);
      return;
    }
    try {
      const { jobUuid } = await client.startUserImport(record.fileUuid!, record.options, { signal });
      await update(record, { serverJobUuid: jobUuid, phase: run.detach ? 'detached' : 'running' }, true);
    } catch (error) {
      const notStarted = !signal.aborted && provesNotStarted(error);
      const message = notStarted
        ? `The server did not start the import: ${messageOf(error)} Nothing was imported.`
        : signal.aborted
          ? UNCONFIRMED_MESSAGE
          : `The app could not confirm that the server started the job (${stripStop(messageOf(error))}); check the portal's user list before importing again.`;
      await update(record, { phase: 'error', error: errorOf(error, message) }, true);
      return;
    }
    if (record.phase === 'running') await watch(record, client, run);
  }

  async function watch(record: JobRecord, client: ApiClient, run: ActiveRun): Promise<void> {
    const signal = run.controller.signal;
    const jobUuid = record.serverJobUuid!;
    const startedAt = clock.now();
    const samples: RateSample[] = [];
    let delay: number | null = null;
    try {
      let outageSince: number | null = null;
      for (;;) {
        let state: Awaited<ReturnType<ApiClient['readImportJob']>>;
        try {
          state = await client.readImportJob(jobUuid, { signal });
        } catch (error) {
          // The client's own retries last seconds; an outage (a gateway restarting, a VPN
          // dropping) may last minutes. The job's deadline decides when to give up, not them.
          const elapsed = clock.now() - startedAt;
          if (signal.aborted || !isRetryable(error) || elapsed >= poll.deadlineMs) throw error;
          outageSince ??= clock.now();
          await update(
            record,
            {
              rate: null,
              error: errorOf(
                error,
                `The server has not answered since ${new Date(outageSince).toISOString()} (${stripStop(messageOf(error))}); still trying, the job goes on on the server.`,
              ),
            },
            false,
          );
          delay = Math.min(nextPollDelay(delay, poll) * 2, OUTAGE_MAX_DELAY_MS);
          await clock.sleep(Math.min(delay, poll.deadlineMs - elapsed), signal);
          continue;
        }
        if (outageSince !== null) {
          outageSince = null;
          delay = null;
          await update(record, { error: null }, true);
        }
        const counts = {
          total: state.totalCount ?? record.counts.total,
          success: state.successCount,
          skipped: state.skippedCount,
          failure: state.failureCount,
        };
        samples.push({ at: clock.now(), processed: counts.success + counts.skipped + counts.failure });
        if (samples.length > RATE_WINDOW) samples.shift();
        const terminal = isTerminalStatus(state.status);
        if (terminal) {
          await update(
            record,
            {
              serverStatus: state.status,
              counts,
              rate: null,
              phase: terminal === 'FINISHED' ? 'finished' : 'failed',
              serverError: state.error,
              finishedAt: clock.now(),
              error: null,
            },
            true,
          );
          break;
        }
        const changed =
          state.status !== record.serverStatus || JSON.stringify(counts) !== JSON.stringify(record.counts);
        await update(record, { serverStatus: state.status, counts, rate: rateOf(samples) }, changed);
        const elapsed = clock.now() - startedAt;
        if (elapsed >= poll.deadlineMs) {
          await update(
            record,
            {
              phase: 'error',
              rate: null,
              error: {
                code: 'deadline',
                message: `The job is still ${state.status.toLowerCase() === 'created' ? 'waiting to run' : 'running'} on the server after ${describeDuration(elapsed)}; resume to keep watching.`,
                details: { jobUuid, elapsedMs: elapsed },
              },
            },
            true,
          );
          return;
        }
        delay = nextPollDelay(delay, poll);
        await clock.sleep(Math.min(delay, poll.deadlineMs - elapsed), signal);
      }
    } catch (error) {
      if (signal.aborted) {
        // Detach: stopWatching records it. App stopping: leave "running" on disk for the next start.
        return;
      }
      if (isJobGone(error)) {
        await markGone(record, error, 'error');
        return;
      }
      await update(
        record,
        {
          phase: 'error',
          rate: null,
          error: errorOf(
            error,
            `Watching the job stopped: ${stripStop(messageOf(error))}. The server's job may go on; resume to watch it again.`,
          ),
        },
        true,
      );
      return;
    }
    if (needsReport(record) && !record.reportFetched) await fetchReportInRun(record, client, signal);
    // No line failed and none was left: no export will want a password.
    else if (!needsReport(record)) await releaseUpload(record);
  }

  /**
   * The server forgot the job: everything the app knew stays (counts, the report lines
   * fetched, the file, its passwords removed), the job is marked, and nothing asks the server
   * about it again. A job that was being watched can no longer finish: it goes to `error`.
   */
  async function markGone(
    record: JobRecord,
    error: unknown,
    phase: JobRecord['phase'],
    fetchedLines?: number,
  ): Promise<void> {
    const note =
      fetchedLines === undefined
        ? ''
        : ` The report holds the ${fetchedLines} lines fetched before the server forgot the job.`;
    // The shells word it from the code and `fetchedLines` (shared/errors/wording.ts); the message is the English fallback.
    const details = {
      ...(error instanceof AppError ? error.details : {}),
      ...(fetchedLines === undefined ? {} : { fetchedLines }),
    };
    await update(
      record,
      {
        phase,
        rate: null,
        goneFromServerAt: clock.now(),
        error: {
          code: 'job-gone',
          message: `${GONE_MESSAGE}${note}`,
          details,
        },
      },
      true,
    );
    await releaseUpload(record, true);
  }

  /** The report fetch that follows a finish (spec 4.7 step 4); a failure is kept, not thrown. */
  async function fetchReportInRun(record: JobRecord, client: ApiClient, signal: AbortSignal): Promise<void> {
    try {
      await loadOrFetchReport(record, { client, signal });
    } catch (error) {
      if (signal.aborted || record.goneFromServerAt) return;
      await update(
        record,
        {
          error: errorOf(
            error,
            `The per-line report could not be fetched: ${stripStop(messageOf(error))}. Resume to try again.`,
          ),
        },
        true,
      );
    }
  }

  // ---- the upload's passwords and old saved jobs ------------------------------------------

  /**
   * The job no longer needs its upload as sent: the worker rewrites it without the password
   * column. With `keepFailed` (this process uploaded it, the report is saved), the FAILED
   * lines' passwords are kept in memory for a failed-rows export in this run of the app.
   */
  function releaseUpload(record: JobRecord, keepFailed = false): Promise<void> {
    const id = record.id;
    const previous = releases.get(id) ?? Promise.resolve();
    const next = previous.then(async () => {
      const folder = store.folder(id);
      if (!(await exists(folder.sentUpload))) return;
      const keep = keepFailed && uploadedHere.has(id);
      try {
        const { kept } = await work.run(
          'removePasswords',
          keep ? { dir: folder.dir, keepStatus: 'FAILED', keepUnreached: true } : { dir: folder.dir },
        );
        if (keep) held.set(id, new Map(kept));
        uploadedHere.delete(id);
      } catch (error) {
        deps.events.emit('app.notice', {
          level: 'error',
          message: `Could not remove the passwords from the upload of ${record.fileName} in ${folder.dir}: ${messageOf(error)} The app tries again when it stops.`,
        });
      }
    });
    releases.set(id, next);
    const forget = () => {
      if (releases.get(id) === next) releases.delete(id);
    };
    next.then(forget, forget);
    return next;
  }

  /** A job saved by version 1 of the app is moved into its folder, once, on first read. */
  function migrated(record: JobRecord): Promise<void> {
    let pending = migrations.get(record.id);
    if (!pending) {
      pending = work
        .run('migrateLegacyJob', { jobsDir: store.dir, id: record.id, separator: record.options.separator })
        .then(() => undefined);
      migrations.set(record.id, pending);
      // A failure is not remembered: the next read tries again.
      pending.catch(() => migrations.delete(record.id));
    }
    return pending;
  }

  // ---- the report -----------------------------------------------------------------------

  /** The saved report, or null when there is none or it is unreadable (then it is fetched again). */
  async function savedReport(record: JobRecord): Promise<ReportMeta | null> {
    const folder = store.folder(record.id);
    try {
      await migrated(record);
      return await readReportMeta(folder);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'corrupt-file') || record.serverJobUuid === null) throw error;
      deps.events.emit('app.notice', { level: 'warning', message: `${messageOf(error)} Fetching the report again.` });
      const legacy = `${folder.dir}.report.json`;
      await Promise.all(
        [legacy, folder.reportMeta, folder.reportLines, folder.reportByStatus].map((f) => rm(f, { force: true })),
      );
      migrations.delete(record.id);
      return null;
    }
  }

  function loadOrFetchReport(
    record: JobRecord,
    via?: { client: ApiClient; signal?: AbortSignal },
  ): Promise<ReportMeta> {
    const pending = reportFetches.get(record.id);
    if (pending) return pending;
    const promise = (async () => {
      const saved = record.reportFetched ? await savedReport(record) : null;
      if (saved) return saved;
      if (record.goneFromServerAt) {
        throw new AppError(
          'no-report',
          'The server no longer knows this job, and its report was not fetched before it was gone; the counts are all that is left of it.',
          { id: record.id },
        );
      }
      if (record.serverJobUuid === null && record.phase === 'error') {
        throw new AppError('no-report', 'The server never confirmed this job, so it has no report.', { id: record.id });
      }
      if ((record.phase !== 'finished' && record.phase !== 'failed') || record.serverJobUuid === null) {
        throw new AppError(
          'job-not-finished',
          `The report is available once the job has finished; it is ${PHASE_WORDS[record.phase]}.`,
          { id: record.id, phase: record.phase },
        );
      }
      const client = via?.client ?? (await deps.clientFor(record.connection)).client;
      // The upload rows of a version 1 job become its folder's upload before the join needs them.
      if (!record.reportFetched) await migrated(record);
      const folder = store.folder(record.id);
      await mkdir(folder.dir, { recursive: true, mode: 0o700 });
      const incoming = await ReportIncoming.open(folder);
      let statuses: string[];
      let gone: unknown = null;
      try {
        await fetchWholeReport(client, record.serverJobUuid, incoming, { signal: via?.signal });
        statuses = await incoming.close();
      } catch (error) {
        if (!isJobGone(error) || incoming.count === 0) {
          await incoming.abandon();
          if (isJobGone(error)) await markGone(record, error, record.phase);
          throw error;
        }
        // Forgotten midway: the lines fetched so far are kept as the report.
        gone = error;
        statuses = await incoming.close();
      }
      const meta = await work.run('sealReport', { dir: folder.dir, statuses }, { signal: via?.signal });
      await update(record, { reportFetched: true, error: null }, true);
      if (gone) {
        await markGone(record, gone, record.phase, meta.total);
      } else await releaseUpload(record, true);
      return meta;
    })();
    reportFetches.set(record.id, promise);
    void promise.then(
      () => reportFetches.delete(record.id),
      () => reportFetches.delete(record.id),
    );
    return promise;
  }

  // ---- resuming -------------------------------------------------------------------------

  async function resumeWatching(record: JobRecord): Promise<void> {
    // A job the server forgot is never asked about again.
    if (active.has(record.id) || disposed || record.goneFromServerAt) return;
    if (record.phase === 'finished' || record.phase === 'failed') {
      if (!needsReport(record) || record.reportFetched) return;
    } else {
      await update(record, { phase: 'running', error: null }, true);
    }
    launch(record, async (run) => {
      let client: ApiClient;
      try {
        client = (await deps.clientFor(record.connection)).client;
      } catch (error) {
        await update(
          record,
          {
            phase: record.phase === 'running' ? 'error' : record.phase,
            error: errorOf(
              error,
              // No profile or token: the message says what to add; anything else is the network's.
              error instanceof AppError &&
                (error.code === 'no-profile' || error.code === 'no-token' || error.code === 'no-connection')
                ? `${messageOf(error)} Then resume it.`
                : `Cannot reach the server of profile ${record.profileName}: ${stripStop(messageOf(error))}. Resume to try again.`,
            ),
          },
          true,
        );
        return;
      }
      if (record.phase === 'running') await watch(record, client, run);
      else await fetchReportInRun(record, client, run.controller.signal);
    });
  }

  /** A file for download, written by the worker; removed again when writing fails. */
  async function writeFile(fileName: string, write: (path: string) => Promise<{ note?: string } | void>) {
    const target = await files.create(fileName, CSV_MIME);
    try {
      const written = await write(target.path);
      return await files.finish(target.fileId, written?.note);
    } catch (error) {
      await files.discard(target.fileId);
      throw error;
    }
  }

  async function stopWatching(id: string): Promise<JobRecord> {
    const record = await find(id);
    const run = active.get(id);
    if (record.phase === 'starting' && run) {
      // The start request is on its way; cutting it would leave us not knowing. Detach when it answers.
      run.detach = true;
      return snapshot(record);
    }
    if (run) {
      run.detach = true;
      run.controller.abort();
      await run.done;
    }
    if (record.phase === 'running') {
      await update(record, { phase: 'detached', rate: null }, true);
      deps.events.emit('app.notice', {
        level: 'info',
        message: `Stopped watching the import of ${record.fileName}. The server's job goes on; resume to watch it again.`,
      });
    }
    return snapshot(record);
  }

  // ---- the contract ---------------------------------------------------------------------

  const service: JobsService = {
    uploads,

    async start(input) {
      await ready;
      if (disposed) throw new AppError('stopped', 'The app is stopping; the import was not started.');
      const { client, profile, ref } = await deps.clientFor(input.connection);
      const id = randomUUID();
      const folder = store.folder(id);
      const staged = await uploads.take(input.uploadId, folder.dir, input.owner);
      let extra: Partial<JobRecord>;
      try {
        const columns = await readUploadHeader(folder, input.options.separator);
        if (columns.every((c) => c === ''))
          throw new AppError('invalid-argument', 'The upload file has no header line.');
        await writeUploadMeta(folder, {
          version: 1,
          columns,
          passwordIndex: passwordIndexOf(columns),
          separator: input.options.separator,
          records: staged.records,
          bytes: staged.bytes,
          lineMapEntries: staged.lineMapEntries,
          passwordsRemoved: false,
        });
        extra =
          (await deps.prepareJob?.({ id, dir: folder.dir, input, profile, client, records: staged.records })) ?? {};
      } catch (error) {
        // No job came of it, and the folder holds the passwords.
        await rm(folder.dir, { recursive: true, force: true });
        throw error;
      }
      const record: JobRecord = {
        ...newJobRecord({
          id,
          connection: ref,
          profileName: profile.name,
          input,
          records: staged.records,
          totalBytes: staged.bytes,
          now: clock.now(),
        }),
        ...extra,
      };
      // Saved before it is known in memory: a job that cannot be saved is not started (and
      // would otherwise stay 'uploading' in the list, impossible to remove).
      try {
        await store.save(record);
      } catch (error) {
        await rm(folder.dir, { recursive: true, force: true });
        throw error;
      }
      uploadedHere.add(id);
      records.set(id, record);
      deps.events.emit('jobs.updated', snapshot(record));
      launch(record, (run) => runNew(record, client, run));
      return snapshot(record);
    },

    async list(filter) {
      await ready;
      const all = [...records.values()].sort((a, b) => b.createdAt - a.createdAt);
      const asked = filter?.connection;
      if (!asked) return all.map(snapshot);
      const covers =
        deps.covers ?? (async (a: ConnectionRef, j: ConnectionRef) => JSON.stringify(a) === JSON.stringify(j));
      const mine: JobRecord[] = [];
      for (const job of all) if (await covers(asked, job.connection)) mine.push(job);
      return mine.map(snapshot);
    },

    async get({ id }) {
      return snapshot(await find(id));
    },

    stopWatching({ id }) {
      const pending = stopWatching(id);
      stopping.set(id, pending);
      const forget = () => {
        if (stopping.get(id) === pending) stopping.delete(id);
      };
      pending.then(forget, forget);
      return pending;
    },

    async resume({ id }) {
      const record = await find(id);
      if (disposed) throw new AppError('stopped', 'The app is stopping.');
      if (record.goneFromServerAt) {
        throw new AppError('cannot-resume', `${GONE_MESSAGE} There is nothing to resume.`, { id, gone: true });
      }
      if (record.serverJobUuid === null) {
        throw new AppError(
          'cannot-resume',
          record.phase === 'uploading' || record.phase === 'starting'
            ? 'This job has not been confirmed by the server yet; there is nothing to resume.'
            : `The server never confirmed this job, so there is nothing to watch. ${record.error?.message ?? ''}`.trim(),
          { id },
        );
      }
      await resumeWatching(record);
      return snapshot(record);
    },

    async remove({ id }) {
      const record = await find(id);
      if (active.has(id) || record.phase === 'uploading' || record.phase === 'starting' || record.phase === 'running') {
        throw new AppError(
          'job-active',
          `The import of ${record.fileName} is still being watched; stop watching it before removing it.`,
          { id },
        );
      }
      await releases.get(id);
      await store.remove(id);
      records.delete(id);
      held.delete(id);
      uploadedHere.delete(id);
      migrations.delete(id);
      return service.list();
    },

    async report({ id, status, differing, limit, offset }) {
      const record = await find(id);
      const meta = await loadOrFetchReport(record);
      const folder = store.folder(id);
      // Where the outcome differs from the prediction kept with the job (null: it keeps none).
      const positions = await differingPositions(folder, meta);
      const only = differing ? (positions ?? new Uint32Array(0)) : undefined;
      const page = await readReportPage(folder, meta, { status, offset, limit, positions: only });
      const answer: ReportPage = { total: page.total, lines: page.lines, countsByStatus: countsByStatus(meta) };
      if (positions) answer.differing = positions.length;
      return answer;
    },

    async exportReport({ id, format }) {
      const record = await find(id);
      await loadOrFetchReport(record);
      const dir = store.folder(id).dir;
      return writeFile(reportFileName(record), (target) =>
        work.run('exportReportCsv', { dir, target, ...(format ? { format } : {}) }),
      );
    },

    async exportFailedRows({ id }) {
      const record = await find(id);
      await loadOrFetchReport(record);
      await releases.get(id);
      const passwords = held.get(id);
      const dir = store.folder(id).dir;
      return writeFile(failedRowsFileName(record), (target) =>
        work.run('exportFailedRowsCsv', {
          dir,
          target,
          separator: record.options.separator,
          passwords: passwords ? [...passwords] : null,
        }),
      );
    },

    async exportUnreachedRows({ id }) {
      const record = await find(id);
      await loadOrFetchReport(record);
      await releases.get(id);
      const passwords = held.get(id);
      const dir = store.folder(id).dir;
      return writeFile(unreachedRowsFileName(record), (target) =>
        work.run('exportUnreachedRowsCsv', { dir, target, passwords: passwords ? [...passwords] : null }),
      );
    },

    async resumeUnfinished() {
      await ready;
      for (const record of records.values()) {
        if (active.has(record.id)) continue;
        if (record.phase === 'uploading') {
          await update(
            record,
            {
              phase: 'error',
              error: {
                code: 'interrupted',
                message:
                  'The app stopped during the upload, before the job was started; nothing was imported. Import the file again.',
              },
            },
            true,
          );
        } else if (record.phase === 'starting' || (record.phase === 'running' && record.serverJobUuid === null)) {
          await update(record, { phase: 'error', error: { code: 'interrupted', message: UNCONFIRMED_MESSAGE } }, true);
        } else if (record.phase === 'running' || record.phase === 'finished' || record.phase === 'failed') {
          await resumeWatching(record);
        }
        // An upload left with its passwords by a run that stopped without cleaning up (a crash).
        if (!uploadedHere.has(record.id)) void releaseUpload(record);
      }
    },

    async settled(id) {
      const record = await find(id);
      for (let run = active.get(id); run; run = active.get(id)) await run.done;
      // A stop under way (Ctrl+C) marks the job detached after its run ended: wait for that.
      await stopping.get(id)?.catch(() => undefined);
      return snapshot(record);
    },

    async problems() {
      await ready;
      return [...loadProblems];
    },

    async dispose() {
      disposed = true;
      await ready.catch(() => {});
      const runs = [...active.values()];
      for (const run of runs) run.controller.abort();
      await Promise.all(runs.map((r) => r.done));
      // Passwords never outlive the process that uploaded them.
      await Promise.all([...uploadedHere].map((id) => records.get(id)).map((r) => r && releaseUpload(r)));
      await Promise.all([...releases.values()]);
      await uploads.dispose();
      held.clear();
      // A store or worker made here is this service's alone; one handed in belongs to core.
      if (!deps.files) await files.clear();
      if (!deps.work) await work.dispose();
    },
  };
  return service;
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function stripStop(message: string): string {
  return message.replace(/[.\s]+$/, '');
}

function errorOf(error: unknown, message: string): NonNullable<JobRecord['error']> {
  const code = error instanceof AppError ? error.code : 'internal';
  const details = error instanceof AppError ? error.details : undefined;
  return details === undefined ? { code, message } : { code, message, details };
}
