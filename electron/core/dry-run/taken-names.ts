/**
 * Which derived login names are taken on the server by someone else: the import wizard
 * builds logins from a pattern and must not hand out one that another person holds. The
 * base names (without a suffix) are looked up in batches, every page of each answer to the
 * server's count; a server user takes a base, or the base with a number (`max.mustermann2`),
 * unless it is the same person as a line of that base (given and surname folded alike:
 * `personKey`), whose login it already is. A user the lookup answers without names counts as
 * someone else.
 */
import { personKey } from '../../../shared/users-csv/person-fold';
import type { ApiClient } from '../api/api-client';
import { walkPages } from '../queries/page-walk';

export interface NameCandidate {
  name: string;
  givenName: string;
  surName: string;
}

export interface TakenNamesAnswer {
  /** The server's login names (lower case) that derived names must avoid. */
  taken: string[];
  /** Lookup calls made. */
  lookups: number;
}

export async function findTakenNames(
  client: ApiClient,
  candidates: readonly NameCandidate[],
  options: { batchSize?: number; pageSize?: number; signal?: AbortSignal } = {},
): Promise<TakenNamesAnswer> {
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
        const key =
          user.givenName !== undefined || user.surName !== undefined
            ? personKey(user.givenName ?? '', user.surName ?? '')
            : undefined;
        if (key === undefined || key === null || !people.get(base)!.has(key)) taken.add(name);
      }
  }
  return { taken: [...taken].sort(), lookups };
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
