import type { GetQuery } from '../../shared/api/wire/query';
import { QueryError } from './query-error';

/** The client's GetQuery (shared/api/wire/query.ts); the filter is checked when the table compiles it, against its fields. */
export type ParsedQuery = Omit<GetQuery, 'filter'> & { filter?: unknown };

/** Parses a JSON body, naming the problem and its position when it is malformed. */
export function parseJson(bytes: Buffer): unknown {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new QueryError(`Malformed JSON in request body: ${(error as Error).message}`, 'body');
  }
}

function nonNegativeInt(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new QueryError(`'${name}' must be a non-negative integer, got ${JSON.stringify(value)}`, name);
  }
  return value;
}

/** Checks the query body of spec 2.6 (the filter tree is checked by the table). An empty body is an empty query. */
export function parseQueryBody(bytes: Buffer): ParsedQuery {
  return parseQueryObject(parseJson(bytes));
}

/** The same check on a body already parsed from JSON. */
export function parseQueryObject(body: unknown): ParsedQuery {
  if (body === undefined) return {};
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new QueryError('The query body must be a JSON object', 'body');
  const b = body as Record<string, unknown>;
  const query: ParsedQuery = {};
  const limit = nonNegativeInt(b.limit, 'limit');
  const offset = nonNegativeInt(b.offset, 'offset');
  if (limit !== undefined) query.limit = limit;
  if (offset !== undefined) query.offset = offset;
  if (b.getNonpagedCount !== undefined && b.getNonpagedCount !== null) {
    if (typeof b.getNonpagedCount !== 'boolean')
      throw new QueryError(
        `'getNonpagedCount' must be true or false, got ${JSON.stringify(b.getNonpagedCount)}`,
        'getNonpagedCount',
      );
    query.getNonpagedCount = b.getNonpagedCount;
  }
  if (b.sortOrder !== undefined && b.sortOrder !== null) {
    const sortFields = (b.sortOrder as { sortFields?: unknown }).sortFields;
    if (typeof b.sortOrder !== 'object' || (sortFields !== undefined && !Array.isArray(sortFields))) {
      throw new QueryError("'sortOrder' must be an object with 'sortFields' (an array)", 'sortOrder');
    }
    query.sortOrder = {
      sortFields: ((sortFields ?? []) as unknown[]).map((s, i) => {
        const field = s as { name?: unknown; ascending?: unknown } | null;
        if (!field || typeof field.name !== 'string' || field.name === '')
          throw new QueryError(`sortOrder.sortFields[${i}] needs a 'name'`, 'sortOrder');
        if (field.ascending !== undefined && field.ascending !== null && typeof field.ascending !== 'boolean') {
          throw new QueryError(`sortOrder.sortFields[${i}].ascending must be true or false`, 'sortOrder');
        }
        return { name: field.name, ...(typeof field.ascending === 'boolean' ? { ascending: field.ascending } : {}) };
      }),
    };
  }
  if (b.filter !== undefined && b.filter !== null) query.filter = b.filter;
  return query;
}
