/**
 * The prediction a job keeps: the dry run's outcome of each of the job's
 * upload records (`prediction.u8`, one byte a record, shared/models/dry-run.ts codes), so that
 * its report shows where the prediction and the outcome differ (`report.differing`: the
 * positions in report.lines where they do, found once when first asked).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  countPredictions,
  outcomeMatches,
  PREDICTION_CODE,
  predictedStatusOf,
} from '../../../../shared/models/dry-run';
import type { DryRunResult, PredictedCounts } from '../../../../shared/models/dry-run';
import type { JobFolder } from '../store/job-folder';
import type { ReportMeta } from './report-meta';
import { lineAt, RECORD_BYTES, statusAt } from './report-records';
import { uint32sOf } from '../../support/aligned-bytes';

export const predictionFile = (dir: string) => path.join(dir, 'prediction.u8');
const differingFile = (dir: string) => path.join(dir, 'report.differing');

/**
 * The dry run's outcome for each of the job's records, matched by their line in the
 * administrator's file (both in file order). A record the dry run did not see had offline
 * errors (a dry run sees every row without): FAILED; so is one of `failedLines`, a row with
 * errors the dry run compared because it is sent all the same.
 */
export function predictionForRecords(
  dryRun: DryRunResult,
  overwrite: boolean,
  sourceLines: Uint32Array,
  /** Lines with offline errors the dry run saw all the same (sent as "upload every row"), ascending. */
  failedLines: Uint32Array = new Uint32Array(0),
): Uint8Array {
  const codes = overwrite ? dryRun.withOverwrite : dryRun.withoutOverwrite;
  const out = new Uint8Array(sourceLines.length);
  let j = 0;
  let f = 0;
  for (let i = 0; i < sourceLines.length; i++) {
    const line = sourceLines[i]!;
    while (j < dryRun.lineMap.length && dryRun.lineMap[j]! < line) j++;
    while (f < failedLines.length && failedLines[f]! < line) f++;
    const failed = f < failedLines.length && failedLines[f] === line;
    out[i] = !failed && j < dryRun.lineMap.length && dryRun.lineMap[j] === line ? codes[j]! : PREDICTION_CODE.FAILED;
  }
  return out;
}

/** Saves the prediction with the job and answers its counts. */
export async function keepPrediction(dir: string, codes: Uint8Array): Promise<PredictedCounts> {
  await writeFile(predictionFile(dir), codes, { mode: 0o600 });
  return countPredictions(codes);
}

export async function readPrediction(dir: string): Promise<Uint8Array | null> {
  return readFile(predictionFile(dir)).then(
    (bytes) => new Uint8Array(bytes),
    () => null,
  );
}

/** Positions in report.lines whose outcome differs from the prediction (computed once, then kept). */
export async function differingPositions(folder: JobFolder, meta: ReportMeta): Promise<Uint32Array | null> {
  const prediction = await readPrediction(folder.dir);
  if (!prediction) return null;
  const kept = await readFile(differingFile(folder.dir)).catch(() => null);
  if (kept) return uint32sOf(kept);
  const lines = await readFile(folder.reportLines);
  const positions: number[] = [];
  for (let position = 0; position < meta.total; position++) {
    const at = position * RECORD_BYTES;
    const line = lineAt(lines, at);
    const predicted = line >= 2 ? predictedStatusOf(prediction[line - 2] ?? 0) : null;
    if (!predicted) continue;
    const outcome = meta.statuses[statusAt(lines, at)]?.status ?? '';
    if (!outcomeMatches(predicted, outcome)) positions.push(position);
  }
  const array = Uint32Array.from(positions);
  await writeFile(differingFile(folder.dir), new Uint8Array(array.buffer), { mode: 0o600 });
  return array;
}
