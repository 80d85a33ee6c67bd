/**
 * Worker task: reads a staged upload once, in chunks, and writes the byte offset of every
 * record beside it, so that a report page later reads just the records it names. Checks
 * what can be checked without the separator: a header exists, every quote is closed.
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

export async function indexUpload(input: { upload: string; offsets: string }): Promise<UploadIndex> {
  const offsets = new GrowableFloat64(64 * 1024);
  const scanner = new RecordBoundaries((next) => offsets.push(next));
  let bytes = 0;
  for await (const chunk of createReadStream(input.upload, { highWaterMark: READ_BYTES }) as AsyncIterable<Buffer>) {
    // The header starts after a byte order mark, if any.
    if (bytes === 0) offsets.push(BOM.every((b, i) => chunk[i] === b) ? BOM.length : 0);
    scanner.push(chunk);
    bytes += chunk.length;
  }
  if (bytes === 0) offsets.push(0);
  const { unclosedQuoteLine, trailingBlank } = scanner.finish();
  if (unclosedQuoteLine !== null) {
    throw new AppError('invalid-argument', { reason: 'unclosed-quote', line: unclosedQuoteLine });
  }
  // A final line break leaves blank lines behind; they are not records.
  for (let i = 0; i < trailingBlank; i++) offsets.pop();
  if (offsets.length < 2) throw new AppError('invalid-argument', { reason: 'no-header' });
  const view = offsets.view();
  await writeFile(input.offsets, new Uint8Array(view.buffer, view.byteOffset, view.byteLength), { mode: 0o600 });
  return { records: offsets.length - 2, bytes };
}
