/**
 * The one-time credential sheet of `import-users --generate-passwords --credentials OUT.csv`:
 * created before anything else happens, readable by the user alone (0600), never over an
 * existing file (then nothing is uploaded), and removed again when no import came of it.
 */
import { open, rm } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { credentialLine, credentialSheetHeader } from '../../../shared/users-csv/generated-passwords';
import type { Credential } from '../../../shared/users-csv/generated-passwords';
import { OutputFileRefused } from './output-file-refused';

/** The credential sheet cannot be created (output-file-refused.ts). */
export class CredentialsExist extends OutputFileRefused {
  constructor(file: string, reason: string | null) {
    super('--credentials', file, reason);
  }
}

export interface CredentialsFile {
  readonly path: string;
  readonly count: number;
  add(credential: Credential): void;
  /** Writes what was added so far. */
  flush(): Promise<void>;
  close(): Promise<void>;
  /** No import came of it: the sheet would name users that do not exist, with their passwords. */
  remove(): Promise<void>;
}

export async function createCredentialsFile(file: string, cwd: string): Promise<CredentialsFile> {
  const target = path.resolve(cwd, file);
  let handle: FileHandle;
  try {
    // 'wx': fails when the file exists; the mode applies to the new file.
    handle = await open(target, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new CredentialsExist(file, null);
    throw new CredentialsExist(file, (error as Error).message);
  }
  let pending: string[] = [credentialSheetHeader()];
  let count = 0;
  let closed = false;
  const sheet: CredentialsFile = {
    path: target,
    get count() {
      return count;
    },
    add(credential) {
      pending.push(credentialLine(credential));
      count++;
    },
    async flush() {
      if (pending.length === 0) return;
      const text = pending.join('');
      pending = [];
      await handle.write(text);
    },
    async close() {
      if (closed) return;
      await sheet.flush();
      await handle.sync();
      await handle.close();
      closed = true;
    },
    async remove() {
      if (!closed) {
        closed = true;
        await handle.close().catch(() => undefined);
      }
      await rm(target, { force: true });
    },
  };
  return sheet;
}
