/**
 * The upload file in chunks of UTF-8 bytes, written only as they are asked for: the CSV
 * worker hands each chunk over (transferred, not copied) and writes the next one while it
 * travels, so that neither the worker nor the page ever holds the whole upload.
 */
import type { ColumnMapping } from './columns';
import type { RowStore } from './row-store';
import { UploadWriter } from './upload-writer';
import type { CsvSeparator } from '../csv/separator';

export interface ChunkSizes {
  /** A chunk is cut once it holds about this many bytes (whole records). */
  targetBytes: number;
  /** No chunk is larger (a single huge record is cut, at any byte). */
  maxBytes: number;
}

export const DEFAULT_CHUNK_SIZES: ChunkSizes = { targetBytes: 2 * 1024 * 1024, maxBytes: 8 * 1024 * 1024 };

/**
 * Encodes the lines (the header, then each record, as UploadWriter writes them) into chunks.
 * Pulling the next chunk writes the next lines; nothing is written ahead.
 */
export function* uploadChunks(lines: Iterable<string>, sizes: ChunkSizes = DEFAULT_CHUNK_SIZES): Generator<Uint8Array> {
  const encoder = new TextEncoder();
  let parts: string[] = [];
  // UTF-16 code units: each becomes one to three bytes, so this bounds a chunk from below.
  let units = 0;
  function* flush(): Generator<Uint8Array> {
    const bytes = encoder.encode(parts.join(''));
    parts = [];
    units = 0;
    if (bytes.length <= sizes.maxBytes) {
      yield bytes;
      return;
    }
    for (let at = 0; at < bytes.length; at += sizes.maxBytes) yield bytes.slice(at, at + sizes.maxBytes);
  }
  for (const line of lines) {
    parts.push(line);
    units += line.length;
    if (units >= sizes.targetBytes) yield* flush();
  }
  if (units > 0) yield* flush();
}

/** What the last chunk comes with. */
export interface UploadSummary {
  /** The upload's name: `<file>.upload.csv` (a retry's `x.upload-failed.csv` gives `x-failed.upload.csv`). */
  fileName: string;
  /** lineMap[i]: the source line of upload record i (upload line i + 2). */
  lineMap: Uint32Array;
  excludedRows: number;
  uploadRows: number;
  flattenedValues: number;
}

/**
 * The upload of a file's rows (the CSV worker's RowStore after edits), chunk by chunk: the
 * 5.34 columns of the mapping, every row or only those `exclude` lets through, each row as
 * it was read (a wrong field count stays wrong, for the server to report).
 */
export class UploadBuild {
  private readonly writer: UploadWriter;
  private readonly chunks: Generator<Uint8Array>;
  private excluded = 0;

  constructor(
    rows: Pick<RowStore, 'length' | 'get' | 'line'>,
    headerLength: number,
    mapping: ColumnMapping,
    separator: CsvSeparator,
    exclude: (index: number) => boolean,
    private readonly sourceName: string,
    sizes: ChunkSizes = DEFAULT_CHUNK_SIZES,
  ) {
    const writer = (this.writer = new UploadWriter(mapping, separator));
    const lines = function* (build: UploadBuild): Generator<string> {
      yield writer.header();
      for (let i = 0; i < rows.length; i++) {
        if (exclude(i)) build.excluded++;
        else yield writer.recordAsRead(rows.get(i), headerLength, rows.line(i));
      }
    };
    this.chunks = uploadChunks(lines(this), sizes);
  }

  /** The next chunk, or null once every row is written (then `summary`). */
  next(): Uint8Array | null {
    const chunk = this.chunks.next();
    return chunk.done ? null : chunk.value;
  }

  summary(): UploadSummary {
    const base = this.sourceName.replace(/\.[^.]*$/, '').replace(/\.upload/g, '');
    return {
      fileName: `${base}.upload.csv`,
      // The writer's map is indexed by upload line (1 = header); the contract's starts at the first record.
      lineMap: this.writer.lineMap().slice(2),
      excludedRows: this.excluded,
      uploadRows: this.writer.lines - 1,
      flattenedValues: this.writer.flattenedValues,
    };
  }
}
