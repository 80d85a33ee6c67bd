/**
 * A part's report saved by the job that ran it (a split import of an earlier version, whose
 * part jobs' folders split-migration.ts keeps in `<job>/parts/<k>/`): read back page by page
 * from its sealed files, so that the job's one report is made from it without asking the
 * server (which may have forgotten the part's job since).
 */
import type { ServerReportEntry } from '../../api/api-client';
import { readRanges } from '../../support/ranged-read';
import { jobFolder, legacyPartFiles } from '../store/job-folder';
import type { ReportSink } from './report-fetch';
import { readReportMeta } from './report-meta';
import { readEntry, RECORD_BYTES } from './report-records';

/** Entries read at a time: a page, as the server's would be. */
const PAGE = 500;

/**
 * Hands part k's saved report to `sink` in pages, as the server's pages would come (its lines
 * are the part's upload lines); false when the part keeps none.
 */
export async function readSavedPartReport(jobDir: string, k: number, sink: ReportSink): Promise<boolean> {
  const folder = jobFolder(legacyPartFiles(jobDir, k).dir);
  const meta = await readReportMeta(folder).catch(() => null);
  if (!meta) return false;
  for (let first = 0; first < meta.total; first += PAGE) {
    const count = Math.min(PAGE, meta.total - first);
    const [bytes] = await readRanges(folder.reportLines, [[first * RECORD_BYTES, (first + count) * RECORD_BYTES]]);
    const entries = Array.from({ length: count }, (_, i) => readEntry(bytes!, i * RECORD_BYTES));
    const texts = await readRanges(
      folder.reportMessages,
      entries.map((e) => [e.messageOffset, e.messageOffset + e.messageLength] as const),
    );
    const page: ServerReportEntry[] = entries.map((e, i) => ({
      line: e.line,
      status: meta.statuses[e.status]?.status ?? '',
      message: texts[i]!.toString('utf8'),
    }));
    await sink.append(page, meta.total);
  }
  return true;
}
