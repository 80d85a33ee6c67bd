import { describe, expect, it } from 'vitest';
import type { QueryPage } from '../../../../../shared/models/query';
import { walkPages } from '../../../../../electron/core/queries/page-walk';

/** A list of `count` records served `cap` at most per page, with or without a count. */
function server(count: number, options: { cap?: number; withTotal?: boolean; ignoreOffset?: boolean } = {}) {
  const asked: Array<[number, number]> = [];
  const fetchPage = async (offset: number, limit: number): Promise<QueryPage<number>> => {
    asked.push([offset, limit]);
    const from = options.ignoreOffset ? 0 : offset;
    const size = Math.min(limit, options.cap ?? limit);
    const results = Array.from({ length: Math.max(0, Math.min(size, count - from)) }, (_, i) => from + i);
    return { total: options.withTotal === false ? null : count, results };
  };
  return { fetchPage, asked };
}

async function all(fetchPage: (o: number, l: number) => Promise<QueryPage<number>>, pageSize: number) {
  const out: number[] = [];
  for await (const page of walkPages(fetchPage, { pageSize })) out.push(...page.results);
  return out;
}

describe('walking a list page by page', () => {
  it('goes on past short pages until the server count is reached (asked 500, got 100)', async () => {
    const { fetchPage, asked } = server(1234, { cap: 100 });
    expect(await all(fetchPage, 500)).toEqual(Array.from({ length: 1234 }, (_, i) => i));
    expect(asked.length).toBe(13);
  });

  it('ends at a short page when the server gives no count', async () => {
    const { fetchPage, asked } = server(1234, { withTotal: false });
    expect((await all(fetchPage, 500)).length).toBe(1234);
    expect(asked.map(([o]) => o)).toEqual([0, 500, 1000]);
  });

  it('without a count, a capped server ends the walk at its first page (nothing says more exist)', async () => {
    const { fetchPage } = server(1234, { cap: 100, withTotal: false });
    expect((await all(fetchPage, 500)).length).toBe(100);
  });

  it('stops when the server ignores the offset and sends the same page again', async () => {
    const { fetchPage, asked } = server(1234, { ignoreOffset: true, withTotal: false, cap: 500 });
    expect((await all(fetchPage, 500)).length).toBe(500);
    expect(asked.length).toBe(2);
  });

  it('stops at an empty page even when the count promised more', async () => {
    const fetchPage = async (offset: number): Promise<QueryPage<number>> => ({
      total: 1000,
      results: offset < 200 ? Array.from({ length: 100 }, (_, i) => offset + i) : [],
    });
    expect((await all(fetchPage, 100)).length).toBe(200);
  });

  it('starts at the offset given', async () => {
    const { fetchPage } = server(30);
    const out: number[] = [];
    for await (const page of walkPages(fetchPage, { pageSize: 10, offset: 25 })) out.push(...page.results);
    expect(out).toEqual([25, 26, 27, 28, 29]);
  });
});
