/**
 * Split imports saved by earlier versions, moved into the one job store on read: a whole
 * (`jobs/splits/<id>.json`: `{record, ranges, jobIds}`, its upload in `jobs/splits/<id>/`)
 * and the jobs that ran its parts (`jobs/<partId>.json` and folders) become one job of
 * several parts (`jobs/<id>.json`, `jobs/<id>/`), each part in the state of the job that
 * ran it. Nothing is lost: the part jobs' files move to `jobs/<id>/parts/<k>.json` and
 * `jobs/<id>/parts/<k>/` (their uploads, their saved reports), where no listing finds them.
 * Each step can be repeated, so a migration cut short finishes at the next start.
 */
import { mkdir, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { JobPart, JobRecord } from '../../../../shared/models/job';
import { toRpcError } from '../../errors';
import { readJsonFile } from '../../store/json-file';
import type { LoadProblem } from './job-store';
import { describeTakenUpload } from '../../uploads/upload-meta';
import { currentPart, partNotBegun, partOfRecord, resendable } from '../job-parts';
import { jobFolder, legacyPartFiles, LINE_MAP_BYTES } from './job-folder';
import { joinPartUploads } from './split-upload-join';
import { jobRecordSchema } from './saved-files';

const SPLIT_FILE = /^([A-Za-z0-9-]{1,100})\.json$/;

/** Moves every saved whole of `jobsDir` into the store; answers a sentence per whole that could not be. */
export async function migrateSplitImports(
  jobsDir: string,
  save: (record: JobRecord) => Promise<void>,
): Promise<LoadProblem[]> {
  const root = path.join(jobsDir, 'splits');
  const names = await readdir(root).catch(() => [] as string[]);
  const problems: LoadProblem[] = [];
  for (const name of names.sort()) {
    const id = SPLIT_FILE.exec(name)?.[1];
    if (!id) continue;
    const file = path.join(root, name);
    try {
      const saved = await readJsonFile(file, splitFileSchema, 'split import');
      if (saved) await migrateWhole(jobsDir, saved, save);
      await rm(file, { force: true });
    } catch (error) {
      problems.push({ code: 'split-file-unreadable', params: { file, error: toRpcError(error) } });
    }
  }
  // Gone once every whole in it moved (a whole that could not be stays, with its folder).
  if (names.length > 0) await rmdir(root).catch(() => undefined);
  return problems;
}

async function migrateWhole(
  jobsDir: string,
  { record, ranges, jobIds }: z.infer<typeof splitFileSchema>,
  save: (record: JobRecord) => Promise<void>,
): Promise<void> {
  const folder = jobFolder(path.join(jobsDir, record.id));
  await moveIfThere(path.join(jobsDir, 'splits', record.id), folder.dir);
  await mkdir(path.join(folder.dir, 'parts'), { recursive: true, mode: 0o700 });
  const parts: JobPart[] = [];
  for (const [k, range] of ranges.entries()) {
    const jobId = jobIds[k];
    const kept = legacyPartFiles(folder.dir, k);
    if (jobId !== undefined) {
      await moveIfThere(path.join(jobsDir, jobId), kept.dir);
      await moveIfThere(path.join(jobsDir, `${jobId}.json`), kept.record);
    }
    const job = jobId === undefined ? null : await readJsonFile(kept.record, jobRecordSchema, 'job');
    parts.push(job ? partOfRecord(job, { from: range[0], to: range[1] }) : (record.parts[k] ?? partNotBegun(range)));
  }
  const sum = (field: 'success' | 'skipped' | 'failure') => parts.reduce((n, p) => n + p.counts[field], 0);
  const whole: JobRecord = {
    ...record,
    parts,
    counts: { total: record.counts.total, success: sum('success'), skipped: sum('skipped'), failure: sum('failure') },
    // The job's own report is made from its parts' when it is first asked for.
    reportFetched: false,
  };
  const current = parts[currentPart(whole)]!;
  Object.assign(whole, {
    fileUuid: current.fileUuid,
    serverJobUuid: current.serverJobUuid,
    serverStatus: current.serverStatus,
  });
  if (whole.phase === 'uploading' || whole.phase === 'starting' || whole.phase === 'running') {
    // Under way: where its current part is (one whose upload did not complete is sent again).
    whole.phase = resendable(current) ? 'uploading' : (current.phase ?? 'uploading');
  }
  // Every part sent: the job's upload is joined from the parts' own copies, for its report's join.
  if (jobIds.length === ranges.length) await joinPartUploads(folder.dir, ranges.length);
  // The upload as staged still holds the parts to send: described as a job's upload is.
  const upload = await stat(folder.sentUpload).catch(() => null);
  const lineMap = await stat(folder.lineMap).catch(() => null);
  if (upload && !(await stat(folder.uploadMeta).catch(() => null))) {
    const records = ranges.at(-1)![1];
    const lineMapEntries = (lineMap?.size ?? 0) / LINE_MAP_BYTES;
    await describeTakenUpload(folder, whole.options.separator, { records, bytes: upload.size, lineMapEntries });
  }
  await save(whole);
}

async function moveIfThere(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

const range = z.tuple([z.number().int().min(0), z.number().int().min(1)]);

const splitFileSchema = z
  .preprocess(splitOfLegacy, z.object({ record: jobRecordSchema, ranges: z.array(range), jobIds: z.array(z.string()) }))
  .refine((file) => file.ranges.length > 1 && file.record.parts.length === file.ranges.length, {
    message: 'not a split import',
  });

/**
 * A whole saved before jobs had parts kept its progress in `record.split` ({parts, current,
 * jobIds}): its parts are its ranges, those before `current` finished, the current one in the
 * whole's own state; the jobs that ran them fill them in when they are read.
 */
function splitOfLegacy(file: unknown): unknown {
  if (typeof file !== 'object' || file === null || 'jobIds' in file) return file;
  const { record, ranges } = file as { record?: unknown; ranges?: unknown };
  if (typeof record !== 'object' || record === null || !Array.isArray(ranges)) return file;
  const { split, ...rest } = record as { split?: { current?: unknown; jobIds?: unknown } } & Record<string, unknown>;
  if (!split || typeof split.current !== 'number' || !Array.isArray(split.jobIds)) return file;
  const current = split.current - 1;
  const parts = (ranges as [number, number][]).map((r, k) => ({
    ...partNotBegun(r),
    ...(k < current ? { phase: 'finished' } : {}),
    ...(k === current
      ? {
          phase: rest.phase,
          fileUuid: rest.fileUuid,
          serverJobUuid: rest.serverJobUuid,
          serverStatus: rest.serverStatus,
          error: rest.error,
        }
      : {}),
  }));
  return { record: { ...rest, parts }, ranges, jobIds: split.jobIds };
}
