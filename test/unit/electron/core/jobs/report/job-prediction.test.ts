import { describe, expect, it } from 'vitest';
import { predictionForRecords } from '../../../../../../electron/core/jobs/report/job-prediction';
import { PREDICTION_CODE } from '../../../../../../shared/models/dry-run';
import type { DryRunResult } from '../../../../../../shared/models/dry-run';

const { SUCCESS, SKIPPED, OVERWRITTEN, FAILED } = PREDICTION_CODE;

/** A dry run that saw lines 2, 3, 5 and 6 (line 4 had an error of its field count). */
const dryRun = {
  lineMap: Uint32Array.from([2, 3, 5, 6]),
  withoutOverwrite: Uint8Array.from([SUCCESS, SKIPPED, SUCCESS, SKIPPED]),
  withOverwrite: Uint8Array.from([SUCCESS, OVERWRITTEN, SUCCESS, OVERWRITTEN]),
} as DryRunResult;

describe('predictionForRecords', () => {
  it('matches each record by its line; a line the dry run did not see is FAILED', () => {
    expect(Array.from(predictionForRecords(dryRun, false, Uint32Array.from([2, 3, 4, 5, 6])))).toEqual([
      SUCCESS,
      SKIPPED,
      FAILED,
      SUCCESS,
      SKIPPED,
    ]);
  });

  it('predicts FAILED for the lines with offline errors that the dry run compared all the same', () => {
    const codes = predictionForRecords(dryRun, true, Uint32Array.from([2, 3, 4, 5, 6]), Uint32Array.from([3, 6]));
    expect(Array.from(codes)).toEqual([SUCCESS, FAILED, FAILED, SUCCESS, FAILED]);
  });
});
