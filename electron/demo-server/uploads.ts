import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { MultipartError, MultipartParser, multipartBoundary } from './multipart';

/** An uploaded file as the server keeps it: on disk, never in memory. */
export interface UploadedFile {
  uuid: string;
  name: string;
  size: number;
  contentType: string;
  creationDate: number;
  /** Where the bytes are (the server's temporary folder). */
  path: string;
  /** Whether the body came chunked, without a Content-Length (tests tell an upload sent while staged by it). */
  chunked: boolean;
}

export type UploadOutcome =
  | { ok: true; file: UploadedFile }
  | { ok: false; status: number; errorCode: string; message: string; errors?: Record<string, string> };

/**
 * Receives a multipart upload (spec 4.1), streaming the part named `file` to a file in
 * `folder` as it arrives (the request is paused while the disk catches up), so that the
 * server's memory does not grow with the upload. Past `limit` bytes of body the rest is
 * drained, not kept, and the answer is 413, so that a client still sending reads it.
 */
export async function receiveUpload(
  req: IncomingMessage,
  folder: string,
  limit: number,
  now: () => number,
): Promise<UploadOutcome> {
  const contentType = req.headers['content-type'] ?? '';
  const tooLarge = (): UploadOutcome => ({
    ok: false,
    status: 413,
    errorCode: 'RESOURCE_UPLOAD_TOO_LARGE',
    message: `The upload exceeds the size limit of ${limit} bytes`,
  });
  const drain = async () => {
    req.resume();
    if (!req.readableEnded) await finished(req).catch(() => {});
  };
  if (Number(req.headers['content-length'] ?? 0) > limit) {
    await drain();
    return tooLarge();
  }
  const boundary = multipartBoundary(contentType);
  if (!boundary) {
    await drain();
    return {
      ok: false,
      status: 400,
      errorCode: 'NO_FILE_UPLOADED',
      message: /^multipart\/form-data/i.test(contentType)
        ? `Malformed multipart body: the Content-Type has no boundary`
        : `Expected a multipart/form-data body with a part named 'file', got Content-Type '${contentType || '(none)'}'`,
    };
  }
  const parser = new MultipartParser(boundary);
  const uuid = randomUUID();
  const path = join(folder, uuid);
  let out: ReturnType<typeof createWriteStream> | undefined;
  let file: { name: string; contentType: string } | undefined;
  let inFilePart = false;
  let size = 0;
  let received = 0;
  let failure: UploadOutcome | undefined;
  const discard = async () => {
    if (out) {
      out.destroy();
      await finished(out).catch(() => {});
    }
    await rm(path, { force: true });
  };
  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      received += chunk.length;
      if (failure) continue; // draining
      if (received > limit) {
        failure = tooLarge();
        continue;
      }
      for (const event of parser.push(chunk)) {
        if (event.type === 'part') {
          inFilePart = event.headers.name === 'file' && file === undefined;
          if (inFilePart) {
            file = {
              name: event.headers.filename || 'users.csv',
              contentType: event.headers.contentType || 'text/csv',
            };
            out = createWriteStream(path);
          }
        } else if (event.type === 'data' && inFilePart && out) {
          size += event.bytes.length;
          if (!out.write(event.bytes)) await new Promise<void>((resolve) => out!.once('drain', resolve));
        } else if (event.type === 'part-end') {
          inFilePart = false;
        }
      }
    }
    if (!failure) parser.end();
  } catch (error) {
    if (!(error instanceof MultipartError)) {
      await discard();
      throw error;
    }
    failure = {
      ok: false,
      status: 400,
      errorCode: 'NO_FILE_UPLOADED',
      message: `Malformed multipart body: ${error.message}`,
    };
    await drain();
  }
  if (!failure && !file) {
    failure = {
      ok: false,
      status: 400,
      errorCode: 'NO_FILE_UPLOADED',
      message: "The multipart body has no part named 'file'",
      errors: { file: 'missing' },
    };
  }
  if (!failure && size === 0) {
    failure = {
      ok: false,
      status: 400,
      errorCode: 'NO_FILE_CONTENT',
      message: `The uploaded file '${file!.name}' is empty`,
      errors: { file: 'empty' },
    };
  }
  if (failure) {
    await discard();
    return failure;
  }
  out!.end();
  await finished(out!);
  return {
    ok: true,
    file: {
      uuid,
      name: file!.name,
      size,
      contentType: file!.contentType,
      creationDate: now(),
      path,
      chunked: req.headers['content-length'] === undefined,
    },
  };
}
