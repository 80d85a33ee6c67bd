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
 * The dry run: the rows without errors (every mapped column but the password) go to core as
 * a staged upload, core looks their names and e-mails up on the server and compares them with
 * the organization's users; the worker learns each line's predicted outcome (shown in the grid
 * and the totals), the comparison stays here for the Changes view.
 */
export function predictionSlice({ set, get, worker }: WizardContext): PredictionSlice {
  return {
    prediction: NO_PREDICTION,

    async predict() {
      const { file, options } = get();
      // Staged are the rows without errors as they are now: record r of the upload is the r-th of them.
      const errorRows = get().summary?.errorRows ?? new Int32Array(0);
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
          { separator: options.separator, validOnly: true, dryRun: true },
          `${file?.name ?? 'users.csv'}.dry-run.csv`,
        );
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
        const comparison = result.comparison
          ? { ...unpackComparison(result.comparison), uploadId: result.uploadId, lineMap: result.lineMap, errorRows }
          : null;
        set({
          prediction: {
            ...get().prediction,
            phase: 'done',
            checked: get().prediction.total,
            users: null,
            comparison,
            against: { profileId, idColumn },
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
