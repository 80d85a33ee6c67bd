import type { WorkerRequest } from './csv-protocol';
import type { CsvSession } from './csv-session';

/** One request of the wizard to the session (the worker's message handler, and tests' in-process port). */
export function dispatchRequest(session: CsvSession, request: WorkerRequest): void {
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
    case 'buildNext':
      session.buildNext(request.requestId);
      break;
  }
}
