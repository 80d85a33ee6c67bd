/**
 * The administrator's decision for each line that looks like an existing user, before
 * anything is sent: the same person (the line takes that account's login and e-mail, so the
 * import updates it) or another person (a new account). Kept per dry run: a new prediction
 * asks again. The options step's Start waits until every look-alike line is decided.
 */
import { create } from 'zustand';
import type { SimilarUser } from '../../../shared/models/dry-run-comparison';

export type LookAlikeDecision = 'same' | 'new';

export interface LookAlikeDecisionsState {
  /** The dry run the decisions are of (its upload id). */
  dryRunId: string | null;
  /** Upload record -> the decision. */
  decisions: Readonly<Record<number, LookAlikeDecision>>;
  decide(dryRunId: string, record: number, decision: LookAlikeDecision): void;
}

export const useLookAlikeDecisions = create<LookAlikeDecisionsState>()((set) => ({
  dryRunId: null,
  decisions: {},
  decide: (dryRunId, record, decision) =>
    set((s) => ({
      dryRunId,
      decisions: { ...(s.dryRunId === dryRunId ? s.decisions : {}), [record]: decision },
    })),
}));

/** The look-alike lines of this dry run no one has decided yet. */
export function undecidedLookAlikes(
  comparison: { uploadId: string; similar: readonly { record: number; users: SimilarUser[] }[] } | null,
  state: Pick<LookAlikeDecisionsState, 'dryRunId' | 'decisions'>,
): number {
  if (!comparison) return 0;
  const decided = state.dryRunId === comparison.uploadId ? state.decisions : {};
  return comparison.similar.filter((s) => decided[s.record] === undefined).length;
}
