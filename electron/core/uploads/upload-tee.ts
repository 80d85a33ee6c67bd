/**
 * The bytes of a staged upload as they arrive, handed on to a reader (an upload to the server
 * sent while the file is still being staged, jobs/run/early-upload.ts): a queue of at most
 * `maxBytes`, so that the staging waits for a slow connection rather than the file piling up
 * in memory. The reader's stream ends when the staging finishes and fails when it is
 * discarded; a reader that stops (the upload failed) lets the staging go on without it.
 */
import { AppError } from '../errors';

export interface UploadTee {
  /** Queues a copy of `bytes`; waits while the queue is full and the reader still reads. */
  push(bytes: Uint8Array): Promise<void>;
  /** Every byte is in: the reader's stream ends after the queue. */
  end(): void;
  /** The staging was discarded or failed: the reader's stream throws (the upload is cut short). */
  abort(): void;
  /** The one stream of the bytes (the upload's body can be sent once). */
  stream(): AsyncIterable<Uint8Array>;
  /** The reader is gone (its upload failed): pushes no longer wait nor keep anything. */
  close(): void;
}

export const TEE_MAX_BYTES = 4 * 1024 * 1024;

export function createUploadTee(maxBytes = TEE_MAX_BYTES): UploadTee {
  const queue: Uint8Array[] = [];
  let queued = 0;
  let state: 'open' | 'ended' | 'aborted' | 'closed' = 'open';
  let opened = false;
  /** Wakes the reader (bytes or an end came) or the writer (room came). */
  let wakeReader: (() => void) | null = null;
  let wakeWriter: (() => void) | null = null;
  const wake = (which: 'reader' | 'writer') => {
    const w = which === 'reader' ? wakeReader : wakeWriter;
    if (which === 'reader') wakeReader = null;
    else wakeWriter = null;
    w?.();
  };

  return {
    async push(bytes) {
      if (state !== 'open') return;
      queue.push(Uint8Array.from(bytes));
      queued += bytes.byteLength;
      wake('reader');
      while (queued > maxBytes && state === 'open') await new Promise<void>((resolve) => (wakeWriter = resolve));
    },
    end() {
      if (state === 'open') state = 'ended';
      wake('reader');
    },
    abort() {
      if (state === 'open' || state === 'ended') state = 'aborted';
      queue.length = 0;
      queued = 0;
      wake('reader');
      wake('writer');
    },
    close() {
      if (state !== 'aborted') state = 'closed';
      queue.length = 0;
      queued = 0;
      wake('writer');
    },
    async *stream() {
      if (opened) throw new AppError('internal', { invariant: 'upload-tee-opened-twice' });
      opened = true;
      for (;;) {
        const next = queue.shift();
        if (next) {
          queued -= next.byteLength;
          if (queued <= maxBytes) wake('writer');
          yield next;
          continue;
        }
        if (state === 'ended') return;
        if (state === 'aborted' || state === 'closed')
          throw new AppError('cancelled', { what: 'upload', reason: 'staging-discarded' });
        await new Promise<void>((resolve) => (wakeReader = resolve));
      }
    },
  };
}
