/**
 * The job store: one JSON file per job in `<dataDir>/jobs/`, written atomically, so that no
 * job is lost when the app stops at any moment. Next to a job: its report once fetched
 * (`<id>.report.json`) and its password-free rows until then (`<id>.rows.json`).
 */
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';
import type { JobRecord } from '../../../shared/models/job';
import { AppError } from '../errors';
import { writeFileAtomic } from '../store/atomic-file';
import { jobRecordSchema, savedReportSchema, savedRowsSchema } from './saved-files';
import type { SavedReport, SavedRows } from './saved-files';

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
  save(record: JobRecord): Promise<void>;
  saveReport(id: string, report: SavedReport): Promise<void>;
  /** null when there is none; AppError `corrupt-file` when it cannot be read. */
  loadReport(id: string): Promise<SavedReport | null>;
  saveRows(id: string, rows: SavedRows): Promise<void>;
  loadRows(id: string): Promise<SavedRows | null>;
  removeRows(id: string): Promise<void>;
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
    if (!ID.test(id)) throw new AppError('invalid-argument', `${JSON.stringify(id)} is not a job id.`);
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
    void next.finally(() => {
      if (chains.get(path) === next) chains.delete(path);
    });
    return next;
  };

  const read = async <T>(path: string, schema: z.ZodType<T>, what: string): Promise<T | null> => {
    await chains.get(path)?.catch(() => {});
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    return parseFile(text, path, schema, what);
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
          const record = await read(join(dir, name), jobRecordSchema, 'job');
          if (record && record.id === match[1]) records.push(record);
          else if (record) problems.push(`The job file ${join(dir, name)} holds job ${record.id}; it was left out.`);
        } catch (error) {
          problems.push(error instanceof Error ? error.message : String(error));
        }
      }
      return { records, problems };
    },
    save: async (record) => write(pathOf(record.id, '.json'), record),
    saveReport: async (id, report) => write(pathOf(id, '.report.json'), report),
    loadReport: async (id) => read(pathOf(id, '.report.json'), savedReportSchema, 'report'),
    saveRows: async (id, rows) => write(pathOf(id, '.rows.json'), rows),
    loadRows: async (id) => read(pathOf(id, '.rows.json'), savedRowsSchema, 'rows'),
    async removeRows(id) {
      const path = pathOf(id, '.rows.json');
      await chains.get(path)?.catch(() => {});
      await rm(path, { force: true });
    },
    async remove(id) {
      for (const suffix of ['.json', '.report.json', '.rows.json']) {
        const path = pathOf(id, suffix);
        await chains.get(path)?.catch(() => {});
        await rm(path, { force: true });
      }
    },
  };
}

function parseFile<T>(text: string, path: string, schema: z.ZodType<T>, what: string): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new AppError(
      'corrupt-file',
      `The ${what} file ${path} is not valid JSON (${error instanceof Error ? error.message : String(error)}); it was left out.`,
      { path },
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    throw new AppError(
      'corrupt-file',
      `The ${what} file ${path} does not have the expected shape${where}: ${issue?.message ?? 'unknown problem'}; it was left out.`,
      { path },
    );
  }
  return parsed.data;
}
