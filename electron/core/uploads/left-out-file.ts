/**
 * The lines the comparison left out of an upload, kept beside it (a staged upload's folder,
 * then its job's) for the job's report: `left-out.lines`, one fixed-size record a line in the
 * order the writer left them out, `left-out.values`, each line's values (every column sent
 * but the password) as one UTF-8 text line of tab-separated fields (a kept line's changed
 * columns after them), and `left-out.json`, those values' column names (absent, as in a job
 * saved before it was written: login, names and e-mail). No password is ever among them.
 *
 *   0  uint32  source line (the line in the administrator's file)
 *   4  uint32  reason (index in LEFT_OUT_REASONS)
 *   8  float64 offset of its values in left-out.values
 *  16  uint32  length of its values in bytes
 */
import { readFile, writeFile } from 'node:fs/promises';
import { z } from 'zod';
import {
  LEFT_OUT_COLUMNS,
  countLeftOut,
  leftOutChanged,
  leftOutValues,
  reasonOf,
} from '../../../shared/users-csv/left-out-lines';
import type { LeftOutCounts, LeftOutLines } from '../../../shared/users-csv/left-out-lines';
import type { LeftOutReason } from '../../../shared/users-csv/left-out-reason';
import { AppError } from '../errors';
import { readRanges } from '../support/ranged-read';
import type { ByteRange } from '../support/ranged-read';
import { readJsonFile } from '../store/json-file';
import { isPasswordColumn } from './upload-meta';
import type { UploadFolder } from './upload-folder';

const columnsSchema = z.object({ columns: z.array(z.string()) });

/** The left-out values' column names (a job saved before they were written: LEFT_OUT_COLUMNS). */
async function readLeftOutColumns(folder: UploadFolder): Promise<readonly string[]> {
  const kept = await readJsonFile(folder.leftOutColumns, columnsSchema, 'left-out columns');
  return kept?.columns ?? LEFT_OUT_COLUMNS;
}

export const LEFT_OUT_RECORD_BYTES = 20;

export interface LeftOutEntry {
  sourceLine: number;
  reason: LeftOutReason;
  values: Record<string, string>;
  /** A kept line's changed columns (upload names); none for the other reasons. */
  changed: string[];
}

/**
 * Writes what the writer handed over with the upload (`uploads.finish {leftOut}`); answers the
 * counts by reason. Refuses a text whose lines are not one per left-out line, or an unknown reason.
 */
export async function writeLeftOut(folder: UploadFolder, leftOut: LeftOutLines): Promise<LeftOutCounts> {
  const { lines, reasons } = leftOut;
  // A report never keeps a password: a writer that hands one over is refused.
  if (leftOut.columns?.some(isPasswordColumn)) {
    throw new AppError('invalid-argument', { reason: 'left-out', lines: lines.length });
  }
  const text = Buffer.from(leftOut.text, 'utf8');
  const records = Buffer.alloc(lines.length * LEFT_OUT_RECORD_BYTES);
  let start = 0;
  for (let i = 0; i < lines.length; i++) {
    const newline = text.indexOf(0x0a, start);
    const end = newline === -1 ? text.length : newline;
    if ((newline === -1) !== (i === lines.length - 1) || reasonOf(reasons[i]!) === undefined) {
      throw new AppError('invalid-argument', { reason: 'left-out', lines: lines.length });
    }
    const at = i * LEFT_OUT_RECORD_BYTES;
    records.writeUInt32LE(lines[i]!, at);
    records.writeUInt32LE(reasons[i]!, at + 4);
    records.writeDoubleLE(start, at + 8);
    records.writeUInt32LE(end - start, at + 16);
    start = end + 1;
  }
  await writeFile(folder.leftOutLines, records, { mode: 0o600 });
  await writeFile(folder.leftOutValues, text, { mode: 0o600 });
  if (leftOut.columns) {
    await writeFile(folder.leftOutColumns, `${JSON.stringify({ columns: leftOut.columns })}\n`, { mode: 0o600 });
  }
  return countLeftOut(reasons);
}

/** Every left-out line's source line and reason code, in the order kept (none: empty arrays). */
export async function readLeftOutLines(folder: UploadFolder): Promise<{ lines: Uint32Array; reasons: Uint8Array }> {
  const bytes = await readFile(folder.leftOutLines).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return Buffer.alloc(0);
    throw error;
  });
  const count = Math.floor(bytes.length / LEFT_OUT_RECORD_BYTES);
  const lines = new Uint32Array(count);
  const reasons = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    lines[i] = bytes.readUInt32LE(i * LEFT_OUT_RECORD_BYTES);
    reasons[i] = bytes.readUInt32LE(i * LEFT_OUT_RECORD_BYTES + 4);
  }
  return { lines, reasons };
}

/** The left-out lines at these indexes (a report page's), read where they lie. */
export async function readLeftOutEntries(folder: UploadFolder, indexes: readonly number[]): Promise<LeftOutEntry[]> {
  if (indexes.length === 0) return [];
  const records = await readRanges(
    folder.leftOutLines,
    indexes.map((k): ByteRange => [k * LEFT_OUT_RECORD_BYTES, (k + 1) * LEFT_OUT_RECORD_BYTES]),
  );
  const ranges = records.map((record): ByteRange => {
    if (record.length < LEFT_OUT_RECORD_BYTES)
      throw new AppError('corrupt-file', { path: folder.leftOutLines, kind: 'left-out' });
    const offset = record.readDoubleLE(8);
    return [offset, offset + record.readUInt32LE(16)];
  });
  const [texts, columns] = await Promise.all([readRanges(folder.leftOutValues, ranges), readLeftOutColumns(folder)]);
  return records.map((record, i) => {
    const text = texts[i]!.toString('utf8');
    return {
      sourceLine: record.readUInt32LE(0),
      reason: reasonOf(record.readUInt32LE(4)) ?? 'unchanged',
      values: leftOutValues(text, columns),
      changed: leftOutChanged(text, columns),
    };
  });
}
