import { call, onEvent } from '../../bridge/mdm';
import { useProfiles } from '../../stores/profiles';
import type { PredictionSlice, PredictionState, WizardContext } from './import-wizard-types';
import { bridgeStagingPort, stageWorkerUpload } from './stage-worker-upload';

export const NO_PREDICTION: PredictionState = { phase: 'idle', checked: 0, total: 0, error: null, dryRunId: null };

/**
 * The dry run: the names and e-mails of the rows without errors go to core as a staged
 * upload, core looks them up on the server, and the worker learns each line's predicted
 * outcome (shown in the grid and the totals).
 */
export function predictionSlice({ set, get, worker }: WizardContext): PredictionSlice {
  return {
    prediction: NO_PREDICTION,

    async predict() {
      const { file, options } = get();
      const profileId = useProfiles.getState().activeId;
      set({ prediction: { ...NO_PREDICTION, phase: 'running' } });
      let uploadId: string | null = null;
      const unsubscribe = onEvent('dryRun.progress', (progress) => {
        if (progress.uploadId === uploadId && get().prediction.phase === 'running')
          set({ prediction: { ...get().prediction, checked: progress.checked, total: progress.total } });
      });
      try {
        const staged = await stageWorkerUpload(
          worker,
          { separator: options.separator, validOnly: true, keysOnly: true },
          `${file?.name ?? 'users.csv'}.keys.csv`,
        );
        uploadId = staged.uploadId;
        set({ prediction: { ...get().prediction, dryRunId: uploadId } });
        const result = await call('dryRun.run', {
          ...(profileId ? { profileId } : {}),
          uploadId,
          separator: options.separator,
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
        set({ prediction: { ...get().prediction, phase: 'done', checked: get().prediction.total } });
      } catch (error) {
        const cancelled = (error as { code?: string }).code === 'cancelled';
        set({
          prediction: {
            ...get().prediction,
            phase: cancelled ? 'cancelled' : 'failed',
            error: cancelled ? null : (error as Error).message,
            dryRunId: null,
          },
        });
      } finally {
        unsubscribe();
        // The dry run's result stays in core; its staged names and e-mails are of no further use.
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
