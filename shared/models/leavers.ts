/**
 * The organization's users a file does not name (the leavers), as a dry run read them: the
 * login (`name`), the person, the position (the class), the e-mail address and the person's
 * key (the school's ID in the connection's id column, '' where the user has none). This is
 * the shape every reader takes: the Changes view lists them, the CLI's dry run names them,
 * and a job part that acts on them reads the same fields (login, and the person's fields an
 * upload row needs).
 *
 * To a window they cross packed (PackedLeavers): one text with a user per record, not
 * 100,000 objects encoded in one turn of core's loop; the window reads the fields of the rows
 * it shows (renderer/features/import/leavers-model.ts).
 */
import type { IdColumn } from '../users-csv/id-column';

export const LEAVER_FIELDS = ['name', 'givenName', 'surName', 'position', 'email', 'key'] as const;
export type LeaverField = (typeof LEAVER_FIELDS)[number];
export type Leaver = Record<LeaverField, string>;

/**
 * Between two fields of a packed user, and between two users: a tab and a line break, which
 * JSON writes in two characters (a control character would take six) and no name holds.
 */
export const FIELD_SEPARATOR = '\t';
export const USER_SEPARATOR = '\n';

export interface PackedLeavers {
  /** How many users. */
  count: number;
  /** Where the server keeps the person's key (the `key` field's column), null: keys were not read. */
  idColumn: IdColumn | null;
  /**
   * The users in the server's order: each its LEAVER_FIELDS in that order joined by
   * FIELD_SEPARATOR, the users joined by USER_SEPARATOR ('' for none). A tab or line break
   * inside a value is written as a space.
   */
  text: string;
}

const SEPARATORS = /[\t\n\r]/g;

/** One user as a record of the packed text. */
export function packLeaver(leaver: Leaver): string {
  return LEAVER_FIELDS.map((field) => leaver[field].replace(SEPARATORS, ' ')).join(FIELD_SEPARATOR);
}

/** A record of the packed text as a user. */
export function unpackLeaver(record: string): Leaver {
  const values = record.split(FIELD_SEPARATOR);
  const leaver = {} as Leaver;
  LEAVER_FIELDS.forEach((field, i) => (leaver[field] = values[i] ?? ''));
  return leaver;
}
