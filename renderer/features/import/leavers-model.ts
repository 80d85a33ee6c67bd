/**
 * The Changes view's reading of the users the file does not name (shared/models/leavers.ts),
 * kept as core packed them: the one text and where each user starts, a user's fields read
 * only for the rows in view. Searching folds as the look-alikes do (case, accents and
 * umlauts, separators: shared/users-csv/person-fold.ts) over one folded text built once, so
 * that a keystroke over 100,000 users is a scan of one string, not 100,000 folds; sorting
 * orders positions in an Int32Array, never a copy of the users.
 */
import { FIELD_SEPARATOR, USER_SEPARATOR, unpackLeaver } from '../../../shared/models/leavers';
import type { Leaver, PackedLeavers } from '../../../shared/models/leavers';
import { foldName } from '../../../shared/users-csv/person-fold';

/** The columns shown, each sortable: login, the person, the position (class), the key. */
export const LEAVER_COLUMNS = ['name', 'person', 'position', 'key'] as const;
export type LeaverColumn = (typeof LEAVER_COLUMNS)[number];
export interface LeaverSort {
  column: LeaverColumn;
  descending: boolean;
}
/** Class, then name: how a school reads a list of its pupils. */
export const DEFAULT_LEAVER_SORT: LeaverSort = { column: 'position', descending: false };

export interface LeaverRows {
  count: number;
  text: string;
  /** starts[i]: where user i starts in `text`; starts[count]: the text's end plus one. */
  starts: Uint32Array;
}

export function leaverRows(packed: PackedLeavers): LeaverRows {
  const { count, text } = packed;
  const starts = new Uint32Array(count + 1);
  let at = 0;
  for (let i = 0; i < count; i++) {
    starts[i] = at;
    const end = text.indexOf(USER_SEPARATOR, at);
    at = end < 0 ? text.length + 1 : end + 1;
  }
  starts[count] = count === 0 ? 0 : text.length + 1;
  return { count, text, starts };
}

export function leaverAt(rows: LeaverRows, index: number): Leaver {
  return unpackLeaver(rows.text.slice(rows.starts[index]!, rows.starts[index + 1]! - 1));
}

/** How the list shows a person: given name then surname. */
export const personOf = (leaver: Leaver): string =>
  [leaver.givenName, leaver.surName].filter((part) => part !== '').join(' ');

/** Between two users' folded text, and two fields of one: no fold yields them, so no match spans two. */
const ROW_BREAK = '\u0001';
const FIELD_BREAK = '\u0002';

/** The folded text searched: per user its login, person, position and key, each folded (not the e-mail). */
export interface LeaverSearchIndex {
  folded: string;
  /** starts[i]: where user i's folded text starts. */
  starts: Uint32Array;
}

export function leaverSearchIndex(rows: LeaverRows): LeaverSearchIndex {
  const pieces: string[] = [];
  const starts = new Uint32Array(rows.count);
  let at = 0;
  for (let i = 0; i < rows.count; i++) {
    const record = rows.text.slice(rows.starts[i]!, rows.starts[i + 1]! - 1).split(FIELD_SEPARATOR);
    // name, givenName, surName, position, email, key (LEAVER_FIELDS). The person both ways
    // round (`Lukas Schmidt`, `Schmidt Lukas`): a search for the whole name matches too.
    const [login = '', given = '', sur = '', position = '', , key = ''] = record;
    const piece = [login, `${given} ${sur}`, `${sur} ${given}`, position, key].map(foldName).join(FIELD_BREAK);
    starts[i] = at;
    pieces.push(piece);
    at += piece.length + 1;
  }
  return { folded: pieces.join(ROW_BREAK), starts };
}

/** The user whose folded text holds position `at` (starts ascending). */
function userAt(starts: Uint32Array, at: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (starts[mid]! <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The folded text of the rows, built at the first search (not when the list opens) and kept with them. */
const searchCache = new WeakMap<LeaverRows, LeaverSearchIndex>();

/** Which users match `query` (one byte each), or null when the query folds to nothing (all match). */
export function searchLeavers(rows: LeaverRows, query: string): Uint8Array | null {
  // `Schmidt, Lukas` as a list writes it: the comma separates as a space does.
  const needle = foldName(query.replace(/,/g, ' '));
  if (needle === '') return null;
  let index = searchCache.get(rows);
  if (!index) searchCache.set(rows, (index = leaverSearchIndex(rows)));
  const hits = new Uint8Array(index.starts.length);
  let from = 0;
  for (;;) {
    const at = index.folded.indexOf(needle, from);
    if (at < 0) break;
    const user = userAt(index.starts, at);
    hits[user] = 1;
    // On to the next user: one hit is enough.
    from = user + 1 < index.starts.length ? index.starts[user + 1]! : index.folded.length;
  }
  return hits;
}

/** A user's value of a column (the person: surname, then given name). */
function valuesOf(rows: LeaverRows, column: LeaverColumn): string[] {
  const values: string[] = [];
  for (let i = 0; i < rows.count; i++) {
    // name, givenName, surName, position, email, key (LEAVER_FIELDS).
    const record = rows.text.slice(rows.starts[i]!, rows.starts[i + 1]! - 1).split(FIELD_SEPARATOR);
    values.push(
      column === 'name'
        ? (record[0] ?? '')
        : column === 'person'
          ? `${record[2] ?? ''}\u0000${record[1] ?? ''}`
          : column === 'position'
            ? (record[3] ?? '')
            : (record[5] ?? ''),
    );
  }
  return values;
}

const blank = (value: string) => value === '' || value === '\u0000';

/** ASCII without digits: nothing to take off or pad. */
function isPlain(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code > 0x7f || (code >= 0x30 && code <= 0x39)) return false;
  }
  return true;
}

interface Ranks {
  ranks: Int32Array;
  /** The rank of the users without a value (the last), or -1: every user has one. */
  blank: number;
}

/**
 * The key a value sorts by, compared as plain text: case and accents aside (`Zoë` = `zoe`,
 * `Müller` between `Mueller` and `Mumm`, as the German dictionary order has it), `ß` as `ss`,
 * and numbers as numbers (each run of digits padded: `5a` before `10c`). A collator's
 * compare for each comparison of 100,000 users took most of a second; keys made once and
 * compared as text take a fraction.
 */
export function sortKey(value: string): string {
  // Most names are plain ASCII letters: lower case is their key.
  if (isPlain(value)) return value.toLowerCase();
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, '').padStart(12, '0'));
}

interface Ranks {
  ranks: Int32Array;
  /** The rank of the users without a value (the last), or -1: every user has one. */
  blank: number;
}

/** Each user's rank in a column: its distinct sort keys in order, those without a value last. */
function ranksOf(rows: LeaverRows, column: LeaverColumn): Ranks {
  const keys = valuesOf(rows, column).map((value) => (blank(value) ? '' : sortKey(value)));
  const distinct = [...new Set(keys)].sort(
    (x, y) => Number(x === '') - Number(y === '') || (x < y ? -1 : x > y ? 1 : 0),
  );
  const rankOf = new Map<string, number>();
  distinct.forEach((key, rank) => rankOf.set(key, rank));
  const last = distinct.length - 1;
  return { ranks: Int32Array.from(keys, (key) => rankOf.get(key)!), blank: distinct[last] === '' ? last : -1 };
}

/** The ranks of each column, computed when a sort first needs them and kept with the rows. */
const rankCache = new WeakMap<LeaverRows, Map<LeaverColumn, Ranks>>();
function ranks(rows: LeaverRows, column: LeaverColumn): Ranks {
  let byColumn = rankCache.get(rows);
  if (!byColumn) rankCache.set(rows, (byColumn = new Map()));
  let found = byColumn.get(column);
  if (!found) byColumn.set(column, (found = ranksOf(rows, column)));
  return found;
}

/**
 * The users in the order asked, those without the value last either way (a teacher has no
 * class, an account made by hand no key); ties by class, then surname and given name, then
 * the server's order.
 */
export function sortLeavers(rows: LeaverRows, sort: LeaverSort): Int32Array {
  const { ranks: primary, blank: blanks } = ranks(rows, sort.column);
  const position = ranks(rows, 'position').ranks;
  const person = ranks(rows, 'person').ranks;
  const sign = sort.descending ? -1 : 1;
  const order = Int32Array.from({ length: rows.count }, (_, i) => i);
  order.sort(
    (a, b) =>
      Number(primary[a] === blanks) - Number(primary[b] === blanks) ||
      sign * (primary[a]! - primary[b]!) ||
      position[a]! - position[b]! ||
      person[a]! - person[b]! ||
      a - b,
  );
  return order;
}

/** The sorted users that match (`hits` null: all). */
export function shownLeavers(order: Int32Array, hits: Uint8Array | null): Int32Array {
  if (!hits) return order;
  return order.filter((user) => hits[user] === 1);
}
