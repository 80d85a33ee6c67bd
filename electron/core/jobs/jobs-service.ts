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
import type { LoadProblem } from './store/job-store';
import type { EventBus } from '../events';
import { systemClock } from '../clock';
import type { Clock } from '../clock';
import { newJobRecord } from './store/new-job-record';
import { createJobStore } from './store/job-store';
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
import { createUnconfirmedStarts } from './unconfirmed-start';
import { createUploadPasswords } from './passwords/upload-passwords';
import { createJobReports } from './report/job-report';
import { createJobRunner } from './run/job-runner';
import { applyChange, sendsAgain } from './job-parts';
import { JobStates } from './job-state';
import type { JobState } from './job-state';
import { createJobWatching } from './job-watching';
import { partRangesOf } from './run/split-ranges';
import type { UploadStaging } from '../uploads/upload-staging';
import type { LeaverRow } from '../dry-run/not-in-file-csv';
import type { JobPart } from '../../../shared/models/job';
import { isUploadPart } from '../../../shared/models/job';
import { createEarlyUploads } from './run/early-upload';
import { checkBrake, placeLeaversPart, planLeaversPart } from './leavers/leavers-part';

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
  /**
   * The users a caller's dry run (compared with its not-in-file list) found not in the file,
   * with the organization's user count: the rows of a job's leavers part (`deactivate`).
   */
  leaversOf?(dryRunId: string, owner?: string): { rows: LeaverRow[]; organizationUsers: number };
  /** What a connection's client uses now (a receipt's dialect when its facts could not know it). */
  dialectOf?(connection: ConnectionRef): Promise<string | null>;
}

export interface JobsService {
  /** Staged uploads (`uploads.*`): the upload file arrives in chunks before `start`. */
  uploads: UploadStaging;
  /** Sends a staged upload just begun to the server as it is written (run/early-upload.ts). */
  sendEarly(input: {
    uploadId: string;
    connection?: ConnectionRef | undefined;
    owner?: string | undefined;
    holdEnd?: boolean | undefined;
  }): void;
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
  /** Looks at the server's users for a job whose start is not confirmed, records and answers the finding. */
  checkStart(input: ParsedInput<'jobs.checkStart'>): Promise<MethodResult<'jobs.checkStart'>>;
  /** Sends such a job's same upload again (the same passwords), only after a check found nothing of it. */
  startAgain(input: ParsedInput<'jobs.startAgain'>): Promise<MethodResult<'jobs.startAgain'>>;
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
  const uploads = deps.uploads ?? createUploadStaging({ jobsDir: store.dir });
  /** Every job this service holds, each with all it has of it (job-state.ts). */
  const states = new JobStates();
  let loadProblems: LoadProblem[] = [];
  let disposed = false;

  const ready = store.loadAll().then(({ records: loaded, problems }) => {
    for (const record of loaded) states.add(record);
    loadProblems = problems;
    for (const problem of problems) deps.events.emit('app.notice', { level: 'warning', ...problem });
  });

  const snapshot = (record: JobRecord): JobRecord => structuredClone(record);

  async function persist(record: JobRecord): Promise<void> {
    const state = states.get(record.id);
    try {
      await (state ? state.save((r) => store.save(r)) : store.save(record));
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
    applyChange(record, patch, clock.now());
    deps.events.emit('jobs.updated', snapshot(record));
    if (save) await persist(record);
  }

  const ctx = { store, states, work, events: deps.events, clock, update };
  const passwords = createUploadPasswords(ctx);
  const reports = createJobReports({ ...ctx, passwords, clientFor: deps.clientFor });
  const runner = createJobRunner({ ...ctx, poll, passwords, reports });
  const early = createEarlyUploads({ uploads, clientFor: deps.clientFor });
  const watching = createJobWatching({
    ...ctx,
    runner,
    passwords,
    clientFor: deps.clientFor,
    isDisposed: () => disposed,
  });
  const unconfirmedStarts = createUnconfirmedStarts({
    ...ctx,
    passwords,
    clientFor: deps.clientFor,
    isActive: (id) => !!states.get(id)?.run,
  });
  const exports = createJobExports({ ...ctx, files, passwords, reports });
  const receipts = createReceipts({
    files,
    dialectOf: deps.dialectOf,
    jobOf: async (id) => ({ job: snapshot((await find(id)).record), dir: store.folder(id).dir }),
    differing: (id) => service.report({ id, differing: true, offset: 0, limit: 1 }).then((p) => p.differing ?? null),
  });

  async function find(id: string): Promise<JobState> {
    await ready;
    const state = states.get(id);
    if (!state) throw new AppError('not-found', { what: 'job', id });
    return state;
  }

  /** The leavers `deactivate` asks for, the brake checked (leavers/leavers-part.ts). */
  function leaversOf(input: StartImport): LeaverRow[] {
    // The comparison of the whole file: a user whose line the upload leaves out (unchanged) is not a leaver.
    const dryRunId = input.deactivate?.dryRunId ?? input.dryRunId;
    if (dryRunId === undefined || !deps.leaversOf)
      throw new AppError('invalid-argument', { reason: 'deactivate-no-comparison' });
    let leavers: ReturnType<NonNullable<JobsServiceDeps['leaversOf']>>;
    try {
      leavers = deps.leaversOf(dryRunId, input.owner);
    } catch (error) {
      throw new AppError('invalid-argument', { reason: 'deactivate-no-comparison' }, { cause: error });
    }
    checkBrake(leavers, input.deactivate?.confirm);
    return leavers.rows;
  }

  const service: JobsService = {
    uploads,

    sendEarly(input) {
      if (disposed) throw new AppError('stopped', { what: 'import' });
      early.send(input);
    },

    async start(input) {
      await ready;
      if (disposed) throw new AppError('stopped', { what: 'import' });
      const { client, profile, ref } = await deps.clientFor(input.connection);
      const id = randomUUID();
      const folder = store.folder(id);
      // The brake is checked before the upload is taken: a refusal leaves it staged, to start again confirmed.
      const leaving = input.deactivate ? leaversOf(input) : null;
      const sentEarly = early.claim(input.uploadId, input.connection, input.owner);
      let staged: Awaited<ReturnType<typeof uploads.take>>;
      try {
        staged = await uploads.take(input.uploadId, folder.dir, input.owner);
      } catch (error) {
        sentEarly?.abort();
        throw error;
      }
      let extra: Partial<JobRecord>;
      let split: Awaited<ReturnType<typeof partRangesOf>>;
      let leavers: JobPart | null = null;
      try {
        await describeTakenUpload(folder, input.options.separator, staged);
        split = await partRangesOf(folder, input.split);
        if (leaving) leavers = await planLeaversPart(folder.dir, leaving);
        extra =
          (await deps.prepareJob?.({ id, dir: folder.dir, input, profile, client, records: staged.records })) ?? {};
      } catch (error) {
        // No job came of it, and the folder holds the passwords.
        sentEarly?.abort();
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
          ...(staged.leftOut ? { leftOut: staged.leftOut } : {}),
          totalBytes: staged.bytes,
          now: clock.now(),
          // A file past the caller's limits is sent as several parts, each with the header line.
          ...(split.ranges.length > 1 ? { parts: split.ranges } : {}),
        }),
        ...extra,
      };
      if (split.ranges.length > 1) record.upload.totalBytes += (split.ranges.length - 1) * split.header;
      if (leavers) placeLeaversPart(record, leavers, staged.records);
      // Saved before it is known in memory: a job that cannot be saved is not started (and
      // would otherwise stay 'uploading' in the list, impossible to remove).
      try {
        await store.save(record);
      } catch (error) {
        sentEarly?.abort();
        await rm(folder.dir, { recursive: true, force: true });
        throw error;
      }
      const state = states.add(record);
      state.uploadedHere = true;
      // The upload sent while staged is the whole file: a split job sends its parts itself.
      if (sentEarly && record.parts.filter(isUploadPart).length === 1) state.earlyUpload = sentEarly;
      else sentEarly?.abort();
      deps.events.emit('jobs.updated', snapshot(record));
      watching.launch(state, (run) => runner.runNew(record, client, run));
      return snapshot(record);
    },

    async list(filter) {
      await ready;
      const all = states
        .all()
        .map((s) => s.record)
        .sort((a, b) => b.createdAt - a.createdAt);
      const asked = filter?.connection;
      if (!asked) return all.map(snapshot);
      const covers =
        deps.covers ?? (async (a: ConnectionRef, j: ConnectionRef) => JSON.stringify(a) === JSON.stringify(j));
      const mine: JobRecord[] = [];
      for (const job of all) if (await covers(asked, job.connection)) mine.push(job);
      return mine.map(snapshot);
    },

    async get({ id }) {
      return snapshot((await find(id)).record);
    },

    async stopWatching({ id }) {
      const state = await find(id);
      const pending = watching.stopWatching(state);
      state.stopping = pending;
      const forget = () => {
        if (state.stopping === pending) state.stopping = null;
      };
      pending.then(forget, forget);
      return snapshot(await pending);
    },

    async resume({ id }) {
      const state = await find(id);
      const record = state.record;
      if (disposed) throw new AppError('stopped');
      if (record.goneFromServerAt) {
        throw new AppError('cannot-resume', { id, gone: true });
      }
      if (record.serverJobUuid === null && !sendsAgain(record)) {
        throw new AppError(
          'cannot-resume',
          record.phase === 'unconfirmed'
            ? { id, reason: 'start-unconfirmed' }
            : record.phase === 'uploading' || record.phase === 'starting'
              ? { id, reason: 'unconfirmed' }
              : {
                  id,
                  reason: 'never-confirmed',
                  ...(record.error ? { error: { code: record.error.code, details: record.error.details ?? {} } } : {}),
                },
        );
      }
      await watching.resumeWatching(state);
      return snapshot(record);
    },

    async remove({ id }) {
      const state = await find(id);
      const { record } = state;
      if (state.run || record.phase === 'uploading' || record.phase === 'starting' || record.phase === 'running') {
        throw new AppError('job-active', { id, fileName: record.fileName });
      }
      // What is under way for it ends first: a removal of its passwords, a save.
      await state.passwordRelease;
      await state.saved();
      await store.remove(id);
      states.delete(id);
      return service.list();
    },

    async report({ id, status, differing, limit, offset }) {
      const { record } = await find(id);
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
      return exports.exportReport((await find(id)).record, format ? { format } : {});
    },

    async exportFailedRows({ id }) {
      return exports.exportFailedRows((await find(id)).record);
    },

    async exportUnreachedRows({ id }) {
      return exports.exportUnreachedRows((await find(id)).record);
    },

    async checkStart({ id }) {
      const state = await find(id);
      // The run that found the start unconfirmed may still be ending (a shell asks at its first news).
      if (state.record.phase === 'unconfirmed') await watching.settled(state);
      return unconfirmedStarts.checkStart(state.record);
    },

    async startAgain({ id }) {
      const state = await find(id);
      if (disposed) throw new AppError('stopped');
      if (state.record.phase === 'unconfirmed') await watching.settled(state);
      await unconfirmedStarts.startAgain(state.record, (client) =>
        watching.launch(state, (run) => runner.runNew(state.record, client, run)),
      );
      return snapshot(state.record);
    },

    receipt: (id) => receipts.receipt(id),
    exportReceipt: ({ id }) => receipts.exportReceipt(id),

    async resumeUnfinished() {
      await ready;
      await watching.resumeUnfinished(states.all());
    },

    async settled(id) {
      const state = await find(id);
      await watching.settled(state);
      return snapshot(state.record);
    },

    async problems() {
      await ready;
      return [...loadProblems];
    },

    async dispose() {
      disposed = true;
      early.dispose();
      await ready.catch(() => {});
      await watching.stopAll(states.all());
      await reports.dispose();
      // Passwords never outlive the process that uploaded them.
      await passwords.releaseAll();
      await Promise.all(states.all().map((state) => state.saved()));
      if (!deps.uploads) await uploads.dispose();
      // A store or worker made here is this service's alone; one handed in belongs to core.
      if (!deps.files) await files.clear();
      if (!deps.work) await work.dispose();
    },
  };
  return service;
}
