import { compileFilter } from './filter';
import type { FieldKind, FieldKinds, Predicate, Row } from './filter';
import { QueryError } from './query-error';

export interface QueryResult<T> {
  results: T[];
  /** Set when the body asked for getNonpagedCount. */
  total?: number;
}

export interface TableQuery {
  limit?: number;
  offset?: number;
  getNonpagedCount?: boolean;
  sortOrder?: { sortFields?: readonly { name: string; ascending?: boolean }[] };
  filter?: unknown;
}

/**
 * Where a table's rows live: objects in an array, or columns (the million-device table).
 * Rows are addressed by index; `row(i)` is the record as the API answers it.
 */
export interface RowSource<T> {
  readonly size: number;
  /** Reads one field of the row at an index. */
  reader(field: string): (i: number) => unknown;
  row(i: number): T;
  /** The dense rank by one field, when the source knows a faster way than sorting values. */
  rank?(field: string, kind: FieldKind): Int32Array | undefined;
}

class ArraySource<T extends Row> implements RowSource<T> {
  constructor(readonly rows: T[]) {}
  get size(): number {
    return this.rows.length;
  }
  reader(field: string): (i: number) => unknown {
    const rows = this.rows;
    return (i) => rows[i]![field];
  }
  row(i: number): T {
    return this.rows[i]!;
  }
}

interface SortKey {
  name: string;
  ascending: boolean;
}

/** Sort orders kept per table (each a permutation of 4 bytes per row). */
const MAX_CACHED_ORDERS = 8;
/** Filtered orders kept per table (each 4 bytes per matching row). */
const MAX_CACHED_MATCHES = 8;

/**
 * A table that answers the query body of spec 2.6: filter, sort by any fields (ties broken
 * by `uuid`, so pages never overlap), limit/offset and the unpaged count.
 *
 * Speed: each field's dense rank (an Int32Array) is computed once, so a multi-field sort
 * compares integers, and the last few sort orders are cached as permutations. The rows a
 * filter matches, in that order, are kept too for the last few query shapes (filter and sort),
 * so the next page of the same query costs the page: a client paging through 100,000 rows
 * neither re-sorts nor re-filters them for every page, as a real server's index would not.
 * Appending or changing rows (a running job's report) clears the caches.
 */
export class QueryTable<T extends Row> {
  private readonly source: RowSource<T>;
  private readonly array: T[] | undefined;
  private ranks = new Map<string, Int32Array>();
  private orders = new Map<string, Uint32Array>();
  private matches = new Map<string, Uint32Array>();

  constructor(
    readonly fields: FieldKinds,
    rows: readonly T[] | RowSource<T> = [],
    /** The unique field that breaks ties. */
    private readonly idField = 'uuid',
  ) {
    if (Array.isArray(rows)) {
      this.array = [...(rows as readonly T[])];
      this.source = new ArraySource(this.array);
    } else {
      this.source = rows as RowSource<T>;
    }
  }

  get size(): number {
    return this.source.size;
  }

  /** Every row (tables built from an array only). */
  all(): readonly T[] {
    if (!this.array) throw new Error('A columnar table has no row array');
    return this.array;
  }

  append(row: T): void {
    if (!this.array) throw new Error('A columnar table cannot grow');
    this.array.push(row);
    this.changed();
  }

  /** A row was changed in place: sorts and ranks are computed anew. */
  changed(): void {
    if (this.ranks.size > 0 || this.orders.size > 0 || this.matches.size > 0) {
      this.ranks = new Map();
      this.orders = new Map();
      this.matches = new Map();
    }
  }

  /** Runs a parsed query body. Throws QueryError for unknown fields and bad values. */
  query(body: TableQuery): QueryResult<T> {
    const source = this.source;
    const predicate: Predicate<number> | undefined =
      body.filter === undefined || body.filter === null
        ? undefined
        : compileFilter<number>(body.filter, this.fields, 'filter', (field) => source.reader(field));
    const keys: SortKey[] = (body.sortOrder?.sortFields ?? []).map((s, i) => {
      if (this.fields[s.name] === undefined)
        throw new QueryError(`Unknown sort field '${s.name}' at sortOrder.sortFields[${i}]`, 'sortOrder');
      return { name: s.name, ascending: s.ascending !== false };
    });
    const offset = body.offset ?? 0;
    const limit = body.limit ?? Number.MAX_SAFE_INTEGER;
    const wantTotal = body.getNonpagedCount === true;
    const order = keys.length === 0 ? undefined : this.order(keys);
    const n = source.size;
    const results: T[] = [];
    if (!predicate) {
      for (let i = offset; i < n && results.length < limit; i++) results.push(source.row(order ? order[i]! : i));
      return wantTotal ? { results, total: n } : { results };
    }
    const matching = this.matching(body.filter, keys, predicate, order);
    for (let i = offset; i < matching.length && results.length < limit; i++) results.push(source.row(matching[i]!));
    return wantTotal ? { results, total: matching.length } : { results };
  }

  /** The rows the filter matches, in the sort's order: from the cache, else one pass over all rows. */
  private matching(
    filter: unknown,
    keys: SortKey[],
    predicate: Predicate<number>,
    order: Uint32Array | undefined,
  ): Uint32Array {
    const cacheKey = `${JSON.stringify(filter)}\n${sortKeyOf(keys)}`;
    const cached = this.matches.get(cacheKey);
    if (cached) {
      this.matches.delete(cacheKey);
      this.matches.set(cacheKey, cached);
      return cached;
    }
    const n = this.source.size;
    let found = new Uint32Array(Math.min(n, 1024));
    let count = 0;
    for (let i = 0; i < n; i++) {
      const index = order ? order[i]! : i;
      if (!predicate(index)) continue;
      if (count === found.length) {
        const grown = new Uint32Array(Math.min(n, found.length * 2));
        grown.set(found);
        found = grown;
      }
      found[count++] = index;
    }
    const matching = found.slice(0, count);
    this.matches.set(cacheKey, matching);
    if (this.matches.size > MAX_CACHED_MATCHES) this.matches.delete(this.matches.keys().next().value!);
    return matching;
  }

  private order(keys: SortKey[]): Uint32Array {
    const cacheKey = sortKeyOf(keys);
    const cached = this.orders.get(cacheKey);
    if (cached) {
      // Most recently used last, so the oldest is the one dropped.
      this.orders.delete(cacheKey);
      this.orders.set(cacheKey, cached);
      return cached;
    }
    const order = this.inOrderAlready(keys) ?? this.sorted(keys);
    this.orders.set(cacheKey, order);
    if (this.orders.size > MAX_CACHED_ORDERS) this.orders.delete(this.orders.keys().next().value!);
    return order;
  }

  /**
   * The rows' own order when they already follow one numeric key without ties (a job's report,
   * appended line by line, asked by line): no sort and no tie-break, where ranking a million
   * rows by their uuids took seconds before the first page. Null otherwise.
   */
  private inOrderAlready(keys: SortKey[]): Uint32Array | null {
    const [key] = keys;
    if (keys.length !== 1 || this.fields[key!.name] !== 'number') return null;
    const read = this.source.reader(key!.name);
    const dir = key!.ascending ? 1 : -1;
    for (let i = 1; i < this.source.size; i++) {
      const a = read(i - 1);
      const b = read(i);
      if (typeof a !== 'number' || typeof b !== 'number' || (b - a) * dir <= 0) return null;
    }
    return Uint32Array.from({ length: this.source.size }, (_, i) => i);
  }

  private sorted(keys: SortKey[]): Uint32Array {
    const ranked = keys.map((k) => ({ rank: this.rank(k.name), dir: k.ascending ? 1 : -1 }));
    if (!keys.some((k) => k.name === this.idField) && this.fields[this.idField] !== undefined)
      ranked.push({ rank: this.rank(this.idField), dir: 1 });
    const order = new Uint32Array(this.source.size);
    for (let i = 0; i < order.length; i++) order[i] = i;
    if (ranked.length === 1) {
      const [{ rank, dir }] = ranked as [{ rank: Int32Array; dir: number }];
      order.sort((a, b) => (rank[a]! - rank[b]!) * dir || a - b);
    } else {
      order.sort((a, b) => {
        for (const { rank, dir } of ranked) {
          const d = rank[a]! - rank[b]!;
          if (d !== 0) return d * dir;
        }
        return a - b;
      });
    }
    return order;
  }

  /** Dense rank of every row by one field, ascending; missing values rank last. */
  private rank(name: string): Int32Array {
    const cached = this.ranks.get(name);
    if (cached) return cached;
    const kind = this.fields[name] ?? 'string';
    const rank = this.source.rank?.(name, kind) ?? rankByValues(this.source, name, kind);
    this.ranks.set(name, rank);
    return rank;
  }
}

function sortKeyOf(keys: readonly SortKey[]): string {
  return keys.map((k) => `${k.name}:${k.ascending ? 'a' : 'd'}`).join(',');
}

/** Strings order case-insensitively first, then by code units, as a database collation would. */
export function compareText(a: string, b: string): number {
  const fa = a.toLowerCase();
  const fb = b.toLowerCase();
  return fa < fb ? -1 : fa > fb ? 1 : a < b ? -1 : a > b ? 1 : 0;
}

function rankByValues(source: RowSource<unknown>, name: string, kind: FieldKind): Int32Array {
  const n = source.size;
  const read = source.reader(name);
  const keyOf = (v: unknown): string | number | undefined => {
    if (v === null || v === undefined) return undefined;
    if (kind === 'string') return String(v);
    if (kind === 'boolean') return v ? 1 : 0;
    return v as number;
  };
  const keys = Array.from({ length: n }, (_, i) => keyOf(read(i)));
  const folded =
    kind === 'string' ? keys.map((k) => (k === undefined ? undefined : (k as string).toLowerCase())) : keys;
  const idx = new Uint32Array(n);
  for (let i = 0; i < n; i++) idx[i] = i;
  const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  idx.sort((a, b) => {
    const ka = keys[a],
      kb = keys[b];
    if (ka === undefined || kb === undefined) return ka === kb ? 0 : ka === undefined ? 1 : -1;
    return cmp(folded[a]!, folded[b]!) || cmp(ka, kb);
  });
  const rank = new Int32Array(n);
  let current = 0;
  for (let i = 0; i < n; i++) {
    const row = idx[i]!;
    if (i > 0 && keys[row] !== keys[idx[i - 1]!]) current++;
    rank[row] = current;
  }
  return rank;
}
