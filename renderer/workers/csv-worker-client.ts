import type { CsvSessionEvent, CsvSessionRequest } from '../../shared/users-csv/csv-session-protocol';
import { createCsvWorker } from './csv-client';
import type { CsvWorkerPort } from './csv-client';

/** The requests answered by one reply of the same type and `requestId`. */
export type AskedType = 'rows' | 'credentials' | 'predictedRows' | 'digest' | 'derivedPeople';
export type Question<K extends AskedType> = Omit<Extract<CsvSessionRequest, { type: K }>, 'requestId'>;
export type AnyQuestion = { [K in AskedType]: Question<K> }[AskedType];
export type Answer<K extends AskedType> = Extract<CsvSessionEvent, { type: K }>;
/** The requests nobody waits an answer for (the session's news comes as events). */
export type Notice = Exclude<CsvSessionRequest, { requestId: number }>;
/** What the session tells unasked (reading, changes, a failure). */
export type CsvWorkerNews = Exclude<CsvSessionEvent, { requestId: number }>;
export type UploadPiece = Extract<CsvSessionEvent, { type: 'uploadChunk' | 'uploadDone' }>;
export type BuildOptions = Omit<Extract<CsvSessionRequest, { type: 'build' }>, 'type' | 'requestId'>;

/** The upload the worker writes (`build`), pulled one piece at a time: the next chunk is written while this one travels. */
export interface UploadStream {
  /** The next chunk, or `uploadDone` with the line map after the last. */
  next(): Promise<UploadPiece>;
  /** Stops waiting: a piece still on its way is dropped. */
  close(): void;
}

export interface CsvWorkerClientOptions {
  /** Each event the session sends unasked. */
  onNews(event: CsvWorkerNews): void;
  /** The sentence for a worker that died (its own words, or `?`): told as a `failed` event and to every waiting caller. */
  stoppedMessage(reason: string): string;
  /** Where the worker comes from (tests: an in-process session). */
  createPort?: () => CsvWorkerPort;
}

interface Waiter {
  resolve(event: CsvSessionEvent): void;
  reject(error: Error): void;
}

/**
 * The page's typed side of the CSV worker (csv.worker.ts, speaking csv-session-protocol.ts):
 * requests with an id are answered by the reply of the same id (`ask`, `build`), everything
 * else arrives as news. The worker starts on first use; when it dies (an uncaught error, out
 * of memory) or the session fails, every caller still waiting hears why, and the next request
 * starts a new worker.
 */
export class CsvWorkerClient {
  private port: CsvWorkerPort | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiter>();

  constructor(private readonly options: CsvWorkerClientOptions) {}

  /** Starts the worker now (ahead of the first file, so that its start-up is not in the way of the first rows). */
  start(): void {
    this.ensurePort();
  }

  /** True while a worker runs. */
  get running(): boolean {
    return this.port !== null;
  }

  /** A request nobody waits an answer for; dropped when no worker runs unless `start` (a file to open, settings to hold). */
  send(request: Notice, start = false): void {
    if (start) this.ensurePort().postMessage(request);
    else this.port?.postMessage(request);
  }

  /** A request answered by its reply. */
  ask<Q extends AnyQuestion>(question: Q): Promise<Answer<Q['type']>> {
    const requestId = this.nextId++;
    const port = this.ensurePort();
    return new Promise<Answer<Q['type']>>((resolve, reject) => {
      this.waiting.set(requestId, { resolve: resolve as (event: CsvSessionEvent) => void, reject });
      port.postMessage({ ...question, requestId } as CsvSessionRequest);
    });
  }

  /** Starts writing the upload file; its pieces are pulled from the stream. */
  build(options: BuildOptions): UploadStream {
    const requestId = this.nextId++;
    this.ensurePort().postMessage({ type: 'build', requestId, ...options });
    return {
      next: () =>
        new Promise<UploadPiece>((resolve, reject) => {
          this.waiting.set(requestId, { resolve: resolve as (event: CsvSessionEvent) => void, reject });
          this.ensurePort().postMessage({ type: 'buildNext', requestId });
        }),
      close: () => {
        this.waiting.delete(requestId);
      },
    };
  }

  /** Stops the worker; whoever waits hears `reason`. The next request starts a new one. */
  terminate(reason: string): void {
    const port = this.port;
    this.port = null;
    if (port) {
      port.onmessage = null;
      port.onerror = null;
      port.terminate?.();
    }
    this.failWaiting(new Error(reason));
  }

  private ensurePort(): CsvWorkerPort {
    if (this.port) return this.port;
    const port = (this.options.createPort ?? createCsvWorker)();
    // A worker stopped by `terminate` may still have messages on their way: nobody hears them.
    port.onmessage = (message) => {
      if (this.port === port) this.receive(message.data);
    };
    port.onerror = (event) => {
      // A dead worker answers nothing: whoever waits must hear it, and the next file gets a new worker.
      if (this.port === port) this.port = null;
      this.receive({ type: 'failed', message: this.options.stoppedMessage(event.message || '?') });
    };
    this.port = port;
    return port;
  }

  private receive(event: CsvSessionEvent): void {
    if ('requestId' in event) {
      const waiter = this.waiting.get(event.requestId);
      this.waiting.delete(event.requestId);
      waiter?.resolve(event);
      return;
    }
    if (event.type === 'failed') this.failWaiting(new Error(event.message));
    this.options.onNews(event);
  }

  private failWaiting(error: Error): void {
    const waiters = [...this.waiting.values()];
    this.waiting.clear();
    for (const waiter of waiters) waiter.reject(error);
  }
}
