import { z } from 'zod';
import { LogOpOperationSchema } from './enums';
import type { LogOpOperation } from './enums';

/**
 * The query body shared by the list endpoints (spec 2.6; reference `GetQuery`) and its
 * filter tree (reference `Filter` subtypes). The spec shows logOp (AND) and stringEnum;
 * the others are the real server's, as far as this project uses them.
 */

export interface LogOpFilter {
  type: 'logOp';
  operation: LogOpOperation;
  filters: Filter[];
}
export interface StringEnumFilter {
  type: 'stringEnum';
  fieldName: string;
  values: string[];
}
/** Exact, case-sensitive equality. */
export interface StringFilter {
  type: 'string';
  fieldName: string;
  value: string;
}
/** Case-insensitive substring. */
export interface ContainsStringFilter {
  type: 'containsString';
  fieldName: string;
  contains: string;
}
/** SQL LIKE: `%` any run, `_` one character; case-insensitive. */
export interface LikeFilter {
  type: 'like';
  fieldName: string;
  like: string;
}
/** `isNull` true (the default) matches a missing value; false matches a present one. */
export interface NullFilter {
  type: 'null';
  fieldName: string;
  isNull?: boolean;
}
/** min/max are optional bounds; `equality` (default true) makes them inclusive. */
export interface LongRangeFilter {
  type: 'longRange';
  fieldName: string;
  min?: number;
  max?: number;
  equality?: boolean;
}
export interface DateRangeFilter {
  type: 'dateRange';
  fieldName: string;
  min?: number;
  max?: number;
  equality?: boolean;
}
export interface BooleanFilter {
  type: 'boolean';
  fieldName: string;
  value: boolean;
}

export type Filter =
  | LogOpFilter
  | StringEnumFilter
  | StringFilter
  | ContainsStringFilter
  | LikeFilter
  | NullFilter
  | LongRangeFilter
  | DateRangeFilter
  | BooleanFilter;
export type FilterType = Filter['type'];
export const FILTER_TYPES = [
  'logOp',
  'stringEnum',
  'string',
  'containsString',
  'like',
  'null',
  'longRange',
  'dateRange',
  'boolean',
] as const satisfies readonly FilterType[];

const fieldName = z.string().min(1);
const range = {
  fieldName,
  min: z.number().int().optional(),
  max: z.number().int().optional(),
  equality: z.boolean().optional(),
};

export const FilterSchema: z.ZodType<Filter> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('logOp'), operation: LogOpOperationSchema, filters: z.array(FilterSchema) }),
    z.object({ type: z.literal('stringEnum'), fieldName, values: z.array(z.string()) }),
    z.object({ type: z.literal('string'), fieldName, value: z.string() }),
    z.object({ type: z.literal('containsString'), fieldName, contains: z.string() }),
    z.object({ type: z.literal('like'), fieldName, like: z.string() }),
    z.object({ type: z.literal('null'), fieldName, isNull: z.boolean().optional() }),
    z.object({ type: z.literal('longRange'), ...range }),
    z.object({ type: z.literal('dateRange'), ...range }),
    z.object({ type: z.literal('boolean'), fieldName, value: z.boolean() }),
  ]),
);

export const SortField = z.object({ name: z.string().min(1), ascending: z.boolean().optional() });
export type SortField = z.infer<typeof SortField>;
export const SortOrder = z.object({ sortFields: z.array(SortField).optional() });
export type SortOrder = z.infer<typeof SortOrder>;

/** The query body as a client sends it. */
export const GetQuery = z.object({
  limit: z.number().int().min(0).optional(),
  offset: z.number().int().min(0).optional(),
  getNonpagedCount: z.boolean().optional(),
  sortOrder: SortOrder.optional(),
  filter: FilterSchema.optional(),
});
export type GetQuery = z.infer<typeof GetQuery>;

export interface QuerySpec {
  limit?: number;
  offset?: number;
  /** Field names, each ascending unless given as `{name, ascending: false}`. */
  sort?: readonly (string | SortField)[];
  /** Combined with AND; none means no filter. */
  filters?: readonly Filter[];
  /** Defaults to true: a paging client needs the total. */
  count?: boolean;
}

/** Builds a query body: the filters under one logOp AND, as spec 4.6 shows it (even a single one); none, no filter. */
export function buildQuery(spec: QuerySpec = {}): GetQuery {
  const body: GetQuery = { getNonpagedCount: spec.count ?? true };
  if (spec.limit !== undefined) body.limit = spec.limit;
  if (spec.offset !== undefined) body.offset = spec.offset;
  if (spec.sort && spec.sort.length > 0) {
    body.sortOrder = {
      sortFields: spec.sort.map((s) =>
        typeof s === 'string' ? { name: s, ascending: true } : { name: s.name, ascending: s.ascending ?? true },
      ),
    };
  }
  const filters = spec.filters ?? [];
  if (filters.length > 0) body.filter = { type: 'logOp', operation: 'AND', filters: [...filters] };
  return body;
}

/** Shorthands for building filter trees. */
export const f = {
  and: (...filters: Filter[]): LogOpFilter => ({ type: 'logOp', operation: 'AND', filters }),
  or: (...filters: Filter[]): LogOpFilter => ({ type: 'logOp', operation: 'OR', filters }),
  not: (filter: Filter): LogOpFilter => ({ type: 'logOp', operation: 'NOT', filters: [filter] }),
  nand: (...filters: Filter[]): LogOpFilter => ({ type: 'logOp', operation: 'NAND', filters }),
  nor: (...filters: Filter[]): LogOpFilter => ({ type: 'logOp', operation: 'NOR', filters }),
  oneOf: (fieldName: string, values: string[]): StringEnumFilter => ({ type: 'stringEnum', fieldName, values }),
  equals: (fieldName: string, value: string): StringFilter => ({ type: 'string', fieldName, value }),
  contains: (fieldName: string, contains: string): ContainsStringFilter => ({
    type: 'containsString',
    fieldName,
    contains,
  }),
  like: (fieldName: string, like: string): LikeFilter => ({ type: 'like', fieldName, like }),
  isNull: (fieldName: string, isNull = true): NullFilter => ({ type: 'null', fieldName, isNull }),
  longRange: (fieldName: string, min?: number, max?: number): LongRangeFilter => ({
    type: 'longRange',
    fieldName,
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
  }),
  dateRange: (fieldName: string, min?: number, max?: number): DateRangeFilter => ({
    type: 'dateRange',
    fieldName,
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
  }),
  is: (fieldName: string, value: boolean): BooleanFilter => ({ type: 'boolean', fieldName, value }),
};
