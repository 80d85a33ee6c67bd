/**
 * The messages between the import wizard (main thread) and the CSV worker. The worker owns
 * the rows (a RowStore of up to millions of records) and their findings; the page asks for
 * what it shows: a window of rows, the list of problem rows, the upload file.
 */
import type {
  ColumnMapping,
  ColumnMatch,
  CsvEncoding,
  Detection,
  Finding,
  RuleId,
  Separator,
  TargetColumn,
} from '../../shared/users-csv';

export type EncodingChoice = 'auto' | CsvEncoding;
export type SeparatorChoice = 'auto' | Separator;

export type WorkerRequest =
  | { type: 'open'; file: Blob; fileName: string; encoding: EncodingChoice; separator: SeparatorChoice }
  | { type: 'cancel' }
  | { type: 'remap'; mapping: ColumnMapping }
  | { type: 'rows'; requestId: number; indexes: number[] }
  | { type: 'edit'; index: number; column: number; value: string }
  | { type: 'fixAll'; rule: 'whitespace' | 'phone' }
  | { type: 'build'; requestId: number; separator: 'comma' | 'semicolon'; validOnly: boolean };

/** One row as the grid shows it: its values and the findings on it. */
export interface RowView {
  index: number;
  line: number;
  fields: string[];
  findings: Finding[];
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
}

export type WorkerEvent =
  | { type: 'detected'; detection: Detection }
  | { type: 'header'; header: string[]; matches: ColumnMatch[]; mapping: ColumnMapping }
  | { type: 'progress'; bytesRead: number; totalBytes: number; records: number; errors: number; warnings: number }
  /** The first rows, as soon as they are read (long before the end of a big file). */
  | { type: 'preview'; rows: RowView[] }
  | { type: 'done'; summary: Summary; stopped: boolean }
  | { type: 'cancelled' }
  | { type: 'failed'; message: string }
  | { type: 'rows'; requestId: number; rows: RowView[] }
  /** After an edit or fix: the rows whose findings changed, and the new totals. */
  | { type: 'changed'; rows: RowView[]; summary: Summary }
  | {
      type: 'built';
      requestId: number;
      fileName: string;
      content: string;
      lineMap: number[];
      excludedRows: number;
      uploadRows: number;
      flattenedValues: number;
    };
