/**
 * The organization's users that carry a person's key (the school's ID, in the connection's id
 * column), read page by page to the server's count: the derivation of a school's file keeps
 * the login and e-mail of each person it finds here by key, so that a renamed pupil keeps
 * their account and two pupils of one name each meet their own. Only the keyed users are
 * kept (key -> login, e-mail); read-only: the lookup is the only call.
 */
import type { IdColumn } from '../../../shared/users-csv/id-column';
import type { ApiClient } from '../api/api-client';
import { AppError } from '../errors';
import { walkPages } from '../queries/page-walk';

export interface KeyedAccount {
  name: string;
  email: string;
}

export async function readPersonKeys(
  client: ApiClient,
  idColumn: IdColumn,
  options: { signal?: AbortSignal | undefined; pageSize?: number } = {},
): Promise<Map<string, KeyedAccount>> {
  const accounts = new Map<string, KeyedAccount>();
  const pages = walkPages(
    (offset, limit) => {
      if (options.signal?.aborted) throw new AppError('cancelled');
      return client.queryUsers({ limit, offset }, { signal: options.signal });
    },
    { pageSize: options.pageSize ?? 500 },
  );
  for await (const page of pages)
    for (const user of page.results) {
      const key = user.ids?.[idColumn];
      // The first user of a key keeps it: a key on two accounts is the comparison's to report.
      if (key && !accounts.has(key)) accounts.set(key, { name: user.name.trim(), email: user.email?.trim() ?? '' });
    }
  return accounts;
}
