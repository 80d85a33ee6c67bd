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

  describe('asking pages ahead', () => {
    async function walked(
      fetchPage: (o: number, l: number) => Promise<QueryPage<number>>,
      pageSize: number,
      ahead: number,
    ) {
      const out: number[] = [];
      for await (const page of walkPages(fetchPage, { pageSize, ahead })) out.push(...page.results);
      return out;
    }

    it('hands out the same records in the same order, with pages asked while one is handled', async () => {
      const { fetchPage, asked } = server(1234, { cap: 100 });
      let inFlight = 0;
      let most = 0;
      const counted = async (offset: number, limit: number) => {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setImmediate(resolve));
        inFlight--;
        return fetchPage(offset, limit);
      };
      expect(await walked(counted, 500, 2)).toEqual(Array.from({ length: 1234 }, (_, i) => i));
      // At the stride the server answers (100), never past the count, each offset once.
      expect(asked.map(([o]) => o)).toEqual(Array.from({ length: 13 }, (_, i) => i * 100));
      expect(most).toBe(2);
    });

    it('asks nothing ahead without a count, and ends at the short page', async () => {
      const { fetchPage, asked } = server(1234, { withTotal: false });
      expect((await walked(fetchPage, 500, 3)).length).toBe(1234);
      expect(asked.map(([o]) => o)).toEqual([0, 500, 1000]);
    });

    it('a page shorter than the others moves the offsets: what was asked at the wrong ones is asked again', async () => {
      const asked: number[] = [];
      const fetchPage = async (offset: number, limit: number): Promise<QueryPage<number>> => {
        asked.push(offset);
        // The page at 100 comes with 50 records only (a server that capped it).
        const size = offset === 100 ? 50 : limit;
        return {
          total: 400,
          results: Array.from({ length: Math.max(0, Math.min(size, 400 - offset)) }, (_, i) => offset + i),
        };
      };
      expect(await walked(fetchPage, 100, 2)).toEqual(Array.from({ length: 400 }, (_, i) => i));
      expect(asked).toEqual([0, 100, 200, 150, 250, 350]);
    });

    it('a failed page fails the walk where it is reached; one asked at an offset not reached is dropped quietly', async () => {
      const failing = async (offset: number, limit: number): Promise<QueryPage<number>> => {
        if (offset === 200) throw new Error('boom');
        return {
          total: 400,
          results: Array.from({ length: Math.min(offset === 100 ? 50 : limit, 400 - offset) }, (_, i) => offset + i),
        };
      };
      // Asked at 200 ahead, but the short page at 100 moves the walk to 150, 250, 350: 200 is never reached.
      expect((await walked(failing, 100, 2)).length).toBe(400);
      const { fetchPage } = server(1000);
      const broken = async (offset: number, limit: number) => {
        if (offset === 300) throw new Error('boom');
        return fetchPage(offset, limit);
      };
      await expect(walked(broken, 100, 2)).rejects.toThrow('boom');
    });

    it('stops when the server ignores the offset and sends the same page again', async () => {
      const { fetchPage } = server(1234, { ignoreOffset: true, cap: 500 });
      expect((await walked(fetchPage, 500, 2)).length).toBe(500);
    });
  });
});
