/**
 * Reading a list to its end, page by page, for exports, `--all` and the per-line report.
 * Real servers cap pages (asked 500, got 100), so a short page proves nothing while the
 * server gives a count: the walk goes on until `total` (or `nonpagedCount`) records have
 * come. Only without a count does a short page end it. A server that ignores the offset
 * (answers the same page again) or answers an empty page ends the walk too, so it never
 * loops.
 */
import type { QueryPage } from '../../../shared/models/query';

export interface PageWalkOptions {
  pageSize: number;
  /** Where to begin (default 0). */
  offset?: number;
}

export type PageFetch<T> = (offset: number, limit: number) => Promise<QueryPage<T>>;

export async function* walkPages<T>(
  fetchPage: PageFetch<T>,
  options: PageWalkOptions,
): AsyncGenerator<QueryPage<T>, void, undefined> {
  let offset = options.offset ?? 0;
  let total: number | null = null;
  let previous: string | null = null;
  for (;;) {
    const page = await fetchPage(offset, options.pageSize);
    if (page.results.length === 0) return;
    const signature = JSON.stringify(page.results);
    if (signature === previous) return;
    previous = signature;
    total = page.total ?? total;
    yield { total, results: page.results };
    offset += page.results.length;
    if (total !== null ? offset >= total : page.results.length < options.pageSize) return;
  }
}
