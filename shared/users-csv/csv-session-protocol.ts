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

export type EncodingChoice = 'auto' | CsvEncoding;
export type SeparatorChoice = 'auto' | Separator;

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
  | { type: 'build'; requestId: number; separator: CsvSeparator; validOnly: boolean }
  /** The next chunk of the upload `build` started: answered by `uploadChunk`, or `uploadDone` at the end. */
  | { type: 'buildNext'; requestId: number };

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

export type CsvSessionEvent =
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
  /** The next bytes of the upload file (its buffer is transferred). */
  | { type: 'uploadChunk'; requestId: number; bytes: Uint8Array }
  /** Every chunk is out: the line map (lineMap[i]: source line of upload record i, transferred) and what was left out. */
  | {
      type: 'uploadDone';
      requestId: number;
      fileName: string;
      lineMap: Uint32Array;
      excludedRows: number;
      uploadRows: number;
      flattenedValues: number;
    };

/** The buffers an event moves to the page instead of copying (the upload's chunks and line map). */
export function transferablesOf(event: CsvSessionEvent): ArrayBuffer[] {
  if (event.type === 'uploadChunk') return [event.bytes.buffer as ArrayBuffer];
  if (event.type === 'uploadDone') return [event.lineMap.buffer as ArrayBuffer];
  return [];
}
