import { describe, expect, it } from 'vitest';
import { fullPage } from '../../../../../electron/core/queries/query-service';
import type { QueryPage, ServerRecord } from '../../../../../shared/models/query';

function server(count: number, cap: number, withTotal = true) {
  const asked: [number, number][] = [];
  const fetchPage = async (offset: number, limit: number): Promise<QueryPage<ServerRecord>> => {
    asked.push([offset, limit]);
    const n = Math.max(0, Math.min(limit, cap, count - offset));
    return { total: withTotal ? count : null, results: Array.from({ length: n }, (_, i) => ({ n: offset + i })) };
  };
  return { fetchPage, asked };
}

describe('one page as asked, from a server that caps its pages', () => {
  it('costs one request when the server gives the page whole', async () => {
    const { fetchPage, asked } = server(1000, 1000);
    const page = await fullPage(fetchPage, { limit: 100, offset: 50 });
    expect(page.results.map((r) => r.n)).toEqual(Array.from({ length: 100 }, (_, i) => 50 + i));
    expect(asked).toEqual([[50, 100]]);
  });

  it('fills the page from capped answers while the count says more exist, and stops at the end', async () => {
    const { fetchPage, asked } = server(130, 25);
    const page = await fullPage(fetchPage, { limit: 100, offset: 20 });
    expect(page).toMatchObject({ total: 130 });
    expect(page.results.map((r) => r.n)).toEqual(Array.from({ length: 100 }, (_, i) => 20 + i));
    expect(asked.map(([o]) => o)).toEqual([20, 45, 70, 95]);
    expect((await fullPage(server(130, 25).fetchPage, { limit: 100, offset: 110 })).results).toHaveLength(20);
  });

  it('without a count, a short answer is the page (nothing says more exist)', async () => {
    const { fetchPage, asked } = server(130, 25, false);
    expect((await fullPage(fetchPage, { limit: 100, offset: 0 })).results).toHaveLength(25);
    expect(asked).toHaveLength(1);
  });
});
