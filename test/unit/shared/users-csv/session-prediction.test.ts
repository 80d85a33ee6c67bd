import { describe, expect, it } from 'vitest';
import { PREDICTION_CODE } from '../../../../shared/models/dry-run';
import { SessionPrediction } from '../../../../shared/users-csv/session-prediction';

const { SUCCESS, SKIPPED, OVERWRITTEN } = PREDICTION_CODE;

describe('SessionPrediction', () => {
  // Rows on source lines 2, 3, 5, 6; the row on line 3 has an error (the dry run never saw it),
  // the row on line 6 was not predicted.
  const rows = { length: 4, line: (i: number) => [2, 3, 5, 6][i]! };
  const prediction = SessionPrediction.of(
    rows,
    (i) => i === 1,
    Uint32Array.from([2, 5]),
    Uint8Array.from([SUCCESS, SKIPPED]),
    Uint8Array.from([SUCCESS, OVERWRITTEN]),
  );

  it('joins the dry run to the rows by source line; rows with errors fail, rows it did not see have none', () => {
    expect([0, 1, 2, 3].map((i) => prediction.of(i))).toEqual([
      { predicted: ['SUCCESS', 'SUCCESS'] },
      { predicted: ['FAILED', 'FAILED'] },
      { predicted: ['SKIPPED', 'OVERWRITTEN'] },
      {},
    ]);
  });

  it('answers the rows of one outcome, with or without overwrite, and the counts', () => {
    expect(Array.from(prediction.rows(false, 'SKIPPED'))).toEqual([2]);
    expect(Array.from(prediction.rows(true, 'SKIPPED'))).toEqual([]);
    expect(Array.from(prediction.rows(true, 'OVERWRITTEN'))).toEqual([2]);
    expect(prediction.counts().withoutOverwrite).toEqual({ SUCCESS: 1, SKIPPED: 1, OVERWRITTEN: 0, FAILED: 1 });
  });
});
