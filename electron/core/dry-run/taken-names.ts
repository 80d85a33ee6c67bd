/**
 * Which derived login names are taken on the server by someone else: the import wizard
 * builds logins from a pattern and must not hand out one that another person holds. The
 * base names (without a suffix) are looked up in batches, every page of each answer to the
 * server's count; a server user takes a base, or the base with a number (`max.mustermann2`),
 * unless it is the same person as a line of that base (given and surname folded alike:
 * `personKey`), whose login it already is. A user the lookup answers without names counts as
 * someone else. Where the candidates carry the person's key (the school's ID) and the server
 * keeps it (`idColumn`), the keys decide instead of the names, and the accounts of the
 * candidates' keys are answered (`readPersonKeys`): such a person keeps that login.
 */
import type { IdColumn } from '../../../shared/users-csv/id-column';
import { readPersonKeys } from './person-keys';
import { personKey } from '../../../shared/users-csv/person-fold';
import type { ApiClient } from '../api/api-client';
import { walkPages } from '../queries/page-walk';

export interface NameCandidate {
  name: string;
  givenName: string;
  surName: string;
  key?: string | undefined;
}

export interface TakenNamesAnswer {
  /** The server's login names (lower case) that derived names must avoid. */
  taken: string[];
  /** Lookup calls made. */
  lookups: number;
  /** The server's accounts of the candidates' keys (asked with `idColumn`). */
  accounts?: { key: string; name: string; email: string }[];
}

export async function findTakenNames(
  client: ApiClient,
  candidates: readonly NameCandidate[],
  options: { batchSize?: number; pageSize?: number; signal?: AbortSignal; idColumn?: IdColumn | undefined } = {},
): Promise<TakenNamesAnswer> {
  const idColumn = options.idColumn;
  // Base (lower case) -> the keys of the file's people who would get it.
  const keysOf = new Map<string, Set<string>>();
  for (const c of candidates) {
    const key = c.key?.trim() ?? '';
    if (!idColumn || key === '') continue;
    const base = c.name.trim().toLowerCase();
    keysOf.set(base, (keysOf.get(base) ?? new Set()).add(key));
  }
  const batchSize = options.batchSize ?? 50;
  // Base (lower case) -> the people of the file who would get it.
  const people = new Map<string, Set<string | null>>();
  for (const c of candidates) {
    const base = c.name.trim().toLowerCase();
    if (base === '') continue;
    const set = people.get(base) ?? new Set();
    set.add(personKey(c.givenName, c.surName));
    people.set(base, set);
  }
  const bases = [...people.keys()];
  const taken = new Set<string>();
  let lookups = 0;
  for (let at = 0; at < bases.length; at += batchSize) {
    const batch = bases.slice(at, at + batchSize);
    const pages = walkPages(
      (offset, limit) => {
        lookups++;
        return client.queryUsers({ searches: batch, limit, offset }, { signal: options.signal });
      },
      { pageSize: options.pageSize ?? 500 },
    );
    for await (const page of pages)
      for (const user of page.results) {
        const name = user.name.trim().toLowerCase();
        const base = baseOf(name, people);
        if (base === null) continue;
        // Both sides keyed: another key is another person, whatever the names.
        const held = idColumn ? user.ids?.[idColumn] : undefined;
        const keys = keysOf.get(base);
        if (held && keys) {
          if (!keys.has(held)) taken.add(name);
          continue;
        }
        const key =
          user.givenName !== undefined || user.surName !== undefined
            ? personKey(user.givenName ?? '', user.surName ?? '')
            : undefined;
        if (key === undefined || key === null || !people.get(base)!.has(key)) taken.add(name);
      }
  }
  if (!idColumn || keysOf.size === 0) return { taken: [...taken].sort(), lookups };
  const wanted = new Set([...keysOf.values()].flatMap((set) => [...set]));
  const all = await readPersonKeys(client, idColumn, { signal: options.signal });
  const accounts = [...all]
    .filter(([key]) => wanted.has(key))
    .map(([key, account]) => ({ key, ...account }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { taken: [...taken].sort(), lookups, accounts };
}

/** The candidates' base that `name` is, or is with a number after it; null for none. */
function baseOf(name: string, people: ReadonlyMap<string, unknown>): string | null {
  if (people.has(name)) return name;
  let end = name.length;
  while (end > 0 && name.charCodeAt(end - 1) >= 48 && name.charCodeAt(end - 1) <= 57) {
    end--;
    if (end < name.length && people.has(name.slice(0, end))) return name.slice(0, end);
  }
  return null;
}
