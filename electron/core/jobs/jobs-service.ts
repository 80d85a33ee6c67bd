/**
 * The import runner and the jobs service (spec 4.7, issue 5 item 4): upload -> start ->
 * poll -> counts -> per-line report joined to the source rows, with every job saved so
 * that none is lost, whatever stops the app and whenever.
 *
 * One method per contract handler (`'import.start': (input) => jobs.start(input)`, ...).
 */
import { randomUUID } from 'node:crypto';
import type { MethodResult, ParsedInput } from '../../../shared/ipc';
import type { JobRecord, ReportPage } from '../../../shared/models/job';
import type { ConnectionRef } from '../../../shared/models/connection';
import type { ProfileView } from '../../../shared/models/profile';
import type { ApiClient } from '../api/api-client';
import { AppError } from '../errors';
import type { EventBus } from '../events';
import { systemClock } from '../clock';
import type { Clock } from '../clock';
import { createJobStore } from './job-store';
import { DEFAULT_POLL, describeDuration, isTerminalStatus, nextPollDelay, RATE_WINDOW, rateOf } from './poll-policy';
import type { PollSettings, RateSample } from './poll-policy';
import { createFileStore } from '../files/file-store';
import type { FileStore } from '../files/file-store';
import { fileSink } from '../files/text-sink';
import type { TextSink } from '../files/text-sink';
import {
  CSV_MIME,
  failedRowsFileName,
  reportFileName,
  unreachedRowsFileName,
  writeFailedRowsCsv,
  writeReportCsv,
  writeUnreachedRowsCsv,
} from './report-export';
import { fetchWholeReport } from './report-fetch';
import { joinReport } from './report-join';
import type { JoinSource } from './report-join';
import type { SavedReport } from './saved-files';
import { parseUploadContent, recordsWithoutPassword } from './upload-content';
import type { UploadTable } from './upload-content';

/** What starts an import: the contract's input, with the connection named by core's caller. */
export type StartImport = Omit<ParsedInput<'import.start'>, 'profileId'> & { connection?: ConnectionRef | undefined };

export interface JobsServiceDeps {
  dataDir: string;
  events: EventBus;
  /** Where the report and failed-rows files are written for download (default: `<dataDir>/files`). */
  files?: FileStore;
  /** The client of a connection (the active profile when none is named), and the connection to record. */
  clientFor(connection?: ConnectionRef): Promise<{ client: ApiClient; profile: ProfileView; ref: ConnectionRef }>;
  /** Whether a job's connection belongs to the one asked about (a profile covers jobs of its base URL). */
  covers?(asked: ConnectionRef, job: ConnectionRef): Promise<boolean>;
  clock?: Clock;
  poll?: Partial<PollSettings>;
}

export interface JobsService {
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

/** The upload as parsed in this process; it holds the passwords, so it lives only in memory. */
interface HeldUpload extends UploadTable {
  lineMap: number[];
}

const PHASE_WORDS: Record<JobRecord['phase'], string> = {
  uploading: 'still being uploaded',
  starting: 'still being started',
  running: 'still running',
  detached: 'not being watched (resume it to see it finish)',
  error: 'stopped before it finished (resume it to see it finish)',
  finished: 'finished',
  failed: 'failed',
};

const NOT_STARTED_CODES = new Set(['http-status', 'unauthorized']);

export const UNCONFIRMED_MESSAGE =
  "The app stopped before the server confirmed the job; check the portal's user list before importing again.";

export function createJobsService(deps: JobsServiceDeps): JobsService {
  const clock = deps.clock ?? systemClock;
  const poll: PollSettings = { ...DEFAULT_POLL, ...deps.poll };
  const store = createJobStore(deps.dataDir);
  const files = deps.files ?? createFileStore(deps.dataDir);
  const records = new Map<string, JobRecord>();
  const active = new Map<string, ActiveRun>();
  const held = new Map<string, HeldUpload>();
  const reportFetches = new Map<string, Promise<SavedReport>>();
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

  async function runNew(record: JobRecord, client: ApiClient, content: string, run: ActiveRun): Promise<void> {
    const signal = run.controller.signal;
    let lastEmitted = 0;
    try {
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
      const notStarted = !signal.aborted && error instanceof AppError && NOT_STARTED_CODES.has(error.code);
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
      for (;;) {
        const state = await client.readImportJob(jobUuid, { signal });
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
    if (record.counts.failure !== 0 && !record.reportFetched) await fetchReportInRun(record, client, signal);
  }

  /** The report fetch that follows a finish (spec 4.7 step 4); a failure is kept, not thrown. */
  async function fetchReportInRun(record: JobRecord, client: ApiClient, signal: AbortSignal): Promise<void> {
    try {
      await loadOrFetchReport(record, { client, signal });
    } catch (error) {
      if (signal.aborted) return;
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

  // ---- the report -----------------------------------------------------------------------

  async function joinSource(record: JobRecord): Promise<{ source: JoinSource; columns: string[] }> {
    const inMemory = held.get(record.id);
    if (inMemory) return { source: inMemory, columns: inMemory.columns };
    const rows = await store.loadRows(record.id).catch(() => null);
    if (rows) return { source: rows, columns: rows.columns };
    return { source: { columns: [], records: [], lineMap: [] }, columns: [] };
  }

  function loadOrFetchReport(
    record: JobRecord,
    via?: { client: ApiClient; signal?: AbortSignal },
  ): Promise<SavedReport> {
    const pending = reportFetches.get(record.id);
    if (pending) return pending;
    const promise = (async () => {
      if (record.reportFetched) {
        try {
          const saved = await store.loadReport(record.id);
          if (saved) return saved;
        } catch (error) {
          if (record.serverJobUuid === null) throw error;
          deps.events.emit('app.notice', {
            level: 'warning',
            message: `${messageOf(error)} Fetching the report again.`,
          });
        }
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
      const entries = await fetchWholeReport(client, record.serverJobUuid, { signal: via?.signal });
      const { source, columns } = await joinSource(record);
      const report: SavedReport = { version: 1, columns, lines: joinReport(entries, source) };
      await store.saveReport(record.id, report);
      await update(record, { reportFetched: true, error: null }, true);
      // The report now carries every value the join needs; the interim rows file can go.
      await store.removeRows(record.id);
      return report;
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
    if (active.has(record.id) || disposed) return;
    if (record.phase === 'finished' || record.phase === 'failed') {
      if (record.counts.failure === 0 || record.reportFetched) return;
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

  /** A file for download, written through a sink; removed again when writing fails. */
  async function writeFile(fileName: string, write: (sink: TextSink) => Promise<string | undefined | void>) {
    const target = await files.create(fileName, CSV_MIME);
    try {
      const sink = fileSink(target.path);
      const note = await write(sink);
      await sink.end();
      return await files.finish(target.fileId, note ?? undefined);
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
    async start(input) {
      await ready;
      if (disposed) throw new AppError('stopped', 'The app is stopping; the import was not started.');
      const table = parseUploadContent(input.content, input.options.separator);
      if (input.lineMap.length !== 0 && input.lineMap.length !== table.records.length) {
        throw new AppError(
          'invalid-argument',
          `The line map has ${input.lineMap.length} entries but the upload file has ${table.records.length} records.`,
        );
      }
      const { client, profile, ref } = await deps.clientFor(input.connection);
      const now = clock.now();
      const record: JobRecord = {
        id: randomUUID(),
        connection: ref,
        profileName: profile.name,
        fileName: input.fileName,
        options: {
          overwrite: input.options.overwrite,
          roles: [...input.options.roles],
          separator: input.options.separator,
        },
        phase: 'uploading',
        serverStatus: null,
        fileUuid: null,
        serverJobUuid: null,
        counts: { total: table.records.length, success: 0, skipped: 0, failure: 0 },
        upload: { sentBytes: 0, totalBytes: Buffer.byteLength(input.content, 'utf8') },
        rate: null,
        error: null,
        serverError: null,
        createdAt: now,
        updatedAt: now,
        finishedAt: null,
        reportFetched: false,
        excludedRows: input.excludedRows,
      };
      held.set(record.id, { ...table, lineMap: [...input.lineMap] });
      records.set(record.id, record);
      await store.saveRows(record.id, {
        version: 1,
        columns: table.columns,
        records: recordsWithoutPassword(table),
        lineMap: [...input.lineMap],
      });
      await store.save(record);
      deps.events.emit('jobs.updated', snapshot(record));
      launch(record, (run) => runNew(record, client, input.content, run));
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
      await store.remove(id);
      records.delete(id);
      held.delete(id);
      return service.list();
    },

    async report({ id, status, limit, offset }) {
      const record = await find(id);
      const saved = await loadOrFetchReport(record);
      const countsByStatus: Record<string, number> = {};
      for (const line of saved.lines) countsByStatus[line.status] = (countsByStatus[line.status] ?? 0) + 1;
      const selected = status === undefined ? saved.lines : saved.lines.filter((l) => l.status === status);
      const page: ReportPage = {
        total: selected.length,
        lines: selected.slice(offset, offset + limit),
        countsByStatus,
      };
      return page;
    },

    async exportReport({ id, format }) {
      const record = await find(id);
      const saved = await loadOrFetchReport(record);
      return writeFile(reportFileName(record), (sink) => writeReportCsv(sink, saved.columns, saved.lines, format));
    },

    async exportFailedRows({ id }) {
      const record = await find(id);
      const saved = await loadOrFetchReport(record);
      const upload = held.get(id);
      const passwordOf = upload
        ? (line: number) => (upload.passwordIndex < 0 ? undefined : upload.records[line - 2]?.[upload.passwordIndex])
        : null;
      return writeFile(failedRowsFileName(record), (sink) =>
        writeFailedRowsCsv(sink, record, saved.columns, saved.lines, passwordOf),
      );
    },

    async exportUnreachedRows({ id }) {
      const record = await find(id);
      const saved = await loadOrFetchReport(record);
      const upload = held.get(id) ?? (await store.loadRows(id).catch(() => null));
      if (!upload)
        throw new AppError(
          'no-report',
          'The rows of this upload are no longer kept (they are dropped once the report is saved after a restart), so the lines the server did not reach cannot be told apart. Import the original file again and let the server skip the users it already has.',
          { id },
        );
      return writeFile(unreachedRowsFileName(record), async (sink) => {
        const { note } = await writeUnreachedRowsCsv(sink, record, upload, saved.lines, held.has(id));
        return note;
      });
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
      held.clear();
      // A store made here is this service's alone; one handed in belongs to core.
      if (!deps.files) await files.clear();
    },
  };
  return service;
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
