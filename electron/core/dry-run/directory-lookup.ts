/**
 * The users an upload's names and e-mails meet, asked of the organization's users already
 * read for the comparison (server-directory.ts) as the prediction meets each line, instead of
 * asked again in lookups or copied into maps first: the same answer as user-lookup.ts (equal
 * name, or equal e-mail, ignoring case), without its thousands of calls. The organization's
 * e-mail addresses are unique (the server refuses a second holder); where a server has two,
 * the first in its order holds the address, as the lookup's answer for that address says.
 * A slice's own names and addresses are found once (`lineUsers`), for both predictions and
 * the comparison.
 */
import type { Holder, LineUsers, ServerUsers } from './predict-outcomes';
import type { ServerDirectory } from './server-directory';

export function directoryUsers(directory: ServerDirectory): ServerUsers {
  const emailOfUser = (user: number) => (user < 0 ? undefined : directory.field(user, 'email').toLowerCase());
  const holderOfUser = (user: number): Holder | undefined => {
    if (user < 0) return undefined;
    const name = directory.name(user);
    return { key: name.toLowerCase(), name };
  };
  return {
    hasName: (nameKey) => directory.userNamed(nameKey) >= 0,
    emailOf: (nameKey) => emailOfUser(directory.userNamed(nameKey)),
    holderOf: (emailKey) => holderOfUser(directory.userWithEmail(emailKey)),
    emailOfUser,
    holderOfUser,
  };
}

/** The server's user of each line's name and of its e-mail address (as the upload's slice has them, trimmed). */
export function lineUsers(directory: ServerDirectory, names: readonly string[], emails: readonly string[]): LineUsers {
  const byName = new Int32Array(names.length);
  const byEmail = new Int32Array(names.length);
  for (let i = 0; i < names.length; i++) {
    byName[i] = directory.userNamed(names[i]!);
    const email = emails[i] ?? '';
    byEmail[i] = email === '' ? -1 : directory.userWithEmail(email);
  }
  return { byName, byEmail };
}
