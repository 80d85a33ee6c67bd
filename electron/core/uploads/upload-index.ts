/**
 * The byte offset of every record of a staged upload, so that a report page later reads just
 * the records it names; checks what can be checked without the separator: a header exists,
 * every quote is closed. `UploadIndexer` takes the bytes as they come (the staging feeds it
 * each appended chunk, so `finish` has nothing left to read); `indexUpload` is the same over a
 * file read once, in chunks.
 */
import { createReadStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { AppError } from '../errors';
import { RecordBoundaries } from '../support/csv-record';
import { GrowableFloat64 } from '../support/growable';

const BOM = [0xef, 0xbb, 0xbf];
const READ_BYTES = 1024 * 1024;

export interface UploadIndex {
  /** Records after the header. */
  records: number;
  bytes: number;
}

export class UploadIndexer {
  private readonly offsets = new GrowableFloat64(64 * 1024);
  private readonly scanner = new RecordBoundaries((next) => this.offsets.push(next));
  /** The first bytes, until there are enough to tell a byte order mark (then null). */
  private head: Uint8Array | null = new Uint8Array(0);
  private bytes = 0;

  push(chunk: Uint8Array): void {
    this.bytes += chunk.length;
    if (this.head === null) return this.scanner.push(chunk);
    const joined = new Uint8Array(this.head.length + chunk.length);
    joined.set(this.head);
    joined.set(chunk, this.head.length);
    if (joined.length < BOM.length) {
      this.head = joined;
      return;
    }
    this.head = null;
    // The header starts after a byte order mark, if any.
    this.offsets.push(BOM.every((b, i) => joined[i] === b) ? BOM.length : 0);
    this.scanner.push(joined);
  }

  /** Every byte is in: the offsets (header start, each record's start, the end) written to `offsetsFile`. */
  async finish(offsetsFile: string): Promise<UploadIndex> {
    if (this.head !== null) {
      // Fewer bytes than a byte order mark in all.
      this.offsets.push(0);
      this.scanner.push(this.head);
      this.head = null;
    }
    const { unclosedQuoteLine, trailingBlank } = this.scanner.finish();
    if (unclosedQuoteLine !== null) {
      throw new AppError('invalid-argument', { reason: 'unclosed-quote', line: unclosedQuoteLine });
    }
    // A final line break leaves blank lines behind; they are not records.
    for (let i = 0; i < trailingBlank; i++) this.offsets.pop();
    if (this.offsets.length < 2) throw new AppError('invalid-argument', { reason: 'no-header' });
    const view = this.offsets.view();
    await writeFile(offsetsFile, new Uint8Array(view.buffer, view.byteOffset, view.byteLength), { mode: 0o600 });
    return { records: this.offsets.length - 2, bytes: this.bytes };
  }
}

/** Worker task: indexes an upload file that is on disk already. */
export async function indexUpload(input: { upload: string; offsets: string }): Promise<UploadIndex> {
  const indexer = new UploadIndexer();
  for await (const chunk of createReadStream(input.upload, { highWaterMark: READ_BYTES }) as AsyncIterable<Buffer>)
    indexer.push(chunk);
  return indexer.finish(input.offsets);
}
