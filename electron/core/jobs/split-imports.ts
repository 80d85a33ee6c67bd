/**
 * Files past a server's limits: an upload with more lines or bytes than
 * the caller chose is imported as several jobs in sequence, each an ordinary job of the jobs
 * service (its own upload, start, watching, report), shown as one: one record whose counts
 * and progress are the parts' sums, one report whose lines are the source file's, one
 * receipt. The parts' own updates never reach the listeners; the whole's do.
 *
 * The whole is kept by split/split-store.ts. A part's upload is made from its staged upload
 * when the part's turn comes (split/stage-part.ts); the whole notes the id of the part's job before
 * the job is made, and the job saves itself before anything is sent; so after a restart the import goes on at the part it was in:
 * a part the server confirmed is watched again, a part whose upload never completed is
 * uploaded again (no server job came of it), a part that may have been started unconfirmed
 * stops the whole with that message. No part is started twice.
 *
 * Passwords: the upload as staged holds them until the last part's upload is made (then it
 * is removed). Unlike a single job's, it outlives a stop of the app: the parts not yet
 * imported need them after a restart. Forgetting the import (jobs.remove) removes it.
 */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { MethodResult } from '../../../shared/ipc';
import type { ConnectionRef } from '../../../shared/models/connection';
import { partBeingImported } from '../../../shared/models/job';
import type { JobRecord } from '../../../shared/models/job';
import type { ImportReceipt } from '../../../shared/models/receipt';
import type { EventBus } from '../events';
import { AppError } from '../errors';
import type { FileStore } from '../files/file-store';
import { systemClock } from '../clock';
import type { Clock } from '../clock';
import type { DryRunResult } from '../../../shared/models/dry-run';
import { jobFolder } from './store/job-folder';
import { failedRowsFileName, reportFileName, unreachedRowsFileName } from './report/report-export';
import { readPrediction } from './report/job-prediction';
import type { JobsService, StartImport } from './jobs-service';
import type { ProfileView } from '../../../shared/models/profile';
import type { ApiClient } from '../api/api-client';
import { createReceipts } from './receipt/receipt-service';
import { mergedExport, mergedReport, notStartedRows } from './split/merged-files';
import { stagePart } from './split/stage-part';
import { aggregateParts, stoppedAtPart } from './split/aggregate-parts';
import type { PartHandler } from './split/part-events';
import { splitStore } from './split/split-store';
import type { SavedSplit } from './split/split-store';

/** The jobs service with split imports, and the receipt of any import. */
export interface ImportJobs extends JobsService {
  receipt(id: string): Promise<ImportReceipt>;
  exportReceipt(input: { id: string }): Promise<MethodResult<'jobs.exportReceipt'>>;
}

export interface SplitDeps {
  dataDir: string;
  events: EventBus;
  files: FileStore;
  dryRunResult(uploadId: string, owner?: string): DryRunResult | undefined;
  clientFor(connection?: ConnectionRef): Promise<{ client: ApiClient; profile: ProfileView; ref: ConnectionRef }>;
  covers?(asked: ConnectionRef, job: ConnectionRef): Promise<boolean>;
  /** What a connection's client uses now (the receipt's dialect when its facts could not know it). */
  dialectOf?(connection: ConnectionRef): Promise<string | null>;
  clock?: Clock;
}

interface Whole extends SavedSplit {
  /** The parts' records as last seen. */
  parts: Map<string, JobRecord>;
  /** The run that imports the parts, while one goes on. */
  run: Promise<void> | null;
  stopping: boolean;
}

export function withSplitImports(
  inner: JobsService,
  deps: SplitDeps,
  onPart: (handler: PartHandler) => void,
): ImportJobs {
  const clock = deps.clock ?? systemClock;
  const splits = splitStore(deps.dataDir);
  const wholes = new Map<string, Whole>();
  let problems: string[] = [];
  let disposed = false;
  const owner = (id: string) => `split:${id}`;
  const dirOf = splits.dirOf;
  const jobsDirOf = (id: string) => path.join(deps.dataDir, 'jobs', id);

  /** The whole a job runs a part of, if it does. */
  const wholeOfPart = (jobId: string): Whole | undefined =>
    [...wholes.values()].find((whole) => whole.jobIds.includes(jobId));
  /** 0-based: the part being imported. */
  const currentIndex = (whole: Whole) => partBeingImported(whole.record) - 1;

  const aggregate = (whole: Whole, current: JobRecord | null) =>
    aggregateParts(whole.record, whole.ranges, whole.jobIds, whole.parts, current, clock.now());

  const loaded = (async () => {
    const found = await splits.loadAll();
    problems = found.problems;
    for (const saved of found.wholes)
      wholes.set(saved.record.id, { ...saved, parts: new Map(), run: null, stopping: false });
    for (const job of await inner.list()) wholeOfPart(job.id)?.parts.set(job.id, job);
    // Wholes saved before jobs had parts learn their parts' states from the jobs that ran them.
    for (const whole of wholes.values()) {
      const { updatedAt } = whole.record;
      aggregate(whole, null);
      whole.record.updatedAt = updatedAt;
    }
  })();

  const save = (whole: Whole) => splits.save(whole);
  const emit = (whole: Whole) => deps.events.emit('jobs.updated', structuredClone(whole.record));

  onPart((part) => {
    const whole = wholeOfPart(part.id);
    if (!whole) return false;
    whole.parts.set(part.id, part);
    const current = whole.jobIds[currentIndex(whole)] === part.id;
    const before = JSON.stringify(whole.record.parts.map(({ counts: _, ...rest }) => rest));
    if (current && !whole.stopping) {
      const phase = part.phase;
      if (phase === 'uploading' || phase === 'starting' || phase === 'running') whole.record.phase = phase;
      whole.record.error = part.error;
    }
    aggregate(whole, current ? part : null);
    emit(whole);
    // A part's server state is saved with the whole as it changes (not every count: the part's own job keeps those).
    // A failed save is not fatal here: the part's own job file has the state, and the next save writes it again.
    if (JSON.stringify(whole.record.parts.map(({ counts: _, ...rest }) => rest)) !== before)
      save(whole).catch(() => undefined);
    return true;
  });

  const find = async (id: string) => {
    await loaded;
    return wholes.get(id) ?? null;
  };

  const setPhase = async (whole: Whole, patch: Partial<JobRecord>) => {
    Object.assign(whole.record, patch, { updatedAt: clock.now() });
    await save(whole);
    emit(whole);
  };

  /** The part's job as it stands; null when it was never made (its id is noted before it is). */
  async function partJob(whole: Whole, k: number): Promise<JobRecord | null> {
    const noted = whole.jobIds[k];
    const found = noted === undefined ? undefined : (await inner.list()).find((j) => j.id === noted);
    if (found) whole.parts.set(found.id, found);
    return found ?? null;
  }

  /** Imports the parts from the current one on, each to its end; stops at the first that does not finish. */
  async function runParts(whole: Whole): Promise<void> {
    const r = whole.record;
    for (let k = currentIndex(whole); k < whole.ranges.length; k++) {
      if (disposed || whole.stopping) return;
      let part = await partJob(whole, k);
      if (part && part.serverJobUuid === null && part.fileUuid === null && part.phase === 'error') {
        // Its upload never completed: no server job came of it, so it is made and sent again.
        await inner.remove({ id: part.id });
        whole.parts.delete(part.id);
        part = null;
      }
      if (!part) {
        await setPhase(whole, { phase: 'uploading', error: null });
        const uploadId = await stagePart(
          inner.uploads,
          owner(r.id),
          { dir: dirOf(r.id), fileName: r.fileName, ranges: whole.ranges },
          k,
        );
        const [from, to] = whole.ranges[k]!;
        const prediction = await readPrediction(dirOf(r.id));
        // Noted before the job is made: after a restart the whole finds it (or knows it never was).
        const partId = randomUUID();
        whole.jobIds.length = k;
        whole.jobIds[k] = partId;
        await save(whole);
        part = await inner.start({
          id: partId,
          connection: r.connection,
          fileName: r.fileName,
          uploadId,
          owner: owner(r.id),
          options: r.options,
          excludedRows: 0,
          ...(prediction ? { predictionCodes: prediction.slice(from, to) } : {}),
        } as StartImport);
        whole.parts.set(part.id, part);
        aggregate(whole, part);
        await save(whole);
        // The last part's upload is made: the staged copy's passwords are needed no more.
        if (k === whole.ranges.length - 1) await rm(jobFolder(dirOf(r.id)).sentUpload, { force: true });
      } else if (part.phase === 'detached' || (part.phase === 'error' && part.serverJobUuid !== null)) {
        await inner.resume({ id: part.id });
      } else if (part.phase === 'error') {
        await setPhase(whole, { phase: 'error', error: part.error, rate: null });
        return;
      }
      const ended = await inner.settled(part.id);
      whole.parts.set(ended.id, ended);
      aggregate(whole, ended);
      if (disposed) return;
      if (ended.phase === 'finished') continue;
      await setPhase(whole, stoppedAtPart(ended, k, whole.ranges.length, clock.now()));
      return;
    }
    await setPhase(whole, { phase: 'finished', rate: null, finishedAt: clock.now(), error: null });
  }

  function launch(whole: Whole): void {
    if (whole.run || disposed) return;
    whole.stopping = false;
    whole.run = runParts(whole)
      .catch(async (error: unknown) => {
        if (disposed) return;
        await setPhase(whole, {
          phase: 'error',
          rate: null,
          error: {
            code: error instanceof AppError ? error.code : 'internal',
            message: `The split import stopped at part ${partBeingImported(whole.record)}: ${(error as Error).message}`,
          },
        });
      })
      .finally(() => {
        whole.run = null;
      });
  }

  const receipts = createReceipts({
    files: deps.files,
    dialectOf: deps.dialectOf,
    async jobOf(id) {
      const whole = await find(id);
      if (whole) return { job: structuredClone(whole.record), dir: dirOf(id) };
      if (wholeOfPart(id)) throw new AppError('not-found', `There is no import job with id ${id}.`, { id });
      return { job: await inner.get({ id }), dir: jobsDirOf(id) };
    },
    differing: (id) =>
      service.report({ id, differing: true, offset: 0, limit: 1 }).then((page) => page.differing ?? null),
  });

  const service: ImportJobs = {
    receipt: (id) => receipts.receipt(id),
    exportReceipt: ({ id }) => receipts.exportReceipt(id),

    ...inner,
    uploads: inner.uploads,

    async list(filter) {
      await loaded;
      const jobs = (await inner.list(filter)).filter((j) => !wholeOfPart(j.id));
      const asked = filter?.connection;
      const covers =
        deps.covers ?? (async (a: ConnectionRef, j: ConnectionRef) => JSON.stringify(a) === JSON.stringify(j));
      for (const whole of wholes.values()) {
        if (!asked || (await covers(asked, whole.record.connection))) jobs.push(structuredClone(whole.record));
      }
      return jobs.sort((a, b) => b.createdAt - a.createdAt);
    },

    async get(input) {
      const whole = await find(input.id);
      return whole ? structuredClone(whole.record) : inner.get(input);
    },

    async stopWatching(input) {
      const whole = await find(input.id);
      if (!whole) return inner.stopWatching(input);
      whole.stopping = true;
      const current = whole.jobIds[currentIndex(whole)];
      if (current) await inner.stopWatching({ id: current });
      await whole.run;
      if (whole.record.phase !== 'finished' && whole.record.phase !== 'failed')
        await setPhase(whole, { phase: 'detached', rate: null });
      return structuredClone(whole.record);
    },

    async resume(input) {
      const whole = await find(input.id);
      if (!whole) return inner.resume(input);
      if (disposed) throw new AppError('stopped', 'The app is stopping.');
      if (whole.record.phase !== 'finished' && whole.record.phase !== 'failed') launch(whole);
      return structuredClone(whole.record);
    },

    async remove(input) {
      const whole = await find(input.id);
      if (!whole) return inner.remove(input);
      if (whole.run) {
        throw new AppError(
          'job-active',
          `The import of ${whole.record.fileName} is still being watched; stop watching it before removing it.`,
          { id: input.id },
        );
      }
      for (const id of whole.jobIds) await inner.remove({ id }).catch(() => undefined);
      await splits.remove(input.id);
      wholes.delete(input.id);
      return service.list();
    },

    async report(input) {
      const whole = await find(input.id);
      if (!whole) return inner.report(input);
      return mergedReport(inner, whole.jobIds, input);
    },

    async exportReport(input) {
      const whole = await find(input.id);
      if (!whole) return inner.exportReport(input);
      return mergedExport(deps.files, whole.jobIds, reportFileName(whole.record), (id) =>
        inner.exportReport({ id, ...(input.format ? { format: input.format } : {}) }),
      );
    },

    async exportFailedRows(input) {
      const whole = await find(input.id);
      if (!whole) return inner.exportFailedRows(input);
      return mergedExport(deps.files, whole.jobIds, failedRowsFileName(whole.record), (id) =>
        inner.exportFailedRows({ id }),
      );
    },

    async exportUnreachedRows(input) {
      const whole = await find(input.id);
      if (!whole) return inner.exportUnreachedRows(input);
      // A part that finished was reached to its last line; the one the server aborted was not.
      const aborted = whole.jobIds.filter((_, k) => whole.record.parts[k]?.phase !== 'finished');
      return mergedExport(
        deps.files,
        aborted.length > 0 ? aborted : whole.jobIds.slice(-1),
        unreachedRowsFileName(whole.record),
        (id) => inner.exportUnreachedRows({ id }),
        (write) =>
          notStartedRows(
            dirOf(whole.record.id),
            whole.record.options.separator,
            whole.jobIds.length,
            whole.ranges,
            write,
          ),
      );
    },

    async resumeUnfinished() {
      // The wholes first: the parts' updates that resuming brings are theirs.
      await loaded;
      await inner.resumeUnfinished();
      for (const whole of wholes.values()) {
        const phase = whole.record.phase;
        if (phase !== 'uploading' && phase !== 'starting' && phase !== 'running') continue;
        // Under way again at once (whatever its part's phase turns out to be), so that listing it now says so.
        whole.record.phase = 'running';
        launch(whole);
      }
    },

    async settled(id) {
      const whole = await find(id);
      if (!whole) return inner.settled(id);
      while (whole.run) await whole.run;
      return structuredClone(whole.record);
    },

    async problems() {
      await loaded;
      return [...(await inner.problems()), ...problems];
    },

    async dispose() {
      disposed = true;
      await loaded.catch(() => undefined);
      await inner.dispose();
      await Promise.all([...wholes.values()].map((w) => w.run));
      await splits.flush();
      problems = [];
    },
  };
  return service;
}
