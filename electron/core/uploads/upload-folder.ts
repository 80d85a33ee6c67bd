/**
 * The files of an upload in its folder (a staged upload's, then its job's; mode 0700, every
 * file 0600). The same names in both, so that a job takes a staged upload over by renaming
 * its folder:
 *
 * - `upload.csv`: the upload exactly as sent to the server, passwords included. It exists only
 *   while a job may still need it (see docs/architecture/jobs.md, "Passwords"); then
 * - `stored.csv`: the same records without the password column, kept for the report's join.
 * - `upload.offsets` / `stored.offsets`: the byte offset of every record of that file, as
 *   little-endian float64: [header start, record 0 start, ..., end]. Record i (upload line
 *   i + 2) is bytes [offsets[i + 1], offsets[i + 2]).
 * - `line-map.u32`: lineMap[i], the administrator's line of upload record i, as little-endian
 *   uint32 (0: not known); an empty file when the upload is the administrator's file itself.
 * - `upload.json`: what the files hold (columns, separator, records, which copy is kept).
 * - `left-out.lines` / `left-out.values` / `left-out.json`: the source lines the comparison
 *   left out of the upload, with their reasons, their values but the password, and those
 *   values' column names (left-out-file.ts); absent when none was.
 */
import path from 'node:path';
import { AppError } from '../errors';

if (new Uint8Array(new Uint32Array([1]).buffer)[0] !== 1) {
  // The upload files are written in the platform byte order, which must be little-endian.
  throw new AppError('internal', { invariant: 'little-endian-platform' });
}

export interface UploadFolder {
  dir: string;
  sentUpload: string;
  sentOffsets: string;
  storedUpload: string;
  storedOffsets: string;
  lineMap: string;
  uploadMeta: string;
  leftOutLines: string;
  leftOutValues: string;
  leftOutColumns: string;
}

export function uploadFolder(dir: string): UploadFolder {
  const at = (name: string) => path.join(dir, name);
  return {
    dir,
    sentUpload: at('upload.csv'),
    sentOffsets: at('upload.offsets'),
    storedUpload: at('stored.csv'),
    storedOffsets: at('stored.offsets'),
    lineMap: at('line-map.u32'),
    uploadMeta: at('upload.json'),
    leftOutLines: at('left-out.lines'),
    leftOutValues: at('left-out.values'),
    leftOutColumns: at('left-out.json'),
  };
}

/** Bytes per entry of the offsets files. */
export const OFFSET_BYTES = 8;
/** Bytes per entry of the line map file. */
export const LINE_MAP_BYTES = 4;
