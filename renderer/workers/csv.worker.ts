/// <reference lib="webworker" />
import type { WorkerEvent, WorkerRequest } from './csv-protocol';
import { CsvSession } from './csv-session';

// The import wizard's CSV worker: reading, matching and checking happen here, off the UI thread.
const scope = self as unknown as DedicatedWorkerGlobalScope;
const session = new CsvSession((event: WorkerEvent) => {
  // Int32Arrays of problem rows are copied (structured clone); they are small next to the rows.
  scope.postMessage(event);
});

scope.onmessage = (message: MessageEvent<WorkerRequest>) => {
  const request = message.data;
  try {
    switch (request.type) {
      case 'open':
        void session.open(request.file, request.fileName, request.encoding, request.separator);
        break;
      case 'cancel':
        session.cancel();
        break;
      case 'remap':
        session.remap(request.mapping);
        break;
      case 'rows':
        session.rowsAt(request.requestId, request.indexes);
        break;
      case 'edit':
        session.edit(request.index, request.column, request.value);
        break;
      case 'fixAll':
        session.fixAll(request.rule);
        break;
      case 'build':
        session.build(request.requestId, request.separator, request.validOnly);
        break;
    }
  } catch (error) {
    scope.postMessage({ type: 'failed', message: (error as Error).message } satisfies WorkerEvent);
  }
};
