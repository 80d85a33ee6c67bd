/**
 * The dry run as a comparison of the file with the server's users: for each line of an
 * existing user the fields overwriting would change, for each new line the existing users
 * who look like the same person, and (when asked) how many of the organization's users the
 * file does not name. Read-only: nothing is deleted or deactivated.
 *
 * A line meets its account in this order: by the person's key (the school's ID, in the
 * connection's id column) where the line and a server user both have one; then by the login
 * name; then by the e-mail address (`matchedBy`). A key that points at another login than the
 * line's, a login whose account has another key, or one key on two lines stop those lines
 * (`conflicts`): they are never sent. An existing user matched by login or e-mail who has no
 * key yet gets the line's ("adopts": the first year records it, the next matches by it).
 */
import type { IdColumn } from '../users-csv/id-column';

/** The fields compared, where the file has the column and the server's lookup answers it. */
export const COMPARED_FIELDS = ['email', 'givenName', 'surName', 'phone', 'position'] as const;
export type ComparedField = (typeof COMPARED_FIELDS)[number];

/**
 * What overwriting would change: per field, the server's value and the file's; `key`: the
 * person's key (the id column), where the account gets the line's; `activated` (`false` to
 * `true`): a user the server has deactivated, whom the file names again ("reactivated").
 */
export type FieldChanges = Partial<Record<ComparedField | 'key' | 'activated', { server: string; file: string }>>;

/** Whether a line's changes reactivate a deactivated user. */
export const reactivates = (changes: FieldChanges | undefined): boolean => changes?.activated !== undefined;

/**
 * One byte per line (0: the line was not compared), as the filters of a Changes view:
 * `adopts`, an existing user without a key who gets the line's (other changes may come with
 * it); `conflict`, a line stopped by its key (`conflicts` says why).
 */
export const COMPARISON_KINDS = ['new', 'looksLike', 'changed', 'unchanged', 'adopts', 'conflict'] as const;
export type ComparisonKind = (typeof COMPARISON_KINDS)[number];
export const COMPARISON_CODE: Record<ComparisonKind, number> = {
  new: 1,
  looksLike: 2,
  changed: 3,
  unchanged: 4,
  adopts: 5,
  conflict: 6,
};

/** How a line met its account, one byte per line (0: not compared). */
export const MATCH_KINDS = ['none', 'key', 'name', 'email'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];
export const MATCH_CODE: Record<MatchKind, number> = { none: 1, key: 2, name: 3, email: 4 };

export function matchKindOf(code: number): MatchKind | null {
  return MATCH_KINDS[code - 1] ?? null;
}

/**
 * Why a line is stopped, as facts (each reader words them): its key is held on the server by
 * another login (`holder`); its login's account has another key; its key is on another line
 * too (`otherRecord`, an upload record).
 */
export type KeyConflict =
  | { kind: 'keyHeld'; key: string; holder: string }
  | { kind: 'otherKey'; key: string; holder: string; holderKey: string }
  | { kind: 'keyTwice'; key: string; otherRecord: number };

export function comparisonKindOf(code: number): ComparisonKind | null {
  return COMPARISON_KINDS[code - 1] ?? null;
}

/** An existing user who looks like the person of a new line. */
export interface SimilarUser {
  name: string;
  email: string;
}

/** At most this many look-alikes per line (a file of many `Max Mustermann` against a server of many). */
export const SIMILAR_LIMIT = 5;

export interface DryRunComparison {
  /** COMPARISON_CODE per upload record. */
  kinds: Uint8Array;
  /** The lines of existing users that overwriting would change (record: upload record), in record order. */
  changes: { record: number; changes: FieldChanges }[];
  /** The new lines that look like existing users, in record order. */
  similar: { record: number; users: SimilarUser[] }[];
  /** MATCH_CODE per upload record. */
  matchedBy: Uint8Array;
  /** The lines stopped by their key, in the order found. */
  conflicts: { record: number; why: KeyConflict }[];
  /** The column of the person's key compared (the upload has it), or null: none. */
  idColumn: IdColumn | null;
  /** The fields compared: those the file has and the server's lookup answers. */
  fields: ComparedField[];
  /** The organization's users read (every page, to the server's count). */
  serverUsers: number;
  /** When asked: how many of them no line names (by login name or e-mail address). */
  notInFile: { count: number } | null;
  /** Calls made to read them. */
  reads: number;
}

/**
 * The comparison as it crosses to a window: the changes and look-alikes as one JSON text
 * (`{changes, similar}`), built by core a slice at a time. As objects, tens of thousands of
 * them were encoded in one turn of core's loop; one string is copied, not walked.
 */
export type PackedComparison = Omit<DryRunComparison, 'changes' | 'similar' | 'conflicts'> & { details: string };

/** The window's side of PackedComparison. */
export function unpackComparison({ details, ...rest }: PackedComparison): DryRunComparison {
  const { changes, similar, conflicts } = JSON.parse(details) as Pick<
    DryRunComparison,
    'changes' | 'similar' | 'conflicts'
  >;
  return { ...rest, changes, similar, conflicts: conflicts ?? [] };
}

export type ComparisonCounts = Record<ComparisonKind, number>;

export function countComparison(kinds: Uint8Array): ComparisonCounts {
  const counts: ComparisonCounts = { new: 0, looksLike: 0, changed: 0, unchanged: 0, adopts: 0, conflict: 0 };
  for (const code of kinds) {
    const kind = comparisonKindOf(code);
    if (kind) counts[kind]++;
  }
  return counts;
}

/** The columns of the not-in-file list (the CSV a person reviews before deciding in the portal). */
export const NOT_IN_FILE_COLUMNS = ['name', 'email', 'givenName', 'surName'] as const;
