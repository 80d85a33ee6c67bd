/**
 * The receipt of any import (a single job's or a split import's): what was imported, from
 * which file, to which server, with which outcome, built from the job (its parts included) and
 * the facts its start kept (receipt.ts); and its export as a JSON file for download.
 */
import type { MethodResult } from '../../../../shared/ipc';
import type { ConnectionRef } from '../../../../shared/models/connection';
import type { JobRecord } from '../../../../shared/models/job';
import type { ImportReceipt } from '../../../../shared/models/receipt';
import type { FileStore } from '../../files/file-store';
import { writeDownload } from '../../files/write-download';
import { writeFile } from 'node:fs/promises';
import { buildReceipt, readReceiptFacts } from './receipt';

export interface ReceiptDeps {
  files: FileStore;
  /** What a connection's client uses now (the receipt's dialect when its facts could not know it). */
  dialectOf?: ((connection: ConnectionRef) => Promise<string | null>) | undefined;
  /** The job as the caller sees it, and the folder its facts are in. */
  jobOf(id: string): Promise<{ job: JobRecord; dir: string }>;
  /** How many report lines differ from the prediction kept with the job. */
  differing(id: string): Promise<number | null>;
}

export interface Receipts {
  receipt(id: string): Promise<ImportReceipt>;
  exportReceipt(id: string): Promise<MethodResult<'jobs.exportReceipt'>>;
}

export function createReceipts(deps: ReceiptDeps): Receipts {
  const receipts: Receipts = {
    async receipt(id) {
      const { job, dir } = await deps.jobOf(id);
      const facts = await readReceiptFacts(dir);
      let differing: number | null = null;
      if (job.predicted && (job.phase === 'finished' || job.phase === 'failed')) {
        differing = await deps.differing(id).catch(() => null);
      }
      const dialect = facts?.server.dialect ? null : ((await deps.dialectOf?.(job.connection)) ?? null);
      return buildReceipt(job, facts, { dialect, differing });
    },

    async exportReceipt(id) {
      const receipt = await receipts.receipt(id);
      const base = receipt.file.name.replace(/\.[^.]*$/, '');
      return writeDownload(deps.files, `${base}.receipt.json`, 'application/json', (target) =>
        writeFile(target, `${JSON.stringify(receipt, null, 2)}\n`, { mode: 0o600 }),
      );
    },
  };
  return receipts;
}
