/**
 * The name and e-mail address of every record of a staged upload, read where it lies (the
 * upload file and its offsets index, uploads/upload-folder.ts), in pieces handed to the caller one
 * after the other: what a dry run looks up. Nothing holds every line's strings at once (a
 * million lines' names and addresses are some 100 MB of strings); the dry run reads twice.
 */
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { CsvSeparator } from '../../../shared/csv/separator';
import { AppError } from '../errors';
import { contentEnd, fieldSpans, fieldValue, recordFields, SEPARATOR_BYTE } from '../support/csv-record';
import { uploadFolder } from '../uploads/upload-folder';
import { float64sOf, uint32sOf } from '../support/aligned-bytes';
import { nextTurn } from '../support/next-turn';

export interface UploadKeys {
  records: number;
  /** lineMap[i]: the administrator's line of record i (i + 2 when the upload is that file). */
  lineMap: Uint32Array;
}

/**
 * Told per piece of the upload: the name and e-mail as written (trimmed) of records first,
 * first + 1, ..., and the further columns asked for that the upload has (trimmed, by the name asked).
 */
export type KeySlice = (names: string[], emails: string[], first: number, columns: ColumnSlice) => void;
export type ColumnSlice = Readonly<Record<string, string[]>>;

/**
 * Told per record: where its name and e-mail fields lie in `bytes` (as the upload has them:
 * quoted or not, untrimmed; -1 where the record or the upload has no such field), and how a
 * field's text is read (outer quotes removed, doubled quotes undone). A census takes the
 * keys from the bytes (key-census.ts) instead of a string per field.
 */
export type KeyBytes = (
  bytes: Buffer,
  nameStart: number,
  nameEnd: number,
  emailStart: number,
  emailEnd: number,
  fieldText: (bytes: Buffer, start: number, end: number) => string,
) => void;

/** Bytes read at a time: a few thousand records, a few milliseconds of work between two turns of the loop. */
const PIECE_BYTES = 1 << 18;

/** What a read of the upload does with its header, each record's fields, and the end of each piece. */
interface RecordSink {
  header(fields: string[]): void;
  record(bytes: Buffer, spans: number[]): void;
  pieceEnd(): void;
}

export async function readUploadKeys(
  dir: string,
  separator: CsvSeparator,
  onSlice: KeySlice,
  signal?: AbortSignal,
  /** Further columns to read (the comparison's fields), matched to the header ignoring case. */
  columns: readonly string[] = [],
): Promise<UploadKeys> {
  let nameIndex = -1;
  let emailIndex = -1;
  let further: { column: string; index: number }[] = [];
  let first = 0;
  let names: string[] = [];
  let emails: string[] = [];
  let values: Record<string, string[]> = {};
  // Comparing reads five more fields a record and folds names: smaller pieces keep each turn short.
  const highWaterMark = columns.length > 0 ? PIECE_BYTES / 4 : PIECE_BYTES;
  return readRecords(dir, separator, highWaterMark, signal, {
    header(header) {
      nameIndex = header.indexOf('name');
      emailIndex = header.indexOf('email');
      further = columns
        .map((column) => ({ column, index: header.indexOf(column.toLowerCase()) }))
        .filter(({ index }) => index >= 0);
      for (const { column } of further) values[column] = [];
    },
    record(bytes, spans) {
      // Only the fields asked for are decoded: the others would be garbage at once.
      const name = field(bytes, spans, nameIndex);
      const email = emailIndex < 0 ? '' : field(bytes, spans, emailIndex);
      names.push(name);
      emails.push(email);
      // A further column that is the name's or the e-mail's (the comparison reads `email`) is not decoded again.
      for (const { column, index } of further)
        values[column]!.push(index === emailIndex ? email : index === nameIndex ? name : field(bytes, spans, index));
    },
    pieceEnd() {
      if (names.length > 0) onSlice(names, emails, first, values);
      first += names.length;
      names = [];
      emails = [];
      values = {};
      for (const { column } of further) values[column] = [];
    },
  });
}

/** The same records' names and e-mails where they lie in the upload's bytes, nothing decoded unless asked (`KeyBytes`). */
export async function readUploadKeyBytes(
  dir: string,
  separator: CsvSeparator,
  onKeys: KeyBytes,
  signal?: AbortSignal,
): Promise<UploadKeys> {
  let nameIndex = -1;
  let emailIndex = -1;
  return readRecords(dir, separator, PIECE_BYTES, signal, {
    header(header) {
      nameIndex = header.indexOf('name');
      emailIndex = header.indexOf('email');
    },
    record(bytes, spans) {
      const name = 2 * nameIndex < spans.length ? 2 * nameIndex : -1;
      const email = emailIndex >= 0 && 2 * emailIndex < spans.length ? 2 * emailIndex : -1;
      onKeys(
        bytes,
        name < 0 ? -1 : spans[name]!,
        name < 0 ? -1 : spans[name + 1]!,
        email < 0 ? -1 : spans[email]!,
        email < 0 ? -1 : spans[email + 1]!,
        fieldValue,
      );
    },
    pieceEnd() {},
  });
}

/** Every record of the upload, in pieces of about `highWaterMark` bytes, to `sink`. */
async function readRecords(
  dir: string,
  separator: CsvSeparator,
  highWaterMark: number,
  signal: AbortSignal | undefined,
  sink: RecordSink,
): Promise<UploadKeys> {
  const folder = uploadFolder(dir);
  const offsets = float64sOf(await readFile(folder.sentOffsets));
  const records = Math.max(0, offsets.length - 2);
  const sep = SEPARATOR_BYTE[separator];
  // Record r (-1: the header) is bytes [offsets[r + 1], offsets[r + 2]).
  let next = -1;
  let carry: Buffer = Buffer.alloc(0);
  let carryStart = offsets[0] ?? 0;
  for await (const piece of createReadStream(folder.sentUpload, { highWaterMark })) {
    if (signal?.aborted) throw new AppError('cancelled', { what: 'dry-run' });
    const bytes: Buffer = carry.length > 0 ? Buffer.concat([carry, piece as Buffer]) : (piece as Buffer);
    const base = carryStart;
    let consumed = 0;
    while (next < records) {
      const start = offsets[next + 1]! - base;
      const end = offsets[next + 2]! - base;
      if (end > bytes.length) break;
      if (next === -1) {
        const header = recordFields(bytes, start, end, sep).map((f) => f.trim().toLowerCase());
        if (!header.includes('name')) throw new AppError('invalid-argument', { reason: 'no-name-column' });
        sink.header(header);
      } else {
        sink.record(bytes, fieldSpans(bytes, start, contentEnd(bytes, start, end), sep));
      }
      consumed = end;
      next++;
    }
    sink.pieceEnd();
    carry = bytes.subarray(consumed);
    carryStart = base + consumed;
    // Pieces the stream has buffered come without a turn of the event loop between them.
    await nextTurn();
  }
  if (next < records) throw new AppError('corrupt-file', { path: folder.sentUpload, kind: 'staged-upload' });
  const stored = uint32sOf(await readFile(folder.lineMap));
  const lineMap = stored.length === records ? stored.slice() : Uint32Array.from({ length: records }, (_, i) => i + 2);
  return { records, lineMap };
}

/** Field `index` of a record (trimmed), '' where the record is short. */
function field(bytes: Buffer, spans: number[], index: number): string {
  return 2 * index < spans.length ? fieldValue(bytes, spans[2 * index]!, spans[2 * index + 1]!).trim() : '';
}
