/**
 * Where a split import lives (beside the jobs, which are its parts): `<dataDir>/jobs/splits/
 * <id>.json`, the whole (a JobRecord with \`split\`) and its part ranges, written atomically;
 * and its folder `<dataDir>/jobs/splits/<id>/`: the upload as staged (\`upload.csv\`, its
 * offsets and line map), the prediction of its records, the receipt's facts.
 */
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { JobRecord, SplitProgress } from '../../../../shared/models/job';
import { writeFileAtomic } from '../../store/atomic-file';
import { readJsonFile } from '../../store/json-file';
import { jobRecordSchema } from '../store/saved-files';

const SPLIT_FILE = /^([A-Za-z0-9-]{1,100})\.json$/;

/** The whole of a split import: a job record that has its parts' progress. */
export type SplitRecord = JobRecord & { split: SplitProgress };

export interface SavedSplit {
  record: SplitRecord;
  /** Record index ranges [from, to) of the staged upload, one per part. */
  ranges: [number, number][];
}

export function splitStore(dataDir: string) {
  const root = path.join(dataDir, 'jobs', 'splits');
  const dirOf = (id: string) => path.join(root, id);
  const fileOf = (id: string) => path.join(root, `${id}.json`);
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
          const split = saved?.record.split;
          if (saved && split) wholes.push({ record: { ...saved.record, split }, ranges: saved.ranges });
        } catch (error) {
          problems.push(
            `The split import file ${path.join(root, name)} could not be read: ${(error as Error).message}`,
          );
        }
      }
      return { wholes, problems };
    },
    async save(whole: SavedSplit): Promise<void> {
      await mkdir(root, { recursive: true, mode: 0o700 });
      await writeFileAtomic(
        fileOf(whole.record.id),
        `${JSON.stringify({ record: whole.record, ranges: whole.ranges })}\n`,
      );
    },
    /** The folder a new split import's staged upload is moved to (its parent made first). */
    async makeDir(id: string): Promise<string> {
      await mkdir(root, { recursive: true, mode: 0o700 });
      return dirOf(id);
    },
    async remove(id: string): Promise<void> {
      await rm(dirOf(id), { recursive: true, force: true });
      await rm(fileOf(id), { force: true });
    },
  };
}

const splitFileSchema = z
  .object({ record: jobRecordSchema, ranges: z.array(z.tuple([z.number().int().min(0), z.number().int().min(1)])) })
  .refine((file) => file.record.split !== undefined && file.ranges.length === file.record.split.parts, {
    message: 'not a split import',
  });
