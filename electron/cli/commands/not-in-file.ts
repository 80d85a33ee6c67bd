/**
 * The list of `import-users --dry-run --not-in-file OUT.csv`: the organization's users the
 * file does not name (name, email, givenName, surName), for the administrator's decision in the
 * portal; nothing is deactivated or deleted. It holds personal data: created before the dry
 * run reads anything, readable by the user alone (0600), never over an existing file (then
 * nothing is read from the server), and removed again when the dry run fails.
 */
import { open, rm } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { OutputFileRefused } from './output-file-refused';

/** The not-in-file list cannot be created (output-file-refused.ts). */
export class NotInFileExists extends OutputFileRefused {
  constructor(file: string, reason: string | null) {
    super('--not-in-file', file, reason);
  }
}

export interface NotInFileList {
  readonly path: string;
  /** Writes the list's pieces (core's `dryRuns.notInFile`) and closes the file. */
  write(pieces: Iterable<string>): Promise<void>;
  /** The dry run failed: no half list is left behind. */
  remove(): Promise<void>;
}

export async function createNotInFileList(file: string, cwd: string): Promise<NotInFileList> {
  const target = path.resolve(cwd, file);
  let handle: FileHandle;
  try {
    // 'wx': fails when the file exists; the mode applies to the new file.
    handle = await open(target, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new NotInFileExists(file, null);
    throw new NotInFileExists(file, (error as Error).message);
  }
  let closed = false;
  return {
    path: target,
    async write(pieces) {
      try {
        for (const piece of pieces) await handle.write(piece);
        await handle.sync();
      } finally {
        closed = true;
        await handle.close();
      }
    },
    async remove() {
      if (!closed) {
        closed = true;
        await handle.close().catch(() => undefined);
      }
      await rm(target, { force: true });
    },
  };
}
