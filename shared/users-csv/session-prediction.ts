/**
 * A dry run's prediction as the CSV session keeps it: per row, the outcome code without and
 * with overwrite. Rows with errors are predicted to fail whatever the server holds; any
 * change to the rows or the mapping forgets it (the caller clears it).
 */
import { countPredictions, PREDICTION_CODE, predictedStatusOf } from '../models/dry-run';
import type { PredictedCounts, PredictedStatus } from '../models/dry-run';
import type { RowView } from './csv-session-protocol';

export class SessionPrediction {
  private constructor(
    private readonly withoutOverwrite: Uint8Array,
    private readonly withOverwrite: Uint8Array,
  ) {}

  /**
   * The prediction by source line (`lines`, ascending: the rows the dry run saw, those without
   * errors), spread over the session's rows.
   */
  static of(
    rows: { length: number; line(index: number): number },
    hasError: (index: number) => boolean,
    lines: Uint32Array,
    withoutOverwrite: Uint8Array,
    withOverwrite: Uint8Array,
  ): SessionPrediction {
    const off = new Uint8Array(rows.length);
    const on = new Uint8Array(rows.length);
    let j = 0;
    for (let i = 0; i < rows.length; i++) {
      const line = rows.line(i);
      while (j < lines.length && lines[j]! < line) j++;
      if (hasError(i)) {
        off[i] = on[i] = PREDICTION_CODE.FAILED;
      } else if (j < lines.length && lines[j] === line) {
        off[i] = withoutOverwrite[j]!;
        on[i] = withOverwrite[j]!;
      }
    }
    return new SessionPrediction(off, on);
  }

  /** Row indexes predicted to end with `status`, ascending. */
  rows(overwrite: boolean, status: PredictedStatus): Int32Array {
    const codes = overwrite ? this.withOverwrite : this.withoutOverwrite;
    const wanted = PREDICTION_CODE[status];
    const out: number[] = [];
    for (let i = 0; i < codes.length; i++) if (codes[i] === wanted) out.push(i);
    return Int32Array.from(out);
  }

  /** A row's predicted outcome without and with overwrite, for its view. */
  of(index: number): Pick<RowView, 'predicted'> {
    const off = predictedStatusOf(this.withoutOverwrite[index] ?? 0);
    const on = predictedStatusOf(this.withOverwrite[index] ?? 0);
    return off && on ? { predicted: [off, on] } : {};
  }

  counts(): { withoutOverwrite: PredictedCounts; withOverwrite: PredictedCounts } {
    return {
      withoutOverwrite: countPredictions(this.withoutOverwrite),
      withOverwrite: countPredictions(this.withOverwrite),
    };
  }
}
