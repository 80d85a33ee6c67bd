/**
 * The users an upload's names and e-mails meet, asked of the organization's users already
 * read for the comparison (server-directory.ts) as the prediction meets each line, instead of
 * asked again in lookups or copied into maps first: the same answer as user-lookup.ts (equal
 * name, or equal e-mail, ignoring case), without its thousands of calls. The organization's
 * e-mail addresses are unique (the server refuses a second holder); where a server has two,
 * the first in its order holds the address, as the lookup's answer for that address says.
 */
import type { Holder, ServerUsers } from './predict-outcomes';
import type { ServerDirectory } from './server-directory';

export function directoryUsers(directory: ServerDirectory): ServerUsers {
  return {
    hasName: (nameKey) => directory.userNamed(nameKey) >= 0,
    emailOf(nameKey) {
      const user = directory.userNamed(nameKey);
      return user < 0 ? undefined : directory.field(user, 'email').toLowerCase();
    },
    holderOf(emailKey): Holder | undefined {
      const user = directory.userWithEmail(emailKey);
      if (user < 0) return undefined;
      const name = directory.name(user);
      return { key: name.toLowerCase(), name };
    },
  };
}
