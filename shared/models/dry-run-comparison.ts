/**
 * The dry run as a comparison of the file with the server's users: for each line of an
 * existing user the fields overwriting would change, for each new line the existing users
 * who look like the same person, and (when asked) how many of the organization's users the
 * file does not name. Read-only: nothing is deleted or deactivated.
 */

/** The fields compared, where the file has the column and the server's lookup answers it. */
export const COMPARED_FIELDS = ['email', 'givenName', 'surName', 'phone', 'position'] as const;
export type ComparedField = (typeof COMPARED_FIELDS)[number];

/** What overwriting would change: per field, the server's value and the file's. */
export type FieldChanges = Partial<Record<ComparedField, { server: string; file: string }>>;

/** One byte per line (0: the line was not compared), as the filters of a Changes view. */
export const COMPARISON_KINDS = ['new', 'looksLike', 'changed', 'unchanged'] as const;
export type ComparisonKind = (typeof COMPARISON_KINDS)[number];
export const COMPARISON_CODE: Record<ComparisonKind, number> = { new: 1, looksLike: 2, changed: 3, unchanged: 4 };

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
export type PackedComparison = Omit<DryRunComparison, 'changes' | 'similar'> & { details: string };

/** The window's side of PackedComparison. */
export function unpackComparison({ details, ...rest }: PackedComparison): DryRunComparison {
  const { changes, similar } = JSON.parse(details) as Pick<DryRunComparison, 'changes' | 'similar'>;
  return { ...rest, changes, similar };
}

export type ComparisonCounts = Record<ComparisonKind, number>;

export function countComparison(kinds: Uint8Array): ComparisonCounts {
  const counts: ComparisonCounts = { new: 0, looksLike: 0, changed: 0, unchanged: 0 };
  for (const code of kinds) {
    const kind = comparisonKindOf(code);
    if (kind) counts[kind]++;
  }
  return counts;
}

/** The columns of the not-in-file list (the CSV a person reviews before deciding in the portal). */
export const NOT_IN_FILE_COLUMNS = ['name', 'email', 'givenName', 'surName'] as const;
