/**
 * The rows the comparison with the server leaves out of the real upload (never of the dry
 * run's): where passwords are generated, those the server would skip (predicted SKIPPED for
 * the overwrite setting to be used: a blank password would fail them, a generated one would
 * never work), and the lines the window names (unchanged users, lines stopped by their key).
 * Left out of the upload, they are left out of the credential sheet too: no password is drawn
 * for a line the import does not set one for. Cleared whenever the rows or the prediction change.
 */
import type { SessionPrediction } from './session-prediction';
import { reasonOf } from './left-out-lines';
import type { LeftOutReason } from './left-out-reason';

export class SessionLeaveOut {
  private rows: Set<number> | null = null;
  /** Source line -> why the window leaves it out. */
  private lines: Map<number, LeftOutReason> | null = null;
  /** Source line -> a kept line's changed columns. */
  private changedColumns: Map<number, string[]> | null = null;
  /** Source lines of users the server has deactivated: the upload activates them (the comparison's "reactivated"). */
  private reactivated: Set<number> | null = null;

  /**
   * `lines`: source lines the window leaves out, `reasons[i]` why lines[i] is (a LEFT_OUT_REASONS
   * index; absent: unchanged); the rows predicted SKIPPED with `overwrite` join them, as `skipped`.
   */
  set(
    {
      overwrite,
      lines,
      reasons,
      reactivate,
      changed,
    }: {
      overwrite: boolean;
      lines: Uint32Array;
      reasons?: Uint8Array | undefined;
      reactivate?: Uint32Array | undefined;
      changed?: string[] | undefined;
    },
    prediction: SessionPrediction | null,
  ): void {
    this.lines = new Map(Array.from(lines, (line, i) => [line, reasonOf(reasons?.[i] ?? 0) ?? 'unchanged']));
    this.rows = new Set(prediction ? prediction.rows(overwrite, 'SKIPPED') : []);
    this.reactivated = reactivate && reactivate.length > 0 ? new Set(reactivate) : null;
    this.changedColumns = new Map();
    changed?.forEach((columns, i) => {
      if (columns !== '') this.changedColumns!.set(lines[i]!, columns.split(','));
    });
  }

  /** A kept line's changed columns (for the job's report). */
  changed(line: number): string[] | undefined {
    return this.changedColumns?.get(line);
  }

  clear(): void {
    this.rows = null;
    this.lines = null;
    this.reactivated = null;
    this.changedColumns = null;
  }

  /** Whether the upload gets an `activated` column at all. */
  get reactivates(): boolean {
    return this.reactivated !== null;
  }

  /** Whether the line's user is activated by the upload. */
  reactivate(line: number): boolean {
    return this.reactivated?.has(line) ?? false;
  }

  /** Why the row is left out of the upload; undefined: it is not. */
  reason(index: number, line: number): LeftOutReason | undefined {
    const named = this.lines?.get(line);
    if (named) return named;
    return this.rows?.has(index) ? 'skipped' : undefined;
  }
}
