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

/** Bytes read at a time: a few thousand records, a few milliseconds of work between two turns of the loop. */
const PIECE_BYTES = 1 << 18;

export async function readUploadKeys(
  dir: string,
  separator: CsvSeparator,
  onSlice: KeySlice,
  signal?: AbortSignal,
  /** Further columns to read (the comparison's fields), matched to the header ignoring case. */
  columns: readonly string[] = [],
): Promise<UploadKeys> {
  const folder = uploadFolder(dir);
  const offsets = float64sOf(await readFile(folder.sentOffsets));
  const records = Math.max(0, offsets.length - 2);
  const sep = SEPARATOR_BYTE[separator];
  let nameIndex = -1;
  let emailIndex = -1;
  let further: { column: string; index: number }[] = [];
  // Record r (-1: the header) is bytes [offsets[r + 1], offsets[r + 2]).
  let next = -1;
  let carry: Buffer = Buffer.alloc(0);
  let carryStart = offsets[0] ?? 0;
  // Comparing reads five more fields a record and folds names: smaller pieces keep each turn short.
  const highWaterMark = columns.length > 0 ? PIECE_BYTES / 4 : PIECE_BYTES;
  for await (const piece of createReadStream(folder.sentUpload, { highWaterMark })) {
    if (signal?.aborted) throw new AppError('cancelled', { what: 'dry-run' });
    const bytes: Buffer = carry.length > 0 ? Buffer.concat([carry, piece as Buffer]) : (piece as Buffer);
    const base = carryStart;
    const first = Math.max(0, next);
    const names: string[] = [];
    const emails: string[] = [];
    const values: Record<string, string[]> = {};
    for (const { column } of further) values[column] = [];
    let consumed = 0;
    while (next < records) {
      const start = offsets[next + 1]! - base;
      const end = offsets[next + 2]! - base;
      if (end > bytes.length) break;
      if (next === -1) {
        const header = recordFields(bytes, start, end, sep).map((f) => f.trim().toLowerCase());
        nameIndex = header.indexOf('name');
        emailIndex = header.indexOf('email');
        if (nameIndex < 0) throw new AppError('invalid-argument', { reason: 'no-name-column' });
        further = columns
          .map((column) => ({ column, index: header.indexOf(column.toLowerCase()) }))
          .filter(({ index }) => index >= 0);
        for (const { column } of further) values[column] = [];
      } else {
        // Only the two fields looked up are decoded: the others would be garbage at once.
        const spans = fieldSpans(bytes, start, contentEnd(bytes, start, end), sep);
        names.push(field(bytes, spans, nameIndex));
        emails.push(emailIndex < 0 ? '' : field(bytes, spans, emailIndex));
        for (const { column, index } of further) values[column]!.push(field(bytes, spans, index));
      }
      consumed = end;
      next++;
    }
    if (names.length > 0) onSlice(names, emails, first, values);
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
