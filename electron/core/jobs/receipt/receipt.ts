/**
 * The receipt of an import, kept with the job: the facts only its start
 * knows (`receipt-facts.json`: the source file as the caller described it, the server), and
 * the rest read from the job itself when the receipt is asked for, so that it always states
 * the job as it stands (counts, end time). No personal data: the facts hold the file's name,
 * size and SHA-256, how it was read and the header's column names, never a line's values.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { leaverCounts, leaversPart } from '../../../../shared/models/job';
import type { JobRecord } from '../../../../shared/models/job';
import type { ImportReceipt } from '../../../../shared/models/receipt';
import { receiptSourceSchema } from '../../../../shared/models/receipt';

const factsSchema = z.object({
  source: receiptSourceSchema,
  server: z.object({ baseUrl: z.string(), dialect: z.string().nullable(), profile: z.string() }),
  split: z.object({ maxLines: z.number().nullable(), maxBytes: z.number().nullable() }).nullable(),
});
export type ReceiptFacts = z.input<typeof factsSchema>;

const factsFile = (dir: string) => path.join(dir, 'receipt-facts.json');

export async function writeReceiptFacts(dir: string, facts: ReceiptFacts): Promise<void> {
  await writeFile(factsFile(dir), JSON.stringify(factsSchema.parse(facts)), { mode: 0o600 });
}

export async function readReceiptFacts(dir: string): Promise<z.output<typeof factsSchema> | null> {
  const text = await readFile(factsFile(dir), 'utf8').catch(() => null);
  if (text === null) return null;
  const parsed = factsSchema.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : null;
}

/** The leavers part's counts, no names. */
function deactivationOf(job: JobRecord): Pick<ImportReceipt, 'deactivation'> {
  const part = leaversPart(job);
  if (!part) return {};
  const counts = leaverCounts(part);
  return {
    deactivation: {
      users: part.records.to,
      sent: part.counts.success,
      deactivated: counts.deactivated,
      stillActive: counts['still-active'],
      notFound: counts['not-found'],
      unchecked: counts.unchecked,
    },
  };
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * The receipt of `job` (of one part or several: each part's server job is named).
 * `dialect`: what the connection uses now, when the facts could not know it yet.
 */
export function buildReceipt(
  job: JobRecord,
  facts: z.output<typeof factsSchema> | null,
  extra: { dialect: string | null; differing: number | null },
): ImportReceipt {
  const ended = job.phase === 'finished' || job.phase === 'failed' || job.phase === 'error';
  return {
    receipt: 'mdm-admin user import',
    version: 1,
    job: {
      id: job.id,
      serverJobs: job.parts.map((p) => p.serverJobUuid).filter((u): u is string => u !== null),
      parts: job.parts.length,
    },
    file: facts?.source.file ?? { name: job.fileName, size: -1, sha256: '' },
    read: { encoding: facts?.source.encoding ?? 'unknown', separator: facts?.source.separator ?? 'unknown' },
    mapping: facts?.source.mapping ?? [],
    options: {
      overwrite: job.options.overwrite,
      roles: [...job.options.roles],
      uploadSeparator: job.options.separator,
      errorPolicy: facts?.source.errorPolicy ?? 'valid-only',
      generatedPasswords: facts?.source.generatedPasswords ?? 0,
      excludedRows: job.excludedRows,
      split: facts?.split ?? null,
    },
    ...(facts?.source.matching ? { matching: facts.source.matching } : {}),
    predicted: job.predicted ?? null,
    outcome: {
      phase: job.phase,
      serverStatus: job.serverStatus,
      total: job.counts.total,
      success: job.counts.success,
      skipped: job.counts.skipped,
      failure: job.counts.failure,
      differingFromPrediction: extra.differing,
    },
    server: {
      baseUrl: facts?.server.baseUrl ?? job.profileName,
      dialect: facts?.server.dialect ?? extra.dialect,
      profile: facts?.server.profile ?? job.profileName,
    },
    ...deactivationOf(job),
    startedAt: iso(job.createdAt)!,
    endedAt: ended ? iso(job.finishedAt ?? job.updatedAt) : null,
  };
}
