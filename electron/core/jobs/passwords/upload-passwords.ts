/**
 * The passwords of a job's upload (docs/architecture/jobs.md, "Passwords"): the upload as
 * sent holds them until the job no longer needs it (nor a part of it still to be sent); then
 * the worker rewrites it without the password column. A job this process uploaded keeps its FAILED lines' passwords in memory
 * for a failed-rows export in this run of the app, never on disk.
 */
import { access } from 'node:fs/promises';
import type { JobRecord } from '../../../../shared/models/job';
import type { JobContext } from '../job-context';
import { toRpcError } from '../../errors';
import { partsToSend } from '../job-parts';

export interface UploadPasswords {
  /** A job this process uploaded: its copy as sent (with passwords) may still be on disk. */
  uploadedHere(id: string): void;
  wasUploadedHere(id: string): boolean;
  /** The job no longer needs its upload as sent; `keepFailed`: keep the FAILED lines' passwords in memory. */
  release(record: JobRecord, keepFailed?: boolean): Promise<void>;
  /** Upload line -> password of the lines kept in memory, once a removal under way is done; null: none kept. */
  held(id: string): Promise<[number, string][] | null>;
  /** The job is removed: waits for a removal under way, then forgets it. */
  forget(id: string): Promise<void>;
  /** The app stops: passwords never outlive the process that uploaded them. */
  releaseAll(recordOf: (id: string) => JobRecord | undefined): Promise<void>;
}

export function createUploadPasswords(ctx: JobContext): UploadPasswords {
  /** Jobs this process uploaded whose copy as sent (with passwords) may still be on disk. */
  const uploadedHere = new Set<string>();
  /** Per job: upload line -> password of the FAILED lines (memory only). */
  const held = new Map<string, Map<number, string>>();
  /** Per job: the removal of the passwords in progress (one at a time). */
  const releases = new Map<string, Promise<void>>();

  /**
   * The job no longer needs its upload as sent: the worker rewrites it without the password
   * column. With `keepFailed` (this process uploaded it, the report is saved), the FAILED
   * lines' passwords are kept in memory for a failed-rows export in this run of the app.
   */
  function release(record: JobRecord, keepFailed = false): Promise<void> {
    // A part still to be sent needs the upload as it is, whatever stops or restarts the app.
    if (partsToSend(record)) return Promise.resolve();
    const id = record.id;
    const previous = releases.get(id) ?? Promise.resolve();
    const next = previous.then(async () => {
      const folder = ctx.store.folder(id);
      if (!(await exists(folder.sentUpload))) return;
      const keep = keepFailed && uploadedHere.has(id);
      try {
        const { kept } = await ctx.work.run(
          'removePasswords',
          keep ? { dir: folder.dir, keepStatus: 'FAILED', keepUnreached: true } : { dir: folder.dir },
        );
        if (keep) held.set(id, new Map(kept));
        uploadedHere.delete(id);
      } catch (error) {
        ctx.events.emit('app.notice', {
          level: 'error',
          code: 'passwords-not-removed',
          params: { fileName: record.fileName, dir: folder.dir, error: toRpcError(error) },
        });
      }
    });
    releases.set(id, next);
    const forget = () => {
      if (releases.get(id) === next) releases.delete(id);
    };
    next.then(forget, forget);
    return next;
  }

  return {
    uploadedHere: (id) => void uploadedHere.add(id),
    wasUploadedHere: (id) => uploadedHere.has(id),
    release,
    async held(id) {
      await releases.get(id);
      const passwords = held.get(id);
      return passwords ? [...passwords] : null;
    },
    async forget(id) {
      await releases.get(id);
      held.delete(id);
      uploadedHere.delete(id);
    },
    async releaseAll(recordOf) {
      await Promise.all([...uploadedHere].map(recordOf).map((r) => r && release(r)));
      await Promise.all([...releases.values()]);
      held.clear();
    },
  };
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}
