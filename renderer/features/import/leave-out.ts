/**
 * Tells the worker what the real upload (and so the credential sheet) leaves out, from the
 * current prediction: unchanged users, lines stopped by their school ID, and (the worker
 * knows them) the lines the server would skip with the overwrite setting chosen. Without a
 * current prediction nothing is left out.
 */
import type { CsvWorkerClient } from '../../workers/csv-worker-client';
import { leftOutLines } from './changes-model';
import type { ImportWizardState } from './import-wizard-types';

export function sendLeaveOut(get: () => ImportWizardState, worker: CsvWorkerClient): void {
  const { summary, prediction, options } = get();
  const current = summary?.predicted ? prediction.comparison : null;
  worker.send({ type: 'leaveOut', overwrite: options.overwrite, lines: leftOutLines(current) });
}
