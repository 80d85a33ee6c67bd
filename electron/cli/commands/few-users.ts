/**
 * Whether a real import needs its comparison with the organization's users at all. As the
 * file is staged, each line's login, e-mail address and look-alike key (`personKey`'s fold)
 * is kept as a 32-bit hash (12 bytes a line, no string kept); once the file has passed its
 * offline checks, an organization small enough to be read in one page (a new one, or the
 * demo's three users) is read and its users' keys are looked for among them. A file none of
 * whose lines names or looks like one of its users is all new: the comparison could leave
 * out, decide or reactivate nothing, and is skipped, so that an import of 200,000 new users
 * does not pay for a dry run of 200,000 lines. A hash met by chance only costs that dry run.
 * What within the file alone needs the comparison (one key on two lines) is the caller's to
 * rule out: a file with the key column is always compared.
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
 * every line's names are folded, so its cost counts (0.5 s for 200,000 lines otherwise).
 */
export function quickFold(name: string): string {
  return ASCII.test(name) ? name.toLowerCase().replace(ASCII_SEPARATORS, '') : foldName(name);
}

/** FNV-1a over the UTF-16 code units, after a one-letter kind (login, e-mail, person). */
function hash(kind: number, value: string): number {
  let h = Math.imul(0x811c9dc5 ^ kind, 0x01000193);
  for (let i = 0; i < value.length; i++) h = Math.imul(h ^ value.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const LOGIN = 0x6e;
const EMAIL = 0x65;
const PERSON = 0x70;

/** A person's look-alike key as `personKey` makes it (null where both names fold to nothing). */
function personOf(givenName: string, surName: string): string | null {
  const given = quickFold(givenName);
  const sur = quickFold(surName);
  return given === '' && sur === '' ? null : `${given}\u0000${sur}`;
}

/** The staged lines' keys, hashed: told the header's mapping and each record as checked. */
export class LineKeys {
  private hashes = new Uint32Array(3 * 1024);
  private size = 0;
  private at = { name: -1, email: -1, givenName: -1, surName: -1 };

  header(mapping: ColumnMapping): void {
    this.at = {
      name: mapping.indexOf('name'),
      email: mapping.indexOf('email'),
      givenName: mapping.indexOf('givenName'),
      surName: mapping.indexOf('surName'),
    };
  }

  record(fields: readonly string[]): void {
    const cell = (i: number) => (i >= 0 ? (fields[i] ?? '').trim() : '');
    const name = cell(this.at.name).toLowerCase();
    const email = cell(this.at.email).toLowerCase();
    const person = personOf(cell(this.at.givenName), cell(this.at.surName));
    if (name !== '') this.push(hash(LOGIN, name));
    if (email !== '') this.push(hash(EMAIL, email));
    if (person !== null) this.push(hash(PERSON, person));
  }

  /** Whether any line's key is one of these. */
  meets(keys: ReadonlySet<number>): boolean {
    if (keys.size === 0) return false;
    for (let i = 0; i < this.size; i++) if (keys.has(this.hashes[i]!)) return true;
    return false;
  }

  private push(value: number): void {
    if (this.size === this.hashes.length) {
      const grown = new Uint32Array(this.hashes.length * 2);
      grown.set(this.hashes);
      this.hashes = grown;
    }
    this.hashes[this.size++] = value;
  }
}

/**
 * Whether a line names or looks like a user of the organization: false only for an
 * organization read in one page none of whose users a line meets; null when it has more
 * users than one page (then the comparison decides).
 */
export async function meetsFewUsers(
  connection: ResolvedConnection,
  signal: AbortSignal | undefined,
  lines: LineKeys,
): Promise<boolean | null> {
  const page = await connection.client.queryUsers({ limit: PAGE, offset: 0 }, { signal });
  const count = page.results.length;
  if (page.total !== null ? page.total > count : count >= CAPPED) return null;
  const keys = new Set<number>();
  for (const user of page.results) {
    keys.add(hash(LOGIN, user.name.trim().toLowerCase()));
    if (user.email) keys.add(hash(EMAIL, user.email.trim().toLowerCase()));
    const given = foldName(user.givenName ?? '');
    const sur = foldName(user.surName ?? '');
    if (given !== '' || sur !== '') keys.add(hash(PERSON, `${given}\u0000${sur}`));
  }
  return lines.meets(keys);
}
