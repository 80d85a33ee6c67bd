/// <reference lib="webworker" />
import { transferablesOf } from './csv-protocol';
import type { WorkerEvent, WorkerRequest } from './csv-protocol';
import { dispatchRequest } from './csv-dispatch';
import { CsvSession } from './csv-session';

// The import wizard's CSV worker: reading, matching and checking happen here, off the UI thread.
const scope = self as unknown as DedicatedWorkerGlobalScope;
const session = new CsvSession((event: WorkerEvent) => {
  // Int32Arrays of problem rows are copied (structured clone); they are small next to the rows.
  // The upload's chunks and line map are moved.
  scope.postMessage(event, transferablesOf(event));
});

scope.onmessage = (message: MessageEvent<WorkerRequest>) => {
  try {
    dispatchRequest(session, message.data);
  } catch (error) {
    scope.postMessage({ type: 'failed', message: (error as Error).message } satisfies WorkerEvent);
  }
};
