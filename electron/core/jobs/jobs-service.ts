/**
 * The jobs service, the contract's front of the import (spec 4.7): it takes a staged upload
 * over as a job's, saves the job, and hands its run to run/job-runner.ts, its report to
 * report/job-report.ts and its passwords to passwords/upload-passwords.ts; every job is
 * saved so that none is lost, whatever stops the app and whenever.
 *
 * One method per contract handler (`'import.start': (input) => jobs.start(input)`, ...).
 */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { MethodResult, ParsedInput } from '../../../shared/ipc';
import type { JobRecord, ReportPage } from '../../../shared/models/job';
import type { ConnectionRef } from '../../../shared/models/connection';
import type { ProfileView } from '../../../shared/models/profile';
import type { ApiClient } from '../api/api-client';
import { AppError, toRpcError } from '../errors';
import type { EventBus } from '../events';
import { systemClock } from '../clock';
import type { Clock } from '../clock';
import { newJobRecord } from './store/new-job-record';
import { createJobStore } from './store/job-store';
import type { LoadProblem } from './store/job-store';
import { createCoreWork } from '../work/core-work';
import type { CoreWork } from '../work/core-work';
import { DEFAULT_POLL } from './run/poll-policy';
import type { PollSettings } from './run/poll-policy';
import { createFileStore } from '../files/file-store';
import type { FileStore } from '../files/file-store';
import { createJobExports } from './report/job-exports';
import { createReceipts } from './receipt/receipt-service';
import type { ImportReceipt } from '../../../shared/models/receipt';
import { countsByStatus } from './report/report-meta';
import { readReportPage } from './report/report-reader';
import { differingPositions } from './report/job-prediction';
import { describeTakenUpload } from '../uploads/upload-meta';
import { createUploadStaging } from '../uploads/upload-staging';
import { reconnectError, UNCONFIRMED_MESSAGE } from './job-errors';
import { createUploadPasswords } from './passwords/upload-passwords';
import { createJobReports, needsReport } from './report/job-report';
import { createJobRunner } from './run/job-runner';
import { currentPart, mirrorCurrentPart, partNotBegun, resendable } from './job-parts';
import { partRangesOf } from './run/split-ranges';
import type { ActiveRun } from './run/job-runner';
import type { UploadStaging } from '../uploads/upload-staging';

/** What starts an import: the contract's input, with the connection named by core's caller. */
export type StartImport = Omit<ParsedInput<'import.start'>, 'profileId'> & {
  connection?: ConnectionRef | undefined;
  /** The caller whose staged upload this is (uploads are each their caller's own). */
  owner?: string | undefined;
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
  /** Staged uploads, shared with the dry run (default: this service's own, removed when it stops). */
  uploads?: UploadStaging;
  /** Core's worker thread (default: one of this service's own, stopped with it). */
  work?: CoreWork;
  /** The client of a connection (the active profile when none is named), and the connection to record. */
  clientFor(connection?: ConnectionRef): Promise<{ client: ApiClient; profile: ProfileView; ref: ConnectionRef }>;
  /** Whether a job's connection belongs to the one asked about (a profile covers jobs of its base URL). */
  covers?(asked: ConnectionRef, job: ConnectionRef): Promise<boolean>;
  clock?: Clock;
  poll?: Partial<PollSettings>;
  /** Called once a new job's upload is in its folder, before the job is saved (the prediction, the receipt's facts). */
  prepareJob?: PrepareJob;
  /** What a connection's client uses now (a receipt's dialect when its facts could not know it). */
  dialectOf?(connection: ConnectionRef): Promise<string | null>;
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
  /** What was imported, from which file, to which server, with which outcome (receipt/receipt-service.ts). */
  receipt(id: string): Promise<ImportReceipt>;
  exportReceipt(input: { id: string }): Promise<MethodResult<'jobs.exportReceipt'>>;
  /** After a restart: watches again every job the server has and that is not finished. */
  resumeUnfinished(): Promise<void>;
  /** Resolves with the job once this process has stopped working on it (finished, failed, error, detached). */
  settled(id: string): Promise<JobRecord>;
  /** Sentences about job files that could not be read (each names the file). */
  problems(): Promise<LoadProblem[]>;
  /** Stops watching without changing what is saved, so the next start resumes where this one was. */
  dispose(): Promise<void>;
}

export function createJobsService(deps: JobsServiceDeps): JobsService {
  const clock = deps.clock ?? systemClock;
  const poll: PollSettings = { ...DEFAULT_POLL, ...deps.poll };
  const store = createJobStore(deps.dataDir);
  const files = deps.files ?? createFileStore(deps.dataDir);
  const work = deps.work ?? createCoreWork();
  const uploads = deps.uploads ?? createUploadStaging({ jobsDir: store.dir, work });
  const records = new Map<string, JobRecord>();
  const active = new Map<string, ActiveRun>();
  /** stopWatching calls under way: a job is settled only once it is marked detached. */
  const stopping = new Map<string, Promise<unknown>>();
  let loadProblems: LoadProblem[] = [];
  let disposed = false;

  const ready = store.loadAll().then(({ records: loaded, problems }) => {
    for (const record of loaded) records.set(record.id, record);
    loadProblems = problems;
    for (const problem of problems) deps.events.emit('app.notice', { level: 'warning', ...problem });
  });

  const snapshot = (record: JobRecord): JobRecord => structuredClone(record);

  async function persist(record: JobRecord): Promise<void> {
    try {
      await store.save(record);
    } catch (error) {
      deps.events.emit('app.notice', {
        level: 'error',
        code: 'job-not-saved',
        params: { fileName: record.fileName, dir: store.dir, error: toRpcError(error) },
      });
    }
  }

  /** Applies a change, tells the listeners, and saves it when it matters after a restart. */
  async function update(record: JobRecord, patch: Partial<JobRecord>, save: boolean): Promise<void> {
    Object.assign(record, patch, { updatedAt: clock.now() });
    mirrorCurrentPart(record);
    deps.events.emit('jobs.updated', snapshot(record));
    if (save) await persist(record);
  }

  const ctx = { store, work, events: deps.events, clock, update };
  const passwords = createUploadPasswords(ctx);
  const reports = createJobReports({ ...ctx, passwords, clientFor: deps.clientFor });
  const { runNew, runParts, fetchReportInRun } = createJobRunner({ ...ctx, poll, passwords, reports });
  const exports = createJobExports({ ...ctx, files, passwords, reports });
  const receipts = createReceipts({
    files,
    dialectOf: deps.dialectOf,
    jobOf: async (id) => ({ job: snapshot(await find(id)), dir: store.folder(id).dir }),
    differing: (id) => service.report({ id, differing: true, offset: 0, limit: 1 }).then((p) => p.differing ?? null),
  });

  async function find(id: string): Promise<JobRecord> {
    await ready;
    const record = records.get(id);
    if (!record) throw new AppError('not-found', { what: 'job', id });
    return record;
  }

  function launch(record: JobRecord, work: (run: ActiveRun) => Promise<void>): void {
    const run: ActiveRun = { controller: new AbortController(), detach: false, done: Promise.resolve() };
    run.done = work(run)
      .catch((error: unknown) => {
        deps.events.emit('app.notice', {
          level: 'error',
          code: 'job-failed',
          params: { fileName: record.fileName, error: toRpcError(error) },
        });
      })
      .finally(() => {
        if (active.get(record.id) === run) active.delete(record.id);
      });
    active.set(record.id, run);
  }

  // ---- resuming -------------------------------------------------------------------------

  async function resumeWatching(record: JobRecord): Promise<void> {
    // A job the server forgot is never asked about again.
    if (active.has(record.id) || disposed || record.goneFromServerAt) return;
    if (record.phase === 'finished' || record.phase === 'failed') {
      if (!needsReport(record) || record.reportFetched) return;
    } else {
      // A part of several whose upload did not complete is sent again; a confirmed one watched.
      await update(record, { phase: record.serverJobUuid === null ? 'uploading' : 'running', error: null }, true);
    }
    launch(record, async (run) => {
      let client: ApiClient;
      try {
        client = (await deps.clientFor(record.connection)).client;
      } catch (error) {
        const underWay = record.phase === 'running' || record.phase === 'uploading';
        await update(record, { phase: underWay ? 'error' : record.phase, error: reconnectError(error, record) }, true);
        return;
      }
      if (record.phase === 'running' || record.phase === 'uploading') await runParts(record, client, run);
      else await fetchReportInRun(record, client, run.controller.signal);
    });
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
      deps.events.emit('app.notice', { level: 'info', code: 'job-unwatched', params: { fileName: record.fileName } });
    }
    return snapshot(record);
  }

  // ---- the contract ---------------------------------------------------------------------

  const service: JobsService = {
    uploads,

    async start(input) {
      await ready;
      if (disposed) throw new AppError('stopped', { what: 'import' });
      const { client, profile, ref } = await deps.clientFor(input.connection);
      const id = randomUUID();
      const folder = store.folder(id);
      const staged = await uploads.take(input.uploadId, folder.dir, input.owner);
      let extra: Partial<JobRecord>;
      let split: Awaited<ReturnType<typeof partRangesOf>>;
      try {
        await describeTakenUpload(folder, input.options.separator, staged);
        split = await partRangesOf(folder, input.split);
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
      if (split.ranges.length > 1) {
        // A file past the caller's limits is sent as several parts, each with the header line.
        record.parts = split.ranges.map(partNotBegun);
        record.upload.totalBytes += (split.ranges.length - 1) * split.header;
        mirrorCurrentPart(record);
      }
      // Saved before it is known in memory: a job that cannot be saved is not started (and
      // would otherwise stay 'uploading' in the list, impossible to remove).
      try {
        await store.save(record);
      } catch (error) {
        await rm(folder.dir, { recursive: true, force: true });
        throw error;
      }
      passwords.uploadedHere(id);
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
      if (disposed) throw new AppError('stopped');
      if (record.goneFromServerAt) {
        throw new AppError('cannot-resume', { id, gone: true });
      }
      const part = record.parts[currentPart(record)];
      if (record.serverJobUuid === null && !(record.parts.length > 1 && part && resendable(part))) {
        throw new AppError(
          'cannot-resume',
          record.phase === 'uploading' || record.phase === 'starting'
            ? { id, reason: 'unconfirmed' }
            : {
                id,
                reason: 'never-confirmed',
                ...(record.error ? { error: { code: record.error.code, details: record.error.details ?? {} } } : {}),
              },
        );
      }
      await resumeWatching(record);
      return snapshot(record);
    },

    async remove({ id }) {
      const record = await find(id);
      if (active.has(id) || record.phase === 'uploading' || record.phase === 'starting' || record.phase === 'running') {
        throw new AppError('job-active', { id, fileName: record.fileName });
      }
      await passwords.forget(id);
      await store.remove(id);
      records.delete(id);
      reports.forget(id);
      return service.list();
    },

    async report({ id, status, differing, limit, offset }) {
      const record = await find(id);
      const early = status === undefined && !differing ? await reports.earlyPage(record, { offset, limit }) : null;
      if (early) return early;
      const meta = await reports.loadOrFetch(record);
      const folder = store.folder(id);
      // Where the outcome differs from the prediction kept with the job (null: it keeps none).
      const positions = await differingPositions(folder, meta);
      const only = differing ? (positions ?? new Uint32Array(0)) : undefined;
      const page = await readReportPage(folder, meta, { status, offset, limit, positions: only });
      const answer: ReportPage = { total: page.total, lines: page.lines, countsByStatus: countsByStatus(meta) };
      return positions ? { ...answer, differing: positions.length } : answer;
    },

    async exportReport({ id, format }) {
      return exports.exportReport(await find(id), format ? { format } : {});
    },

    async exportFailedRows({ id }) {
      return exports.exportFailedRows(await find(id));
    },

    async exportUnreachedRows({ id }) {
      return exports.exportUnreachedRows(await find(id));
    },

    receipt: (id) => receipts.receipt(id),
    exportReceipt: ({ id }) => receipts.exportReceipt(id),

    async resumeUnfinished() {
      await ready;
      for (const record of records.values()) {
        if (active.has(record.id)) continue;
        if (record.phase === 'uploading' && record.parts.length > 1) {
          // A part of several whose upload did not complete: no server job came of it, it is sent again.
          await resumeWatching(record);
        } else if (record.phase === 'uploading') {
          await update(
            record,
            {
              phase: 'error',
              error: {
                code: 'interrupted',
                message:
                  'The app stopped during the upload, before the job was started; nothing was imported. Import the file again.',
                details: { during: 'upload' },
              },
            },
            true,
          );
        } else if (record.phase === 'starting' || (record.phase === 'running' && record.serverJobUuid === null)) {
          const error = { code: 'interrupted', message: UNCONFIRMED_MESSAGE, details: { during: 'start' } };
          await update(record, { phase: 'error', error }, true);
        } else if (record.phase === 'running' || record.phase === 'finished' || record.phase === 'failed') {
          await resumeWatching(record);
        }
        // An upload left with its passwords by a run that stopped without cleaning up (a crash).
        if (!passwords.wasUploadedHere(record.id)) void passwords.release(record);
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
      await reports.dispose();
      // Passwords never outlive the process that uploaded them.
      await passwords.releaseAll((id) => records.get(id));
      if (!deps.uploads) await uploads.dispose();
      // A store or worker made here is this service's alone; one handed in belongs to core.
      if (!deps.files) await files.clear();
      if (!deps.work) await work.dispose();
    },
  };
  return service;
}
