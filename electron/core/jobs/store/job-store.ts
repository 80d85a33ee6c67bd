/**
 * The job store: one JSON file per job in `<dataDir>/jobs/`, written atomically, so that no
 * job is lost when the app stops at any moment. Next to a job: its folder (job-folder.ts).
 */
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { JobRecord } from '../../../../shared/models/job';
import { AppError } from '../../errors';
import { writeFileAtomic } from '../../store/atomic-file';
import { jobFolder } from './job-folder';
import type { JobFolder } from './job-folder';
import { readJsonFile } from '../../store/json-file';
import { jobRecordSchema } from './saved-files';

const ID = /^[A-Za-z0-9-]{1,100}$/;
const RECORD_FILE = /^([A-Za-z0-9-]{1,100})\.json$/;

export interface LoadedJobs {
  records: JobRecord[];
  /** One sentence per file that could not be read, naming the file and what is wrong. */
  problems: string[];
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
    if (!ID.test(id)) throw new AppError('invalid-argument', `${JSON.stringify(id)} is not a job id.`);
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
      const problems: string[] = [];
      for (const name of names.sort()) {
        const match = RECORD_FILE.exec(name);
        if (!match) continue;
        try {
          const record = await readJsonFile(join(dir, name), jobRecordSchema, 'job');
          if (record && record.id === match[1]) records.push(record);
          else if (record) problems.push(`The job file ${join(dir, name)} holds job ${record.id}; it was left out.`);
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
async function setAside(file: string, error: unknown): Promise<string> {
  if (!(error instanceof AppError && error.code === 'corrupt-file')) {
    return `The job file ${file} could not be read (${(error as NodeJS.ErrnoException).code ?? 'error'}); it was left out.`;
  }
  const movedTo = `${file}.damaged-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  const moved = await rename(file, movedTo).then(
    () => true,
    () => false,
  );
  return moved
    ? `${error.message} It was moved aside to ${movedTo}; the job's other files are kept.`
    : `${error.message} It was left out.`;
}
