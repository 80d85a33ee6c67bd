/**
 * The upload's records the server never reached: a job the server aborted half-way (FAILED,
 * or a report shorter than the upload) names in its per-line report only the lines it got
 * to. "Retry the lines not reached" hands the others back as a file in the upload's layout,
 * with their passwords while this run of the app still holds them (see upload-strip.ts).
 */
import { access } from 'node:fs/promises';
import { csvLine } from '../../../../shared/csv/csv-writer';
import type { ExportNote } from '../../../../shared/models/files';
import { CSV_SEPARATOR_CHAR } from '../../../../shared/csv/separator';
import { AppError } from '../../errors';
import { fileSink } from '../../files/text-sink';
import type { TaskContext } from '../../work/work-protocol';
import { SEPARATOR_BYTE, contentEnd, recordFields } from '../../support/csv-record';
import { OFFSET_BYTES, jobFolder } from '../store/job-folder';
import type { JobFolder } from '../store/job-folder';
import { readRanges } from '../../support/ranged-read';
import { readReportMeta } from './report-meta';
import { RECORD_BYTES, lineAt } from './report-records';
import { readUploadMeta } from '../../uploads/upload-meta';

/** Records read at a time. */
const BATCH = 16 * 1024;

/** reached[i] = 1 when the report names upload record i (upload line i + 2). */
export async function reachedRecords(folder: JobFolder, records: number): Promise<Uint8Array> {
  const reached = new Uint8Array(records);
  const meta = await readReportMeta(folder).catch(() => null);
  if (!meta) return reached;
  for (let first = 0; first < meta.total; first += BATCH) {
    const count = Math.min(BATCH, meta.total - first);
    const [bytes] = await readRanges(folder.reportLines, [[first * RECORD_BYTES, (first + count) * RECORD_BYTES]]);
    for (let at = 0; at + RECORD_BYTES <= bytes!.length; at += RECORD_BYTES) {
      const index = lineAt(bytes!, at) - 2;
      if (index >= 0 && index < records) reached[index] = 1;
    }
  }
  return reached;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Worker task: the unreached records as a CSV file; `passwords`: [upload line, password] this run holds, or null. */
export async function exportUnreachedRowsCsv(
  input: { dir: string; target: string; passwords: [number, string][] | null },
  { signal }: TaskContext,
): Promise<{ notes?: ExportNote[]; rows: number }> {
  const folder = jobFolder(input.dir);
  const upload = await readUploadMeta(folder);
  if (!upload) throw new AppError('no-report', { reason: 'upload-not-kept', dir: input.dir });
  const reached = await reachedRecords(folder, upload.records);
  // The copy as sent while it is kept (passwords in it), else the stored one without the password column.
  const sent = await exists(folder.sentUpload);
  const [file, offsetsFile] = sent
    ? [folder.sentUpload, folder.sentOffsets]
    : [folder.storedUpload, folder.storedOffsets];
  const passwords = input.passwords ? new Map(input.passwords) : null;
  const password = upload.passwordIndex;
  const format = { separator: CSV_SEPARATOR_CHAR[upload.separator] };
  const separator = SEPARATOR_BYTE[upload.separator];
  const sink = fileSink(input.target);
  await sink.write(csvLine(upload.columns, format));
  let rows = 0;
  for (let first = 0; first < upload.records; first += BATCH) {
    if (signal.aborted) throw new AppError('cancelled');
    const count = Math.min(BATCH, upload.records - first);
    // Offsets entry k + 1 is the start of record k (entry 0: the header).
    const [offsetBytes] = await readRanges(offsetsFile, [
      [(first + 1) * OFFSET_BYTES, (first + count + 2) * OFFSET_BYTES],
    ]);
    const at = (k: number) => offsetBytes!.readDoubleLE(k * OFFSET_BYTES);
    const base = at(0);
    const [bytes] = await readRanges(file, [[base, at(count)]]);
    for (let k = 0; k < count; k++) {
      const index = first + k;
      if (reached[index]) continue;
      const start = at(k) - base;
      const fields = recordFields(bytes!, start, contentEnd(bytes!, start, at(k + 1) - base), separator);
      // The stored copy has no password column: it goes back in, with the password this run kept.
      if (password >= 0 && !sent) fields.splice(password, 0, passwords?.get(index + 2) ?? '');
      await sink.write(csvLine(fields, format));
      rows++;
    }
  }
  await sink.end();
  // What the person must know about the file, as codes the shells word (export.note.<code>).
  const notes: ExportNote[] = [];
  if (rows > 0 && password >= 0 && !sent && !passwords) notes.push({ code: 'passwords-empty', params: {} });
  if (rows === 0) notes.push({ code: 'all-reached', params: {} });
  return notes.length > 0 ? { notes, rows } : { rows };
}
