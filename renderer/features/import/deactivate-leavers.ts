/**
 * Deactivating the users the file does not name, as the options step offers it: how many
 * there are (the dry run's comparison, current for the rows), whether the brake needs the
 * number typed, and what `import.start` gets (`deactivate`).
 */
import { deactivationAllowed, deactivationBrake } from '../../../shared/jobs/deactivation-brake';
import type { ImportWizardState } from './import-wizard-types';

type Facts = Pick<ImportWizardState, 'options' | 'summary' | 'prediction'>;

export interface Leavers {
  /** Users the file does not name. */
  count: number;
  /** The most deactivated without a typed number. */
  brake: number;
  /** Whether the typed number is needed (more than the brake). */
  needsConfirm: boolean;
}

/**
 * The leavers of the current comparison, or null where none can be deactivated: no current
 * comparison, none not in the file, or rows with errors (their users would count as leavers).
 */
export function leaversOf({ summary, prediction }: Facts): Leavers | null {
  const comparison = prediction.comparison;
  const count = comparison?.notInFile?.count ?? 0;
  if (!comparison || !summary?.predicted || count === 0 || summary.errorRows.length > 0) return null;
  const brake = deactivationBrake(comparison.serverUsers);
  return { count, brake, needsConfirm: count > brake };
}

/** Whether the options ask to deactivate and the brake still wants the number typed. */
export function deactivationBlocked(state: Facts): boolean {
  const leavers = leaversOf(state);
  if (!state.options.deactivateNotInFile || !leavers) return false;
  const serverUsers = state.prediction.comparison!.serverUsers;
  return !deactivationAllowed(leavers.count, serverUsers, state.options.deactivateConfirm);
}

/** `import.start`'s `deactivate`, when asked and possible. */
export function deactivateInput(state: Facts): { deactivate?: { dryRunId: string; confirm?: number } } {
  const leavers = leaversOf(state);
  if (!state.options.deactivateNotInFile || !leavers) return {};
  const confirm = state.options.deactivateConfirm;
  return {
    deactivate: {
      dryRunId: state.prediction.comparison!.uploadId,
      ...(leavers.needsConfirm && confirm !== null ? { confirm } : {}),
    },
  };
}
