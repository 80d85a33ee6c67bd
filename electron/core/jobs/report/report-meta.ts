/**
 * What a job's saved report holds (`report.json`, written last when the report is sealed):
 * its length, and for each status word its count and where its lines start in
 * `report.by-status`. Its presence means the report files are complete.
 */
import { stat } from 'node:fs/promises';
import { z } from 'zod';
import { AppError } from '../../errors';
import type { JobFolder } from '../store/job-folder';
import { readJsonFile } from '../../store/json-file';
import { RECORD_BYTES } from './report-records';

export interface ReportMeta {
  version: 2;
  total: number;
  /** In index order (of first appearance); `start` is the first line of the status in report.by-status. */
  statuses: { status: string; count: number; start: number }[];
}

export const reportMetaSchema = z.object({
  version: z.literal(2),
  total: z.number().int().min(0),
  statuses: z.array(z.object({ status: z.string(), count: z.number().int().min(0), start: z.number().int().min(0) })),
}) satisfies z.ZodType<ReportMeta>;

/** null when the report was never sealed; AppError `corrupt-file` when its files do not fit together. */
export async function readReportMeta(folder: JobFolder): Promise<ReportMeta | null> {
  const meta = await readJsonFile(folder.reportMeta, reportMetaSchema, 'report');
  if (!meta) return null;
  const sizes = await Promise.all(
    [folder.reportLines, folder.reportByStatus].map((file) =>
      stat(file).then(
        (s) => s.size,
        () => -1,
      ),
    ),
  );
  const counted = meta.statuses.reduce((sum, s) => sum + s.count, 0);
  if (sizes.some((size) => size !== meta.total * RECORD_BYTES) || counted !== meta.total) {
    throw new AppError('corrupt-file', { path: folder.reportMeta, kind: 'report', total: meta.total });
  }
  return meta;
}

export function countsByStatus(meta: ReportMeta): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const s of meta.statuses) if (s.count > 0) counts[s.status] = s.count;
  return counts;
}
