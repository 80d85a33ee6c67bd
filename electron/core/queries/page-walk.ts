/**
 * Reading a list to its end, page by page, for exports, `--all` and the per-line report.
 * Real servers cap pages (asked 500, got 100), so a short page proves nothing while the
 * server gives a count: the walk goes on until `total` (or `nonpagedCount`) records have
 * come. Only without a count does a short page end it. A server that ignores the offset
 * (answers the same page again) or answers an empty page ends the walk too, so it never
 * loops.
 *
 * `ahead` asks that many further pages while the caller handles one, once a count says they
 * exist, at the offsets the pages so far came in (a server that caps pages at 100 is asked at
 * +100, +200): the server prepares the next page while the client reads this one. A page
 * that comes shorter than its predecessors moves the offsets; what was asked at the wrong
 * ones is dropped and asked again, so the pages handed out are the same, in the same order,
 * as one call at a time would give.
 */
import type { QueryPage } from '../../../shared/models/query';

export interface PageWalkOptions {
  pageSize: number;
  /** Where to begin (default 0). */
  offset?: number;
  /** Pages asked ahead of the one being handled (default 0: one call at a time). */
  ahead?: number;
}

export type PageFetch<T> = (offset: number, limit: number) => Promise<QueryPage<T>>;

interface Asked<T> {
  offset: number;
  page: Promise<QueryPage<T>>;
}

export async function* walkPages<T>(
  fetchPage: PageFetch<T>,
  options: PageWalkOptions,
): AsyncGenerator<QueryPage<T>, void, undefined> {
  const ahead = options.ahead ?? 0;
  let offset = options.offset ?? 0;
  let total: number | null = null;
  let previous: readonly T[] | null = null;
  const queue: Asked<T>[] = [];
  let stride = 0;
  const ask = (at: number): Asked<T> => {
    let page: Promise<QueryPage<T>>;
    try {
      page = fetchPage(at, options.pageSize);
    } catch (error) {
      page = Promise.reject(error);
    }
    // An answer dropped (asked at an offset the walk did not reach) must not fail the process.
    page.catch(() => undefined);
    return { offset: at, page };
  };
  for (;;) {
    const asked = queue[0]?.offset === offset ? queue.shift()! : null;
    if (!asked) queue.length = 0;
    const page = await (asked ?? ask(offset)).page;
    if (page.results.length === 0) return;
    if (previous !== null && samePage(page.results, previous)) return;
    previous = page.results;
    total = page.total ?? total;
    offset += page.results.length;
    const done = total !== null ? offset >= total : page.results.length < options.pageSize;
    if (!done && ahead > 0 && total !== null) {
      // The pages after this one, at the most a page has held (the server's cap), up to the count.
      stride = Math.max(stride, page.results.length);
      if (queue.length > 0 && queue[0]!.offset !== offset) queue.length = 0;
      let at = queue.length > 0 ? queue[queue.length - 1]!.offset + stride : offset;
      while (queue.length < ahead && at < total) {
        queue.push(ask(at));
        at += stride;
      }
    }
    yield { total, results: page.results };
    if (done) return;
  }
}

/** Whether two pages hold the same records (as their JSON says), without writing every page out when they differ. */
function samePage<T>(page: readonly T[], previous: readonly T[]): boolean {
  if (page.length !== previous.length) return false;
  const last = page.length - 1;
  if (JSON.stringify(page[0]) !== JSON.stringify(previous[0])) return false;
  if (JSON.stringify(page[last]) !== JSON.stringify(previous[last])) return false;
  return JSON.stringify(page) === JSON.stringify(previous);
}
