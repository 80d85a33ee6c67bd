/**
 * Looks the names and e-mail addresses of an upload up on the server, in batches (the
 * lookup's `searches` matches either), every page of each answer to the server's count. A
 * user found counts only where its name, or its e-mail, equals a line's (ignoring case): a
 * real server's match may be looser (the demo server's is "contains"). The client retries
 * each call as it retries reads.
 */
import type { ApiClient, FoundUser } from '../api/api-client';
import { AppError } from '../errors';
import { walkPages } from '../queries/page-walk';
import { censusKeys } from './key-census';
import type { KeyCensus } from './key-census';

export interface KnownUsers {
  /** Users whose name (lower case) is a line's name. */
  byName: Map<string, FoundUser>;
  /** Users whose e-mail (lower case) is a line's e-mail. */
  byEmail: Map<string, FoundUser>;
  /** Lookup calls made. */
  lookups: number;
}

export interface LookupOptions {
  /** Search strings per call (default 50). */
  batchSize?: number;
  /** Users per page of an answer (default 500). */
  pageSize?: number;
  signal?: AbortSignal | undefined;
  /** After each batch: search strings looked up so far, of all. */
  onProgress?(checked: number, total: number): void;
}

export async function lookUpUsers(
  client: ApiClient,
  names: readonly string[],
  emails: readonly string[],
  options: LookupOptions = {},
): Promise<KnownUsers> {
  return lookUpCensus(client, await censusKeys(names, emails, options.signal), options);
}

/** The same for the census of an upload's names and e-mails (key-census.ts). */
export async function lookUpCensus(
  client: ApiClient,
  { terms, nameKeys, emailKeys }: KeyCensus,
  options: LookupOptions = {},
): Promise<KnownUsers> {
  const batchSize = options.batchSize ?? 50;
  const pageSize = options.pageSize ?? 500;
  const known: KnownUsers = { byName: new Map(), byEmail: new Map(), lookups: 0 };
  options.onProgress?.(0, terms.length);
  for (let at = 0; at < terms.length; at += batchSize) {
    const batch = terms.slice(at, at + batchSize);
    // Every page to the server's count: real servers cap pages (asked 500, answer 25), so a
    // short page is not the end while a count says more users match.
    const pages = walkPages(
      (offset, limit) => {
        if (options.signal?.aborted) throw new AppError('cancelled', { what: 'dry-run' });
        known.lookups++;
        return client.queryUsers({ searches: batch, limit, offset }, { signal: options.signal });
      },
      { pageSize },
    );
    for await (const page of pages) {
      for (const user of page.results) {
        const name = user.name.trim().toLowerCase();
        const email = user.email?.trim().toLowerCase() ?? '';
        if (nameKeys.has(name)) known.byName.set(name, user);
        if (email !== '' && emailKeys.has(email)) known.byEmail.set(email, user);
      }
    }
    options.onProgress?.(Math.min(at + batchSize, terms.length), terms.length);
  }
  return known;
}
