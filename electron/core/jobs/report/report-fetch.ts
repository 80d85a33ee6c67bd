/**
 * Reads every page of a job's per-line report (spec 4.4) and hands each page to `sink` as
 * it arrives (report-incoming.ts writes it to disk), so that no page outlives its turn.
 * The pages are walked by the server's count (page-walk.ts): a server that caps its pages
 * (asked 500, got 25) is read to its `total` (or `nonpagedCount`); only without a count
 * does a short page end the report. A server that ignores the offset is caught twice over:
 * by the walk (the same page again) and by the sink's count of new lines (a page without a
 * line not seen before), so this never loops.
 */
import { isUploadPart } from '../../../../shared/models/job';
import type { JobRecord } from '../../../../shared/models/job';
import type { ApiClient, ServerReportEntry } from '../../api/api-client';
import { walkPages } from '../../queries/page-walk';

export const REPORT_PAGE_SIZE = 500;

export interface ReportSink {
  /**
   * Keeps a page; answers how many of its entries were new (not seen on an earlier page).
   * `total` is the server's count of the report's lines, when it gives one.
   */
  append(entries: readonly ServerReportEntry[], total: number | null): Promise<number>;
}

export async function fetchWholeReport(
  client: ApiClient,
  jobUuid: string,
  sink: ReportSink,
  options: { signal?: AbortSignal | undefined; pageSize?: number } = {},
): Promise<void> {
  const pages = walkPages(
    (offset, limit) => client.queryImportReport(jobUuid, { limit, offset }, { signal: options.signal }),
    { pageSize: options.pageSize ?? REPORT_PAGE_SIZE },
  );
  for await (const page of pages) {
    const fresh = await sink.append(page.results, page.total);
    if (fresh === 0) return;
  }
}

/**
 * The reports of a job's parts the server ran, in part order, into one sink: part k's upload
 * line L is line L + from_k of the job's upload (its header is the job's, its records follow
 * the parts before it); a line the server does not know (-1) stays so. The report's count
 * while it arrives: the lines of the parts before, the server's count of this part's, and
 * the later parts' counts. The client is asked for only when one is needed.
 */
export async function fetchPartReports(
  clientOf: () => Promise<ApiClient>,
  record: Pick<JobRecord, 'parts'>,
  sink: ReportSink & { count: number },
  options: { signal?: AbortSignal | undefined } = {},
): Promise<void> {
  // A leavers part's lines are not the upload's: its outcome is read back per user instead.
  const parts = record.parts.filter(isUploadPart);
  for (const [k, part] of parts.entries()) {
    if (part.serverJobUuid === null) continue;
    const shift = part.records.from;
    const before = sink.count;
    const later = parts.slice(k + 1).filter((p) => p.serverJobUuid !== null);
    const after = later.reduce((n, p) => n + (p.counts.total ?? 0), 0);
    const shifted: ReportSink = {
      append: (entries, total) =>
        sink.append(
          shift === 0 ? entries : entries.map((e) => (e.line < 0 ? e : { ...e, line: e.line + shift })),
          total === null ? null : before + total + after,
        ),
    };
    await fetchWholeReport(await clientOf(), part.serverJobUuid, shifted, { signal: options.signal });
  }
}
