/**
 * The rows the comparison with the server leaves out of the real upload (never of the dry
 * run's): where passwords are generated, those the server would skip (predicted SKIPPED for
 * the overwrite setting to be used: a blank password would fail them, a generated one would
 * never work), and the lines the window names (unchanged users, lines stopped by their key).
 * Left out of the upload, they are left out of the credential sheet too: no password is drawn
 * for a line the import does not set one for. Cleared whenever the rows or the prediction change.
 */
import type { SessionPrediction } from './session-prediction';

export class SessionLeaveOut {
  private rows: Set<number> | null = null;
  private lines: Set<number> | null = null;
  /** Source lines of users the server has deactivated: the upload activates them (the comparison's "reactivated"). */
  private reactivated: Set<number> | null = null;

  /** `lines`: source lines the window leaves out; the rows predicted SKIPPED with `overwrite` join them. */
  set(
    { overwrite, lines, reactivate }: { overwrite: boolean; lines: Uint32Array; reactivate?: Uint32Array | undefined },
    prediction: SessionPrediction | null,
  ): void {
    this.lines = new Set(lines);
    this.rows = new Set(prediction ? prediction.rows(overwrite, 'SKIPPED') : []);
    this.reactivated = reactivate && reactivate.length > 0 ? new Set(reactivate) : null;
  }

  clear(): void {
    this.rows = null;
    this.lines = null;
    this.reactivated = null;
  }

  /** Whether the upload gets an `activated` column at all. */
  get reactivates(): boolean {
    return this.reactivated !== null;
  }

  /** Whether the line's user is activated by the upload. */
  reactivate(line: number): boolean {
    return this.reactivated?.has(line) ?? false;
  }

  has(index: number, line: number): boolean {
    return (this.rows?.has(index) ?? false) || (this.lines?.has(line) ?? false);
  }
}
