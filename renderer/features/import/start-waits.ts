/**
 * What Start waits for once the comparison is known: every look-alike line decided (the same
 * person or another one), and a deactivation above the brake confirmed by its number. Start
 * stops there without sending anything; the options step names the lines to decide.
 */
import { deactivationBlocked } from './deactivate-leavers';
import type { ImportWizardState } from './import-wizard-types';
import { decisionOf, useLookAlikeDecisions } from './look-alike-decisions';
import type { LookAlikeDecisionsState } from './look-alike-decisions';

type Facts = Pick<ImportWizardState, 'file' | 'options' | 'summary' | 'prediction'>;

/** The source lines of the comparison's look-alikes no one has decided yet, ascending. */
export function undecidedLines(
  { file, prediction }: Pick<Facts, 'file' | 'prediction'>,
  decisions: Pick<LookAlikeDecisionsState, 'file' | 'lines'> = useLookAlikeDecisions.getState(),
): number[] {
  const comparison = prediction.comparison;
  if (!comparison) return [];
  const lines: number[] = [];
  for (const s of comparison.similar) {
    const line = comparison.lineMap[s.record] ?? s.record + 2;
    if (decisionOf(decisions, file, line, s.users[0]) === undefined) lines.push(line);
  }
  return lines.sort((a, b) => a - b);
}

/** Whether Start may send now: nothing left to decide or confirm. */
export function mayStart(state: Facts): boolean {
  return undecidedLines(state).length === 0 && !deactivationBlocked(state);
}
