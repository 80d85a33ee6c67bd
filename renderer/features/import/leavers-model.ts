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

/** Between two users' folded text: no fold yields it, so no match spans two users. */
const ROW_BREAK = '\u0001';

/** The folded text searched: per user its login, person, position and key, each folded. */
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
    // name, givenName, surName, position, email, key (LEAVER_FIELDS): all but the e-mail.
    const piece = [record[0], record[1], record[2], record[3], record[5]].map((v) => foldName(v ?? '')).join(' ');
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

/** Which users match `query` (one byte each), or null when the query folds to nothing (all match). */
export function searchLeavers(index: LeaverSearchIndex, query: string): Uint8Array | null {
  const needle = foldName(query);
  if (needle === '') return null;
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

/** The users in the order asked, those without the value last; ties by class, then surname and given name, then login. */
export function sortLeavers(rows: LeaverRows, sort: LeaverSort, language: string): Int32Array {
  const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
  // Four columns of strings while sorting, no object per user.
  const login: string[] = [];
  const person: string[] = [];
  const position: string[] = [];
  const key: string[] = [];
  for (let i = 0; i < rows.count; i++) {
    const record = rows.text.slice(rows.starts[i]!, rows.starts[i + 1]! - 1).split(FIELD_SEPARATOR);
    login.push(record[0] ?? '');
    person.push(`${record[2] ?? ''}\u0000${record[1] ?? ''}`);
    position.push(record[3] ?? '');
    key.push(record[5] ?? '');
  }
  const primary = { name: login, person, position, key }[sort.column];
  const order = Int32Array.from({ length: rows.count }, (_, i) => i);
  const sign = sort.descending ? -1 : 1;
  // A user without the value (a teacher has no class, an account made by hand no key) after those with one, either way.
  const blank = (value: string) => (value === '' || value === '\u0000' ? 1 : 0);
  const compare = (x: string, y: string) => blank(x) - blank(y) || collator.compare(x, y);
  order.sort(
    (a, b) =>
      blank(primary[a]!) - blank(primary[b]!) ||
      sign * collator.compare(primary[a]!, primary[b]!) ||
      compare(position[a]!, position[b]!) ||
      compare(person[a]!, person[b]!) ||
      collator.compare(login[a]!, login[b]!) ||
      a - b,
  );
  return order;
}

/** The sorted users that match (`hits` null: all). */
export function shownLeavers(order: Int32Array, hits: Uint8Array | null): Int32Array {
  if (!hits) return order;
  return order.filter((user) => hits[user] === 1);
}
