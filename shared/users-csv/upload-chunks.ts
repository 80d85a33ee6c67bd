/**
 * The upload file in chunks of UTF-8 bytes, written only as they are asked for: the CSV
 * worker hands each chunk over (transferred, not copied) and writes the next one while it
 * travels, so that neither the worker nor the page ever holds the whole upload.
 */
import type { RowStore } from './row-store';
import { UploadBuilder } from './upload-builder';
import type { PasswordFor, UploadSummary } from './upload-builder';
import { DEFAULT_CHUNK_SIZES, UploadChunker } from './upload-chunker';
import type { ChunkSizes } from './upload-chunker';
import type { UploadMapping } from './columns';
import type { CsvSeparator } from '../csv/separator';
import type { LeftOutReason } from './left-out-reason';

export { DEFAULT_CHUNK_SIZES };
export type { ChunkSizes, UploadSummary };

/**
 * Encodes the lines (the header, then each record, as UploadWriter writes them) into chunks.
 * Pulling the next chunk writes the next lines; nothing is written ahead.
 */
export function* uploadChunks(lines: Iterable<string>, sizes: ChunkSizes = DEFAULT_CHUNK_SIZES): Generator<Uint8Array> {
  const chunker = new UploadChunker(sizes);
  for (const line of lines) yield* chunker.push(line);
  yield* chunker.end();
}

/**
 * Whether a row is left out of the upload: `false` (it is sent), `true` (it has errors), or
 * the comparison's reason (kept with the upload for the job's report).
 */
export type RowExclusion = boolean | LeftOutReason;

/**
 * The upload of a file's rows (the CSV worker's RowStore after edits), chunk by chunk: every
 * row or only those `exclude` lets through, built by the one UploadBuilder.
 */
export class UploadBuild {
  private readonly builder: UploadBuilder;
  private readonly chunks: Generator<Uint8Array>;
  /** Indexes of the rows left out for errors (`exclude` answered true), ascending. */
  private notWritten: number[] = [];

  constructor(
    rows: Pick<RowStore, 'length' | 'get' | 'line'>,
    headerLength: number,
    mapping: UploadMapping,
    separator: CsvSeparator,
    exclude: (index: number) => RowExclusion,
    private readonly sourceName: string,
    sizes: ChunkSizes = DEFAULT_CHUNK_SIZES,
    passwordFor?: PasswordFor,
    passwordChangeRequired = false,
    changedOf?: (line: number) => readonly string[] | undefined,
  ) {
    const builder = (this.builder = new UploadBuilder({
      mapping,
      headerLength,
      separator,
      passwordFor,
      passwordChangeRequired,
      sizes,
      changedOf,
    }));
    const notWritten = this.notWritten;
    this.chunks = (function* () {
      for (let i = 0; i < rows.length; i++) {
        const excluded = exclude(i);
        if (excluded === false) yield* builder.add(rows.get(i), rows.line(i));
        else if (excluded === true) {
          builder.exclude();
          notWritten.push(i);
        } else builder.exclude({ fields: rows.get(i), line: rows.line(i), reason: excluded });
      }
      yield* builder.end();
    })();
  }

  /** The next chunk, or null once every row is written (then `summary`). */
  next(): Uint8Array | null {
    const chunk = this.chunks.next();
    return chunk.done ? null : chunk.value;
  }

  /**
   * What was written, and the rows left out for errors (`notWritten`, row indexes): a dry
   * run's record r is the r-th row not among them (the Changes view finds a line's row so).
   */
  summary(): UploadSummary & { notWritten: Int32Array } {
    return { ...this.builder.summary(this.sourceName), notWritten: Int32Array.from(this.notWritten) };
  }
}
