/**
 * The upload body of spec 4.1: a multipart form with one part `file` (text/csv), streamed
 * in chunks so that progress reports the bytes the connection has actually consumed, with
 * an exact Content-Length (some servers and proxies refuse chunked uploads). Only an upload
 * sent while it is still being staged goes without one (chunked); when a server refuses it, the
 * job sends the finished file again with its length (jobs/run/early-upload.ts).
 */
import { randomBytes } from 'node:crypto';
import { AppError } from '../errors';
import type { UploadBody } from './api-client';

export const UPLOAD_CHUNK_BYTES = 64 * 1024;

export interface MultipartBody {
  contentType: string;
  /** Null for a body whose file is still being written (sent chunked). */
  contentLength: number | null;
  /**
   * A fresh stream of the body each call; `onProgress(sent, total)` as chunks are consumed
   * (total: the bytes sent so far while the length is not known).
   */
  stream(onProgress?: (sentBytes: number, totalBytes: number) => void): AsyncIterable<Uint8Array>;
}

/** A file name safe inside a quoted header parameter. */
function quoteFileName(name: string): string {
  return name.replace(/[\r\n"\\]/g, '_');
}

export function multipartCsv(
  fileName: string,
  content: string | Uint8Array | UploadBody,
  chunkBytes = UPLOAD_CHUNK_BYTES,
): MultipartBody {
  const boundary = `----mdm-admin-${randomBytes(12).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${quoteFileName(fileName)}"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const body: UploadBody = typeof content === 'string' || content instanceof Uint8Array ? inMemory(content) : content;
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const total = body.size === null ? null : head.length + body.size + tail.length;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    contentLength: total,
    async *stream(onProgress) {
      let sent = 0;
      let fileBytes = 0;
      async function* parts() {
        yield head;
        for await (const chunk of body.open()) {
          fileBytes += chunk.byteLength;
          yield chunk;
        }
        // The Content-Length announced the file's size: a file that changed meanwhile must not go.
        if (body.size !== null && fileBytes !== body.size) {
          throw new AppError('internal', { invariant: 'upload-size-changed', fileBytes, announced: body.size });
        }
        yield tail;
      }
      for await (const part of parts()) {
        for (let offset = 0; offset < part.byteLength; offset += chunkBytes) {
          const chunk = part.subarray(offset, Math.min(part.byteLength, offset + chunkBytes));
          yield chunk;
          // Resumed: the connection has taken the chunk.
          sent += chunk.length;
          onProgress?.(sent, total ?? sent);
        }
      }
    },
  };
}

function inMemory(content: string | Uint8Array): UploadBody {
  const data =
    typeof content === 'string'
      ? Buffer.from(content, 'utf8')
      : Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  return {
    size: data.length,
    async *open() {
      yield data;
    },
  };
}
