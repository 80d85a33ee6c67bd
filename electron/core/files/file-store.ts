/**
 * Files core makes for the user (exports, reports, failed rows), kept in a folder of this
 * run of the process (`<dataDir>/files/<pid>-<random>/`): written by core (streamed, page by
 * page or by a worker thread), described by an ExportedFile, served by the shells by id,
 * and removed when core stops. The CLI, the web shell and the app may share one data
 * folder at the same time, so each run has its own folder, and a run's start removes only
 * the folders of runs whose process is gone (a crash). Mode 0600: reports name people.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ExportNote, ExportedFile } from '../../../shared/models/files';
import { AppError } from '../errors';

export interface PendingFile {
  fileId: string;
  /** Write the content here (create it with mode 0600), then call `finish`. */
  path: string;
}

export interface StoredFile {
  file: ExportedFile;
  path: string;
}

export interface FileStore {
  readonly dir: string;
  /** Reserves a file; it is offered for download only once `finish` has been called. */
  create(fileName: string, mimeType: string): Promise<PendingFile>;
  finish(fileId: string, notes?: ExportNote[]): Promise<ExportedFile>;
  /** Removes a file that was not finished (a cancelled or failed export), or one no longer needed. */
  discard(fileId: string): Promise<void>;
  /** A finished file, or null for an unknown id. */
  get(fileId: string): StoredFile | null;
  /** Removes every file of this store (core stops). */
  clear(): Promise<void>;
}

const FILE_ID = /^[0-9a-f-]{36}$/;

export function isFileId(value: string): boolean {
  return FILE_ID.test(value);
}

/** Whether a process with this id still runs (a folder of a live run is not removed). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the `<pid>-<random>` folders under root of runs whose process is gone (a crash). */
export async function removeStaleRuns(root: string): Promise<void> {
  const names = await readdir(root).catch(() => [] as string[]);
  await Promise.all(
    names.map(async (name) => {
      const pid = Number(/^(\d+)-[0-9a-f]+$/.exec(name)?.[1]);
      if (Number.isInteger(pid) && pid !== process.pid && !isAlive(pid)) {
        await rm(path.join(root, name), { recursive: true, force: true });
      }
    }),
  );
}

export function createFileStore(dataDir: string): FileStore {
  const root = path.join(dataDir, 'files');
  const dir = path.join(root, `${process.pid}-${randomBytes(4).toString('hex')}`);
  const pending = new Map<string, { fileName: string; mimeType: string; path: string }>();
  const finished = new Map<string, StoredFile>();
  let ready: Promise<unknown> | null = null;
  const prepare = () =>
    (ready ??= mkdir(root, { recursive: true, mode: 0o700 })
      .then(() => removeStaleRuns(root))
      .then(() => mkdir(dir, { recursive: true, mode: 0o700 })));

  return {
    dir,
    async create(fileName, mimeType) {
      await prepare();
      const fileId = randomUUID();
      const filePath = path.join(dir, fileId);
      pending.set(fileId, { fileName, mimeType, path: filePath });
      return { fileId, path: filePath };
    },
    async finish(fileId, notes) {
      const entry = pending.get(fileId);
      if (!entry) throw new AppError('internal', { invariant: 'file-not-being-written', fileId });
      pending.delete(fileId);
      const { size } = await stat(entry.path);
      const file: ExportedFile = { fileId, fileName: entry.fileName, mimeType: entry.mimeType, size };
      if (notes !== undefined && notes.length > 0) file.notes = notes;
      finished.set(fileId, { file, path: entry.path });
      return file;
    },
    async discard(fileId) {
      const filePath = pending.get(fileId)?.path ?? finished.get(fileId)?.path;
      pending.delete(fileId);
      finished.delete(fileId);
      if (filePath) await rm(filePath, { force: true });
    },
    get(fileId) {
      return isFileId(fileId) ? (finished.get(fileId) ?? null) : null;
    },
    async clear() {
      pending.clear();
      finished.clear();
      ready = null;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** `Content-Disposition` for a download: the name as given (RFC 6266/5987), and an ASCII fallback. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
