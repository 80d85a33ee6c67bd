/**
 * What `import-users --dry-run` says: every line of FILE with the outcome predicted for it,
 * the counts, as text or as `{"dryRun": true, "predicted": {...}, "lines": [...]}`.
 */
import { noPredictedCounts, predictedStatusOf } from '../../../shared/models/dry-run';
import { predictionReasonText } from '../../../shared/models/dry-run';
import type { DryRunResult, PredictedCounts, PredictedStatus, PredictionReason } from '../../../shared/models/dry-run';
import type { Translator } from '../../../shared/i18n/translator';

export interface PredictedLine {
  /** The line in FILE. */
  line: number;
  predicted: PredictedStatus;
  reason: string;
}

/**
 * Every line of FILE: the dry run's prediction of the lines it saw (the upload's), and
 * FAILED for the lines the offline checks failed (with their first message).
 */
export function predictedLines(
  result: DryRunResult | null,
  overwrite: boolean,
  offlineFailed: ReadonlyMap<number, string>,
  translator?: Translator,
): { lines: PredictedLine[]; counts: PredictedCounts } {
  const lines: PredictedLine[] = [];
  if (result) {
    const codes = overwrite ? result.withOverwrite : result.withoutOverwrite;
    const notes = new Map(
      (overwrite ? result.notes.withOverwrite : result.notes.withoutOverwrite).map((n) => [n.record, n.why]),
    );
    for (let record = 0; record < result.records; record++) {
      const predicted = predictedStatusOf(codes[record]!);
      if (!predicted) continue;
      lines.push({ line: result.lineMap[record]!, predicted, reason: reasonText(notes.get(record), translator) });
    }
  }
  for (const [line, message] of offlineFailed) lines.push({ line, predicted: 'FAILED', reason: message });
  lines.sort((a, b) => a.line - b.line);
  const counts = noPredictedCounts();
  for (const l of lines) counts[l.predicted]++;
  return { lines, counts };
}

/** Why a line gets its prediction: in English without a translator (the --json output), else in its language. */
function reasonText(why: PredictionReason | undefined, translator: Translator | undefined): string {
  if (!translator) return why ? predictionReasonText(why) : 'A new user';
  return why ? translator.t(`cli.reason.${why.kind}`, { ...why }) : translator.t('cli.reason.new');
}
