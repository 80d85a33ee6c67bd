/**
 * A small JSON document the app owns (profiles, tokens, prefs), shared by every process
 * that runs core on this machine (the app, the web shell, several CLI commands at once):
 * - changes are read-modify-write under a lock between processes (`<file>.lock`, a folder
 *   made atomically by proper-lockfile, taken over when its owner died), and within this
 *   process queued, so that twelve `profiles add` at once keep twelve profiles;
 * - writes are atomic and flushed (store/atomic-file.ts), so a crash never leaves half a
 *   file;
 * - a damaged file (not JSON, or not the expected shape) is moved aside to
 *   `<file>.damaged-<timestamp>`, reported without quoting any of its content (it may hold
 *   tokens), and read as the safe default; nothing else is lost.
 *
 * Files written by one writer alone (a job's record, its report's facts) are read through
 * `readJsonFile`: the same checks, a damaged file told as an AppError `corrupt-file`.
 */
import { mkdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import type { z } from 'zod';
import type { FileProblem } from '../../../shared/errors/file-problem';
import { AppError } from '../errors';
import { writeFileAtomic } from './atomic-file';

/** A damaged file moved aside; what is wrong is a code (FileProblem) that quotes nothing of the file. */
export interface DamagedFile extends FileProblem {
  file: string;
  /** Where the damaged file now is. */
  movedTo: string;
}

export interface JsonFileOptions<T> {
  /** File mode of the written file (default 0600: these files are the user's alone). */
  mode?: number;
  /** The expected shape; a file that parses but does not match is treated as damaged. */
  schema?: z.ZodType<T>;
  /** Told when a damaged file was moved aside (core turns it into a notice). */
  onDamaged?: (damage: DamagedFile) => void;
}

export interface JsonFile<T> {
  readonly path: string;
  read(): Promise<T>;
  /** Reads, changes and writes in one step, under the lock between processes. */
  update<R>(change: (value: T) => R | Promise<R>): Promise<R>;
}

/** How long to wait for another process's lock: its changes take milliseconds. */
const LOCK_RETRIES = { retries: 60, factor: 1.3, minTimeout: 10, maxTimeout: 500, randomize: true };
/** A lock not refreshed for this long belongs to a process that died. */
const LOCK_STALE_MS = 10_000;

/** The place of a parse error, from V8's message: only the number, never the quoted text. */
export function parseProblem(error: unknown): FileProblem {
  const message = error instanceof Error ? error.message : '';
  if (/end of JSON input/i.test(message)) return { problem: 'json-cut-off' };
  const position = /position (\d+)/.exec(message)?.[1];
  return position ? { problem: 'not-json', at: Number(position) } : { problem: 'not-json' };
}

/** Where a file that parses is not of the expected shape: the path of the first issue, never a value. */
function shapeProblem(error: z.ZodError): FileProblem {
  const issue = error.issues[0];
  return issue && issue.path.length > 0 ? { problem: 'shape', where: issue.path.join('.') } : { problem: 'shape' };
}

export function jsonFile<T>(file: string, fallback: () => T, options: JsonFileOptions<T> = {}): JsonFile<T> {
  const mode = options.mode ?? 0o600;
  let queue: Promise<unknown> = Promise.resolve();

  async function moveAside(problem: FileProblem): Promise<void> {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const movedTo = `${file}.damaged-${stamp}`;
    try {
      await rename(file, movedTo);
    } catch (error) {
      // Another process may have moved it already; anything else is worth saying.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      // The move failed: its own error code says why (the damage itself is in the cause's file).
      const why = (error as NodeJS.ErrnoException).code ?? 'error';
      throw new AppError('storage', { reason: 'damaged', file, problem: why }, { cause: error });
    }
    options.onDamaged?.({ file, movedTo, ...problem });
  }

  async function load(): Promise<T> {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return fallback();
      throw new AppError(
        'storage',
        { reason: 'read', file, problem: (error as NodeJS.ErrnoException).code ?? 'error' },
        { cause: error },
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      await moveAside(parseProblem(error));
      return fallback();
    }
    if (!options.schema) return json as T;
    const parsed = options.schema.safeParse(json);
    if (parsed.success) return parsed.data;
    await moveAside(shapeProblem(parsed.error));
    return fallback();
  }

  async function locked<R>(run: () => Promise<R>): Promise<R> {
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    let release: () => Promise<void>;
    try {
      release = await lockfile.lock(file, { realpath: false, stale: LOCK_STALE_MS, retries: LOCK_RETRIES });
    } catch {
      throw new AppError('storage', { reason: 'locked', file });
    }
    try {
      return await run();
    } finally {
      await release().catch(() => undefined);
    }
  }

  return {
    path: file,
    read() {
      // After this process's own changes; a damaged file is handled under the lock.
      const next = queue.then(() => locked(load));
      queue = next.catch(() => undefined);
      return next;
    },
    update(change) {
      const next = queue.then(() =>
        locked(async () => {
          const value = await load();
          const result = await change(value);
          try {
            await writeFileAtomic(file, `${JSON.stringify(value, null, 2)}\n`, mode);
          } catch (error) {
            throw new AppError(
              'storage',
              { reason: 'write', file, problem: (error as NodeJS.ErrnoException).code ?? (error as Error).message },
              { cause: error },
            );
          }
          return result;
        }),
      );
      queue = next.catch(() => undefined);
      return next;
    },
  };
}

/** null when there is no such file; AppError `corrupt-file` when it cannot be read as `what`. */
export async function readJsonFile<T>(file: string, schema: z.ZodType<T>, what: string): Promise<T | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return parseJsonFile(text, file, schema, what);
}

export function parseJsonFile<T>(text: string, file: string, schema: z.ZodType<T>, what: string): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    // Only where the fault is, never V8's excerpt of the text: a file may hold what must not be shown.
    throw new AppError('corrupt-file', { path: file, kind: what, ...parseProblem(error) });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new AppError('corrupt-file', { path: file, kind: what, ...shapeProblem(parsed.error) });
  }
  return parsed.data;
}
