import { describe, expect, it } from 'vitest';
import type { ApiClient, ServerReportEntry } from '../../../../../electron/core/api/api-client';
import { fetchWholeReport } from '../../../../../electron/core/jobs/report-fetch';
import { joinReport } from '../../../../../electron/core/jobs/report-join';

function clientServing(entries: ServerReportEntry[], behaviour: { ignoreOffset?: boolean; noTotal?: boolean } = {}) {
  const asked: number[] = [];
  const client = {
    async queryImportReport(_job: string, page: { limit: number; offset: number }) {
      asked.push(page.offset);
      const start = behaviour.ignoreOffset ? 0 : page.offset;
      return { total: behaviour.noTotal ? null : entries.length, results: entries.slice(start, start + page.limit) };
    },
  } as unknown as ApiClient;
  return { client, asked };
}

const entries = (n: number): ServerReportEntry[] =>
  Array.from({ length: n }, (_, i) => ({ line: i + 2, status: 'SUCCESS', message: 'ok' }));

describe('fetchWholeReport', () => {
  it('reads page after page up to the total', async () => {
    const { client, asked } = clientServing(entries(25));
    const all = await fetchWholeReport(client, 'j', { pageSize: 10 });
    expect(all.map((e) => e.line)).toEqual(entries(25).map((e) => e.line));
    expect(asked).toEqual([0, 10, 20]);
  });

  it('stops at the first short page when the server gives no total', async () => {
    const { client, asked } = clientServing(entries(20), { noTotal: true });
    expect(await fetchWholeReport(client, 'j', { pageSize: 10 })).toHaveLength(20);
    expect(asked).toEqual([0, 10, 20]);
  });

  it('does not loop on a server that ignores the offset', async () => {
    const { client, asked } = clientServing(entries(30), { ignoreOffset: true, noTotal: true });
    expect(await fetchWholeReport(client, 'j', { pageSize: 10 })).toHaveLength(10);
    expect(asked).toEqual([0, 10]);
  });

  it('sorts by line, unknown lines (-1) last', async () => {
    const { client } = clientServing([
      { line: 5, status: 'FAILED', message: 'b' },
      { line: -1, status: 'FAILED', message: 'general' },
      { line: 2, status: 'SUCCESS', message: 'a' },
    ]);
    expect((await fetchWholeReport(client, 'j')).map((e) => e.line)).toEqual([2, 5, -1]);
  });
});

describe('joinReport', () => {
  it('maps upload lines to source lines and values; unknown lines keep no values', () => {
    const lines = joinReport(
      [
        { line: 3, status: 'FAILED', message: 'x' },
        { line: -1, status: 'FAILED', message: 'y' },
        { line: 99, status: 'FAILED', message: 'z' },
      ],
      {
        columns: ['name', 'password'],
        records: [
          ['a', 'pw1'],
          ['b', 'pw2'],
        ],
        lineMap: [7, 12],
      },
    );
    expect(lines).toEqual([
      { line: 3, sourceLine: 12, status: 'FAILED', message: 'x', values: { name: 'b' } },
      { line: 99, sourceLine: null, status: 'FAILED', message: 'z', values: {} },
      { line: -1, sourceLine: null, status: 'FAILED', message: 'y', values: {} },
    ]);
  });
});
