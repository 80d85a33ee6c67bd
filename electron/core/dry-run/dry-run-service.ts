/**
 * The dry run: for a staged upload, the outcome the server will give each
 * line, from read-only calls only (the user lookup); nothing is uploaded and no job started.
 * Progress goes to the caller that asked (`dryRun.progress`), `cancel` stops it, and the
 * result stays with the caller (its last one) so that `import.start` can keep it with the job.
 */
import type { CsvSeparator } from '../../../shared/csv/separator';
import type { ConnectionRef } from '../../../shared/models/connection';
import type { DryRunProgress, DryRunResult } from '../../../shared/models/dry-run';
import type { ApiClient } from '../api/api-client';
import { AppError } from '../errors';
import type { EventBus } from '../events';
import type { UploadStaging } from '../uploads/upload-staging';
import { keyCensus } from './key-census';
import { outcomePredictorInTurns } from './predict-outcomes';
import type { Predictions } from './predict-outcomes';
import { readUploadKeys } from './upload-keys';
import { lookUpCensus } from './user-lookup';

export interface DryRunInput {
  connection?: ConnectionRef | undefined;
  uploadId: string;
  /** The staged upload's separator (the one the import would start with). */
  separator: CsvSeparator;
  /** The caller whose staged upload it is. */
  owner?: string | undefined;
  /** Told after each batch of lookups (the contract's callers get `dryRun.progress` events). */
  onProgress?(progress: DryRunProgress): void;
  signal?: AbortSignal | undefined;
}

export interface DryRunService {
  run(input: DryRunInput): Promise<DryRunResult>;
  cancel(uploadId: string, owner?: string): void;
  /** The finished dry run of this caller's upload, if it is still kept. */
  result(uploadId: string, owner?: string): DryRunResult | undefined;
  /** A caller went away: its runs stop and its results are forgotten. */
  forgetCaller(owner: string): void;
  dispose(): void;
}

export interface DryRunDeps {
  uploads: UploadStaging;
  clientFor(connection?: ConnectionRef): Promise<{ client: ApiClient }>;
  events?: EventBus;
  /** Search strings per lookup call (default 50). */
  batchSize?: number;
}

const CORE_OWNER = 'core';

export function createDryRunService(deps: DryRunDeps): DryRunService {
  const running = new Map<string, { owner: string; controller: AbortController }>();
  /** Per caller, its last finished dry run. */
  const results = new Map<string, DryRunResult>();

  return {
    async run(input) {
      const owner = input.owner ?? CORE_OWNER;
      const staged = deps.uploads.peek(input.uploadId, owner);
      if (running.has(input.uploadId))
        throw new AppError('invalid-argument', 'A dry run of this upload is already under way.');
      const controller = new AbortController();
      const abort = () => controller.abort();
      input.signal?.addEventListener('abort', abort, { once: true });
      running.set(input.uploadId, { owner, controller });
      const signal = controller.signal;
      try {
        const { client } = await deps.clientFor(input.connection);
        // Two reads of the upload: the census of its keys, then the prediction line by line.
        const census = keyCensus(staged.records);
        const { records } = await readUploadKeys(staged.dir, input.separator, census.add, signal);
        const report = (checked: number, total: number) => {
          const progress = { uploadId: input.uploadId, checked, total };
          input.onProgress?.(progress);
          if (input.owner !== undefined) deps.events?.emit('dryRun.progress', progress, { to: owner });
        };
        const counted = await census.finish(signal);
        const known = await lookUpCensus(client, counted, {
          signal,
          onProgress: report,
          ...(deps.batchSize ? { batchSize: deps.batchSize } : {}),
        });
        const predictors = [
          await outcomePredictorInTurns(records, known, false, counted.repeated, signal),
          await outcomePredictorInTurns(records, known, true, counted.repeated, signal),
        ];
        const { lineMap } = await readUploadKeys(
          staged.dir,
          input.separator,
          (names, emails, first) => predictors.forEach((p) => p.predict(names, emails, first)),
          signal,
        );
        const [off, on] = predictors.map((p) => p.predictions) as [Predictions, Predictions];
        const result: DryRunResult = {
          uploadId: input.uploadId,
          records,
          lineMap,
          withoutOverwrite: off.codes,
          withOverwrite: on.codes,
          notes: { withoutOverwrite: off.notes, withOverwrite: on.notes },
          lookups: known.lookups,
        };
        results.set(owner, result);
        return result;
      } catch (error) {
        if (signal.aborted) throw new AppError('cancelled', 'The dry run was cancelled; nothing was changed.');
        throw error;
      } finally {
        input.signal?.removeEventListener('abort', abort);
        running.delete(input.uploadId);
      }
    },

    cancel(uploadId, owner = CORE_OWNER) {
      const run = running.get(uploadId);
      if (run && run.owner === owner) run.controller.abort();
    },

    result(uploadId, owner = CORE_OWNER) {
      const result = results.get(owner);
      return result?.uploadId === uploadId ? result : undefined;
    },

    forgetCaller(owner) {
      for (const run of running.values()) if (run.owner === owner) run.controller.abort();
      results.delete(owner);
    },

    dispose() {
      for (const run of running.values()) run.controller.abort();
      results.clear();
    },
  };
}
