/**
 * Where streamed text goes (an export to a file, `devices --all` to standard output): writes
 * are gathered into blocks of about 64 KiB and each block waits for the stream to drain, so
 * that memory stays bounded however many records pass through.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Writable } from 'node:stream';

export interface TextSink {
  write(text: string): Promise<void>;
  /** Flushes what is gathered and ends the stream (a file is closed; standard output stays open). */
  end(): Promise<void>;
}

const BLOCK = 64 * 1024;

export function streamSink(stream: Writable | NodeJS.WritableStream, options: { endStream?: boolean } = {}): TextSink {
  let pending = '';
  let failure: Error | null = null;
  stream.on('error', (error: Error) => (failure ??= error));
  const flush = async () => {
    if (failure) throw failure;
    if (pending === '') return;
    const block = pending;
    pending = '';
    if (!stream.write(block)) {
      // Whichever comes first; the other listener goes (else each full buffer would leave one behind).
      const done = new AbortController();
      await Promise.race([
        once(stream, 'drain', { signal: done.signal }),
        once(stream, 'error', { signal: done.signal }),
      ]).finally(() => done.abort());
    }
    if (failure) throw failure;
  };
  return {
    async write(text) {
      pending += text;
      if (pending.length >= BLOCK) await flush();
    },
    async end() {
      await flush();
      if (options.endStream === false) return;
      const finished = once(stream, 'finish');
      stream.end();
      await finished;
      if (failure) throw failure;
    },
  };
}

/** A new file readable by the user alone (reports name people). */
export function fileSink(path: string): TextSink {
  return streamSink(createWriteStream(path, { mode: 0o600 }));
}
