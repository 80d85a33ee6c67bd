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

/** Where a kind's first characters are kept in `UserKeys.starts`. */
const SLOT = { [LOGIN]: 0, [EMAIL]: 128, [PERSON]: 256 } as const;
type Kind = keyof typeof SLOT;

/**
 * The keys of a small organization's users, hashed; looked up through a bitmap of their low
 * 16 bits first. Beside them, the ASCII characters its keys of each kind begin with: a line
 * whose key begins with another one cannot meet them, and is not hashed at all.
 */
export class UserKeys {
  private readonly bits = new Uint32Array(2048);
  readonly set = new Set<number>();
  private readonly starts = new Uint8Array(384);

  /** The key as the lines' keys are hashed: the trimmed, lowered login or e-mail, or personKey's string. */
  add(kind: Kind, key: string): void {
    const hashed = hash(kind, key);
    this.set.add(hashed);
    this.bits[(hashed & 0xffff) >>> 5]! |= 1 << (hashed & 31);
    const first = key.charCodeAt(0);
    if (first < 0x80) this.starts[SLOT[kind] + first] = 1;
  }

  has(key: number): boolean {
    return (this.bits[(key & 0xffff) >>> 5]! & (1 << (key & 31))) !== 0 && this.set.has(key);
  }

  /** Whether a key of this kind beginning with `first` (a character code; -1: not known) may be one of these. */
  mayStart(kind: Kind, first: number): boolean {
    return first < 0 || this.starts[SLOT[kind] + first] === 1;
  }
}

/**
 * The first character of `value.trim().toLowerCase()` where the cell begins with ASCII (its
 * lower case: lowering what follows cannot change it), 0 where that is empty; -1 where the
 * first character past ASCII blanks is not ASCII (then the key is hashed whatever it is).
 */
export function loweredStart(value: string): number {
  return firstLowered(value, isAsciiSpace);
}

/**
 * The first character of personKey's string (`quickFold` of the given name, \u0000, the
 * surname's), as `loweredStart`: the given name's first character that folding keeps, lowered
 * where it is ASCII; 0 (the \u0000) where the given name folds to nothing in ASCII; -1 where a
 * character past ASCII comes first (folding it may drop or spell it out).
 */
export function personStart(givenName: string): number {
  return firstLowered(givenName, isAsciiSeparator);
}

/** The first character of `value` that `skipped` does not pass over, lowered where ASCII; 0 where none; -1 where not ASCII. */
function firstLowered(value: string, skipped: (c: number) => boolean): number {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (skipped(c)) continue;
    if (c > 0x7f) return -1;
    return c >= 0x41 && c <= 0x5a ? c + 0x20 : c;
  }
  return 0;
}

/**
 * The staged lines' keys, told the header's mapping and each record as checked. Until the
 * page of users is read (`read`), each line's keys are kept hashed; once it is, each line is
 * looked for among its users as it comes (hashed only where its first characters allow a
 * match), and nothing is kept: a file of 200,000 new users against the demo's three hashes
 * almost none of its lines. Once a line meets a user, or the organization has more than one
 * page, nothing more is looked at.
 */
export class LineKeys {
  private hashes = new Uint32Array(3 * 1024);
  private size = 0;
  private at = { name: -1, email: -1, givenName: -1, surName: -1 };
  /** The page's users, once read. */
  private users: UserKeys | null = null;
  /** A line met one of them. */
  private met = false;
  /** Met, or the organization has more users than a page: the answer is known. */
  private done = false;

  header(mapping: ColumnMapping): void {
    this.at = {
      name: mapping.indexOf('name'),
      email: mapping.indexOf('email'),
      givenName: mapping.indexOf('givenName'),
      surName: mapping.indexOf('surName'),
    };
  }

  record(fields: readonly string[]): void {
    if (this.done) return;
    const { at, users } = this;
    const cell = (i: number) => (i >= 0 ? (fields[i] ?? '') : '');
    if (users) {
      const login = cell(at.name);
      const email = cell(at.email);
      const given = cell(at.givenName);
      if (
        (users.mayStart(LOGIN, loweredStart(login)) && users.has(hashLowered(LOGIN, login))) ||
        (users.mayStart(EMAIL, loweredStart(email)) && users.has(hashLowered(EMAIL, email))) ||
        (users.mayStart(PERSON, personStart(given)) && users.has(hashPerson(given, cell(at.surName))))
      )
        this.met = this.done = true;
      return;
    }
    const name = hashLowered(LOGIN, cell(at.name));
    const email = hashLowered(EMAIL, cell(at.email));
    const person = hashPerson(cell(at.givenName), cell(at.surName));
    if (name !== NONE) this.push(name);
    if (email !== NONE) this.push(email);
    if (person !== NONE) this.push(person);
  }

  /** The page of users as read (null: more than one page); the lines kept so far are looked for among them. */
  read(users: UserKeys | null): void {
    if (this.done || this.users) return;
    if (users) {
      this.met = this.meets(users);
      this.users = users;
    }
    this.done = users === null || this.met;
    this.hashes = new Uint32Array(0);
    this.size = 0;
  }

  /** Whether any line's key is one of these. */
  meets(keys: UserKeys): boolean {
    if (this.met) return true;
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
    keys.add(LOGIN, user.name.trim().toLowerCase());
    if (user.email) keys.add(EMAIL, user.email.trim().toLowerCase());
    const given = foldName(user.givenName ?? '');
    const sur = foldName(user.surName ?? '');
    if (given !== '' || sur !== '') keys.add(PERSON, `${given}\u0000${sur}`);
  }
  return keys;
}

/**
 * Asks for the first page now, while the file is checked (on a real server a round trip the
 * check hides); the answer: whether the lines meet one of its users, as `meetsFewUsers`. The
 * `lines` told as they come are given the page once it is read (`LineKeys.read`). A read that
 * fails throws only where it is asked: a file its check refuses never needs it.
 */
export function fewUsersAhead(
  connection: ResolvedConnection,
  signal: AbortSignal | undefined,
  lines?: LineKeys,
): (lines: LineKeys) => Promise<boolean | null> {
  const read = readFewUsers(connection, signal);
  read.then(
    (users) => lines?.read(users),
    () => undefined,
  );
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
