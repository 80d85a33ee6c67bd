/**
 * Where a split import lives (beside the jobs that run its parts): `<dataDir>/jobs/splits/
 * <id>.json`, the whole (a JobRecord of several parts), its part ranges and the ids of the
 * jobs that run them, written atomically;
 * and its folder `<dataDir>/jobs/splits/<id>/`: the upload as staged (\`upload.csv\`, its
 * offsets and line map), the prediction of its records, the receipt's facts.
 */
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { JobRecord } from '../../../../shared/models/job';
import { writeFileAtomic } from '../../store/atomic-file';
import { readJsonFile } from '../../store/json-file';
import { jobRecordSchema } from '../store/saved-files';
import { partNotBegun } from './aggregate-parts';

const SPLIT_FILE = /^([A-Za-z0-9-]{1,100})\.json$/;

export interface SavedSplit {
  /** The whole: one part per range. */
  record: JobRecord;
  /** Record index ranges [from, to) of the staged upload, one per part. */
  ranges: [number, number][];
  /** The local jobs that run the parts, as far as they were begun (noted before each is made). */
  jobIds: string[];
}

export function splitStore(dataDir: string) {
  const root = path.join(dataDir, 'jobs', 'splits');
  const dirOf = (id: string) => path.join(root, id);
  const fileOf = (id: string) => path.join(root, `${id}.json`);
  // Saves of one whole are chained, each writing the state it was asked with, so that an
  // older state never lands after a newer one (a part's updates save it as they come).
  const chains = new Map<string, Promise<void>>();
  return {
    dirOf,
    async loadAll(): Promise<{ wholes: SavedSplit[]; problems: string[] }> {
      const wholes: SavedSplit[] = [];
      const problems: string[] = [];
      const names = await readdir(root).catch(() => [] as string[]);
      for (const name of names.sort()) {
        if (!SPLIT_FILE.test(name)) continue;
        try {
          const saved = await readJsonFile(path.join(root, name), splitFileSchema, 'split import');
          if (saved) wholes.push(saved);
        } catch (error) {
          problems.push(
            `The split import file ${path.join(root, name)} could not be read: ${(error as Error).message}`,
          );
        }
      }
      return { wholes, problems };
    },
    save(whole: SavedSplit): Promise<void> {
      const file = fileOf(whole.record.id);
      const text = `${JSON.stringify({ record: whole.record, ranges: whole.ranges, jobIds: whole.jobIds })}\n`;
      const next = (chains.get(file) ?? Promise.resolve())
        .catch(() => undefined)
        .then(() => mkdir(root, { recursive: true, mode: 0o700 }))
        .then(() => writeFileAtomic(file, text));
      chains.set(file, next);
      const forget = () => {
        if (chains.get(file) === next) chains.delete(file);
      };
      next.then(forget, forget);
      return next;
    },
    /** The folder a new split import's staged upload is moved to (its parent made first). */
    async makeDir(id: string): Promise<string> {
      await mkdir(root, { recursive: true, mode: 0o700 });
      return dirOf(id);
    },
    /** Resolves once every save asked for so far has landed (or failed). */
    async flush(): Promise<void> {
      await Promise.allSettled([...chains.values()]);
    },
    async remove(id: string): Promise<void> {
      await chains.get(fileOf(id))?.catch(() => undefined);
      await rm(dirOf(id), { recursive: true, force: true });
      await rm(fileOf(id), { force: true });
    },
  };
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
 * whole's own state; the jobs that ran them fill them in when they are read (aggregateParts).
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
