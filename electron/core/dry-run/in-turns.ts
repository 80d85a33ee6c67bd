/**
 * Long loops over an upload's lines, cut in slices with a turn of the event loop between,
 * so that core never blocks it for 50 ms or more, whatever the number of lines.
 */
import { AppError } from '../errors';
import { nextTurn } from '../support/next-turn';

/** Lines handled between two turns: a few milliseconds of work on a slow machine (10,000: at 20,000 a school year of 100,000 known users came to 54 ms on a loaded one). */
export const LINES_PER_TURN = 10_000;

/** Runs `slice` over [0, total), LINES_PER_TURN lines at a time; a cancelled signal stops it between slices. */
export async function inTurns(
  total: number,
  signal: AbortSignal | undefined,
  slice: (from: number, to: number) => void,
): Promise<void> {
  for (let from = 0; from < total; from += LINES_PER_TURN) {
    if (from > 0) await nextTurn();
    if (signal?.aborted) throw new AppError('cancelled', { what: 'dry-run' });
    slice(from, Math.min(total, from + LINES_PER_TURN));
  }
}
