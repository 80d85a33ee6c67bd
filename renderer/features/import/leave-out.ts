/**
 * Tells the worker what the real upload (and so the credential sheet) leaves out, from the
 * current prediction: unchanged users, lines stopped by their school ID, existing users whose
 * changes are all in columns unticked for update (`kept`), and (the worker
 * knows them) the lines the server would skip with the overwrite setting chosen, each with
 * its reason (the job's report lists them as not sent). Start and the credential sheet run
 * the comparison first where none is current (compare-first.ts), so that this always knows.
 */
import type { CsvWorkerClient } from '../../workers/csv-worker-client';
import { countComparison } from '../../../shared/models/dry-run-comparison';
import type { ReceiptSourceInput } from '../../../shared/models/receipt';
import { chosenColumns, keptRecords, leftOutLines, reactivatedLines } from './changes-model';
import { decidedLookAlikes, useLookAlikeDecisions } from './look-alike-decisions';
import type { ImportWizardState } from './import-wizard-types';
import { comparisonCurrent } from './compare-first';

export function sendLeaveOut(get: () => ImportWizardState, worker: CsvWorkerClient): void {
  const { prediction, options } = get();
  const current = comparisonCurrent(get()) ? prediction.comparison : null;
  worker.send({
    type: 'leaveOut',
    overwrite: options.overwrite,
    ...leftOutLines(current, options.overwrite, options.notForUpdate),
    reactivate: reactivatedLines(current),
  });
}

/** What the receipt says of the lines the comparison decided (counts and look-alike decisions; line numbers only). */
export function receiptMatching(state: ImportWizardState): ReceiptSourceInput['matching'] {
  const { summary, prediction, options } = state;
  const comparison = summary?.predicted ? prediction.comparison : null;
  if (!comparison || !summary?.predicted) return undefined;
  const counts = countComparison(comparison.kinds);
  // Overwriting with columns unticked: the users whose changes are all in them are kept (not sent).
  const chosen = options.overwrite ? chosenColumns(options.notForUpdate) : null;
  const kept = chosen ? keptRecords(comparison, options.notForUpdate).size : 0;
  return {
    idColumn: comparison.idColumn,
    // Without overwrite the unchanged are existing users the server skips (the CLI's plan too).
    unchanged: options.overwrite ? counts.unchanged : 0,
    skipped: options.generatePasswords && !options.overwrite ? summary.predicted.withoutOverwrite.SKIPPED : 0,
    stopped: counts.conflict,
    newPasswordsForExisting: options.overwrite ? counts.changed + counts.adopts - kept : 0,
    ...(chosen ? { kept, updateOnly: [...chosen] } : {}),
    lookAlikes: decidedLookAlikes(comparison, state.file, useLookAlikeDecisions.getState()),
  };
}
