import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes a file so that a reader (or the app after a crash or a power cut) sees either the
 * old content or the new one, never half of it: write a temporary file next to it with the
 * given mode, flush it to disk, rename it over the target (rename is atomic within one
 * folder), then flush the folder so that the rename itself survives a power cut.
 * The one way every file the app owns is written (profiles, tokens, prefs, jobs).
 */
export async function writeFileAtomic(file: string, content: string | Uint8Array, mode = 0o600): Promise<void> {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await open(temporary, 'w', mode);
  try {
    await handle.writeFile(content);
    // umask may have loosened the mode given to open.
    await handle.chmod(mode);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temporary, { force: true });
    throw error;
  }
  await handle.close();
  try {
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  await syncFolder(path.dirname(file));
}

/** fsync of a folder: POSIX only (Windows cannot open a folder for it, and NTFS journals the rename). */
async function syncFolder(folder: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(folder, 'r').catch(() => null);
  if (!handle) return;
  try {
    await handle.sync();
  } catch {
    // Some file systems refuse fsync on a folder; the rename is done either way.
  } finally {
    await handle.close();
  }
}
