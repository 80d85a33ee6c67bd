/**
 * The messages of a CSV session (csv-session.ts): what the import wizard asks, and what the
 * session answers. In the app the session runs in a Web Worker and these cross as messages:
 * the worker owns the rows (a RowStore of up to millions of records) and their findings; the
 * page asks for what it shows: a window of rows, the list of problem rows, and the upload
 * file chunk by chunk (`build`, then `buildNext` for each chunk, each answered with its
 * bytes, transferred).
 */
import type { CsvSeparator } from '../csv/separator';
import type { ColumnMatch } from './column-match';
import type { ColumnMapping, TargetColumn } from './columns';
import type { CsvEncoding, Detection, Separator } from './detection';
import type { Finding, RuleId } from './findings';
import type { Credential } from './generated-passwords';
import type { PasswordStyle } from './password-generator';
import type { PasswordPolicy } from './password-policy';
import type { PhoneCountry } from './phone-repair';
import type { DerivedValue } from './record-derivation';
import type { PredictedCounts, PredictedStatus } from '../models/dry-run';
import type { IdColumn } from './id-column';
import type { LeftOutLines } from './left-out-lines';

export type EncodingChoice = 'auto' | CsvEncoding;
export type SeparatorChoice = 'auto' | Separator;

/**
 * Patterns for the login names and e-mail addresses the file lacks or leaves blank
 * (`name-pattern.ts`, as written; one that does not parse is ignored), and the login names
 * taken on the server by someone else (a derived name avoids them).
 */
export interface DeriveSettings {
  namePattern: string | null;
  emailPattern: string | null;
  takenNames?: string[];
  /** Where the person's key (the school's ID) is: the column mapped to it (default custom1). */
  idColumn?: IdColumn;
  /** The server's accounts of the file's keys: a person met by key keeps its login and e-mail. */
  accounts?: KeptAccount[];
}

/** A server account of a person's key. */
export interface KeptAccount {
  key: string;
  name: string;
  email: string;
}

/** A person whose login name was derived, with the name before any number was added. */
export interface DerivedPerson {
  name: string;
  givenName: string;
  surName: string;
  /** The row's key (the school's ID), where it has one. */
  key?: string;
}

/** A derived value of a row, with the index of its column in the session's columns. */
export type DerivedCell = DerivedValue & { columnIndex: number };

/**
 * What the session reads: a Blob or File (browser, worker) or anything else with a size and
 * a stream of bytes (a Node Blob in tests and tools).
 */
export interface ByteSource {
  readonly size: number;
  stream(): ReadableStream<Uint8Array>;
}

export type CsvSessionRequest =
  | { type: 'open'; file: ByteSource; fileName: string; encoding: EncodingChoice; separator: SeparatorChoice }
  | { type: 'cancel' }
  | { type: 'remap'; mapping: ColumnMapping }
  | { type: 'rows'; requestId: number; indexes: number[] }
  | { type: 'edit'; index: number; column: number; value: string }
  | { type: 'fixAll'; rule: 'whitespace' | 'phone' }
  /**
   * `dryRun`: every mapped column but the password (the names and e-mails a dry run looks up,
   * the fields it compares; no password leaves the worker), of the rows without errors; with
   * `validOnly: false` ("upload every row") of every row whose fields can be told apart: all
   * but those of another field count than the header's (their values may sit in other columns).
   */
  | { type: 'build'; requestId: number; separator: CsvSeparator; validOnly: boolean; dryRun?: boolean }
  /** The next chunk of the upload `build` started: answered by `uploadChunk`, or `uploadDone` at the end. */
  | { type: 'buildNext'; requestId: number }
  /** The organization's password policy (null: the default) and whether blank passwords are generated. */
  | {
      type: 'settings';
      passwordPolicy: PasswordPolicy | null;
      generatePasswords: boolean;
      /** Derived names and e-mails (none: null or left out). */
      derive?: DeriveSettings | null;
      /** The phone fix puts national numbers of this country into the international form. */
      phoneCountry?: PhoneCountry | null;
      /** How generated passwords look and are marked (as `passwords`; absent: as they were). */
      passwords?: { style: PasswordStyle; changeRequired: boolean };
    }
  /**
   * How generated passwords look (strong or pupil) and whether their lines must choose a new
   * password at the first sign-in; a new style needs a new credential sheet.
   */
  | { type: 'passwords'; style: PasswordStyle; changeRequired: boolean }
  /** Generates the passwords of the rows to upload (validOnly: those without errors): answered by `credentials`. */
  | { type: 'credentials'; requestId: number; validOnly: boolean }
  /** A dry run's prediction per source line (both settings of overwrite); cleared by any change to the rows. */
  | { type: 'predictions'; lines: Uint32Array; withoutOverwrite: Uint8Array; withOverwrite: Uint8Array }
  /**
   * What the real upload and the sheet leave out (session-leave-out.ts): source lines, and the
   * rows predicted SKIPPED; `reactivate`: source lines of deactivated users the upload activates.
   */
  /** `reasons[i]`: why lines[i] is left out (a LEFT_OUT_REASONS index; absent: unchanged). */
  /** `changed[i]`: a kept line's changed columns, comma-separated ('' for the others; absent: none). */
  | {
      type: 'leaveOut';
      overwrite: boolean;
      lines: Uint32Array;
      reasons?: Uint8Array;
      reactivate?: Uint32Array;
      changed?: string[];
    }
  /** The rows predicted to end with `status`: answered by `predictedRows`. */
  | { type: 'predictedRows'; requestId: number; overwrite: boolean; status: PredictedStatus }
  /** The file's size and SHA-256 (for the receipt): answered by `digest`. */
  | { type: 'digest'; requestId: number }
  /** The people whose login names were derived (to ask the server which names are taken): answered by `derivedPeople`. */
  | { type: 'derivedPeople'; requestId: number };

/** One row as the grid shows it: its values and the findings on it. */
export interface RowView {
  index: number;
  line: number;
  fields: string[];
  findings: Finding[];
  /** The predicted outcome without and with overwrite, when a dry run's prediction is current. */
  predicted?: [PredictedStatus, PredictedStatus];
  /** The values the session derived in this row, and how each was made. */
  derived?: DerivedCell[];
}

export interface Summary {
  records: number;
  errors: number;
  warnings: number;
  counts: Partial<Record<RuleId, number>>;
  /** Mandatory 5.34 columns no source column is mapped to. */
  missing: TargetColumn[];
  /** Findings of the file and header (no row): encoding, blank lines, missing columns. */
  fileFindings: Finding[];
  /** Row indexes with an error or a warning, ascending. */
  problemRows: Int32Array;
  /** Row indexes with at least one error, ascending. */
  errorRows: Int32Array;
  findingsTruncated: boolean;
  /** The current prediction's counts (rows with errors are FAILED), or null when there is none. */
  predicted: { withoutOverwrite: PredictedCounts; withOverwrite: PredictedCounts } | null;
}

export type CsvSessionEvent =
  | { type: 'detected'; detection: Detection }
  /** The columns: the file's (`fileColumns` of them), then the derived ones it lacks (match reason `derived`). */
  | { type: 'header'; header: string[]; matches: ColumnMatch[]; mapping: ColumnMapping; fileColumns: number }
  /** The derived columns changed (other patterns, another mapping): the columns as they are now. */
  | { type: 'columns'; header: string[]; matches: ColumnMatch[]; mapping: ColumnMapping; fileColumns: number }
  | { type: 'progress'; bytesRead: number; totalBytes: number; records: number; errors: number; warnings: number }
  /** The first rows, as soon as they are read (long before the end of a big file). */
  | { type: 'preview'; rows: RowView[] }
  | { type: 'done'; summary: Summary; stopped: boolean }
  | { type: 'cancelled' }
  | { type: 'failed'; message: string }
  | { type: 'rows'; requestId: number; rows: RowView[] }
  /** After an edit or fix: the rows whose findings changed, and the new totals. */
  | { type: 'changed'; rows: RowView[]; summary: Summary }
  /** The one-time credential sheet: each generated password with its user (the build uses exactly these). */
  | { type: 'credentials'; requestId: number; credentials: Credential[] }
  | { type: 'predictedRows'; requestId: number; rows: Int32Array }
  | { type: 'digest'; requestId: number; size: number; sha256: string }
  | { type: 'derivedPeople'; requestId: number; people: DerivedPerson[] }
  /** The next bytes of the upload file (its buffer is transferred). */
  | { type: 'uploadChunk'; requestId: number; bytes: Uint8Array }
  /** Every chunk is out: the line map (lineMap[i]: source line of upload record i, transferred) and what was left out. */
  | {
      type: 'uploadDone';
      requestId: number;
      fileName: string;
      lineMap: Uint32Array;
      excludedRows: number;
      /** The lines the comparison left out (reasons and values, for the job's report); absent: none. */
      leftOut?: LeftOutLines | undefined;
      uploadRows: number;
      flattenedValues: number;
      /** Indexes of the rows left out for errors, ascending (a dry run's record r is the r-th row not among them). */
      notWritten?: Int32Array | undefined;
    };

/** The buffers an event moves to the page instead of copying (the upload's chunks and line map). */
export function transferablesOf(event: CsvSessionEvent): ArrayBuffer[] {
  if (event.type === 'uploadChunk') return [event.bytes.buffer as ArrayBuffer];
  if (event.type === 'uploadDone') {
    const left = event.leftOut ? [event.leftOut.lines.buffer, event.leftOut.reasons.buffer] : [];
    const notWritten = event.notWritten ? [event.notWritten.buffer] : [];
    return [event.lineMap.buffer, ...left, ...notWritten] as ArrayBuffer[];
  }
  return [];
}
