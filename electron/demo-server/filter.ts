import { QueryError } from './query-error';

/** What a table knows of each field: filters and sorts check against it. */
export type FieldKind = 'string' | 'number' | 'boolean';
export type FieldKinds = Readonly<Record<string, FieldKind>>;
export type Row = Readonly<Record<string, unknown>>;
export type Predicate<R = Row> = (row: R) => boolean;
/** How a predicate reads one field of a row: a property of an object, or a column at an index. */
export type FieldAccess<R> = (field: string) => (row: R) => unknown;

const objectAccess: FieldAccess<Row> = (field) => (row) => row[field];

const STRING_FILTERS = new Set(['stringEnum', 'string', 'containsString', 'like']);
const NUMBER_FILTERS = new Set(['longRange', 'dateRange']);
const KNOWN_TYPES = [
  'logOp',
  'stringEnum',
  'string',
  'containsString',
  'like',
  'null',
  'longRange',
  'dateRange',
  'boolean',
];
const LOG_OPS = ['AND', 'OR', 'NOT', 'NAND', 'NOR'];

function describe(node: Record<string, unknown>): string {
  return typeof node.fieldName === 'string'
    ? `filter '${String(node.type)}' on '${node.fieldName}'`
    : `filter '${String(node.type)}'`;
}

function requireField(node: Record<string, unknown>, fields: FieldKinds, path: string): string {
  const name = node.fieldName;
  if (typeof name !== 'string' || name === '')
    throw new QueryError(`Filter '${String(node.type)}' at ${path} needs a fieldName`, 'filter');
  const kind = fields[name];
  if (kind === undefined)
    throw new QueryError(`Unknown field '${name}' in filter '${String(node.type)}' at ${path}`, 'filter');
  const type = String(node.type);
  const expected = STRING_FILTERS.has(type)
    ? 'string'
    : NUMBER_FILTERS.has(type)
      ? 'number'
      : type === 'boolean'
        ? 'boolean'
        : kind;
  if (expected !== kind)
    throw new QueryError(
      `Filter '${type}' cannot be applied to field '${name}' (a ${kind} field) at ${path}`,
      'filter',
    );
  return name;
}

function requireString(node: Record<string, unknown>, key: string, path: string): string {
  const value = node[key];
  if (typeof value !== 'string')
    throw new QueryError(`The ${describe(node)} at ${path} needs '${key}' (a string)`, 'filter');
  return value;
}

function optionalNumber(node: Record<string, unknown>, key: string, path: string): number | undefined {
  const value = node[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new QueryError(`The ${describe(node)} at ${path} has '${key}' that is not a number`, 'filter');
  return value;
}

/** SQL LIKE to a case-insensitive regular expression: `%` any run, `_` one character. */
export function likeToRegExp(pattern: string): RegExp {
  let source = '';
  for (const ch of pattern) {
    if (ch === '%') source += '[\\s\\S]*';
    else if (ch === '_') source += '[\\s\\S]';
    else source += ch.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  }
  return new RegExp(`^${source}$`, 'iu');
}

/**
 * Turns a filter tree (as received, unvalidated) into a predicate. Every problem is a
 * QueryError naming the filter type, the field and where in the tree it sits
 * (`filter.filters[1]`). logOp semantics: AND all, OR any, NAND not all, NOR none, NOT
 * negates its one child (several children: negates their AND, as NAND).
 */
export function compileFilter<R = Row>(
  node: unknown,
  fields: FieldKinds,
  path = 'filter',
  access: FieldAccess<R> = objectAccess as FieldAccess<R>,
): Predicate<R> {
  if (node === null || typeof node !== 'object' || Array.isArray(node))
    throw new QueryError(`The filter at ${path} is not an object`, 'filter');
  const n = node as Record<string, unknown>;
  const type = n.type;
  if (typeof type !== 'string') throw new QueryError(`The filter at ${path} has no 'type'`, 'filter');
  switch (type) {
    case 'logOp': {
      const op = n.operation;
      if (typeof op !== 'string' || !LOG_OPS.includes(op)) {
        throw new QueryError(
          `Unknown logOp operation '${String(op)}' at ${path}; expected one of ${LOG_OPS.join(', ')}`,
          'filter',
        );
      }
      if (!Array.isArray(n.filters))
        throw new QueryError(`The logOp ${op} at ${path} needs 'filters' (an array)`, 'filter');
      const children = n.filters.map((child, i) => compileFilter(child, fields, `${path}.filters[${i}]`, access));
      // Plain loops: these run once per row of a 1,000,000-row table.
      const all: Predicate<R> = (row) => {
        for (let i = 0; i < children.length; i++) if (!children[i]!(row)) return false;
        return true;
      };
      const any: Predicate<R> = (row) => {
        for (let i = 0; i < children.length; i++) if (children[i]!(row)) return true;
        return false;
      };
      switch (op) {
        case 'AND':
          return children.length === 1 ? children[0]! : all;
        case 'OR':
          return any;
        case 'NOR':
          return (row) => !any(row);
        default:
          return (row) => !all(row); // NOT, NAND
      }
    }
    case 'stringEnum': {
      const name = requireField(n, fields, path);
      if (!Array.isArray(n.values) || n.values.some((v) => typeof v !== 'string')) {
        throw new QueryError(`The ${describe(n)} at ${path} needs 'values' (an array of strings)`, 'filter');
      }
      const values = new Set(n.values as string[]);
      const get = access(name);
      return (row) => values.has(get(row) as string);
    }
    case 'string': {
      const name = requireField(n, fields, path);
      const value = requireString(n, 'value', path);
      const get = access(name);
      return (row) => get(row) === value;
    }
    case 'containsString': {
      const name = requireField(n, fields, path);
      const needle = requireString(n, 'contains', path).toLowerCase();
      const get = access(name);
      return (row) => {
        const v = get(row);
        return typeof v === 'string' && v.toLowerCase().includes(needle);
      };
    }
    case 'like': {
      const name = requireField(n, fields, path);
      const re = likeToRegExp(requireString(n, 'like', path));
      const get = access(name);
      return (row) => {
        const v = get(row);
        return typeof v === 'string' && re.test(v);
      };
    }
    case 'null': {
      const name = requireField(n, fields, path);
      const wantNull = n.isNull === undefined ? true : n.isNull === true;
      const get = access(name);
      return (row) => {
        const v = get(row);
        return (v === null || v === undefined) === wantNull;
      };
    }
    case 'longRange':
    case 'dateRange': {
      const name = requireField(n, fields, path);
      const min = optionalNumber(n, 'min', path);
      const max = optionalNumber(n, 'max', path);
      const inclusive = n.equality !== false;
      const get = access(name);
      return (row) => {
        const v = get(row);
        if (typeof v !== 'number') return false;
        if (min !== undefined && (inclusive ? v < min : v <= min)) return false;
        if (max !== undefined && (inclusive ? v > max : v >= max)) return false;
        return true;
      };
    }
    case 'boolean': {
      const name = requireField(n, fields, path);
      if (typeof n.value !== 'boolean')
        throw new QueryError(`The ${describe(n)} at ${path} needs 'value' (true or false)`, 'filter');
      const value = n.value;
      const get = access(name);
      return (row) => get(row) === value;
    }
    default:
      throw new QueryError(
        `Unknown filter type '${type}' at ${path}; known types: ${KNOWN_TYPES.join(', ')}`,
        'filter',
      );
  }
}
