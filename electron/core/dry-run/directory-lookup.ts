/**
 * The users an upload's names and e-mails meet, found in the organization's users already
 * read for the comparison (server-directory.ts) instead of asked again in lookups: the same
 * answer as user-lookup.ts (equal name, or equal e-mail, ignoring case), without its thousands
 * of calls. Cut in turns, since a school's file has some 100,000 terms.
 */
import type { FoundUser } from '../api/api-client';
import { inTurns } from './in-turns';
import type { KeyCensus } from './key-census';
import type { ServerDirectory } from './server-directory';
import type { KnownUsers } from './user-lookup';

export async function knownFromDirectory(
  directory: ServerDirectory,
  { terms, nameKeys, emailKeys }: KeyCensus,
  signal?: AbortSignal,
): Promise<KnownUsers> {
  const known: KnownUsers = { byName: new Map(), byEmail: new Map(), lookups: 0 };
  const userOf = (user: number): FoundUser => ({
    name: directory.name(user),
    email: directory.field(user, 'email') || null,
  });
  await inTurns(terms.length, signal, (from, to) => {
    for (const term of terms.slice(from, to)) {
      const key = term.trim().toLowerCase();
      const named = nameKeys.has(key) ? directory.userNamed(key) : -1;
      if (named >= 0) known.byName.set(key, userOf(named));
      const holder = emailKeys.has(key) ? directory.userWithEmail(key) : -1;
      if (holder >= 0) known.byEmail.set(key, userOf(holder));
    }
  });
  return known;
}
