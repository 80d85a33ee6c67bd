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
import { contentEnd, FieldSpans, fieldValue, recordFields, SEPARATOR_BYTE } from '../support/csv-record';
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
 * first + 1, ..., and the further columns asked for that the upload has (by the name asked;
 * valid during the call only).
 */
export type KeySlice = (names: string[], emails: string[], first: number, columns: ColumnSlice) => void;
export type ColumnSlice = Readonly<Record<string, FieldColumn>>;

/**
 * A further column of a piece of records: each line's field where it lies in the upload's
 * bytes, its text decoded only when asked. A comparison finds most fields unchanged, which
 * it tells from the bytes (ServerDirectory.fieldIsAt): 300,000 strings a yearly file spared.
 */
export interface FieldColumn {
  /** Line i's field, trimmed ('' where the record has none). */
  text(i: number): string;
  /** The bytes the fields lie in; null where only their text is known (`textColumn`). */
  readonly bytes: Buffer | null;
  /** Where line i's field lies in `bytes`, as the upload has it (quoted or not, untrimmed); -1 where the record has none. */
  start(i: number): number;
  end(i: number): number;
}

/** A column of text values (already trimmed). */
export function textColumn(values: readonly string[]): FieldColumn {
  return { text: (i) => values[i] ?? '', bytes: null, start: () => -1, end: () => -1 };
}

/** A column's fields in a piece of the upload: spans[2i], spans[2i + 1] (-1: none) in `bytes`. */
class BytesColumn implements FieldColumn {
  constructor(
    readonly bytes: Buffer,
    private readonly spans: Int32Array,
  ) {}

  text(i: number): string {
    const start = this.spans[2 * i]!;
    return start < 0 ? '' : fieldValue(this.bytes, start, this.spans[2 * i + 1]!).trim();
  }

  start(i: number): number {
    return this.spans[2 * i]!;
  }

  end(i: number): number {
    return this.spans[2 * i + 1]!;
  }
}

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
  /** The header's fields; how many of each record's first fields the sink reads. */
  header(fields: string[]): number;
  /** `fields`: where the record's fields lie (valid during the call only). */
  record(bytes: Buffer, fields: FieldSpans): void;
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
  let further: { column: string; index: number; spans: Int32Array }[] = [];
  let first = 0;
  let names: string[] = [];
  let emails: string[] = [];
  let bytesNow: Buffer | null = null;
  // Comparing reads five more fields a record and folds names: smaller pieces keep each turn short.
  const highWaterMark = columns.length > 0 ? PIECE_BYTES / 4 : PIECE_BYTES;
  return readRecords(dir, separator, highWaterMark, signal, {
    header(header) {
      nameIndex = header.indexOf('name');
      emailIndex = header.indexOf('email');
      further = columns
        .map((column) => ({ column, index: header.indexOf(column.toLowerCase()), spans: new Int32Array(1024) }))
        .filter(({ index }) => index >= 0);
      return 1 + Math.max(nameIndex, emailIndex, ...further.map(({ index }) => index));
    },
    record(bytes, fields) {
      // Only the name and e-mail are decoded: the further columns where they lie, decoded when asked.
      const line = names.length;
      const { spans, length } = fields;
      names.push(field(bytes, fields, nameIndex));
      emails.push(emailIndex < 0 ? '' : field(bytes, fields, emailIndex));
      bytesNow = bytes;
      for (const column of further) {
        if (2 * line + 2 > column.spans.length) {
          const bigger = new Int32Array(2 * column.spans.length);
          bigger.set(column.spans);
          column.spans = bigger;
        }
        const at = 2 * column.index;
        column.spans[2 * line] = at < length ? spans[at]! : -1;
        column.spans[2 * line + 1] = at < length ? spans[at + 1]! : -1;
      }
    },
    pieceEnd() {
      if (names.length > 0) {
        const values: Record<string, FieldColumn> = {};
        for (const { column, spans } of further) values[column] = new BytesColumn(bytesNow!, spans);
        onSlice(names, emails, first, values);
      }
      first += names.length;
      names = [];
      emails = [];
      bytesNow = null;
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
      return 1 + Math.max(nameIndex, emailIndex);
    },
    record(bytes, { spans, length }) {
      const name = 2 * nameIndex < length ? 2 * nameIndex : -1;
      const email = emailIndex >= 0 && 2 * emailIndex < length ? 2 * emailIndex : -1;
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
  const fields = new FieldSpans();
  let needed = 0;
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
        needed = sink.header(header);
      } else {
        fields.scan(bytes, start, contentEnd(bytes, start, end), sep, needed);
        sink.record(bytes, fields);
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
function field(bytes: Buffer, { spans, length }: FieldSpans, index: number): string {
  return 2 * index < length ? fieldValue(bytes, spans[2 * index]!, spans[2 * index + 1]!).trim() : '';
}
