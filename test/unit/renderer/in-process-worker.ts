import type { CsvWorkerPort } from '../../../renderer/workers/csv-client';
import { CsvSession } from '../../../shared/users-csv/csv-session';
import type { CsvSessionEvent, CsvSessionRequest } from '../../../shared/users-csv/csv-session-protocol';

/** The CSV worker in the test's own thread (happy-dom has no Worker); requests are recorded. */
export function inProcessWorker(): CsvWorkerPort & { requests: CsvSessionRequest[] } {
  const port: CsvWorkerPort & { requests: CsvSessionRequest[] } = {
    requests: [],
    onmessage: null,
    onerror: null,
    postMessage(request) {
      port.requests.push(request);
      // Asynchronous like a real worker: the store's handlers run after the post returns.
      queueMicrotask(() => {
        try {
          session.handle(request);
        } catch (error) {
          port.onmessage?.({
            data: { type: 'failed', message: (error as Error).message },
          } as MessageEvent<CsvSessionEvent>);
        }
      });
    },
  };
  const session = new CsvSession((event) => port.onmessage?.({ data: event } as MessageEvent<CsvSessionEvent>));
  return port;
}
