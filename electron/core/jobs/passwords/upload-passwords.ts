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
import { mayStartAgain, partsToSend } from '../job-parts';

export interface UploadPasswords {
  /** A job this process uploaded: its copy as sent (with passwords) may still be on disk. */
  uploadedHere(id: string): void;
  wasUploadedHere(id: string): boolean;
  /**
   * The job's file is on the server and started: the copy without passwords is written now,
   * while the job runs, so that the release at its end only has to swap the copies.
   */
  prepare(record: JobRecord): void;
  /** The job no longer needs its upload as sent; `keepFailed`: keep the FAILED lines' passwords in memory. */
  release(record: JobRecord, keepFailed?: boolean): Promise<void>;
  /** Upload line -> password of the lines kept in memory, once a removal under way is done; null: none kept. */
  held(id: string): Promise<[number, string][] | null>;
  /** The app stops: passwords never outlive the process that uploaded them. */
  releaseAll(): Promise<void>;
}

/** What this process holds of each job's passwords lives in the job's state (job-state.ts). */
export function createUploadPasswords(ctx: JobContext): UploadPasswords {
  /**
   * The job no longer needs its upload as sent: the worker rewrites it without the password
   * column. With `keepFailed` (this process uploaded it, the report is saved), the FAILED
   * lines' passwords are kept in memory for a failed-rows export in this run of the app.
   */
  function release(record: JobRecord, keepFailed = false): Promise<void> {
    // A part still to be sent, or a start not confirmed (it may be started again), needs the
    // upload as it is, whatever stops or restarts the app.
    if (partsToSend(record) || mayStartAgain(record)) return Promise.resolve();
    const state = ctx.states.get(record.id);
    const previous = state?.passwordRelease ?? Promise.resolve();
    const next = previous.then(async () => {
      const folder = ctx.store.folder(record.id);
      if (!(await exists(folder.sentUpload))) return;
      const keep = keepFailed && !!state?.uploadedHere;
      // A copy prepared while the job ran (never written twice at once: it is waited for).
      const prepared = (await state?.storedCopy) === true;
      try {
        const { kept } = await ctx.work.run('removePasswords', {
          dir: folder.dir,
          ...(keep ? { keepStatus: 'FAILED', keepUnreached: true } : {}),
          ...(prepared ? { prepared } : {}),
        });
        if (state) {
          if (keep) state.heldPasswords = new Map(kept);
          state.uploadedHere = false;
        }
      } catch (error) {
        ctx.events.emit('app.notice', {
          level: 'error',
          code: 'passwords-not-removed',
          params: { fileName: record.fileName, dir: folder.dir, error: toRpcError(error) },
        });
      }
    });
    if (!state) return next;
    state.passwordRelease = next;
    const forget = () => {
      if (state.passwordRelease === next) state.passwordRelease = null;
    };
    next.then(forget, forget);
    return next;
  }

  return {
    uploadedHere: (id) => {
      const state = ctx.states.get(id);
      if (state) state.uploadedHere = true;
    },
    wasUploadedHere: (id) => !!ctx.states.get(id)?.uploadedHere,
    prepare(record) {
      const state = ctx.states.get(record.id);
      if (!state || state.storedCopy) return;
      const { dir } = ctx.store.folder(record.id);
      // Failing, it only means the release writes the copy itself.
      state.storedCopy = ctx.work.run('prepareStoredCopy', { dir }).then(
        (done) => done.prepared,
        () => false,
      );
    },
    release,
    async held(id) {
      const state = ctx.states.get(id);
      await state?.passwordRelease;
      return state?.heldPasswords ? [...state.heldPasswords] : null;
    },
    async releaseAll() {
      const states = ctx.states.all();
      await Promise.all(states.filter((s) => s.uploadedHere).map((s) => release(s.record)));
      await Promise.all(states.map((s) => s.passwordRelease));
      for (const state of states) state.heldPasswords = null;
    },
  };
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}
