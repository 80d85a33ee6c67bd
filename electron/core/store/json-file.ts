/**
 * A small JSON document on disk, written atomically (a temporary file in the same folder,
 * then rename), so that a crash mid-write never leaves half a file. Writes are queued so
 * two saves in quick succession land in order.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile, chmod } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../errors';

export interface JsonFile<T> {
  readonly path: string;
  read(): Promise<T>;
  write(value: T): Promise<void>;
}

export function jsonFile<T>(file: string, fallback: () => T, options: { mode?: number } = {}): JsonFile<T> {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    path: file,
    async read() {
      await queue;
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return fallback();
        throw new AppError('storage', `Could not read ${file}: ${(error as Error).message}`, { file });
      }
      try {
        return JSON.parse(text) as T;
      } catch (error) {
        throw new AppError(
          'storage',
          `${file} is not valid JSON (${(error as Error).message}). Fix or remove the file.`,
          { file },
        );
      }
    },
    write(value) {
      const next = queue.then(async () => {
        await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
        const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
        try {
          await writeFile(temp, `${JSON.stringify(value, null, 2)}\n`, { mode: options.mode ?? 0o644 });
          // umask may have loosened the mode given to writeFile.
          if (options.mode !== undefined) await chmod(temp, options.mode);
          await rename(temp, file);
        } catch (error) {
          await rm(temp, { force: true });
          throw new AppError('storage', `Could not write ${file}: ${(error as Error).message}`, { file });
        }
      });
      queue = next.catch(() => undefined);
      return next;
    },
  };
}
