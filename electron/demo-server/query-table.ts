import { compileFilter } from './filter';
import type { FieldKinds, Predicate, Row } from './filter';
import { QueryError } from './query-error';

export interface QueryResult<T> {
  results: T[];
  /** Set when the body asked for getNonpagedCount. */
  total?: number;
}

interface SortKey {
  name: string;
  ascending: boolean;
}

/**
 * An in-memory table that answers the query body of spec 2.6: filter, sort by any fields
 * (ties broken by `uuid`, so pages never overlap), limit/offset and the unpaged count.
 *
 * Speed for 100,000 rows: each field's dense rank (an Int32Array) is computed once, so a
 * multi-field sort compares integers, and each distinct sort order is cached as a
 * permutation; a page is then one pass over that permutation with the compiled filter.
 * Appending rows (a running job's report) clears the caches.
 */
export class QueryTable<T extends Row> {
  private readonly rows: T[] = [];
  private ranks = new Map<string, Int32Array>();
  private orders = new Map<string, Uint32Array>();

  constructor(
    readonly fields: FieldKinds,
    rows: readonly T[] = [],
    /** The unique field that breaks ties. */
    private readonly idField = 'uuid',
  ) {
    this.rows.push(...rows);
  }

  get size(): number {
    return this.rows.length;
  }

  all(): readonly T[] {
    return this.rows;
  }

  append(row: T): void {
    this.rows.push(row);
    if (this.ranks.size > 0 || this.orders.size > 0) {
      this.ranks = new Map();
      this.orders = new Map();
    }
  }

  /** Runs a parsed query body. Throws QueryError for unknown fields and bad values. */
  query(body: {
    limit?: number;
    offset?: number;
    getNonpagedCount?: boolean;
    sortOrder?: { sortFields?: readonly { name: string; ascending?: boolean }[] };
    filter?: unknown;
  }): QueryResult<T> {
    const predicate: Predicate | undefined =
      body.filter === undefined || body.filter === null ? undefined : compileFilter(body.filter, this.fields);
    const keys: SortKey[] = (body.sortOrder?.sortFields ?? []).map((s, i) => {
      if (this.fields[s.name] === undefined)
        throw new QueryError(`Unknown sort field '${s.name}' at sortOrder.sortFields[${i}]`, 'sortOrder');
      return { name: s.name, ascending: s.ascending !== false };
    });
    const offset = body.offset ?? 0;
    const limit = body.limit ?? Number.MAX_SAFE_INTEGER;
    const wantTotal = body.getNonpagedCount === true;
    const order = keys.length === 0 ? undefined : this.order(keys);
    const n = this.rows.length;
    const at = (i: number): T => this.rows[order ? order[i]! : i]!;
    const results: T[] = [];
    if (!predicate) {
      for (let i = offset; i < n && results.length < limit; i++) results.push(at(i));
      return wantTotal ? { results, total: n } : { results };
    }
    let matched = 0;
    const rows = this.rows;
    for (let i = 0; i < n; i++) {
      const row = rows[order ? order[i]! : i]!;
      if (!predicate(row)) continue;
      if (matched >= offset && results.length < limit) results.push(row);
      matched++;
      if (!wantTotal && results.length >= limit) break;
    }
    return wantTotal ? { results, total: matched } : { results };
  }

  private order(keys: SortKey[]): Uint32Array {
    const cacheKey = keys.map((k) => `${k.name}:${k.ascending ? 'a' : 'd'}`).join(',');
    const cached = this.orders.get(cacheKey);
    if (cached) return cached;
    const ranked = keys.map((k) => ({ rank: this.rank(k.name), dir: k.ascending ? 1 : -1 }));
    if (!keys.some((k) => k.name === this.idField) && this.fields[this.idField] !== undefined)
      ranked.push({ rank: this.rank(this.idField), dir: 1 });
    const order = new Uint32Array(this.rows.length);
    for (let i = 0; i < order.length; i++) order[i] = i;
    order.sort((a, b) => {
      for (const { rank, dir } of ranked) {
        const d = rank[a]! - rank[b]!;
        if (d !== 0) return d * dir;
      }
      return a - b;
    });
    this.orders.set(cacheKey, order);
    return order;
  }

  /** Dense rank of every row by one field, ascending; missing values rank last. */
  private rank(name: string): Int32Array {
    const cached = this.ranks.get(name);
    if (cached) return cached;
    const kind = this.fields[name];
    const n = this.rows.length;
    const keyOf = (v: unknown): string | number | undefined => {
      if (v === null || v === undefined) return undefined;
      if (kind === 'string') return String(v);
      if (kind === 'boolean') return v ? 1 : 0;
      return v as number;
    };
    const keys = this.rows.map((r) => keyOf(r[name]));
    // Strings sort case-insensitively first, then by code units, as a database collation would.
    const folded =
      kind === 'string' ? keys.map((k) => (k === undefined ? undefined : (k as string).toLowerCase())) : keys;
    const idx = Array.from({ length: n }, (_, i) => i);
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
      if (i > 0) {
        const prev = idx[i - 1]!;
        if (keys[row] !== keys[prev]) current++;
      }
      rank[row] = current;
    }
    this.ranks.set(name, rank);
    return rank;
  }
}
