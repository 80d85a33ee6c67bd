/**
 * The outcome the server will give each line, predicted before the import from read-only
 * calls (issue 12 item 1): SUCCESS (a new user), SKIPPED (the user exists and overwrite is
 * off), OVERWRITTEN (exists, overwrite on; the server reports it as SUCCESS), FAILED (another
 * user has the e-mail address, or the line fails the offline checks).
 */
import type { DryRunComparison, PackedComparison } from './dry-run-comparison';

export const PREDICTED_STATUSES = ['SUCCESS', 'SKIPPED', 'OVERWRITTEN', 'FAILED'] as const;
export type PredictedStatus = (typeof PREDICTED_STATUSES)[number];

/** One byte per line in typed arrays: 0 is "not predicted". */
export const PREDICTION_CODE: Record<PredictedStatus, number> = { SUCCESS: 1, SKIPPED: 2, OVERWRITTEN: 3, FAILED: 4 };
export const NOT_PREDICTED = 0;

export function predictedStatusOf(code: number): PredictedStatus | null {
  return PREDICTED_STATUSES[code - 1] ?? null;
}

export type PredictedCounts = Record<PredictedStatus, number>;

export const noPredictedCounts = (): PredictedCounts => ({ SUCCESS: 0, SKIPPED: 0, OVERWRITTEN: 0, FAILED: 0 });

export function countPredictions(codes: Uint8Array): PredictedCounts {
  const counts = noPredictedCounts();
  for (const code of codes) {
    const status = predictedStatusOf(code);
    if (status) counts[status]++;
  }
  return counts;
}

/** Whether the server's outcome is the one predicted (an overwritten user is reported as SUCCESS). */
export function outcomeMatches(predicted: PredictedStatus, outcome: string): boolean {
  return (predicted === 'OVERWRITTEN' ? 'SUCCESS' : predicted) === outcome;
}

/** Why a line gets its prediction, as facts: each reader words them in its language. */
export type PredictionReason =
  | { kind: 'exists'; name: string }
  | { kind: 'overwritten'; name: string }
  | { kind: 'emailTaken'; email: string; holder: string };

/** Why a line of the staged upload gets its prediction, for both settings of overwrite. */
export interface PredictionNote {
  /** Upload record (0 = the first line after the header). */
  record: number;
  why: PredictionReason;
}

/** The reason in English, the engine's own words (the CLI's --json says it so in every language). */
export function predictionReasonText(why: PredictionReason): string {
  switch (why.kind) {
    case 'exists':
      return `User '${why.name}' already exists and overwrite is off`;
    case 'overwritten':
      return `User '${why.name}' already exists and will be overwritten`;
    case 'emailTaken':
      return `E-mail address '${why.email}' is already in use by user '${why.holder}'`;
  }
}

/** A dry run's answer: per upload record, the outcome without and with overwrite. */
export interface DryRunResult {
  uploadId: string;
  records: number;
  /** lineMap[i]: the line in the administrator's file of upload record i. */
  lineMap: Uint32Array;
  /** PREDICTION_CODE per record when existing users are skipped (overwrite off). */
  withoutOverwrite: Uint8Array;
  /** PREDICTION_CODE per record when existing users are overwritten. */
  withOverwrite: Uint8Array;
  /** The reasons of the lines that are not plain new users, per setting of overwrite. */
  notes: { withoutOverwrite: PredictionNote[]; withOverwrite: PredictionNote[] };
  /** Lookup calls made (each a batch of names and e-mail addresses). */
  lookups: number;
  /** The comparison with the server's users, when asked (dry-run-comparison.ts). */
  comparison?: DryRunComparison;
}

export interface DryRunProgress {
  uploadId: string;
  /** Names and e-mail addresses looked up so far, of `total` (0 of 0 when comparing: the users read are asked instead). */
  checked: number;
  total: number;
  /** When comparing, while the organization's users are read: so far, of the server's count (null: none given). */
  users?: { read: number; total: number | null };
}

/**
 * What `dryRun.run` answers a window: the codes of every line, without the reasons. The
 * window shows the codes and never used the reasons, which at 1,000,000 lines are some
 * 220,000 sentences (a 24 MB message encoded in one turn of core's loop); the CLI, in
 * core's process, takes them from the service (DryRunResult). The comparison comes packed
 * for the same reason (PackedComparison).
 */
export type DryRunAnswer = Omit<DryRunResult, 'notes' | 'comparison'> & { comparison?: PackedComparison };
