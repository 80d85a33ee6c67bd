/// <reference lib="webworker" />
import { CsvSession } from '../../shared/users-csv/csv-session';
import { transferablesOf } from '../../shared/users-csv/csv-session-protocol';
import type { CsvSessionEvent, CsvSessionRequest } from '../../shared/users-csv/csv-session-protocol';

// The import wizard's CSV worker: reading, matching and checking happen here, off the UI thread.
const scope = self as unknown as DedicatedWorkerGlobalScope;
const session = new CsvSession((event: CsvSessionEvent) => {
  // Int32Arrays of problem rows are copied (structured clone); they are small next to the rows.
  // The upload's chunks and line map are moved.
  scope.postMessage(event, transferablesOf(event));
});

scope.onmessage = (message: MessageEvent<CsvSessionRequest>) => {
  try {
    session.handle(message.data);
  } catch (error) {
    scope.postMessage({ type: 'failed', message: (error as Error).message } satisfies CsvSessionEvent);
  }
};
