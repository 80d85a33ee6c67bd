/**
 * Reads every page of a job's per-line report (spec 4.4) and hands each page to `sink` as
 * it arrives (report-incoming.ts writes it to disk), so that no page outlives its turn.
 * Stops at the server's total when it gives one, else at the first short page; a server
 * that ignores the offset (answers the same page again) is caught by the sink's count of
 * new lines, so this never loops.
 */
import type { ApiClient, ServerReportEntry } from '../api/api-client';

export const REPORT_PAGE_SIZE = 500;

export interface ReportSink {
  /** Keeps a page; answers how many of its entries were new (not seen on an earlier page). */
  append(entries: readonly ServerReportEntry[]): Promise<number>;
}

export async function fetchWholeReport(
  client: ApiClient,
  jobUuid: string,
  sink: ReportSink,
  options: { signal?: AbortSignal; pageSize?: number } = {},
): Promise<void> {
  const limit = options.pageSize ?? REPORT_PAGE_SIZE;
  let offset = 0;
  let previous = '';
  for (;;) {
    const page = await client.queryImportReport(jobUuid, { limit, offset }, { signal: options.signal });
    const signature = JSON.stringify(page.results);
    if (page.results.length > 0 && signature === previous) break;
    previous = signature;
    const fresh = await sink.append(page.results);
    offset += page.results.length;
    if (page.results.length < limit || fresh === 0) break;
    if (page.total !== null && offset >= page.total) break;
  }
}
