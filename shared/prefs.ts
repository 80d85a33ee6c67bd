/**
 * The registry of preferences core keeps for the renderer (prefs.get / prefs.set): each key,
 * or key prefix for a family of keys, with the zod schema its value must match. Core refuses
 * a set that does not match and reads a stored value that no longer matches as null; the
 * renderer reads and writes through typed helpers built on the same entries, so a value's
 * shape is written down once.
 */
import { z } from 'zod';
import { LANGUAGES } from './i18n/language';
import { TARGET_COLUMNS, mappingError } from './users-csv/columns';

/** What the contract accepts as a key, before the registry is asked (prefs.get/set in shared/ipc.ts). */
export const prefKeySchema = z.string().regex(/^[a-z][a-zA-Z0-9.:_-]{0,199}$/);

export interface PrefEntry<T> {
  /** What a value must match to be stored. */
  schema: z.ZodType<T>;
  /** A stored value as this version reads it; null when it no longer matches. */
  read(stored: unknown): T | null;
}

/** A value that is kept or dropped as a whole. */
function value<T>(schema: z.ZodType<T>): PrefEntry<T> {
  return {
    schema,
    read(stored) {
      const parsed = schema.safeParse(stored);
      return parsed.success ? parsed.data : null;
    },
  };
}

/**
 * A list whose entries are read one by one: an entry written by an older version, or edited
 * by hand, is left out and does not take the others down with it.
 */
function list<T>(item: z.ZodType<T>): PrefEntry<T[]> {
  return {
    schema: z.array(item),
    read(stored) {
      if (!Array.isArray(stored)) return null;
      return stored.flatMap((entry) => {
        const parsed = item.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      });
    },
  };
}

const targetColumn = z.enum(TARGET_COLUMNS);

/** A saved view of the devices list: the filter, sort, columns and page size under a name. */
const deviceViewSchema = z.object({
  name: z.string().trim().min(1).max(100),
  filter: z.object({
    platforms: z.array(z.string()),
    statuses: z.array(z.string()),
    search: z.string(),
    lastConnectionOlderThanDays: z.number().int().min(0).nullable(),
  }),
  sort: z.array(z.object({ field: z.string().min(1), ascending: z.boolean() })).max(5),
  columns: z.array(z.string()).min(1),
  limit: z.number().int().min(1).max(1000),
});
export type DeviceView = z.infer<typeof deviceViewSchema>;

/**
 * A file imported or checked lately: only what describes it (a page cannot reopen a file by
 * itself), with the 5.34 columns its columns went to, in the file's order (null: not imported).
 */
const recentFileSchema = z.object({
  name: z.string(),
  size: z.number(),
  lastModified: z.number(),
  mapping: z.array(targetColumn.nullable()),
  usedAt: z.number(),
});
export type RecentFile = z.infer<typeof recentFileSchema>;

/** A remembered column mapping: one 5.34 column (or null) per source column, no target twice. */
const columnMappingSchema = z
  .array(targetColumn.nullable())
  .refine((mapping) => mappingError(mapping) === null, { message: 'A 5.34 column is used twice.' });

/** The pref holding the language chosen in the app (the renderer and the Electron menu follow it). */
export const LANGUAGE_PREF = 'app.language';

/** Preferences with one fixed key. */
const KEYS = {
  /** The language chosen in the app; absent: the operating system's (or the browser's). */
  [LANGUAGE_PREF]: value(z.enum(LANGUAGES)),
  'views:devices': list(deviceViewSchema),
  'import.recentFiles': list(recentFileSchema),
};

/** Families of keys: the prefix, then the key's own part. */
const FAMILIES = {
  /** `mappings:<profile>:<header set>`: the mapping last used for a header set, per profile. */
  'mappings:': value(columnMappingSchema),
};

const KEYED = new Map<string, PrefEntry<unknown>>(Object.entries(KEYS));
const FAMILY_LIST: ReadonlyArray<[string, PrefEntry<unknown>]> = Object.entries(FAMILIES);

type Keys = typeof KEYS;
type Families = typeof FAMILIES;
type ValueOf<E> = E extends PrefEntry<infer T> ? T : never;
type FamilyOf<K extends string> = { [P in keyof Families]: K extends `${P}${string}` ? P : never }[keyof Families];

export type PrefKey = keyof Keys | `${keyof Families}${string}`;
export type PrefValue<K extends PrefKey> = K extends keyof Keys ? ValueOf<Keys[K]> : ValueOf<Families[FamilyOf<K>]>;

/** The key of the mapping remembered under `scope` (profile and header set; prefs key characters only). */
export const mappingPrefKey = (scope: string): `mappings:${string}` => `mappings:${scope}`;

/** The registry's entry for a key, or null when no preference has that key. */
function prefEntry(key: string): PrefEntry<unknown> | null {
  if (!prefKeySchema.safeParse(key).success) return null;
  const keyed = KEYED.get(key);
  if (keyed) return keyed;
  const family = FAMILY_LIST.find(([prefix]) => key.length > prefix.length && key.startsWith(prefix));
  return family ? family[1] : null;
}

export function isPrefKey(key: string): key is PrefKey {
  return prefEntry(key) !== null;
}

/** Why a value cannot be stored under a key: no such preference, or where the value does not match. */
export type PrefProblem = { kind: 'unknown-key' } | { kind: 'invalid-value'; path: string; message: string };

/** null when `value` may be stored under `key` (null, which removes it, always may). */
export function prefProblem(key: string, value: unknown): PrefProblem | null {
  const entry = prefEntry(key);
  if (!entry) return { kind: 'unknown-key' };
  if (value === null) return null;
  const parsed = entry.schema.safeParse(value);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return { kind: 'invalid-value', path: formatPath(issue?.path ?? []), message: issue?.message ?? 'Invalid value' };
}

/** A stored value as the registry reads it for `key`: null when it is missing, no longer matches, or the key is unknown. */
export function readPref<K extends PrefKey>(key: K, stored: unknown): PrefValue<K> | null;
export function readPref(key: string, stored: unknown): unknown;
export function readPref(key: string, stored: unknown): unknown {
  if (stored === null || stored === undefined) return null;
  return prefEntry(key)?.read(stored) ?? null;
}

/** `[0].filter.platforms[1]`; `(the value)` for the value itself. */
function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(the value)';
  return path
    .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
    .join('')
    .replace(/^\./, '');
}
