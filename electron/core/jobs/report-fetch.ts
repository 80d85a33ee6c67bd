/**
 * Reads every page of a job's per-line report (spec 4.4). Stops at the server's total when
 * it gives one, else at the first short page; a server that ignores the offset (answers the
 * same page again) is caught by remembering which lines were seen, so this never loops.
 */
import type { ApiClient, ServerReportEntry } from '../api/api-client';
import { sortByLine } from './report-join';

export const REPORT_PAGE_SIZE = 500;

export async function fetchWholeReport(
  client: ApiClient,
  jobUuid: string,
  options: { signal?: AbortSignal; pageSize?: number } = {},
): Promise<ServerReportEntry[]> {
  const limit = options.pageSize ?? REPORT_PAGE_SIZE;
  const entries: ServerReportEntry[] = [];
  const seen = new Set<number>();
  let offset = 0;
  let previous = '';
  for (;;) {
    const page = await client.queryImportReport(jobUuid, { limit, offset }, { signal: options.signal });
    const signature = JSON.stringify(page.results);
    if (page.results.length > 0 && signature === previous) break;
    previous = signature;
    let fresh = 0;
    for (const entry of page.results) {
      if (entry.line >= 0) {
        if (seen.has(entry.line)) continue;
        seen.add(entry.line);
      }
      entries.push(entry);
      fresh++;
    }
    offset += page.results.length;
    if (page.results.length < limit || fresh === 0) break;
    if (page.total !== null && offset >= page.total) break;
  }
  return sortByLine(entries);
}
