/**
 * Tells the worker what the real upload (and so the credential sheet) leaves out, from the
 * current prediction: unchanged users, lines stopped by their school ID, and (the worker
 * knows them) the lines the server would skip with the overwrite setting chosen, each with
 * its reason (the job's report lists them as not sent). Start and the credential sheet run
 * the comparison first where none is current (compare-first.ts), so that this always knows.
 */
import type { CsvWorkerClient } from '../../workers/csv-worker-client';
import { countComparison } from '../../../shared/models/dry-run-comparison';
import type { ReceiptSourceInput } from '../../../shared/models/receipt';
import { leftOutLines, reactivatedLines } from './changes-model';
import { decidedLookAlikes, useLookAlikeDecisions } from './look-alike-decisions';
import type { ImportWizardState } from './import-wizard-types';
import { comparisonCurrent } from './compare-first';

export function sendLeaveOut(get: () => ImportWizardState, worker: CsvWorkerClient): void {
  const { prediction, options } = get();
  const current = comparisonCurrent(get()) ? prediction.comparison : null;
  worker.send({
    type: 'leaveOut',
    overwrite: options.overwrite,
    ...leftOutLines(current, options.overwrite),
    reactivate: reactivatedLines(current),
  });
}

/** What the receipt says of the lines the comparison decided (counts and look-alike decisions; line numbers only). */
export function receiptMatching(state: ImportWizardState): ReceiptSourceInput['matching'] {
  const { summary, prediction, options } = state;
  const comparison = summary?.predicted ? prediction.comparison : null;
  if (!comparison || !summary?.predicted) return undefined;
  const counts = countComparison(comparison.kinds);
  return {
    idColumn: comparison.idColumn,
    // Without overwrite the unchanged are existing users the server skips (the CLI's plan too).
    unchanged: options.overwrite ? counts.unchanged : 0,
    skipped: options.generatePasswords && !options.overwrite ? summary.predicted.withoutOverwrite.SKIPPED : 0,
    stopped: counts.conflict,
    newPasswordsForExisting: options.overwrite ? counts.changed + counts.adopts : 0,
    lookAlikes: decidedLookAlikes(comparison, state.file, useLookAlikeDecisions.getState()),
  };
}
