import type { CsvSessionEvent, CsvSessionRequest } from '../../shared/users-csv/csv-session-protocol';

/** What the wizard needs of a worker (a real Worker, or an in-process stand-in in tests). */
export interface CsvWorkerPort {
  postMessage(request: CsvSessionRequest): void;
  onmessage: ((message: MessageEvent<CsvSessionEvent>) => void) | null;
  /** The worker died (an error it did not catch, out of memory): no answer will come. */
  onerror: ((event: { message?: string }) => void) | null;
  /** Stops the worker at once (a real Worker has it; an in-process stand-in may not). */
  terminate?(): void;
}

let factory: () => CsvWorkerPort = () =>
  new Worker(new URL('./csv.worker.ts', import.meta.url), { type: 'module' }) as unknown as CsvWorkerPort;

export function createCsvWorker(): CsvWorkerPort {
  return factory();
}

/** Tests replace the Worker (happy-dom has none) with an in-process port. */
export function setCsvWorkerFactory(next: () => CsvWorkerPort): void {
  factory = next;
}
