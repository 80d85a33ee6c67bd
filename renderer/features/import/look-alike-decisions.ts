/**
 * The administrator's decision for each line that looks like an existing user, before
 * anything is sent: the same person (the line takes that account's login and e-mail, so the
 * import updates it) or another person (a new account). The options step's Start waits until
 * every look-alike line is decided.
 *
 * Kept per file, by source line and the account decided about, so that a decision outlives
 * the dry run it was made in: "Same person" is written into the row (login and e-mail) only
 * when the Changes view closes, all such lines at once, and the dry run then runs again by
 * itself (look-alike-apply.ts). In that run the line meets its account by login, so its
 * prediction, what is left out and the credential sheet hold; the decision stays here for the
 * receipt. A decision about another account (the row edited since) is no decision.
 */
import { create } from 'zustand';
import type { SimilarUser } from '../../../shared/models/dry-run-comparison';

export type LookAlikeDecision = 'same' | 'new';

export interface LineDecision {
  decision: LookAlikeDecision;
  /** The account the line was compared with (its login, lower case). */
  login: string;
  /** `same` written into the row (the account's login and e-mail). */
  applied: boolean;
}

export interface LookAlikeDecisionsState {
  /** The file the decisions are of. */
  file: File | null;
  /** Source line -> the decision. */
  lines: Readonly<Record<number, LineDecision>>;
  decide(file: File, line: number, user: SimilarUser, decision: LookAlikeDecision): void;
  /** The `same` lines now written into their rows. */
  markApplied(file: File, lines: readonly number[]): void;
}

export const useLookAlikeDecisions = create<LookAlikeDecisionsState>()((set) => ({
  file: null,
  lines: {},
  decide: (file, line, user, decision) =>
    set((s) => ({
      file,
      lines: {
        ...(s.file === file ? s.lines : {}),
        [line]: { decision, login: user.name.toLowerCase(), applied: false },
      },
    })),
  markApplied: (file, lines) =>
    set((s) => {
      if (s.file !== file) return s;
      const next = { ...s.lines };
      for (const line of lines) if (next[line]) next[line] = { ...next[line], applied: true };
      return { lines: next };
    }),
}));

type Decisions = Pick<LookAlikeDecisionsState, 'file' | 'lines'>;

/** The decisions in force for this file. */
function linesOf(state: Decisions, file: File | null): Readonly<Record<number, LineDecision>> {
  return file !== null && state.file === file ? state.lines : {};
}

/** The decision about this line and the account it looks like, if any. */
export function decisionOf(
  state: Decisions,
  file: File | null,
  line: number,
  user: SimilarUser | undefined,
): LookAlikeDecision | undefined {
  const decided = linesOf(state, file)[line];
  return decided && user && decided.login === user.name.toLowerCase() ? decided.decision : undefined;
}

export interface LookAlikeComparison {
  lineMap: ArrayLike<number>;
  similar: readonly { record: number; users: SimilarUser[] }[];
}

const lineOf = (comparison: LookAlikeComparison, record: number) => comparison.lineMap[record] ?? record + 2;

/** The look-alike lines of this comparison no one has decided yet. */
export function undecidedLookAlikes(
  comparison: LookAlikeComparison | null,
  file: File | null,
  state: Decisions,
): number {
  if (!comparison) return 0;
  return comparison.similar.filter(
    (s) => decisionOf(state, file, lineOf(comparison, s.record), s.users[0]) === undefined,
  ).length;
}

/** The lines decided `same` whose rows still hold the file's login: each with the account to write in. */
export function sameNotApplied(
  comparison: LookAlikeComparison,
  file: File | null,
  state: Decisions,
): { record: number; line: number; user: SimilarUser }[] {
  const out: { record: number; line: number; user: SimilarUser }[] = [];
  for (const s of comparison.similar) {
    const line = lineOf(comparison, s.record);
    const user = s.users[0];
    if (user && decisionOf(state, file, line, user) === 'same' && !linesOf(state, file)[line]!.applied)
      out.push({ record: s.record, line, user });
  }
  return out;
}

/**
 * The decisions the receipt records: each look-alike line of this comparison (undecided
 * counts as `new`: Start waits for a decision, so none is left at the start), and the lines
 * decided `same` and written into their rows, which this comparison matches by login.
 */
export function decidedLookAlikes(
  comparison: LookAlikeComparison,
  file: File | null,
  state: Decisions,
): { line: number; decision: LookAlikeDecision }[] {
  const out = new Map<number, LookAlikeDecision>();
  for (const s of comparison.similar) {
    const line = lineOf(comparison, s.record);
    out.set(line, decisionOf(state, file, line, s.users[0]) ?? 'new');
  }
  for (const [line, decided] of Object.entries(linesOf(state, file)))
    if (decided.decision === 'same' && decided.applied && !out.has(Number(line))) out.set(Number(line), 'same');
  return [...out].sort((a, b) => a[0] - b[0]).map(([line, decision]) => ({ line, decision }));
}
