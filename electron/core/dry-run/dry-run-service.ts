/**
 * The dry run: for a staged upload, the outcome the server will give each
 * line, from read-only calls only (the user lookup); nothing is uploaded and no job started.
 * Progress goes to the caller that asked (`dryRun.progress`), `cancel` stops it, and the
 * result stays with the caller (its last one) so that `import.start` can keep it with the job.
 * Asked to compare, it also reads every user of the organization and compares each line with
 * them (compare-lines.ts); the users the file does not name stay with the caller's result,
 * packed, until written as a list (not-in-file-csv.ts).
 */
import type { ExportFormat } from '../../../shared/csv/export-format';
import type { CsvSeparator } from '../../../shared/csv/separator';
import type { ConnectionRef } from '../../../shared/models/connection';
import { DEFAULT_ID_COLUMN } from '../../../shared/users-csv/id-column';
import type { IdColumn } from '../../../shared/users-csv/id-column';
import type { DryRunProgress, DryRunResult } from '../../../shared/models/dry-run';
import type { Leaver, PackedLeavers } from '../../../shared/models/leavers';
import type { ApiClient } from '../api/api-client';
import { AppError } from '../errors';
import type { EventBus } from '../events';
import type { UploadStaging } from '../uploads/upload-staging';
import { keyCensus } from './key-census';
import { repeatedKeysCensus } from './repeated-keys';
import { outcomePredictorInTurns, outcomePredictorOver } from './predict-outcomes';
import type { Predictions } from './predict-outcomes';
import { comparedColumns, lineComparer } from './compare-lines';
import { leaversOf, packLeavers } from './leavers';
import { leaverRows, notInFileCsv, writeNotInFileCsv } from './not-in-file-csv';
import type { LeaverRow } from './not-in-file-csv';
import { readServerDirectory } from './server-directory';
import type { ServerDirectory } from './server-directory';
import { readUploadKeyBytes, readUploadKeys } from './upload-keys';
import { usersAhead } from './users-ahead';
import type { UsersAhead } from './users-ahead';
import { lookUpCensus } from './user-lookup';
import { directoryUsers, lineUsers } from './directory-lookup';

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
  /**
   * Compare the lines with the organization's users; `notInFile`: also keep those the file
   * does not name; `idColumn`: where the server keeps the person's key (the upload's column
   * of that name is matched first; default custom1, null: no key).
   */
  compare?: { notInFile?: boolean | undefined; idColumn?: IdColumn | null | undefined } | undefined;
}

export interface DryRunService {
  run(input: DryRunInput): Promise<DryRunResult>;
  /**
   * Starts reading the organization's users for this caller's next comparison before its
   * upload is staged (users-ahead.ts): the run that asks `compare` with the same connection and
   * id column (default custom1, null: no key) takes the read over instead of starting its own.
   */
  readUsersAhead(input: { connection?: ConnectionRef | undefined; idColumn?: IdColumn | null; owner?: string }): void;
  cancel(uploadId: string, owner?: string): void;
  /** The finished dry run of this caller's upload, if it is still kept. */
  result(uploadId: string, owner?: string): DryRunResult | undefined;
  /**
   * The users the file does not name of this caller's finished dry run (asked with
   * `compare.notInFile`), as CSV text a piece at a time.
   */
  notInFile(uploadId: string, owner?: string, format?: ExportFormat): Iterable<string>;
  /**
   * The same users by name (login, person, position, e-mail, key: shared/models/leavers.ts),
   * in the server's order, one at a time.
   */
  leavers(uploadId: string, owner?: string): Iterable<Leaver>;
  /** The same packed for a window (PackedLeavers), built a slice at a time. */
  packedLeavers(uploadId: string, owner?: string): Promise<PackedLeavers>;
  /** The same written to a new file (0600, never over an existing one). */
  writeNotInFile(uploadId: string, file: string, owner?: string, format?: ExportFormat): Promise<void>;
  /** The same users as rows a job's leavers part sends, with the organization's user count (the brake's base). */
  leaverRows(uploadId: string, owner?: string): { rows: LeaverRow[]; organizationUsers: number };
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
  /** Per caller, the users it asked to be read ahead of its next comparison. */
  const ahead = new Map<string, UsersAhead>();
  const readAhead = (owner: string, connection: ConnectionRef | undefined, idColumn: IdColumn | null) => {
    const read = ahead.get(owner);
    ahead.delete(owner);
    if (read?.matches(connection, idColumn)) return read;
    read?.cancel();
    return null;
  };
  /** Per caller, its last finished dry run. */
  const results = new Map<string, DryRunResult>();
  /** Per caller, the organization's users of its last dry run that asked for the not-in-file list. */
  const directories = new Map<string, ServerDirectory>();
  const keptDirectory = (uploadId: string, owner: string) => {
    const directory = results.get(owner)?.uploadId === uploadId ? directories.get(owner) : undefined;
    if (!directory) throw new AppError('not-found', { what: 'dry-run', uploadId });
    return directory;
  };

  return {
    async run(input) {
      const owner = input.owner ?? CORE_OWNER;
      const staged = deps.uploads.peek(input.uploadId, owner);
      if (running.has(input.uploadId)) throw new AppError('invalid-argument', { reason: 'dry-run-running' });
      const controller = new AbortController();
      const abort = () => controller.abort();
      input.signal?.addEventListener('abort', abort, { once: true });
      running.set(input.uploadId, { owner, controller });
      const signal = controller.signal;
      try {
        const { client } = await deps.clientFor(input.connection);
        directories.delete(owner);
        // Two reads of the upload: the census of its keys (from its bytes), then the prediction line by line.
        // Comparing looks nothing up: its census is only of the keys more than one line has (repeated-keys.ts).
        const census = input.compare ? null : keyCensus(staged.records);
        const repeatedOnly = input.compare ? repeatedKeysCensus(staged.records) : null;
        const onKeys = census?.addBytes ?? repeatedOnly!.addBytes;
        const { records } = await readUploadKeyBytes(staged.dir, input.separator, onKeys, signal);
        const report = (checked: number, total: number, users?: DryRunProgress['users']) => {
          const progress: DryRunProgress = { uploadId: input.uploadId, checked, total, ...(users ? { users } : {}) };
          input.onProgress?.(progress);
          if (input.owner !== undefined) deps.events?.emit('dryRun.progress', progress, { to: owner });
        };
        const counted = census ? await census.finish(signal) : null;
        const repeated = counted?.repeated ?? (await repeatedOnly!.finish(signal));
        // Every user of the organization, when comparing: the lines are compared as they are read the second time.
        const idColumn = input.compare?.idColumn === undefined ? DEFAULT_ID_COLUMN : input.compare.idColumn;
        const onPage = (read: number, total: number | null) => report(0, 0, { read, total });
        const server = input.compare
          ? await (readAhead(owner, input.connection, idColumn)?.adopt(onPage, signal) ??
              readServerDirectory(client, { idColumn, signal, onPage }))
          : null;
        // Comparing read every user already: the lines' users are asked of them, not looked up again.
        const known = counted
          ? await lookUpCensus(client, counted, {
              signal,
              onProgress: report,
              ...(deps.batchSize ? { batchSize: deps.batchSize } : {}),
            })
          : null;
        const predictorFor = async (overwrite: boolean) =>
          known
            ? await outcomePredictorInTurns(records, known, overwrite, repeated, signal)
            : outcomePredictorOver(records, directoryUsers(server!.directory), overwrite, repeated);
        const predictors = [await predictorFor(false), await predictorFor(true)];
        const comparer = server ? lineComparer(records, server.directory) : null;
        const { lineMap } = await readUploadKeys(
          staged.dir,
          input.separator,
          (names, emails, first, columns) => {
            // Each line's users found once, for both predictions and the comparison.
            const met = server ? lineUsers(server.directory, names, emails) : undefined;
            predictors.forEach((p) => p.predict(names, emails, first, met));
            comparer?.compare(names, emails, first, columns, met);
          },
          signal,
          comparer ? comparedColumns(idColumn) : [],
        );
        const [off, on] = predictors.map((p) => p.predictions) as [Predictions, Predictions];
        const result: DryRunResult = {
          uploadId: input.uploadId,
          records,
          lineMap,
          withoutOverwrite: off.codes,
          withOverwrite: on.codes,
          notes: { withoutOverwrite: off.notes, withOverwrite: on.notes },
          lookups: known?.lookups ?? 0,
          ...(comparer && server
            ? { comparison: comparer.finish(server.reads, input.compare?.notInFile === true) }
            : {}),
        };
        results.set(owner, result);
        if (server && input.compare?.notInFile) directories.set(owner, server.directory);
        return result;
      } catch (error) {
        if (signal.aborted) throw new AppError('cancelled', { what: 'dry-run' });
        throw error;
      } finally {
        input.signal?.removeEventListener('abort', abort);
        running.delete(input.uploadId);
      }
    },

    readUsersAhead({ connection, idColumn, owner = CORE_OWNER }) {
      ahead.get(owner)?.cancel();
      const column = idColumn === undefined ? DEFAULT_ID_COLUMN : idColumn;
      ahead.set(
        owner,
        usersAhead(connection, column, async (signal, onPage) => {
          const { client } = await deps.clientFor(connection);
          return readServerDirectory(client, { idColumn: column, signal, onPage });
        }),
      );
    },

    cancel(uploadId, owner = CORE_OWNER) {
      const run = running.get(uploadId);
      if (run && run.owner === owner) run.controller.abort();
    },

    result(uploadId, owner = CORE_OWNER) {
      const result = results.get(owner);
      return result?.uploadId === uploadId ? result : undefined;
    },

    notInFile(uploadId, owner = CORE_OWNER, format) {
      return notInFileCsv(keptDirectory(uploadId, owner), format);
    },

    leavers(uploadId, owner = CORE_OWNER) {
      return leaversOf(keptDirectory(uploadId, owner));
    },

    packedLeavers(uploadId, owner = CORE_OWNER) {
      return packLeavers(keptDirectory(uploadId, owner));
    },

    leaverRows(uploadId, owner = CORE_OWNER) {
      const directory = keptDirectory(uploadId, owner);
      return { rows: leaverRows(directory), organizationUsers: directory.size };
    },

    async writeNotInFile(uploadId, file, owner = CORE_OWNER, format) {
      await writeNotInFileCsv(notInFileCsv(keptDirectory(uploadId, owner), format), file);
    },

    forgetCaller(owner) {
      for (const run of running.values()) if (run.owner === owner) run.controller.abort();
      results.delete(owner);
      directories.delete(owner);
      ahead.get(owner)?.cancel();
      ahead.delete(owner);
    },

    dispose() {
      for (const run of running.values()) run.controller.abort();
      for (const read of ahead.values()) read.cancel();
      ahead.clear();
      results.clear();
      directories.clear();
    },
  };
}
