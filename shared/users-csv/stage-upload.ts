import { UPLOAD_CHUNK_MAX_BYTES } from '../ipc';
import type { LeftOutLines } from './left-out-lines';

/**
 * The four calls of a staged upload (`uploads.begin/append/finish/discard`), as the renderer
 * reaches them through `window.mdm` and the CLI through core's service: one port, so the
 * sequence that drives them is written once.
 */
export interface UploadStagingPort {
  begin(input: { fileName: string }): Promise<{ uploadId: string }>;
  append(input: { uploadId: string; offset: number; bytes: Uint8Array }): Promise<unknown>;
  finish(input: {
    uploadId: string;
    lineMap: Uint32Array;
    leftOut?: LeftOutLines | undefined;
  }): Promise<{ uploadId: string; records: number; bytes: number }>;
  discard(input: { uploadId: string }): Promise<unknown>;
}

/** What the writer hands back: the line map to finish with, or `null` to discard the upload. */
export interface StagedOutcome<T> {
  lineMap: Uint32Array | null;
  /** The lines the comparison left out, kept with the upload for the job's report; absent: none. */
  leftOut?: LeftOutLines | undefined;
  result: T;
}

export interface StagedUpload<T> {
  /** Null when the writer chose to discard (nothing usable to import). */
  uploadId: string | null;
  records: number;
  bytes: number;
  result: T;
}

/**
 * Stages one upload: begins it, lets `write` append bytes (any size: pieces larger than a
 * chunk are cut, offsets are counted here), then finishes it with the writer's line map, or
 * discards it when the writer returns none. A failure anywhere (a chunk refused, the writer
 * throwing) discards the upload before the error goes on, so core never keeps a half-staged
 * file; a failing discard does not hide the original error.
 */
export async function stageUpload<T>(
  port: UploadStagingPort,
  fileName: string,
  write: (append: (bytes: Uint8Array) => Promise<void>) => Promise<StagedOutcome<T>>,
): Promise<StagedUpload<T>> {
  const { uploadId } = await port.begin({ fileName });
  let offset = 0;
  const append = async (bytes: Uint8Array): Promise<void> => {
    for (let at = 0; at < bytes.byteLength; at += UPLOAD_CHUNK_MAX_BYTES) {
      const chunk = bytes.subarray(at, at + UPLOAD_CHUNK_MAX_BYTES);
      await port.append({ uploadId, offset, bytes: chunk });
      offset += chunk.byteLength;
    }
  };
  try {
    const { lineMap, leftOut, result } = await write(append);
    if (lineMap === null) {
      await port.discard({ uploadId });
      return { uploadId: null, records: 0, bytes: offset, result };
    }
    const finished = await port.finish({ uploadId, lineMap, ...(leftOut ? { leftOut } : {}) });
    return { uploadId: finished.uploadId, records: finished.records, bytes: finished.bytes, result };
  } catch (error) {
    await port.discard({ uploadId }).catch(() => undefined);
    throw error;
  }
}
