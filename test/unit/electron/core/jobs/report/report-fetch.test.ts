import { describe, expect, it } from 'vitest';
import type { ApiClient, ServerReportEntry } from '../../../../../../electron/core/api/api-client';
import { fetchWholeReport } from '../../../../../../electron/core/jobs/report/report-fetch';
import { LineSet } from '../../../../../../shared/users-csv/line-set';

function clientServing(
  entries: ServerReportEntry[],
  behaviour: { ignoreOffset?: boolean; noTotal?: boolean; cap?: number } = {},
) {
  const asked: number[] = [];
  const client = {
    async queryImportReport(_job: string, page: { limit: number; offset: number }) {
      asked.push(page.offset);
      const start = behaviour.ignoreOffset ? 0 : page.offset;
      const size = Math.min(page.limit, behaviour.cap ?? page.limit);
      return { total: behaviour.noTotal ? null : entries.length, results: entries.slice(start, start + size) };
    },
  } as unknown as ApiClient;
  return { client, asked };
}

/** Keeps what the fetch hands over, page by page, dropping lines seen before (as report-incoming does). */
function memorySink() {
  const pages: ServerReportEntry[][] = [];
  const seen = new LineSet();
  return {
    pages,
    all: () => pages.flat(),
    async append(entries: readonly ServerReportEntry[]) {
      const fresh = entries.filter((e) => e.line < 0 || seen.add(e.line));
      pages.push(fresh);
      return fresh.length;
    },
  };
}

const entries = (n: number): ServerReportEntry[] =>
  Array.from({ length: n }, (_, i) => ({ line: i + 2, status: 'SUCCESS', message: 'ok' }));

describe('fetchWholeReport', () => {
  it('hands over page after page up to the total', async () => {
    const { client, asked } = clientServing(entries(25));
    const sink = memorySink();
    await fetchWholeReport(client, 'j', sink, { pageSize: 10 });
    expect(sink.all().map((e) => e.line)).toEqual(entries(25).map((e) => e.line));
    expect(sink.pages.map((p) => p.length)).toEqual([10, 10, 5]);
    expect(asked).toEqual([0, 10, 20]);
  });

  it('goes on past short pages while the server counts more (a server that caps its pages)', async () => {
    // The independent server's liberty: asked 500, got 25, total 60.
    const { client, asked } = clientServing(entries(60), { cap: 25 });
    const sink = memorySink();
    await fetchWholeReport(client, 'j', sink, { pageSize: 500 });
    expect(sink.all().map((e) => e.line)).toEqual(entries(60).map((e) => e.line));
    expect(asked).toEqual([0, 25, 50]);
  });

  it('keeps every line the server does not know (-1) across capped pages', async () => {
    const unknown = entries(30).map((e, i) => (i % 3 === 0 ? { ...e, line: -1, message: `u${i}` } : e));
    const { client } = clientServing(unknown, { cap: 7 });
    const sink = memorySink();
    await fetchWholeReport(client, 'j', sink, { pageSize: 500 });
    expect(sink.all()).toHaveLength(30);
  });

  it('stops at the first short page when the server gives no total', async () => {
    const { client, asked } = clientServing(entries(20), { noTotal: true });
    const sink = memorySink();
    await fetchWholeReport(client, 'j', sink, { pageSize: 10 });
    expect(sink.all()).toHaveLength(20);
    expect(asked).toEqual([0, 10, 20]);
  });

  it('does not loop on a server that ignores the offset', async () => {
    const { client, asked } = clientServing(entries(30), { ignoreOffset: true, noTotal: true });
    const sink = memorySink();
    await fetchWholeReport(client, 'j', sink, { pageSize: 10 });
    expect(sink.all()).toHaveLength(10);
    expect(asked).toEqual([0, 10]);
  });

  it('stops when a page brings no new line (a server that repeats lines under other offsets)', async () => {
    const repeated = [...entries(10), ...entries(10)];
    const { client, asked } = clientServing(
      repeated.map((e, i) => ({ ...e, message: `m${i}` })),
      { noTotal: true },
    );
    const sink = memorySink();
    await fetchWholeReport(client, 'j', sink, { pageSize: 10 });
    expect(sink.all()).toHaveLength(10);
    expect(asked).toEqual([0, 10]);
  });
});
