/**
 * The organization's users as the comparison needs them: read page by page to the server's
 * count (the user lookup without searches), each user's name, e-mail and person's fields
 * packed (packed-records.ts), found by login name, by e-mail address (both ignoring case, as
 * the server compares them), by the person's key (the connection's id column, as written) and
 * by person (shared/users-csv/person-fold.ts). Which users a
 * line of the file names is one byte per user. Read-only: the lookup is the only call.
 */
import type { ComparedField } from '../../../shared/models/dry-run-comparison';
import type { IdColumn } from '../../../shared/users-csv/id-column';
import { COMPARED_FIELDS } from '../../../shared/models/dry-run-comparison';
import type { ApiClient, FoundUser } from '../api/api-client';
import { AppError } from '../errors';
import { walkPages } from '../queries/page-walk';
import { KeyTable } from './key-table';
import { grown, PackedRecords } from './packed-records';
import type { FieldColumn } from './upload-keys';

/** The packed fields: the name, then the compared ones, then the person's key. */
const NAME = 0;
const FIELD_NUMBER: Record<ComparedField, number> = { email: 1, givenName: 2, surName: 3, phone: 4, position: 5 };
const KEY = 1 + COMPARED_FIELDS.length;
const NO_USER = -1;

export class ServerDirectory {
  private readonly records = new PackedRecords(2 + COMPARED_FIELDS.length);
  private readonly values: string[] = new Array<string>(2 + COMPARED_FIELDS.length).fill('');
  /** Key k is user k's name in lower case (a name met again, on a shifted page, is skipped). */
  private readonly names = new KeyTable();
  private readonly emails = new KeyTable();
  /** The user of e-mail key k. */
  private emailUser = new Int32Array(1 << 10);
  private readonly persons = new KeyTable();
  /** Per person: its first and last user; per user: the next user of the same person. */
  private personFirst = new Int32Array(1 << 10);
  private personLast = new Int32Array(1 << 10);
  private nextSamePerson = new Int32Array(1 << 10);
  private named = new Uint8Array(1 << 10);
  private namedCount = 0;
  /** One byte per user: 1 where the lookup answered `activated: false`. */
  private deactivated = new Uint8Array(1 << 10);
  /** The fields the server's lookup answered (for any user): only those can be compared. */
  readonly answered = new Set<ComparedField>();
  /** Bit f: COMPARED_FIELDS[f] is in `answered` (asked once per user and field, the Set only when new). */
  private answeredBits = 0;
  /** Key k is a person's key (the school's ID, as written); its first user. */
  private readonly keys = new KeyTable();
  private keyUser = new Int32Array(1 << 10);
  /** How many users have a key. */
  keyed = 0;

  /** `idColumn`: where the server keeps the person's key; null: keys are not read. */
  constructor(readonly idColumn: IdColumn | null = null) {}

  get size(): number {
    return this.records.size;
  }

  /**
   * Room for about `users` users (the server's count, known at its first page), made at once:
   * filled from empty, the tables grow and rehash some eight times on the way to 100,000.
   * The bytes per user are a rough guess (a login, an address, a person's names).
   */
  reserve(users: number): void {
    const more = users - this.size;
    if (more <= 0) return;
    this.records.reserve(more, 64);
    this.names.reserve(users, 16);
    this.emails.reserve(users, 24);
    this.persons.reserve(users, 16);
    if (users > this.named.length) {
      this.named = grown(this.named, users);
      this.nextSamePerson = grown(this.nextSamePerson, users);
      this.deactivated = grown(this.deactivated, users);
      this.emailUser = grown(this.emailUser, users);
      this.personFirst = grown(this.personFirst, users);
      this.personLast = grown(this.personLast, users);
    }
  }

  add(user: FoundUser): void {
    const name = user.name.trim();
    // Names and records are added together: name key k is user k's.
    if (name === '' || putLower(this.names, name) < 0) return;
    // Each field read by its name (a read by a computed name, five a user, is a slow lookup).
    const key = this.idColumn === null ? '' : (user.ids?.[this.idColumn]?.trim() ?? '');
    const address = this.answer(FIELD_NUMBER.email, user.email);
    // One list of the fields for every user (packed at once), not a new one each.
    const values = this.values;
    values[NAME] = name;
    values[FIELD_NUMBER.email] = address;
    values[FIELD_NUMBER.givenName] = this.answer(FIELD_NUMBER.givenName, user.givenName);
    values[FIELD_NUMBER.surName] = this.answer(FIELD_NUMBER.surName, user.surName);
    values[FIELD_NUMBER.phone] = this.answer(FIELD_NUMBER.phone, user.phone);
    values[FIELD_NUMBER.position] = this.answer(FIELD_NUMBER.position, user.position);
    values[KEY] = key;
    const index = this.records.add(values);
    if (key !== '') {
      this.keyed++;
      const k = this.keys.put(key);
      if (k >= 0) {
        if (k >= this.keyUser.length) this.keyUser = grown(this.keyUser, k + 1);
        this.keyUser[k] = index;
      }
    }
    if (index >= this.named.length) {
      this.named = grown(this.named, index + 1);
      this.nextSamePerson = grown(this.nextSamePerson, index + 1);
      this.deactivated = grown(this.deactivated, index + 1);
    }
    this.deactivated[index] = user.activated === false ? 1 : 0;
    this.nextSamePerson[index] = NO_USER;
    if (address !== '') {
      const key = putLower(this.emails, address);
      if (key >= 0) {
        if (key >= this.emailUser.length) this.emailUser = grown(this.emailUser, key + 1);
        this.emailUser[key] = index;
      }
    }
    this.addToPerson(user.givenName ?? '', user.surName ?? '', index);
  }

  /** Field number `at`'s value as kept (trimmed, '' for none); noted as answered when the lookup gave it. */
  private answer(at: number, value: string | null | undefined): string {
    if (value === undefined || value === null) return '';
    if ((this.answeredBits & (1 << at)) === 0) {
      this.answeredBits |= 1 << at;
      this.answered.add(COMPARED_FIELDS[at - 1]!);
    }
    return value.trim();
  }

  /** The user of this login name (ignoring case), or -1. */
  userNamed(name: string): number {
    return findLower(this.names, name);
  }

  /** The user of this e-mail address (ignoring case), or -1. */
  userWithEmail(email: string): number {
    const key = findLower(this.emails, email);
    return key < 0 ? NO_USER : this.emailUser[key]!;
  }

  /** The user of this person's key (as written, trimmed), or -1. */
  userWithKey(key: string): number {
    if (this.keyed === 0) return NO_USER;
    const k = this.keys.find(key.trim());
    return k < 0 ? NO_USER : this.keyUser[k]!;
  }

  /** The user's key ('' for none). */
  key(user: number): string {
    return this.records.get(user, KEY);
  }

  /** Up to `limit` users who look like this person, in the server's order. */
  lookAlikes(givenName: string, surName: string, limit: number): number[] {
    // The person's key (person-fold.ts, `personKey`) as its two folded names, no string made of them.
    return this.usersOf(this.persons.findFoldedPair(givenName, surName), limit);
  }

  /** Up to `limit` users of person number `person` (-1: none), in the server's order. */
  private usersOf(person: number, limit: number): number[] {
    const users: number[] = [];
    let user = person < 0 ? NO_USER : this.personFirst[person]!;
    while (user !== NO_USER && users.length < limit) {
      users.push(user);
      user = this.nextSamePerson[user]!;
    }
    return users;
  }

  /**
   * `lookAlikes` of line i's given name and surname in their columns (upload-keys.ts): folded
   * from the upload's bytes where both are plain ASCII, nothing decoded; else from their text.
   */
  lookAlikesAt(givenNames: FieldColumn | undefined, surNames: FieldColumn | undefined, i: number, limit: number) {
    // Each column the upload has lies in the same piece's bytes (a column it lacks is empty).
    const bytes = givenNames?.bytes ?? surNames?.bytes ?? null;
    const given = givenNames !== undefined;
    const sur = surNames !== undefined;
    if (bytes !== null && (!given || givenNames.bytes === bytes) && (!sur || surNames.bytes === bytes)) {
      const person = this.persons.findFoldedPairAt(
        bytes,
        given ? givenNames.start(i) : -1,
        given ? givenNames.end(i) : -1,
        sur ? surNames.start(i) : -1,
        sur ? surNames.end(i) : -1,
      );
      if (person !== null) return this.usersOf(person, limit);
    }
    return this.lookAlikes(givenNames ? givenNames.text(i) : '', surNames ? surNames.text(i) : '', limit);
  }

  name(user: number): string {
    return this.records.get(user, NAME);
  }

  field(user: number, field: ComparedField): string {
    return this.records.get(user, FIELD_NUMBER[field]);
  }

  /**
   * Whether the user's field is `value` as the comparison judges it: as written, e-mail
   * addresses ignoring case (`toLowerCase` on both). ASCII is compared as the packed bytes
   * lie, nothing decoded: most of a yearly file's fields are unchanged.
   */
  fieldIs(user: number, field: ComparedField, value: string): boolean {
    const email = field === 'email';
    const ascii = this.records.asciiEquals(user, FIELD_NUMBER[field], value, email);
    if (ascii !== null) return ascii;
    const server = this.field(user, field);
    return email ? server.toLowerCase() === value.toLowerCase() : server === value;
  }

  /**
   * `fieldIs` of line i's field in `column` (upload-keys.ts): an unquoted ASCII field compared
   * as its bytes lie in the upload, nothing decoded; any other decoded and compared as text.
   */
  fieldIsAt(user: number, field: ComparedField, column: FieldColumn, i: number): boolean {
    const bytes = column.bytes;
    const start = bytes === null ? -1 : column.start(i);
    if (start >= 0) {
      const same = this.records.asciiEqualsField(
        user,
        FIELD_NUMBER[field],
        bytes!,
        start,
        column.end(i),
        field === 'email',
      );
      if (same !== null) return same;
    }
    return this.fieldIs(user, field, column.text(i));
  }

  /** A line of the file names this user. */
  markNamed(user: number): void {
    if (user < 0 || this.named[user] === 1) return;
    this.named[user] = 1;
    this.namedCount++;
  }

  /** The server answered that this user cannot sign in (`activated: false`). */
  isDeactivated(user: number): boolean {
    return this.deactivated[user] === 1;
  }

  isNamed(user: number): boolean {
    return this.named[user] === 1;
  }

  get notNamedCount(): number {
    return this.size - this.namedCount;
  }

  /** The user under its person's key (`personKey`: both names folded; none where both are empty). */
  private addToPerson(givenName: string, surName: string, user: number): void {
    const put = this.persons.putFoldedPair(givenName, surName);
    if (put === undefined) return;
    const person = put >= 0 ? put : ~put;
    if (put >= 0) {
      if (person >= this.personFirst.length) {
        this.personFirst = grown(this.personFirst, person + 1);
        this.personLast = grown(this.personLast, person + 1);
      }
      this.personFirst[person] = user;
    } else {
      this.nextSamePerson[this.personLast[person]!] = user;
    }
    this.personLast[person] = user;
  }
}

/** `value` in lower case put into `table`: ASCII without making the lower-case string. */
const putLower = (table: KeyTable, value: string): number =>
  table.putAsciiLowerText(value) ?? table.put(value.toLowerCase());

/**
 * `value` trimmed and in lower case, found in `table`: a trimmed ASCII value (as the upload's
 * fields come) without making either string.
 */
function findLower(table: KeyTable, value: string): number {
  // Nothing at either end that trim() drops: every such ASCII character is at most a space.
  const trimmed = value.length > 0 && value.charCodeAt(0) > 0x20 && value.charCodeAt(value.length - 1) > 0x20;
  return (trimmed ? table.findAsciiLower(value) : null) ?? table.find(value.trim().toLowerCase());
}

export interface DirectoryOptions {
  /** Where the server keeps the person's key (read with each user); absent: keys are not read. */
  idColumn?: IdColumn | null | undefined;
  /** Users per page (default 500; real servers may answer fewer, the walk goes on to the count). */
  pageSize?: number;
  signal?: AbortSignal | undefined;
  /** After each page: the users read so far, and the server's count (null where it gives none). */
  onPage?(read: number, total: number | null): void;
}

/** Users made room for at once at most: past this the tables grow as they fill. */
const RESERVE_AT_MOST = 1_000_000;

/** Every user of the organization, page by page to the server's count; `reads`: the calls made. */
export async function readServerDirectory(
  client: ApiClient,
  options: DirectoryOptions = {},
): Promise<{ directory: ServerDirectory; reads: number }> {
  const directory = new ServerDirectory(options.idColumn ?? null);
  let reads = 0;
  const pages = walkPages(
    (offset, limit) => {
      if (options.signal?.aborted) throw new AppError('cancelled', { what: 'dry-run' });
      reads++;
      return client.queryUsers({ limit, offset }, { signal: options.signal });
    },
    // The server prepares the next pages while this one is read in (page-walk.ts).
    { pageSize: options.pageSize ?? 500, ahead: 2 },
  );
  let read = 0;
  for await (const page of pages) {
    // Room for the server's count at once (capped: the count is the server's word, not its users).
    if (read === 0 && page.total !== null) directory.reserve(Math.min(page.total, RESERVE_AT_MOST));
    for (const user of page.results) directory.add(user);
    read += page.results.length;
    options.onPage?.(read, page.total);
  }
  return { directory, reads };
}
