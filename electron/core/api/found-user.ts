/**
 * A user of the user lookup's answer as the client hands it on (`FoundUser`): its name, e-mail
 * and the person's fields the server sent. Made on the main thread by the client, and in core's
 * worker thread where the dry run reads the organization's users there (dry-run/directory-work.ts).
 */
import type { ServerRecord } from '../../../shared/models/query';
import { ID_COLUMNS } from '../../../shared/users-csv/id-column';
import type { FoundUser } from './api-client';

/** A user of the lookup's answer: its name, e-mail and the person's fields the server sent (`surname` or `surName`). */
export function foundUser(record: ServerRecord): FoundUser {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const user: FoundUser = { name: record.name as string, email: text(record.email) ?? null };
  // One field at a time, no list of entries made: a comparison reads 100,000 users this way.
  const givenName = text(record.givenName);
  if (givenName !== undefined) user.givenName = givenName;
  const surName = text(record.surname) ?? text(record.surName);
  if (surName !== undefined) user.surName = surName;
  const phone = text(record.phone);
  if (phone !== undefined) user.phone = phone;
  const position = text(record.position);
  if (position !== undefined) user.position = position;
  // Whether the user can sign in (reference `User.activated`), where the server answers it.
  if (typeof record.activated === 'boolean') user.activated = record.activated;
  // The person's keys, where the server answers them: the yearly comparison matches by one of them first.
  for (const column of ID_COLUMNS) {
    const value = text(record[column])?.trim();
    if (value) (user.ids ??= {})[column] = value;
  }
  return user;
}

/** The page's records that are users (those with a name), as found users. */
export function foundUsers(records: readonly ServerRecord[]): FoundUser[] {
  const users: FoundUser[] = [];
  for (const record of records) if (typeof record.name === 'string') users.push(foundUser(record));
  return users;
}
