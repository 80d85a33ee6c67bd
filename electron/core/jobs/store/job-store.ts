/**
 * The job store: one JSON file per job in `<dataDir>/jobs/`, written atomically, so that no
 * job is lost when the app stops at any moment. Next to a job: its folder (job-folder.ts).
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
  /**
   * Writes the record atomically. Not chained here: each job's saves are chained by its
   * state (job-state.ts), so that an older state never lands after a newer one.
   */
  save(record: JobRecord): Promise<void>;
  /** The job's folder (made when its upload is taken over). */
  folder(id: string): JobFolder;
  /** Removes the job and every file kept with it. */
  remove(id: string): Promise<void>;
}

export function jobsDir(dataDir: string): string {
  return join(dataDir, 'jobs');
}

export function createJobStore(dataDir: string): JobStore {
  const dir = jobsDir(dataDir);
  let made: Promise<unknown> | null = null;

  const pathOf = (id: string, suffix: string): string => {
    if (!ID.test(id)) throw new AppError('invalid-argument', { reason: 'job-id', id });
    return join(dir, `${id}${suffix}`);
  };

  return {
    dir,
    async loadAll() {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { records: [], problems: [] };
        throw error;
      }
      const records: JobRecord[] = [];
      const problems: LoadProblem[] = [];
      for (const name of names.sort()) {
        const match = RECORD_FILE.exec(name);
        if (!match) continue;
        try {
          const record = await readJsonFile(join(dir, name), jobRecordSchema, 'job');
          if (record && record.id === match[1]) records.push(record);
          else if (record)
            problems.push({ code: 'job-file-mismatch', params: { file: join(dir, name), id: record.id } });
        } catch (error) {
          problems.push(await setAside(join(dir, name), error));
        }
      }
      return { records, problems };
    },
    async save(record) {
      made ??= mkdir(dir, { recursive: true, mode: 0o700 });
      await made;
      await writeFileAtomic(pathOf(record.id, '.json'), `${JSON.stringify(record, null, 1)}\n`);
    },
    folder: (id) => jobFolder(pathOf(id, '')),
    async remove(id) {
      await rm(pathOf(id, '.json'), { force: true });
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
