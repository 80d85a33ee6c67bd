/**
 * Files past a server's limits (issue 12 item 5): an upload with more lines or bytes than
 * the caller chose is imported as several jobs in sequence, each an ordinary job of the jobs
 * service (its own upload, start, watching, report), shown as one: one record whose counts
 * and progress are the parts' sums, one report whose lines are the source file's, one
 * receipt. The parts' own updates never reach the listeners; the whole's do.
 *
 * On disk: `<dataDir>/jobs/splits/<id>.json` (the whole, a JobRecord with `split`) and its
 * folder `<dataDir>/jobs/splits/<id>/`: the upload as staged (`upload.csv`, its offsets and
 * line map), the prediction of its records, the receipt's facts. A part's upload is made from
 * it when the part's turn comes, and the part records `partOf` in its own job file, saved
 * before anything is sent; so after a restart the import goes on at the part it was in:
 * a part the server confirmed is watched again, a part whose upload never completed is
 * uploaded again (no server job came of it), a part that may have been started unconfirmed
 * stops the whole with that message. No part is started twice.
 *
 * Passwords: the upload as staged holds them until the last part's upload is made (then it
 * is removed). Unlike a single job's, it outlives a stop of the app: the parts not yet
 * imported need them after a restart. Forgetting the import (jobs.remove) removes it.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { MethodResult, ParsedInput } from '../../../shared/ipc';
import { UPLOAD_CHUNK_MAX_BYTES } from '../../../shared/ipc';
import type { ConnectionRef } from '../../../shared/models/connection';
import type { JobRecord, ReportPage } from '../../../shared/models/job';
import type { ImportReceipt } from '../../../shared/models/receipt';
import type { EventBus } from '../events';
import { AppError } from '../errors';
import type { FileStore } from '../files/file-store';
import { systemClock } from '../clock';
import type { Clock } from '../clock';
import { writeFileAtomic } from '../store/atomic-file';
import type { DryRunResult } from '../../../shared/models/dry-run';
import { csvLine } from '../../../shared/csv/csv-writer';
import { CSV_SEPARATOR_CHAR } from '../../../shared/csv/separator';
import { SEPARATOR_BYTE, contentEnd, recordFields } from '../support/csv-record';
import { jobFolder } from './store/job-folder';
import { newJobRecord } from './store/new-job-record';
import { failedRowsFileName, reportFileName, unreachedRowsFileName } from './report/report-export';
import { keepPrediction, predictionForRecords, readPrediction } from './report/job-prediction';
import { sourceLines } from './job-preparation';
import { jobRecordSchema } from './store/saved-files';
import type { JobsService, StartImport } from './jobs-service';
import { buildReceipt, readReceiptFacts, writeReceiptFacts } from './receipt/receipt';
import type { ProfileView } from '../../../shared/models/profile';
import { readJsonFile } from '../store/json-file';
import { z } from 'zod';
import { float64sOf } from '../support/aligned-bytes';

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
  clientFor(connection?: ConnectionRef): Promise<{ profile: ProfileView; ref: ConnectionRef }>;
  covers?(asked: ConnectionRef, job: ConnectionRef): Promise<boolean>;
  /** What a connection's client uses now (the receipt's dialect when its facts could not know it). */
  dialectOf?(connection: ConnectionRef): Promise<string | null>;
  clock?: Clock;
}

/**
 * An event bus for the inner jobs service: a part's `jobs.updated` goes to the split
 * imports (`onPart`), not to the listeners; everything else passes.
 */
export function partEvents(events: EventBus): { bus: EventBus; onPart(handler: (part: JobRecord) => void): void } {
  let handler: (part: JobRecord) => void = () => undefined;
  return {
    bus: {
      emit(event, payload, options) {
        if (event === 'jobs.updated' && (payload as JobRecord).partOf) handler(payload as JobRecord);
        else events.emit(event, payload, options);
      },
      subscribe: (sink) => events.subscribe(sink),
    },
    onPart(next) {
      handler = next;
    },
  };
}

interface Whole {
  record: JobRecord;
  /** Record index ranges [from, to) of the staged upload, one per part. */
  ranges: [number, number][];
  /** The parts' records as last seen. */
  parts: Map<string, JobRecord>;
  /** The run that imports the parts, while one goes on. */
  run: Promise<void> | null;
  stopping: boolean;
}

const SPLIT_FILE = /^([A-Za-z0-9-]{1,100})\.json$/;

/** Record index ranges of at most `maxLines` records and `maxBytes` bytes (the header included), at least one record each. */
export function splitRanges(
  offsets: Float64Array,
  maxLines: number | null,
  maxBytes: number | null,
): [number, number][] {
  const records = Math.max(0, offsets.length - 2);
  const header = offsets[1]! - offsets[0]!;
  const ranges: [number, number][] = [];
  let from = 0;
  while (from < records) {
    let to = from + 1;
    while (
      to < records &&
      (maxLines === null || to + 1 - from <= maxLines) &&
      (maxBytes === null || header + offsets[to + 2]! - offsets[from + 1]! <= maxBytes)
    )
      to++;
    ranges.push([from, to]);
    from = to;
  }
  return ranges;
}

export function withSplitImports(
  inner: JobsService,
  deps: SplitDeps,
  onPart: (handler: (part: JobRecord) => void) => void,
): ImportJobs {
  const clock = deps.clock ?? systemClock;
  const root = path.join(deps.dataDir, 'jobs', 'splits');
  const wholes = new Map<string, Whole>();
  let problems: string[] = [];
  let disposed = false;
  const owner = (id: string) => `split:${id}`;
  const dirOf = (id: string) => path.join(root, id);
  const fileOf = (id: string) => path.join(root, `${id}.json`);

  const loaded = (async () => {
    const names = await readdir(root).catch(() => [] as string[]);
    for (const name of names.sort()) {
      const match = SPLIT_FILE.exec(name);
      if (!match) continue;
      try {
        const saved = await readJsonFile(path.join(root, name), splitFileSchema, 'split import');
        if (saved) wholes.set(saved.record.id, { ...saved, parts: new Map(), run: null, stopping: false });
      } catch (error) {
        problems.push(`The split import file ${path.join(root, name)} could not be read: ${(error as Error).message}`);
      }
    }
    for (const job of await inner.list()) {
      if (job.partOf) wholes.get(job.partOf.splitId)?.parts.set(job.id, job);
    }
  })();

  const save = async (whole: Whole) => {
    await mkdir(root, { recursive: true, mode: 0o700 });
    await writeFileAtomic(
      fileOf(whole.record.id),
      `${JSON.stringify({ record: whole.record, ranges: whole.ranges })}\n`,
    );
  };
  const emit = (whole: Whole) => deps.events.emit('jobs.updated', structuredClone(whole.record));

  /** The whole's counts, bytes and state from its parts (the current part's phase is the whole's). */
  const aggregate = (whole: Whole, current: JobRecord | null) => {
    const r = whole.record;
    const parts = r.split!.jobIds.map((id) => whole.parts.get(id)).filter((p): p is JobRecord => !!p);
    r.counts = {
      total: r.counts.total,
      success: parts.reduce((n, p) => n + p.counts.success, 0),
      skipped: parts.reduce((n, p) => n + p.counts.skipped, 0),
      failure: parts.reduce((n, p) => n + p.counts.failure, 0),
    };
    r.upload = { sentBytes: parts.reduce((n, p) => n + p.upload.sentBytes, 0), totalBytes: r.upload.totalBytes };
    r.reportFetched = parts.length > 0 && parts.every((p) => p.reportFetched || p.counts.failure === 0);
    if (current) {
      r.serverStatus = current.serverStatus;
      r.rate = current.rate;
      if (current.serverJobUuid) r.serverJobUuid = current.serverJobUuid;
      if (current.fileUuid) r.fileUuid = current.fileUuid;
      r.serverError = current.serverError;
    }
    r.updatedAt = clock.now();
  };

  onPart((part) => {
    const whole = wholes.get(part.partOf!.splitId);
    if (!whole) return;
    whole.parts.set(part.id, part);
    const current = whole.record.split!.jobIds[whole.record.split!.current - 1] === part.id;
    if (current && !whole.stopping) {
      const phase = part.phase;
      if (phase === 'uploading' || phase === 'starting' || phase === 'running') whole.record.phase = phase;
      whole.record.error = part.error;
    }
    aggregate(whole, current ? part : null);
    emit(whole);
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

  /** Makes part k's upload (header + its records) as a staged upload of the whole's own. */
  async function stagePart(whole: Whole, k: number): Promise<string> {
    const id = whole.record.id;
    const folder = jobFolder(dirOf(id));
    const offsets = float64sOf(await readFile(folder.sentOffsets));
    const [from, to] = whole.ranges[k]!;
    const lines = await sourceLines(folder.dir, offsets.length - 2);
    const { uploadId } = await inner.uploads.begin(
      { fileName: `${whole.record.fileName} (part ${k + 1} of ${whole.ranges.length})` },
      owner(id),
    );
    try {
      let sent = 0;
      const send = async (start: number, end: number) => {
        for await (const chunk of createReadStream(folder.sentUpload, {
          start,
          end: end - 1,
          highWaterMark: UPLOAD_CHUNK_MAX_BYTES,
        })) {
          const bytes = chunk as Buffer;
          await inner.uploads.append({ uploadId, offset: sent, bytes }, owner(id));
          sent += bytes.length;
        }
      };
      await send(offsets[0]!, offsets[1]!);
      await send(offsets[from + 1]!, offsets[to + 1]!);
      await inner.uploads.finish({ uploadId, lineMap: lines.slice(from, to) }, owner(id));
      return uploadId;
    } catch (error) {
      await inner.uploads.discard({ uploadId }, owner(id));
      throw error;
    }
  }

  /** The part's job as it stands (found by `partOf` when the whole had no time to note its id). */
  async function partJob(whole: Whole, k: number): Promise<JobRecord | null> {
    const noted = whole.record.split!.jobIds[k];
    const all = await inner.list();
    const found =
      all.find((j) => j.id === noted) ??
      all.find((j) => j.partOf?.splitId === whole.record.id && j.partOf.part === k + 1) ??
      null;
    if (found) {
      whole.parts.set(found.id, found);
      whole.record.split!.jobIds[k] = found.id;
    }
    return found;
  }

  /** Imports the parts from the current one on, each to its end; stops at the first that does not finish. */
  async function runParts(whole: Whole): Promise<void> {
    const r = whole.record;
    const split = r.split!;
    for (let k = split.current - 1; k < whole.ranges.length; k++) {
      if (disposed || whole.stopping) return;
      split.current = k + 1;
      let part = await partJob(whole, k);
      if (part && part.serverJobUuid === null && part.fileUuid === null && part.phase === 'error') {
        // Its upload never completed: no server job came of it, so it is made and sent again.
        await inner.remove({ id: part.id });
        whole.parts.delete(part.id);
        split.jobIds.length = k;
        part = null;
      }
      if (!part) {
        await setPhase(whole, { phase: 'uploading', error: null });
        const uploadId = await stagePart(whole, k);
        const [from, to] = whole.ranges[k]!;
        const prediction = await readPrediction(dirOf(r.id));
        part = await inner.start({
          connection: r.connection,
          fileName: r.fileName,
          uploadId,
          owner: owner(r.id),
          options: r.options,
          excludedRows: 0,
          partOf: { splitId: r.id, part: k + 1, parts: whole.ranges.length },
          ...(prediction ? { predictionCodes: prediction.slice(from, to) } : {}),
        } as StartImport);
        whole.parts.set(part.id, part);
        split.jobIds[k] = part.id;
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
      const rest = whole.ranges.length - k - 1;
      const notImported = rest > 0 ? ` Parts ${k + 2} to ${whole.ranges.length} were not imported yet.` : '';
      if (ended.phase === 'failed') {
        await setPhase(whole, {
          phase: 'failed',
          rate: null,
          finishedAt: clock.now(),
          error: {
            code: 'part-failed',
            message: `Part ${k + 1} of ${whole.ranges.length} failed on the server${ended.serverError ? `: ${ended.serverError}` : ''}.${notImported}`,
          },
        });
      } else if (ended.phase === 'detached') {
        await setPhase(whole, { phase: 'detached', rate: null });
      } else {
        await setPhase(whole, {
          phase: 'error',
          rate: null,
          error: ended.error ?? { code: 'internal', message: `Part ${k + 1} stopped.` },
        });
      }
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
            message: `The split import stopped at part ${whole.record.split!.current}: ${(error as Error).message}`,
          },
        });
      })
      .finally(() => {
        whole.run = null;
      });
  }

  /** Every part's lines, in part order: the page of the whole's report. */
  async function mergedReport(whole: Whole, input: ParsedInput<'jobs.report'>): Promise<ReportPage> {
    const page: ReportPage = { total: 0, lines: [], countsByStatus: {} };
    let skip = input.offset;
    let want = input.limit;
    let differing: number | undefined;
    for (const id of whole.record.split!.jobIds) {
      const part = await inner.report({
        id,
        ...(input.status !== undefined ? { status: input.status } : {}),
        ...(input.differing !== undefined ? { differing: input.differing } : {}),
        offset: skip,
        limit: Math.max(1, want),
      });
      page.total += part.total;
      if (want > 0) page.lines.push(...part.lines.slice(0, want));
      want = Math.max(0, input.limit - page.lines.length);
      skip = Math.max(0, skip - part.total);
      for (const [status, n] of Object.entries(part.countsByStatus))
        page.countsByStatus[status] = (page.countsByStatus[status] ?? 0) + n;
      if (part.differing !== undefined) differing = (differing ?? 0) + part.differing;
    }
    if (differing !== undefined) page.differing = differing;
    return page;
  }

  /** One file of every part's export, the header (and a BOM, where the format has one) once. */
  async function mergedExport(
    ids: readonly string[],
    name: string,
    each: (id: string) => Promise<MethodResult<'jobs.exportReport'>>,
    after?: (write: (text: string) => Promise<void>) => Promise<void>,
  ): Promise<MethodResult<'jobs.exportReport'>> {
    const target = await deps.files.create(name, 'text/csv');
    const notes: string[] = [];
    try {
      const out = await open(target.path, 'w', 0o600);
      try {
        let first = true;
        for (const id of ids) {
          const file = await each(id);
          const stored = deps.files.get(file.fileId)!;
          const text = await readFile(stored.path);
          const body = first ? text : text.subarray(text.indexOf('\n') + 1);
          await out.write(body);
          if (file.note) notes.push(file.note);
          first = false;
          await deps.files.discard(file.fileId);
        }
        await after?.(async (text) => void (await out.write(text)));
      } finally {
        await out.close();
      }
      return await deps.files.finish(target.fileId, notes.length > 0 ? [...new Set(notes)].join(' ') : undefined);
    } catch (error) {
      await deps.files.discard(target.fileId);
      throw error;
    }
  }

  /**
   * The rows of the parts that never started (the whole stopped at an earlier one), from the
   * upload as staged, in the upload's layout: they too were never reached. Gone once the last
   * part's upload was made; then every part has a job of its own and says it itself.
   */
  async function notStartedRows(whole: Whole, write: (text: string) => Promise<void>): Promise<void> {
    const started = whole.record.split!.jobIds.length;
    if (started >= whole.ranges.length) return;
    const folder = jobFolder(dirOf(whole.record.id));
    const offsets = float64sOf(await readFile(folder.sentOffsets));
    const bytes = await readFile(folder.sentUpload).catch(() => null);
    if (!bytes) return;
    const separator = whole.record.options.separator;
    const format = { separator: CSV_SEPARATOR_CHAR[separator] };
    for (let k = started; k < whole.ranges.length; k++) {
      const [from, to] = whole.ranges[k]!;
      for (let record = from; record < to; record++) {
        const start = offsets[record + 1]!;
        const end = contentEnd(bytes, start, offsets[record + 2]!);
        await write(csvLine(recordFields(bytes, start, end, SEPARATOR_BYTE[separator]), format));
      }
    }
  }

  const service: ImportJobs = {
    ...inner,
    uploads: inner.uploads,

    async start(input) {
      await loaded;
      const { split, ...single } = input;
      if (!split || (split.maxLines === undefined && split.maxBytes === undefined))
        return inner.start({ ...single, ...(split ? { split } : {}) });
      const stagedBy = input.owner;
      const staged = inner.uploads.peek(input.uploadId, stagedBy);
      const offsets = float64sOf(await readFile(jobFolder(staged.dir).sentOffsets));
      const ranges = splitRanges(offsets, split.maxLines ?? null, split.maxBytes ?? null);
      if (ranges.length <= 1) return inner.start({ ...single, split });
      const { profile, ref } = await deps.clientFor(input.connection);
      const id = randomUUID();
      await mkdir(root, { recursive: true, mode: 0o700 });
      const dir = dirOf(id);
      const taken = await inner.uploads.take(input.uploadId, dir, stagedBy);
      let predicted: JobRecord['predicted'] = null;
      try {
        if (input.dryRunId !== undefined) {
          const dryRun = deps.dryRunResult(input.dryRunId, stagedBy);
          if (dryRun) {
            const codes = predictionForRecords(dryRun, input.options.overwrite, await sourceLines(dir, taken.records));
            predicted = await keepPrediction(dir, codes);
          }
        }
        if (input.receipt) {
          await writeReceiptFacts(dir, {
            source: input.receipt,
            server: {
              baseUrl: profile.baseUrl,
              dialect: profile.learnedDialect ?? (profile.dialect === 'auto' ? null : profile.dialect),
              profile: profile.name,
            },
            split: { maxLines: split.maxLines ?? null, maxBytes: split.maxBytes ?? null },
          });
        }
      } catch (error) {
        await rm(dir, { recursive: true, force: true });
        throw error;
      }
      const record: JobRecord = {
        ...newJobRecord({
          id,
          connection: ref,
          profileName: profile.name,
          input,
          records: taken.records,
          // Each part's upload repeats the header.
          totalBytes: taken.bytes + (ranges.length - 1) * (offsets[1]! - offsets[0]!),
          now: clock.now(),
        }),
        predicted,
        split: {
          parts: ranges.length,
          current: 1,
          jobIds: [],
          maxLines: split.maxLines ?? null,
          maxBytes: split.maxBytes ?? null,
        },
      };
      const whole: Whole = { record, ranges, parts: new Map(), run: null, stopping: false };
      wholes.set(id, whole);
      await save(whole);
      emit(whole);
      launch(whole);
      return structuredClone(record);
    },

    async list(filter) {
      await loaded;
      const jobs = (await inner.list(filter)).filter((j) => !j.partOf);
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
      const current = whole.record.split!.jobIds[whole.record.split!.current - 1];
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
      for (const id of whole.record.split!.jobIds) await inner.remove({ id }).catch(() => undefined);
      await rm(dirOf(input.id), { recursive: true, force: true });
      await rm(fileOf(input.id), { force: true });
      wholes.delete(input.id);
      return service.list();
    },

    async report(input) {
      const whole = await find(input.id);
      if (!whole) return inner.report(input);
      return mergedReport(whole, input);
    },

    async exportReport(input) {
      const whole = await find(input.id);
      if (!whole) return inner.exportReport(input);
      return mergedExport(whole.record.split!.jobIds, reportFileName(whole.record), (id) =>
        inner.exportReport({ id, ...(input.format ? { format: input.format } : {}) }),
      );
    },

    async exportFailedRows(input) {
      const whole = await find(input.id);
      if (!whole) return inner.exportFailedRows(input);
      return mergedExport(whole.record.split!.jobIds, failedRowsFileName(whole.record), (id) =>
        inner.exportFailedRows({ id }),
      );
    },

    async exportUnreachedRows(input) {
      const whole = await find(input.id);
      if (!whole) return inner.exportUnreachedRows(input);
      // A part that finished was reached to its last line; the one the server aborted was not.
      const parts = await Promise.all(whole.record.split!.jobIds.map((id) => inner.get({ id })));
      const aborted = parts.filter((p) => p.phase !== 'finished').map((p) => p.id);
      return mergedExport(
        aborted.length > 0 ? aborted : whole.record.split!.jobIds.slice(-1),
        unreachedRowsFileName(whole.record),
        (id) => inner.exportUnreachedRows({ id }),
        (write) => notStartedRows(whole, write),
      );
    },

    async receipt(id) {
      const whole = await find(id);
      const job = whole ? whole.record : await inner.get({ id });
      if (job.partOf) throw new AppError('not-found', `There is no import job with id ${id}.`, { id });
      const parts = whole ? await Promise.all(whole.record.split!.jobIds.map((p) => inner.get({ id: p }))) : [job];
      const facts = await readReceiptFacts(whole ? dirOf(id) : jobFolder(path.join(deps.dataDir, 'jobs', id)).dir);
      let differing: number | null = null;
      if (job.predicted && (job.phase === 'finished' || job.phase === 'failed')) {
        differing = await service
          .report({ id, differing: true, offset: 0, limit: 1 })
          .then((page) => page.differing ?? null)
          .catch(() => null);
      }
      const dialect = facts?.server.dialect ? null : ((await deps.dialectOf?.(job.connection)) ?? null);
      return buildReceipt(whole ? structuredClone(whole.record) : job, parts, facts, { dialect, differing });
    },

    async exportReceipt({ id }) {
      const receipt = await service.receipt(id);
      const base = receipt.file.name.replace(/\.[^.]*$/, '');
      const target = await deps.files.create(`${base}.receipt.json`, 'application/json');
      try {
        const out = await open(target.path, 'w', 0o600);
        await out.writeFile(`${JSON.stringify(receipt, null, 2)}\n`);
        await out.close();
        return await deps.files.finish(target.fileId);
      } catch (error) {
        await deps.files.discard(target.fileId);
        throw error;
      }
    },

    async resumeUnfinished() {
      await inner.resumeUnfinished();
      await loaded;
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
      problems = [];
    },
  };
  return service;
}

const splitFileSchema = z
  .object({ record: jobRecordSchema, ranges: z.array(z.tuple([z.number().int().min(0), z.number().int().min(1)])) })
  .refine((file) => file.record.split !== undefined && file.ranges.length === file.record.split.parts, {
    message: 'not a split import',
  });
