/**
 * Whether a real import needs its comparison with the organization's users at all. An
 * organization small enough to be read in one page (a new one, or the demo's three users) is
 * read before the file is staged, and the staging's records pass by it: a line that names
 * none of its users by login or e-mail and looks like none of them (`personKey`'s fold) is new, and
 * the comparison could leave out, decide or reactivate nothing. Only then is it skipped, so
 * that an import of 200,000 new users does not pay for a dry run of 200,000 lines. What
 * within the file alone needs it (one key on two lines) is the caller's to rule out: a file
 * with the key column is always compared.
 */
import type { ColumnMapping } from '../../../shared/users-csv/columns';
import { foldName } from '../../../shared/users-csv/person-fold';
import type { ResolvedConnection } from '../../core/index';

/** The users read in one page (the CLI's page size). */
const PAGE = 500;
/** Without a count, a page this long may be one a server cut short (asked 500, got 100). */
const CAPPED = 100;

/** Printable ASCII: its fold is lower case without separators (tabs and the like take foldName's way). */
const ASCII = /^[ -~]*$/;
const ASCII_SEPARATORS = /[ \-'`.]/g;

/**
 * `foldName`, with ASCII (most names of a big file) folded without Unicode normalization:
 * a surname is folded for every line, so its cost counts (0.5 s for 200,000 lines otherwise).
 */
export function quickFold(name: string): string {
  return ASCII.test(name) ? name.toLowerCase().replace(ASCII_SEPARATORS, '') : foldName(name);
}

/** What the staged records are held against; `met` once a line names or looks like a user. */
export interface UserScreen {
  header(mapping: ColumnMapping): void;
  record(fields: readonly string[]): void;
  readonly met: boolean;
}

/** The screen of a small organization, or null when it has more users than one page. */
export async function screenOfFewUsers(
  connection: ResolvedConnection,
  signal: AbortSignal | undefined,
): Promise<UserScreen | null> {
  const page = await connection.client.queryUsers({ limit: PAGE, offset: 0 }, { signal });
  const count = page.results.length;
  if (page.total !== null ? page.total > count : count >= CAPPED) return null;
  const logins = new Set<string>();
  const emails = new Set<string>();
  // The look-alike key (person-fold.ts: given name and surname folded), by surname first.
  const persons = new Map<string, Set<string>>();
  for (const user of page.results) {
    logins.add(user.name.trim().toLowerCase());
    if (user.email) emails.add(user.email.trim().toLowerCase());
    const given = foldName(user.givenName ?? '');
    const sur = foldName(user.surName ?? '');
    if (given === '' && sur === '') continue;
    const withSurname = persons.get(sur) ?? new Set<string>();
    withSurname.add(given);
    persons.set(sur, withSurname);
  }
  const looksLike = (givenName: string, surName: string) => {
    const given = persons.get(quickFold(surName));
    return given !== undefined && given.has(quickFold(givenName)) && (givenName !== '' || surName !== '');
  };
  let at = { name: -1, email: -1, givenName: -1, surName: -1 };
  let met = false;
  const cell = (fields: readonly string[], i: number) => (i >= 0 ? (fields[i] ?? '').trim() : '');
  return {
    header(mapping) {
      at = {
        name: mapping.indexOf('name'),
        email: mapping.indexOf('email'),
        givenName: mapping.indexOf('givenName'),
        surName: mapping.indexOf('surName'),
      };
    },
    record(fields) {
      if (met || count === 0) return;
      met =
        logins.has(cell(fields, at.name).toLowerCase()) ||
        emails.has(cell(fields, at.email).toLowerCase()) ||
        looksLike(cell(fields, at.givenName), cell(fields, at.surName));
    },
    get met() {
      return met;
    },
  };
}
