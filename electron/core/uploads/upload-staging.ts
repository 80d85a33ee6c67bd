/**
 * Staged uploads (`uploads.begin/append/finish/discard`): the upload file arrives once, as
 * bytes, in chunks, straight onto disk (`<dataDir>/jobs/staging/<run>/<uploadId>/upload.csv`,
 * mode 0600), so that neither the caller nor core ever holds it whole. Each chunk's records
 * are indexed as it arrives (upload-index.ts); `finish` writes their offsets and the line map
 * beside it; `import.start` then takes the folder
 * over as the job's own (a rename). Staged uploads hold passwords: each run of the process
 * has its own folder, removed when it stops, and a run's first upload removes the folders of
 * runs whose process is gone.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { MethodResult, ParsedInput } from '../../../shared/ipc';
import { UPLOAD_MAX_BYTES } from '../../../shared/ipc';
import { AppError } from '../errors';
import { removeStaleRuns } from '../files/file-store';
import { uploadFolder } from './upload-folder';
import { writeLeftOut } from './left-out-file';
import type { LeftOutCounts } from '../../../shared/users-csv/left-out-lines';
import { UploadIndexer } from './upload-index';
import { createUploadTee } from './upload-tee';
import type { UploadTee } from './upload-tee';

/** Staged uploads one process keeps at a time (a renderer that begins and never finishes cannot fill the disk). */
const MAX_STAGED = 8;

export interface FinishedUpload {
  fileName: string;
  records: number;
  bytes: number;
  lineMapEntries: number;
  /** The lines the comparison left out, by reason (kept in `left-out.*`); absent: none. */
  leftOut?: LeftOutCounts;
}

/**
 * Each staged upload belongs to the caller that began it (a window, a socket, the command
 * line: `owner`, a caller id): no other caller can add to it, start a job with it or see it.
 * A caller that goes away has its unfinished uploads removed.
 */
export interface UploadStaging {
  begin(input: ParsedInput<'uploads.begin'>, owner?: string): Promise<MethodResult<'uploads.begin'>>;
  append(input: ParsedInput<'uploads.append'>, owner?: string): Promise<MethodResult<'uploads.append'>>;
  finish(input: ParsedInput<'uploads.finish'>, owner?: string): Promise<MethodResult<'uploads.finish'>>;
  discard(input: ParsedInput<'uploads.discard'>, owner?: string): Promise<MethodResult<'uploads.discard'>>;
  /** A finished upload's folder, to read it where it is (a dry run); it stays staged. */
  peek(uploadId: string, owner?: string): FinishedUpload & { dir: string };
  /** Hands a finished upload's folder over to `dir` (a job's folder); it is no longer staged. */
  take(uploadId: string, dir: string, owner?: string): Promise<FinishedUpload>;
  /**
   * The bytes of an upload just begun, as they arrive (upload-tee.ts): they end when it is
   * finished and fail when it is discarded. Before its first byte only; one reader, which
   * calls `close` when it stops reading (the staging then goes on without it). `holdEnd`:
   * they end only when the finished upload is taken by a job, so that a staging that is
   * compared first and then discarded never reaches the server whole.
   */
  follow(
    uploadId: string,
    owner?: string,
    options?: { holdEnd?: boolean },
  ): { fileName: string; bytes: AsyncIterable<Uint8Array>; close(): void };
  /** Removes the uploads of a caller that went away. */
  discardCaller(owner: string): Promise<void>;
  /** Removes every staged upload (core stops). */
  dispose(): Promise<void>;
}

/** The owner of what the command line and core's own callers stage (the service used directly). */
const CORE_OWNER = 'core';

interface Staged {
  owner: string;
  fileName: string;
  dir: string;
  received: number;
  handle: FileHandle | null;
  /** Writes in arrival order; a failed write fails every later call. */
  writes: Promise<void>;
  finished: FinishedUpload | null;
  finishing: boolean;
  /** The reader of its bytes as they arrive, when one follows it. */
  tee: UploadTee | null;
  /** The reader's bytes end when a job takes the upload, not when it is finished. */
  holdEnd: boolean;
  /** Its records' offsets, found as the bytes arrive (`finish` has nothing left to read). */
  index: UploadIndexer;
}

export function createUploadStaging(deps: { jobsDir: string }): UploadStaging {
  const root = path.join(deps.jobsDir, 'staging');
  const runDir = path.join(root, `${process.pid}-${randomBytes(4).toString('hex')}`);
  const staged = new Map<string, Staged>();
  let prepared: Promise<unknown> | null = null;
  const prepare = () =>
    (prepared ??= mkdir(root, { recursive: true, mode: 0o700 })
      .then(() => removeStaleRuns(root))
      .then(() => mkdir(runDir, { recursive: true, mode: 0o700 })));

  const find = (uploadId: string, owner: string): Staged => {
    const upload = staged.get(uploadId);
    if (!upload || upload.owner !== owner) throw new AppError('not-found', { what: 'upload', uploadId });
    return upload;
  };

  /** A staged upload that `uploads.finish` completed: only such an upload is read or taken. */
  const finishedUpload = (uploadId: string, owner: string): Staged & { finished: FinishedUpload } => {
    const upload = find(uploadId, owner);
    if (!upload.finished) {
      throw new AppError('invalid-argument', { reason: 'upload-not-finished', uploadId, fileName: upload.fileName });
    }
    return upload as Staged & { finished: FinishedUpload };
  };

  const forget = async (uploadId: string) => {
    const upload = staged.get(uploadId);
    if (!upload) return;
    staged.delete(uploadId);
    upload.tee?.abort();
    await upload.writes.catch(() => undefined);
    await upload.handle?.close().catch(() => undefined);
    await rm(upload.dir, { recursive: true, force: true });
  };

  return {
    async begin({ fileName }, owner = CORE_OWNER) {
      if (staged.size >= MAX_STAGED) {
        throw new AppError('too-many-uploads', { max: MAX_STAGED });
      }
      await prepare();
      const uploadId = randomUUID();
      const dir = path.join(runDir, uploadId);
      await mkdir(dir, { mode: 0o700 });
      const handle = await open(uploadFolder(dir).sentUpload, 'w', 0o600);
      staged.set(uploadId, {
        owner,
        fileName,
        dir,
        received: 0,
        handle,
        writes: Promise.resolve(),
        finished: null,
        finishing: false,
        tee: null,
        holdEnd: false,
        index: new UploadIndexer(),
      });
      return { uploadId };
    },

    async append({ uploadId, offset, bytes }, owner = CORE_OWNER) {
      const upload = find(uploadId, owner);
      if (upload.finished || upload.finishing || !upload.handle) {
        throw new AppError('invalid-argument', { reason: 'upload-finished', uploadId, fileName: upload.fileName });
      }
      if (offset !== upload.received) {
        throw new AppError('invalid-argument', {
          reason: 'chunk-order',
          uploadId,
          fileName: upload.fileName,
          offset,
          received: upload.received,
        });
      }
      if (upload.received + bytes.byteLength > UPLOAD_MAX_BYTES) {
        await forget(uploadId);
        throw new AppError('too-large', { uploadId, fileName: upload.fileName, max: UPLOAD_MAX_BYTES });
      }
      upload.received += bytes.byteLength;
      // In arrival order (checked above): a chunk's scan is a few milliseconds.
      upload.index.push(bytes);
      const handle = upload.handle;
      upload.writes = upload.writes.then(async () => {
        await handle.write(bytes, 0, bytes.byteLength);
      });
      // Written and handed on at once; a full tee holds the staging back to the reader's pace.
      await Promise.all([upload.writes, upload.tee?.push(bytes)]);
      return { receivedBytes: upload.received };
    },

    async finish({ uploadId, lineMap, leftOut }, owner = CORE_OWNER) {
      const upload = find(uploadId, owner);
      if (upload.finished || upload.finishing) {
        throw new AppError('invalid-argument', { reason: 'upload-finished', uploadId, fileName: upload.fileName });
      }
      upload.finishing = true;
      try {
        await upload.writes;
        // Every byte is in: the reader's upload can end while the file is indexed (unless held for a job).
        if (!upload.holdEnd) upload.tee?.end();
        await upload.handle?.sync();
        await upload.handle?.close();
        upload.handle = null;
        const folder = uploadFolder(upload.dir);
        const index = await upload.index.finish(folder.sentOffsets);
        if (lineMap.length !== 0 && lineMap.length !== index.records) {
          throw new AppError('invalid-argument', {
            reason: 'line-map',
            entries: lineMap.length,
            records: index.records,
          });
        }
        await writeFile(folder.lineMap, new Uint8Array(lineMap.buffer, lineMap.byteOffset, lineMap.byteLength), {
          mode: 0o600,
        });
        // The lines the comparison left out go with the upload, for the job's report.
        const left = leftOut && leftOut.lines.length > 0 ? await writeLeftOut(folder, leftOut) : null;
        upload.finished = {
          fileName: upload.fileName,
          ...index,
          lineMapEntries: lineMap.length,
          ...(left ? { leftOut: left } : {}),
        };
        return { uploadId, records: index.records, bytes: index.bytes };
      } catch (error) {
        // An upload that cannot be imported is of no use, and it holds passwords.
        await forget(uploadId);
        throw error;
      }
    },

    async discard({ uploadId }, owner = CORE_OWNER) {
      if (staged.get(uploadId)?.owner === owner) await forget(uploadId);
    },

    follow(uploadId, owner = CORE_OWNER, options = {}) {
      const upload = find(uploadId, owner);
      if (upload.tee || upload.received > 0 || upload.finishing || upload.finished) {
        throw new AppError('invalid-argument', { reason: 'upload-begun', uploadId, fileName: upload.fileName });
      }
      const tee = createUploadTee();
      upload.tee = tee;
      upload.holdEnd = options.holdEnd === true;
      return { fileName: upload.fileName, bytes: tee.stream(), close: () => tee.close() };
    },

    async discardCaller(owner) {
      await Promise.all(
        [...staged].filter(([, upload]) => upload.owner === owner).map(([uploadId]) => forget(uploadId)),
      );
    },

    peek(uploadId, owner = CORE_OWNER) {
      const upload = finishedUpload(uploadId, owner);
      return { ...upload.finished, dir: upload.dir };
    },

    async take(uploadId, dir, owner = CORE_OWNER) {
      const upload = finishedUpload(uploadId, owner);
      await rename(upload.dir, dir);
      staged.delete(uploadId);
      // A job has it: a reader held at its end may end now.
      upload.tee?.end();
      return upload.finished;
    },

    async dispose() {
      await Promise.all([...staged.keys()].map(forget));
      if (prepared) await rm(runDir, { recursive: true, force: true });
    },
  };
}
