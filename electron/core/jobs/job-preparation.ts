/**
 * What a new job keeps beside its upload (the jobs service's `prepareJob`): the prediction of
 * its dry run, matched to its records, and the facts of its receipt that only its start knows
 * (the source file as the caller describes it, the server). Nothing here holds personal data
 * but the prediction's codes.
 */
import { readFile } from 'node:fs/promises';
import type { DryRunResult } from '../../../shared/models/dry-run';
import { jobFolder } from './store/job-folder';
import { keepPrediction, predictionForRecords } from './report/job-prediction';
import type { PrepareJob } from './jobs-service';
import { writeReceiptFacts } from './receipt/receipt';
import { uint32sOf } from '../support/aligned-bytes';

export function jobPreparation(deps: {
  dryRunResult(uploadId: string, owner?: string): DryRunResult | undefined;
}): PrepareJob {
  return async ({ dir, input, profile, client, records }) => {
    const extra: { predicted?: Awaited<ReturnType<typeof keepPrediction>> } = {};
    let codes: Uint8Array | null = null;
    if (input.dryRunId !== undefined) {
      const dryRun = deps.dryRunResult(input.dryRunId, input.owner);
      if (dryRun)
        codes = predictionForRecords(
          dryRun,
          input.options.overwrite,
          await sourceLines(dir, records),
          input.failedLines,
        );
    }
    if (codes) extra.predicted = await keepPrediction(dir, codes);
    if (input.receipt) {
      const learned = (client as { dialect?: () => string | null }).dialect?.() ?? null;
      await writeReceiptFacts(dir, {
        source: input.receipt,
        server: {
          baseUrl: profile.baseUrl,
          dialect: learned ?? profile.learnedDialect ?? (profile.dialect === 'auto' ? null : profile.dialect),
          profile: profile.name,
        },
        split: input.split ? { maxLines: input.split.maxLines ?? null, maxBytes: input.split.maxBytes ?? null } : null,
      });
    }
    return extra;
  };
}

/** The administrator's line of each upload record (the record's own line + 2 when the upload is that file). */
export async function sourceLines(dir: string, records: number): Promise<Uint32Array> {
  const bytes = await readFile(jobFolder(dir).lineMap).catch(() => Buffer.alloc(0));
  if (bytes.byteLength === records * 4 && records > 0) return uint32sOf(bytes);
  return Uint32Array.from({ length: records }, (_, i) => i + 2);
}
