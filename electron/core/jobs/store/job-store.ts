/**
 * The job store: one JSON file per job in `<dataDir>/jobs/`, written atomically, so that no
 * job is lost when the app stops at any moment. Next to a job: its folder (job-folder.ts),
 * and from version 1 of the app perhaps `<id>.report.json` or `<id>.rows.json`, until they
 * are migrated (legacy-migration.ts); split imports of earlier versions move in on read
 * (split-migration.ts).
 */
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { JobRecord } from '../../../../shared/models/job';
import type { Notice } from '../../../../shared/models/app';
import { AppError, toRpcError } from '../../errors';
import { writeFileAtomic } from '../../store/atomic-file';
import { jobFolder } from './job-folder';
import type { JobFolder } from './job-folder';
import { readJsonFile } from '../../store/json-file';
import { jobRecordSchema } from './saved-files';
import { migrateSplitImports } from './split-migration';

const ID = /^[A-Za-z0-9-]{1,100}$/;
const RECORD_FILE = /^([A-Za-z0-9-]{1,100})\.json$/;

/** A file that could not be read, as the notice the user is told (its code and parameters). */
export type LoadProblem = Pick<Notice, 'code' | 'params'>;

export interface LoadedJobs {
  records: JobRecord[];
  /** One per file that could not be read, naming the file and what is wrong. */
  problems: LoadProblem[];
}

export interface JobStore {
  readonly dir: string;
  loadAll(): Promise<LoadedJobs>;
  save(record: JobRecord): Promise<void>;
  /** The job's folder (made when its upload is taken over, or by a migration). */
  folder(id: string): JobFolder;
  /** Removes the job and every file kept with it. */
  remove(id: string): Promise<void>;
}

export function jobsDir(dataDir: string): string {
  return join(dataDir, 'jobs');
}

export function createJobStore(dataDir: string): JobStore {
  const dir = jobsDir(dataDir);
  // Writes to one file are chained so that an older state never lands after a newer one.
  const chains = new Map<string, Promise<void>>();
  let made: Promise<unknown> | null = null;

  const pathOf = (id: string, suffix: string): string => {
    if (!ID.test(id)) throw new AppError('invalid-argument', { reason: 'job-id', id });
    return join(dir, `${id}${suffix}`);
  };

  const write = (path: string, value: unknown): Promise<void> => {
    made ??= mkdir(dir, { recursive: true, mode: 0o700 });
    const previous = chains.get(path) ?? Promise.resolve();
    const next = previous
      .catch(() => {})
      .then(() => made)
      .then(() => writeFileAtomic(path, `${JSON.stringify(value, null, 1)}\n`));
    chains.set(path, next);
    // The caller gets the failure; this bookkeeping must not be a second, unhandled rejection
    // (which would end a Node process).
    const forget = () => {
      if (chains.get(path) === next) chains.delete(path);
    };
    next.then(forget, forget);
    return next;
  };

  const readRecord = async (path: string): Promise<JobRecord | null> => {
    await chains.get(path)?.catch(() => {});
    return readJsonFile(path, jobRecordSchema, 'job');
  };

  return {
    dir,
    async loadAll() {
      // Split imports of earlier versions become jobs of several parts before anything is listed.
      const moved = await migrateSplitImports(dir, (record) => write(pathOf(record.id, '.json'), record));
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { records: [], problems: moved };
        throw error;
      }
      const records: JobRecord[] = [];
      const problems: LoadProblem[] = [...moved];
      for (const name of names.sort()) {
        const match = RECORD_FILE.exec(name);
        if (!match) continue;
        try {
          const record = await readRecord(join(dir, name));
          if (record && record.id === match[1]) records.push(record);
          else if (record)
            problems.push({ code: 'job-file-mismatch', params: { file: join(dir, name), id: record.id } });
        } catch (error) {
          problems.push(await setAside(join(dir, name), error));
        }
      }
      return { records, problems };
    },
    save: async (record) => write(pathOf(record.id, '.json'), record),
    folder: (id) => jobFolder(pathOf(id, '')),
    async remove(id) {
      for (const suffix of ['.json', '.report.json', '.rows.json']) {
        const path = pathOf(id, suffix);
        await chains.get(path)?.catch(() => {});
        await rm(path, { force: true });
      }
      await rm(pathOf(id, ''), { recursive: true, force: true });
    },
  };
}

/**
 * A damaged job record is moved aside (`<file>.damaged-<timestamp>`), so that it is told once,
 * not at every start; the job's folder (its upload, its report) stays where it is.
 */
async function setAside(file: string, error: unknown): Promise<LoadProblem> {
  if (!(error instanceof AppError && error.code === 'corrupt-file')) {
    return {
      code: 'job-file-unreadable',
      params: { file, problem: (error as NodeJS.ErrnoException).code ?? 'error' },
    };
  }
  const movedTo = `${file}.damaged-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  const moved = await rename(file, movedTo).then(
    () => true,
    () => false,
  );
  return {
    code: 'job-file-damaged',
    params: { file, error: toRpcError(error), movedTo: moved ? movedTo : null },
  };
}
