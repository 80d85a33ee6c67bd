import { call, onEvent } from '../../bridge/mdm';
import { useProfiles } from '../../stores/profiles';
import type { PredictionSlice, PredictionState, WizardContext } from './import-wizard-types';
import { bridgeStagingPort, stageWorkerUpload } from './stage-worker-upload';
import { unpackComparison } from '../../../shared/models/dry-run-comparison';
import { activeIdColumn } from './naming-slice';

export const NO_PREDICTION: PredictionState = {
  phase: 'idle',
  checked: 0,
  total: 0,
  error: null,
  dryRunId: null,
  users: null,
  comparison: null,
  against: null,
};

/**
 * The dry run: the rows the import will send whose fields can be compared (those without
 * errors; with "upload every row" the rows with errors too, but for a wrong field count),
 * every mapped column but the password, go to core as a staged upload, core looks their names and e-mails up on the server and compares them with
 * the organization's users; the worker learns each line's predicted outcome (shown in the grid
 * and the totals), the comparison stays here for the Changes view.
 */
export function predictionSlice({ set, get, worker }: WizardContext): PredictionSlice {
  return {
    prediction: NO_PREDICTION,

    async predict() {
      const { file, options } = get();
      // Rows with errors are sent with "upload every row": they are compared too, wherever their fields allow.
      const withErrors = options.errorPolicy === 'all';
      const profileId = useProfiles.getState().activeId;
      const idColumn = activeIdColumn();
      set({ prediction: { ...NO_PREDICTION, phase: 'running' } });
      let uploadId: string | null = null;
      const unsubscribe = onEvent('dryRun.progress', (progress) => {
        if (progress.uploadId === uploadId && get().prediction.phase === 'running')
          set({
            prediction: {
              ...get().prediction,
              checked: progress.checked,
              total: progress.total,
              users: progress.users ?? null,
            },
          });
      });
      try {
        const staged = await stageWorkerUpload(
          worker,
          { separator: options.separator, validOnly: !withErrors, dryRun: true },
          `${file?.name ?? 'users.csv'}.dry-run.csv`,
        );
        // The rows the staging left out: record r of the upload is the r-th row not among them.
        const errorRows = staged.result.notWritten ?? get().summary?.errorRows ?? new Int32Array(0);
        uploadId = staged.uploadId;
        set({ prediction: { ...get().prediction, dryRunId: uploadId } });
        const result = await call('dryRun.run', {
          ...(profileId ? { profileId } : {}),
          uploadId,
          separator: options.separator,
          // Matched by the person's key first, where the connection keeps it (its naming scheme; custom1 by default).
          compare: {
            notInFile: true,
            idColumn,
          },
        });
        worker.send(
          {
            type: 'predictions',
            lines: result.lineMap,
            withoutOverwrite: result.withoutOverwrite,
            withOverwrite: result.withOverwrite,
          },
          true,
        );
        const failedLines = withErrors
          ? comparedWithErrors(get().summary?.errorRows ?? new Int32Array(0), errorRows, result.lineMap)
          : undefined;
        const comparison = result.comparison
          ? {
              ...unpackComparison(result.comparison),
              uploadId: result.uploadId,
              lineMap: result.lineMap,
              errorRows,
              ...(failedLines && failedLines.length > 0 ? { failedLines } : {}),
            }
          : null;
        set({
          prediction: {
            ...get().prediction,
            phase: 'done',
            checked: get().prediction.total,
            users: null,
            comparison,
            against: { profileId, idColumn, withErrors },
          },
        });
      } catch (error) {
        const cancelled = (error as { code?: string }).code === 'cancelled';
        set({
          prediction: {
            ...get().prediction,
            phase: cancelled ? 'cancelled' : 'failed',
            error: cancelled ? null : (error as Error).message,
            dryRunId: null,
            users: null,
          },
        });
      } finally {
        unsubscribe();
        // The dry run's result stays in core (the not-in-file list with it); its staged rows are of no further use.
        if (uploadId) void bridgeStagingPort.discard({ uploadId }).catch(() => undefined);
      }
    },
    cancelPrediction() {
      const { dryRunId } = get().prediction;
      if (dryRunId) void call('dryRun.cancel', { uploadId: dryRunId }).catch(() => undefined);
    },
    async predictedRows(status) {
      const reply = await worker.ask({ type: 'predictedRows', overwrite: get().options.overwrite, status });
      return reply.rows;
    },
  };
}

/**
 * The lines of the rows with errors that a dry run's staging holds (all `errorRows` but those
 * it left out, `notWritten`; both ascending): record r is the r-th row not left out.
 */
export function comparedWithErrors(errorRows: Int32Array, notWritten: Int32Array, lineMap: Uint32Array): Uint32Array {
  const lines: number[] = [];
  let k = 0;
  for (const row of errorRows) {
    while (k < notWritten.length && notWritten[k]! < row) k++;
    if (k < notWritten.length && notWritten[k] === row) continue;
    const line = lineMap[row - k];
    if (line !== undefined) lines.push(line);
  }
  return Uint32Array.from(lines);
}
