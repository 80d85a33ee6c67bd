/**
 * Whether a real import needs its comparison with the organization's users at all. As the
 * file is staged, each line's login, e-mail address and look-alike key (`personKey`'s fold)
 * is kept as a 32-bit hash (12 bytes a line, no string made where the cell is ASCII); the
 * first page of the organization's users is asked while the file is checked, and once the
 * file has passed its offline checks, an organization small enough to fit that page (a new
 * one, or the demo's three users) has its users' keys looked for among them. A file none of
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

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over the UTF-16 code units, after a one-letter kind (login, e-mail, person). */
function hash(kind: number, value: string): number {
  return feed(Math.imul(FNV_OFFSET ^ kind, FNV_PRIME), value) >>> 0;
}

function feed(h: number, value: string): number {
  for (let i = 0; i < value.length; i++) h = Math.imul(h ^ value.charCodeAt(i), FNV_PRIME);
  return h;
}

const LOGIN = 0x6e;
const EMAIL = 0x65;
const PERSON = 0x70;

/** No key: the cell is empty once trimmed (or both names fold to nothing). */
const NONE = -1;

/** Tab, line feed, vertical tab, form feed, carriage return, space: the ASCII `trim` removes. */
const isAsciiSpace = (c: number) => c === 0x20 || (c >= 0x09 && c <= 0x0d);

/**
 * `hash(kind, value.trim().toLowerCase())`, or NONE where that is empty, without making the
 * two strings where the value is ASCII (every line's login and e-mail are hashed: 200,000
 * lines made 800,000 strings for the young generation to collect).
 */
export function hashLowered(kind: number, value: string): number {
  let start = 0;
  let end = value.length;
  while (start < end && isAsciiSpace(value.charCodeAt(start))) start++;
  while (end > start && isAsciiSpace(value.charCodeAt(end - 1))) end--;
  if (start === end) return NONE;
  let h = Math.imul(FNV_OFFSET ^ kind, FNV_PRIME);
  for (let i = start; i < end; i++) {
    let c = value.charCodeAt(i);
    if (c > 0x7f) {
      const lowered = value.trim().toLowerCase();
      return lowered === '' ? NONE : hash(kind, lowered);
    }
    if (c >= 0x41 && c <= 0x5a) c += 0x20;
    h = Math.imul(h ^ c, FNV_PRIME);
  }
  return h >>> 0;
}

/** Whether foldName drops this ASCII character: its whitespace, hyphen, apostrophe, backtick and dot. */
const isAsciiSeparator = (c: number) => isAsciiSpace(c) || c === 0x2d || c === 0x27 || c === 0x60 || c === 0x2e;

/** How many code units the last `feedFold` fed. */
let folded = 0;

/**
 * Feeds `quickFold(value.trim())` into the hash without making it where the value is ASCII:
 * lower case, separators dropped (trimming drops nothing more there: ASCII's trimmed
 * characters are separators).
 */
function feedFold(h: number, value: string): number {
  let out = h;
  let n = 0;
  for (let i = 0; i < value.length; i++) {
    let c = value.charCodeAt(i);
    if (c > 0x7f) {
      const fold = quickFold(value.trim());
      folded = fold.length;
      return feed(h, fold);
    }
    if (isAsciiSeparator(c)) continue;
    if (c >= 0x41 && c <= 0x5a) c += 0x20;
    out = Math.imul(out ^ c, FNV_PRIME);
    n++;
  }
  folded = n;
  return out;
}

/** `hash(PERSON, personKey)` of a line's names, or NONE where both fold to nothing. */
export function hashPerson(givenName: string, surName: string): number {
  let h = feedFold(Math.imul(FNV_OFFSET ^ PERSON, FNV_PRIME), givenName);
  const given = folded;
  h = Math.imul(h, FNV_PRIME); // the \u0000 between the names (h ^ 0 is h)
  h = feedFold(h, surName);
  return given === 0 && folded === 0 ? NONE : h >>> 0;
}

/** The keys of a small organization's users, hashed; looked up through a bitmap of their low 16 bits first. */
class UserKeys {
  private readonly bits = new Uint32Array(2048);
  readonly set = new Set<number>();

  add(key: number): void {
    this.set.add(key);
    this.bits[(key & 0xffff) >>> 5]! |= 1 << (key & 31);
  }

  has(key: number): boolean {
    return (this.bits[(key & 0xffff) >>> 5]! & (1 << (key & 31))) !== 0 && this.set.has(key);
  }
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
    const { at } = this;
    const cell = (i: number) => (i >= 0 ? (fields[i] ?? '') : '');
    const name = hashLowered(LOGIN, cell(at.name));
    const email = hashLowered(EMAIL, cell(at.email));
    const person = hashPerson(cell(at.givenName), cell(at.surName));
    if (name !== NONE) this.push(name);
    if (email !== NONE) this.push(email);
    if (person !== NONE) this.push(person);
  }

  /** Whether any line's key is one of these. */
  meets(keys: UserKeys): boolean {
    if (keys.set.size === 0) return false;
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

/** The first page of users, hashed as the lines are; null when the organization has more than one page. */
async function readFewUsers(connection: ResolvedConnection, signal: AbortSignal | undefined): Promise<UserKeys | null> {
  const page = await connection.client.queryUsers({ limit: PAGE, offset: 0 }, { signal });
  const count = page.results.length;
  if (page.total !== null ? page.total > count : count >= CAPPED) return null;
  const keys = new UserKeys();
  for (const user of page.results) {
    keys.add(hash(LOGIN, user.name.trim().toLowerCase()));
    if (user.email) keys.add(hash(EMAIL, user.email.trim().toLowerCase()));
    const given = foldName(user.givenName ?? '');
    const sur = foldName(user.surName ?? '');
    if (given !== '' || sur !== '') keys.add(hash(PERSON, `${given}\u0000${sur}`));
  }
  return keys;
}

/**
 * Asks for the first page now, while the file is checked (on a real server a round trip the
 * check hides); the answer: whether the lines meet one of its users, as `meetsFewUsers`. A
 * read that fails throws only where it is asked: a file its check refuses never needs it.
 */
export function fewUsersAhead(
  connection: ResolvedConnection,
  signal: AbortSignal | undefined,
): (lines: LineKeys) => Promise<boolean | null> {
  const read = readFewUsers(connection, signal);
  read.catch(() => undefined);
  return async (lines) => {
    const keys = await read;
    return keys && lines.meets(keys);
  };
}

/**
 * Whether a line names or looks like a user of the organization: false only for an
 * organization read in one page none of whose users a line meets; null when it has more
 * users than one page (then the comparison decides).
 */
export function meetsFewUsers(
  connection: ResolvedConnection,
  signal: AbortSignal | undefined,
  lines: LineKeys,
): Promise<boolean | null> {
  return fewUsersAhead(connection, signal)(lines);
}
