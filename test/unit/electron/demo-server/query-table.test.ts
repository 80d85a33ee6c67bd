import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QueryTable } from '../../../../electron/demo-server/query-table';
import { QueryError } from '../../../../electron/demo-server/query-error';

type R = { uuid: string; name: string | null; n: number };
const fields = { uuid: 'string', name: 'string', n: 'number' } as const;
const row = fc.record({
  uuid: fc.uuid(),
  name: fc.option(fc.constantFrom('a', 'B', 'b', 'c'), { nil: null }),
  n: fc.integer({ min: 0, max: 3 }),
});
const rowsArb = fc.uniqueArray(row, { selector: (r) => r.uuid, maxLength: 60 });

function reference(rows: R[], sort: { name: keyof R; ascending: boolean }[]): R[] {
  const key = (v: unknown) => (v === null ? undefined : typeof v === 'string' ? v : v);
  const cmpOne = (a: unknown, b: unknown) => {
    const ka = key(a),
      kb = key(b);
    if (ka === undefined || kb === undefined) return ka === kb ? 0 : ka === undefined ? 1 : -1;
    if (typeof ka === 'string' && typeof kb === 'string') {
      const fa = ka.toLowerCase(),
        fb = kb.toLowerCase();
      return fa < fb ? -1 : fa > fb ? 1 : ka < kb ? -1 : ka > kb ? 1 : 0;
    }
    return (ka as number) - (kb as number);
  };
  return [...rows].sort((a, b) => {
    for (const s of sort) {
      const d = cmpOne(a[s.name], b[s.name]);
      if (d !== 0) return s.ascending ? d : -d;
    }
    return a.uuid < b.uuid ? -1 : 1;
  });
}

describe('QueryTable', () => {
  it('sorts like the reference order by several fields, ties by uuid (property)', () => {
    fc.assert(
      fc.property(
        rowsArb,
        fc.array(fc.record({ name: fc.constantFrom<'name' | 'n'>('name', 'n'), ascending: fc.boolean() }), {
          minLength: 1,
          maxLength: 2,
        }),
        (rows, sort) => {
          const table = new QueryTable<R>(fields, rows);
          expect(table.query({ sortOrder: { sortFields: sort } }).results).toEqual(reference(rows, sort));
        },
      ),
    );
  });
  it('answers rows kept in the order asked (a report by line) like the reference, in either direction (property)', () => {
    fc.assert(
      fc.property(rowsArb, fc.boolean(), fc.boolean(), (rows, ascending, reversed) => {
        // n strictly increasing along the rows, or decreasing: already in order one way, reversed the other.
        const numbered = rows.map((r, i) => ({ ...r, n: reversed ? rows.length - i : i + 2 }));
        const table = new QueryTable<R>(fields, numbered);
        const sort = [{ name: 'n' as const, ascending }];
        expect(table.query({ sortOrder: { sortFields: sort } }).results).toEqual(reference(numbered, sort));
      }),
    );
  });
  it('pages that concatenate to the whole filtered list, with total (property)', () => {
    fc.assert(
      fc.property(rowsArb, fc.integer({ min: 1, max: 10 }), (rows, limit) => {
        const table = new QueryTable<R>(fields, rows);
        const query = {
          sortOrder: { sortFields: [{ name: 'n', ascending: false }] },
          filter: { type: 'null', fieldName: 'name', isNull: false },
        };
        const whole = table.query(query).results;
        const pages: R[] = [];
        for (let offset = 0; offset < rows.length; offset += limit) {
          const page = table.query({ ...query, limit, offset, getNonpagedCount: true });
          expect(page.total).toBe(whole.length);
          pages.push(...page.results);
        }
        expect(pages).toEqual(whole);
      }),
    );
  });
  it('answers the pages of a filtered query from its kept rows, and sees rows appended or changed after', () => {
    const rows: R[] = [
      { uuid: '3', name: 'c', n: 1 },
      { uuid: '1', name: 'a', n: 1 },
      { uuid: '2', name: 'b', n: 0 },
    ];
    const table = new QueryTable<R>(fields, rows);
    const query = {
      sortOrder: { sortFields: [{ name: 'name' }] },
      filter: { type: 'longRange', fieldName: 'n', min: 1, max: 1 },
      getNonpagedCount: true,
      limit: 1,
    };
    const names = (offset: number) => {
      const page = table.query({ ...query, offset });
      return { total: page.total, names: page.results.map((r) => r.name) };
    };
    expect([names(0), names(1)]).toEqual([
      { total: 2, names: ['a'] },
      { total: 2, names: ['c'] },
    ]);
    table.append({ uuid: '0', name: 'aa', n: 1 });
    expect([names(0), names(1), names(2)]).toEqual([
      { total: 3, names: ['a'] },
      { total: 3, names: ['aa'] },
      { total: 3, names: ['c'] },
    ]);
    // A row changed in place (a report entry rewritten): the kept rows are dropped.
    (table.all()[0] as { n: number }).n = 0;
    table.changed();
    expect([names(0), names(1), names(2)]).toEqual([
      { total: 2, names: ['a'] },
      { total: 2, names: ['aa'] },
      { total: 2, names: [] },
    ]);
  });
  it('sees appended rows (caches cleared) and refuses unknown sort fields', () => {
    const table = new QueryTable<R>(fields, [{ uuid: '2', name: 'b', n: 1 }]);
    expect(table.query({ sortOrder: { sortFields: [{ name: 'name' }] } }).results.map((r) => r.uuid)).toEqual(['2']);
    table.append({ uuid: '1', name: 'a', n: 1 });
    expect(table.query({ sortOrder: { sortFields: [{ name: 'name' }] } }).results.map((r) => r.uuid)).toEqual([
      '1',
      '2',
    ]);
    expect(() => table.query({ sortOrder: { sortFields: [{ name: 'height' }] } })).toThrow(QueryError);
  });
});
