/**
 * Start and the credential sheet always work from a current comparison with the
 * organization's users, as the CLI does for every real import: where the administrator did
 * not run the dry run, or the rows, the connection or its id column changed since (or "upload
 * every row" was chosen or left since: its rows with errors are compared too), the same
 * dry run the "Predict outcomes" button makes runs first (its progress shows in the options
 * step, and Cancel stops it). Nothing is sent, and no password is drawn, before what the
 * comparison leaves out is known (leave-out.ts).
 */
import { translate } from '../../ui/i18n';
import { useProfiles } from '../../stores/profiles';
import type { ImportWizardState, WizardContext } from './import-wizard-types';
import { activeIdColumn } from './naming-slice';

/** Whether the wizard holds a comparison of the rows as they are, with the active connection. */
export function comparisonCurrent(state: Pick<ImportWizardState, 'summary' | 'prediction' | 'options'>): boolean {
  const { prediction } = state;
  return (
    !!state.summary?.predicted &&
    prediction.phase === 'done' &&
    prediction.against !== null &&
    prediction.against.profileId === useProfiles.getState().activeId &&
    prediction.against.idColumn === activeIdColumn() &&
    // With "upload every row" the rows with errors are sent: a comparison without them does not hold.
    (prediction.against.withErrors ?? false) === (state.options.errorPolicy === 'all')
  );
}

/** The comparison was cancelled before it was known: nothing was sent. */
export class ComparisonCancelled extends Error {
  readonly code = 'cancelled';
  constructor() {
    super(translate('import.compare.cancelled'));
  }
}

/**
 * Runs the comparison where none is current; true when it ran. Throws when it was cancelled
 * or failed. Once it returns, the worker's summary carries the prediction (so what the upload
 * leaves out is known).
 */
export async function compareFirst({ get, worker }: Pick<WizardContext, 'get' | 'worker'>): Promise<boolean> {
  if (comparisonCurrent(get())) return false;
  await get().predict();
  const { prediction } = get();
  if (prediction.phase === 'cancelled') throw new ComparisonCancelled();
  if (prediction.phase !== 'done')
    throw new Error(translate('import.compare.failed', { reason: prediction.error ?? '?' }));
  // The worker answers in order: its summary with the prediction comes before this answer.
  await worker.ask({ type: 'predictedRows', overwrite: false, status: 'SKIPPED' });
  return true;
}
