import type { CsvWorkerPort } from '../../../renderer/workers/csv-client';
import { dispatchRequest } from '../../../renderer/workers/csv-dispatch';
import type { WorkerEvent, WorkerRequest } from '../../../renderer/workers/csv-protocol';
import { CsvSession } from '../../../renderer/workers/csv-session';

/** The CSV worker in the test's own thread (happy-dom has no Worker); requests are recorded. */
export function inProcessWorker(): CsvWorkerPort & { requests: WorkerRequest[] } {
  const port: CsvWorkerPort & { requests: WorkerRequest[] } = {
    requests: [],
    onmessage: null,
    postMessage(request) {
      port.requests.push(request);
      // Asynchronous like a real worker: the store's handlers run after the post returns.
      queueMicrotask(() => {
        try {
          dispatchRequest(session, request);
        } catch (error) {
          port.onmessage?.({
            data: { type: 'failed', message: (error as Error).message },
          } as MessageEvent<WorkerEvent>);
        }
      });
    },
    terminate() {},
  };
  const session = new CsvSession((event) => port.onmessage?.({ data: event } as MessageEvent<WorkerEvent>));
  return port;
}
