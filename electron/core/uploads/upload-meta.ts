/**
 * What a job's upload files hold (`upload.json` in the job's folder): the columns as sent,
 * the separator, how many records, and whether the copy with passwords is gone.
 */
import { CSV_SEPARATORS } from '../../../shared/csv/separator';
import type { CsvSeparator } from '../../../shared/csv/separator';
import { z } from 'zod';
import { AppError } from '../errors';
import { writeFileAtomic } from '../store/atomic-file';
import { SEPARATOR_BYTE, recordFields } from '../support/csv-record';
import { OFFSET_BYTES } from './upload-folder';
import type { UploadFolder } from './upload-folder';
import { readJsonFile } from '../store/json-file';
import { readRanges } from '../support/ranged-read';

export interface UploadMeta {
  version: 1;
  /** The header as sent (trimmed), password included as a name. */
  columns: string[];
  /** Index of the password column in `columns`, or -1. */
  passwordIndex: number;
  separator: CsvSeparator;
  /** Records after the header. */
  records: number;
  /** Size of the file as sent. */
  bytes: number;
  /** Entries of line-map.u32: `records`, or 0 when the upload is the administrator's file itself. */
  lineMapEntries: number;
  /** true once the copy as sent (upload.csv) has been replaced by stored.csv, without the password column. */
  passwordsRemoved: boolean;
}

export const uploadMetaSchema = z.object({
  version: z.literal(1),
  columns: z.array(z.string()),
  passwordIndex: z.number().int().min(-1),
  separator: z.enum(CSV_SEPARATORS),
  records: z.number().int().min(0),
  bytes: z.number().int().min(0),
  lineMapEntries: z.number().int().min(0),
  passwordsRemoved: z.boolean(),
}) satisfies z.ZodType<UploadMeta>;

export const isPasswordColumn = (column: string): boolean => column.toLowerCase() === 'password';

export function passwordIndexOf(columns: readonly string[]): number {
  return columns.findIndex(isPasswordColumn);
}

/** The columns of the copy that is kept (stored.csv has no password column). */
export function keptColumns(meta: UploadMeta): string[] {
  return meta.passwordsRemoved && meta.passwordIndex >= 0
    ? meta.columns.filter((_, i) => i !== meta.passwordIndex)
    : meta.columns;
}

/** The upload copy that is kept, and its offsets. */
export function keptCopy(folder: UploadFolder, meta: UploadMeta): { upload: string; offsets: string } {
  return meta.passwordsRemoved
    ? { upload: folder.storedUpload, offsets: folder.storedOffsets }
    : { upload: folder.sentUpload, offsets: folder.sentOffsets };
}

export function readUploadMeta(folder: UploadFolder): Promise<UploadMeta | null> {
  return readJsonFile(folder.uploadMeta, uploadMetaSchema, 'upload description');
}

export function writeUploadMeta(folder: UploadFolder, meta: UploadMeta): Promise<void> {
  return writeFileAtomic(folder.uploadMeta, `${JSON.stringify(meta)}\n`);
}

/** The header of the upload as sent, read with the job's separator (trimmed names). */
export async function readUploadHeader(folder: UploadFolder, separator: CsvSeparator): Promise<string[]> {
  const [offsets] = await readRanges(folder.sentOffsets, [[0, 2 * OFFSET_BYTES]]);
  if (!offsets || offsets.length < 2 * OFFSET_BYTES) return [];
  const [header] = await readRanges(folder.sentUpload, [[offsets.readDoubleLE(0), offsets.readDoubleLE(OFFSET_BYTES)]]);
  return recordFields(header!, 0, header!.length, SEPARATOR_BYTE[separator]).map((h) => h.trim());
}

/**
 * Notes what a staged upload that a job took over holds (`upload.json`), from its header and
 * what staging counted; refuses an upload whose header is blank.
 */
export async function describeTakenUpload(
  folder: UploadFolder,
  separator: CsvSeparator,
  staged: { records: number; bytes: number; lineMapEntries: number },
): Promise<void> {
  const columns = await readUploadHeader(folder, separator);
  if (columns.every((c) => c === '')) throw new AppError('invalid-argument', { reason: 'no-header' });
  await writeUploadMeta(folder, {
    version: 1,
    columns,
    passwordIndex: passwordIndexOf(columns),
    separator,
    records: staged.records,
    bytes: staged.bytes,
    lineMapEntries: staged.lineMapEntries,
    passwordsRemoved: false,
  });
}
