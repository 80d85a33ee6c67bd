/**
 * Validates JSON against the component schemas read off a real server
 * (../shared/reference/relution-26.1.1-schemas.json), so that tests can say "this answer is
 * what a Relution 26.1.1 server could send". The schemas are OpenAPI 3 components written for
 * Java: their patterns use `\p{IsAlphabetic}` (Java's spelling of JavaScript's
 * `\p{Alphabetic}`), and formats like int64 are annotations. Both are adapted here; nothing
 * else is changed.
 *
 * ajv is not in package.json's devDependencies on purpose: it is a production package here
 * (electron-store's `conf` validates with it, so it is always installed and packaged), and
 * the packaging test refuses a devDependency that ends up in the app. Should `conf` ever drop
 * it, the import below fails typecheck, and ajv goes into devDependencies with that test
 * taught the difference.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';

export const REFERENCE_SCHEMAS_PATH = fileURLToPath(
  new URL('../../../shared/reference/relution-26.1.1-schemas.json', import.meta.url),
);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function adapt(node: Json): Json {
  if (Array.isArray(node)) return node.map(adapt);
  if (node === null || typeof node !== 'object') return node;
  const out: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'pattern' && typeof value === 'string') out[key] = value.replace(/\\p\{Is(\w+)\}/g, '\\p{$1}');
    else out[key] = adapt(value);
  }
  return out;
}

let ajv: Ajv | undefined;
const compiled = new Map<string, ValidateFunction>();

function instance(): Ajv {
  if (ajv) return ajv;
  const file = JSON.parse(readFileSync(REFERENCE_SCHEMAS_PATH, 'utf8')) as { schemas: Record<string, Json> };
  const schemas = adapt(file.schemas) as Record<string, Json>;
  ajv = new Ajv({ strict: false, validateFormats: false, unicodeRegExp: true, allErrors: true });
  // One document, so that `#/components/schemas/NAME` resolves as in the OpenAPI file.
  ajv.addSchema({ $id: 'reference', components: { schemas } }, 'reference');
  return ajv;
}

export function referenceSchemaNames(): string[] {
  const file = JSON.parse(readFileSync(REFERENCE_SCHEMAS_PATH, 'utf8')) as { schemas: Record<string, unknown> };
  return Object.keys(file.schemas);
}

/** `value` with every null-valued property left out, at any depth. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== null)
      .map(([k, v]) => [k, withoutNulls(v)]),
  );
}

export interface ReferenceOptions {
  /**
   * Read a null-valued property as absent. The schemas are OpenAPI 3.0 without `nullable`,
   * yet servers of this kind write `null` for a value they do not have (a pending
   * enrollment's dates, an asset's user); with this, such a record still counts as valid.
   */
  nullAsAbsent?: boolean;
}

/** The problems of `value` against the reference schema `name` (empty when it conforms; at most 20 named). */
export function referenceProblems(name: string, value: unknown, options: ReferenceOptions = {}): string[] {
  let validate = compiled.get(name);
  if (!validate) {
    const found = instance().getSchema(`reference#/components/schemas/${name}`);
    if (!found) throw new Error(`No schema '${name}' in ${REFERENCE_SCHEMAS_PATH}`);
    validate = found;
    compiled.set(name, validate);
  }
  if (validate(options.nullAsAbsent ? withoutNulls(value) : value)) return [];
  return (validate.errors ?? [])
    .slice(0, 20)
    .map((e: ErrorObject) => `${e.instancePath || '(root)'} ${e.message ?? ''}`.trim());
}

/** Throws, naming every problem, unless `value` conforms to the reference schema `name`. */
export function assertReference(name: string, value: unknown, options: ReferenceOptions = {}): void {
  const problems = referenceProblems(name, value, options);
  if (problems.length > 0) throw new Error(`Not a valid ${name}: ${problems.join('; ')}`);
}
