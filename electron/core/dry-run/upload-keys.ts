/**
 * The name and e-mail address of every record of a staged upload, read where it lies (the
 * upload file and its offsets index, jobs/job-folder.ts), in chunks: what a dry run looks up.
 * Keys are kept as the server compares them: trimmed, in lower case.
 */
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { CsvSeparator } from '../../../shared/csv/separator';
import { AppError } from '../errors';
import { recordFields, SEPARATOR_BYTE } from '../jobs/csv-record';
import { jobFolder } from '../jobs/job-folder';

export interface UploadKeys {
  /** Per record: the user name and e-mail as written (trimmed), and the same in lower case. */
  names: string[];
  emails: string[];
  /** lineMap[i]: the administrator's line of record i (i + 2 when the upload is that file). */
  lineMap: Uint32Array;
}

export async function readUploadKeys(dir: string, separator: CsvSeparator, signal?: AbortSignal): Promise<UploadKeys> {
  const folder = jobFolder(dir);
  const offsets = new Float64Array(aligned(await readFile(folder.sentOffsets)));
  const records = Math.max(0, offsets.length - 2);
  const sep = SEPARATOR_BYTE[separator];
  const names: string[] = new Array<string>(records);
  const emails: string[] = new Array<string>(records);
  let nameIndex = -1;
  let emailIndex = -1;
  // Record r (-1: the header) is bytes [offsets[r + 1], offsets[r + 2]).
  let next = -1;
  let carry: Buffer = Buffer.alloc(0);
  let carryStart = offsets[0] ?? 0;
  for await (const piece of createReadStream(folder.sentUpload, { highWaterMark: 1 << 20 })) {
    if (signal?.aborted) throw new AppError('cancelled', 'The dry run was cancelled.');
    const bytes: Buffer = carry.length > 0 ? Buffer.concat([carry, piece as Buffer]) : (piece as Buffer);
    const base = carryStart;
    let consumed = 0;
    while (next < records) {
      const start = offsets[next + 1]! - base;
      const end = offsets[next + 2]! - base;
      if (end > bytes.length) break;
      const fields = recordFields(bytes, start, end, sep);
      if (next === -1) {
        const header = fields.map((f) => f.trim().toLowerCase());
        nameIndex = header.indexOf('name');
        emailIndex = header.indexOf('email');
        if (nameIndex < 0) throw new AppError('invalid-argument', 'The upload file has no name column.');
      } else {
        names[next] = (fields[nameIndex] ?? '').trim();
        emails[next] = emailIndex < 0 ? '' : (fields[emailIndex] ?? '').trim();
      }
      consumed = end;
      next++;
    }
    carry = bytes.subarray(consumed);
    carryStart = base + consumed;
  }
  if (next < records) throw new AppError('corrupt-file', 'The staged upload is shorter than its index.');
  const stored = new Uint32Array(aligned(await readFile(folder.lineMap)));
  const lineMap = stored.length === records ? stored.slice() : Uint32Array.from({ length: records }, (_, i) => i + 2);
  return { names, emails, lineMap };
}

/** The file's bytes in a buffer of their own (a Buffer may sit at any offset of a shared pool). */
function aligned(bytes: Buffer): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}
