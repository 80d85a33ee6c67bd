/**
 * The upload file built record by record, the one way both of its writers build it: the CSV
 * worker from its rows after edits (pulled chunk by chunk, `UploadBuild`) and the CLI as it
 * streams and checks the file (`writeCheckedUpload`). The 5.34 columns of the mapping, blank
 * passwords filled when asked, each record as it was read (a wrong field count stays wrong,
 * for the server to report), cut into chunks as it goes.
 */
import type { UploadMapping } from './columns';
import { PasswordFill } from './generated-passwords';
import type { PasswordFor } from './generated-passwords';
import { UploadChunker } from './upload-chunker';
import type { ChunkSizes } from './upload-chunker';
import { UploadWriter } from './upload-writer';
import type { CsvSeparator } from '../csv/separator';
import { LeftOutCollector } from './left-out-lines';
import type { LeftOutLines } from './left-out-lines';
import type { LeftOutReason } from './left-out-reason';
import type { PlainRecord } from './record-reader';

export type { PasswordFor };

export interface UploadBuilderOptions {
  /** The file's mapping, with any column the app adds (`activated`) after its last field. */
  mapping: UploadMapping;
  /** The header's field count (a record of another length is written as it was read). */
  headerLength: number;
  separator: CsvSeparator;
  /** Blank passwords are filled with these; absent: every record as read. */
  passwordFor?: PasswordFor | undefined;
  /** The lines whose password is generated are marked: a new password at the first sign-in. */
  passwordChangeRequired?: boolean | undefined;
  sizes?: ChunkSizes | undefined;
  /** A kept line's changed columns (the comparison's), for the job's report. */
  changedOf?: ((line: number) => readonly string[] | undefined) | undefined;
}

/** What the last chunk comes with. */
export interface UploadSummary {
  /** The upload's name: `<file>.upload.csv` (a retry's `x.upload-failed.csv` gives `x-failed.upload.csv`). */
  fileName: string;
  /** lineMap[i]: the source line of upload record i (upload line i + 2). */
  lineMap: Uint32Array;
  /** Records left out: for errors, and by the comparison (`leftOut`). */
  excludedRows: number;
  /** The lines the comparison left out, with their reasons and values; absent: none. */
  leftOut?: LeftOutLines | undefined;
  uploadRows: number;
  flattenedValues: number;
}

/** `<file>.upload.csv` for the source `<file>.csv` (a retry's `x.upload-failed.csv` gives `x-failed.upload.csv`). */
export function uploadFileName(sourceName: string): string {
  return `${sourceName.replace(/\.[^.]*$/, '').replace(/\.upload/g, '')}.upload.csv`;
}

export class UploadBuilder {
  private readonly writer: UploadWriter;
  private readonly chunker: UploadChunker;
  private readonly fill: PasswordFill | null;
  private readonly headerLength: number;
  private readonly passwordFor: PasswordFor | undefined;
  private excluded = 0;
  /** Records copied as the file holds them (`add`'s `plain`). */
  copiedRows = 0;
  private readonly leftOut: LeftOutCollector;
  private readonly changedOf: UploadBuilderOptions['changedOf'];
  /** The header's chunk, if the header alone filled one; handed out with the first record's. */
  private pending: readonly Uint8Array[];

  constructor(options: UploadBuilderOptions) {
    this.passwordFor = options.passwordFor;
    this.fill = options.passwordFor
      ? new PasswordFill(options.mapping, options.headerLength, { changeRequired: options.passwordChangeRequired })
      : null;
    this.headerLength = this.fill ? this.fill.headerLength : options.headerLength;
    this.writer = new UploadWriter(this.fill ? this.fill.mapping : options.mapping, options.separator);
    this.chunker = new UploadChunker(options.sizes);
    this.leftOut = new LeftOutCollector(options.mapping);
    this.changedOf = options.changedOf;
    this.pending = this.chunker.push(this.writer.header());
  }

  /**
   * Writes one record as the next upload line; answers the chunks that completed (none,
   * mostly). `plain`: the record as the file holds it (`PlainRecord`, its values exactly as
   * given): where the upload writes it unchanged, that line is copied, as bytes where it has
   * them, rather than written again from its values.
   */
  add(fields: readonly string[], line: number, plain?: PlainRecord): readonly Uint8Array[] {
    const fill = this.fill;
    let chunks: readonly Uint8Array[];
    if (
      plain !== undefined &&
      (fill === null || !fill.needsPassword(fields)) &&
      this.writer.copiesPlain(fields.length, plain.separator)
    ) {
      this.writer.copied(line);
      this.copiedRows++;
      chunks = plain.bytes
        ? this.chunker.pushBytes(plain.bytes, plain.start, plain.end)
        : this.chunker.push(plain.text.substring(plain.start, plain.end) + '\r\n');
    } else {
      let values = fields;
      if (fill) {
        const password = fill.needsPassword(fields) ? this.passwordFor!(fields, line, fill) : undefined;
        values = fill.filled(fields, password);
      }
      chunks = this.chunker.push(this.writer.recordAsRead(values, this.headerLength, line));
    }
    if (this.pending.length === 0) return chunks;
    const out = [...this.pending, ...chunks];
    this.pending = [];
    return out;
  }

  /**
   * Notes a record left out (counted in the summary). With a `reason` (the comparison left it
   * out), its line and values are kept for the job's report; without, it had errors (the
   * report of offline errors names it).
   */
  exclude(left?: { fields: readonly string[]; line: number; reason: LeftOutReason }): void {
    this.excluded++;
    if (left)
      this.leftOut.add(
        left.fields,
        left.line,
        left.reason,
        left.reason === 'kept' ? this.changedOf?.(left.line) : undefined,
      );
  }

  /** The lines still waiting, as the last chunks. */
  end(): readonly Uint8Array[] {
    const out = [...this.pending, ...this.chunker.end()];
    this.pending = [];
    return out;
  }

  /** Records written so far. */
  get records(): number {
    return this.writer.lines - 1;
  }

  summary(sourceName: string): UploadSummary {
    return {
      fileName: uploadFileName(sourceName),
      // The writer's map is indexed by upload line (1 = header); the contract's starts at the first record.
      lineMap: this.writer.lineMap().slice(2),
      excludedRows: this.excluded,
      ...(this.leftOut.count > 0 ? { leftOut: this.leftOut.result() } : {}),
      uploadRows: this.writer.lines - 1,
      flattenedValues: this.writer.flattenedValues,
    };
  }
}
