/**
 * A split import's report and files made of its parts' own: one page of every part's lines in
 * part order, one file of every part's export (the header once), and the rows of the parts
 * that never started, read from the whole's staged upload.
 */
import { open, readFile } from 'node:fs/promises';
import type { MethodResult, ParsedInput } from '../../../../shared/ipc';
import type { ReportPage } from '../../../../shared/models/job';
import { csvLine } from '../../../../shared/csv/csv-writer';
import { CSV_SEPARATOR_CHAR } from '../../../../shared/csv/separator';
import type { CsvSeparator } from '../../../../shared/csv/separator';
import type { FileStore } from '../../files/file-store';
import { float64sOf } from '../../support/aligned-bytes';
import { SEPARATOR_BYTE, contentEnd, recordFields } from '../../support/csv-record';
import { uploadFolder } from '../../uploads/upload-folder';
import type { JobsService } from '../jobs-service';

/** Every part's lines, in part order: the page of the whole's report. */
export async function mergedReport(
  inner: Pick<JobsService, 'report'>,
  jobIds: readonly string[],
  input: ParsedInput<'jobs.report'>,
): Promise<ReportPage> {
  const page: ReportPage = { total: 0, lines: [], countsByStatus: {} };
  let skip = input.offset;
  let want = input.limit;
  let differing: number | undefined;
  for (const id of jobIds) {
    const part = await inner.report({
      id,
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...(input.differing !== undefined ? { differing: input.differing } : {}),
      offset: skip,
      limit: Math.max(1, want),
    });
    page.total += part.total;
    if (want > 0) page.lines.push(...part.lines.slice(0, want));
    want = Math.max(0, input.limit - page.lines.length);
    skip = Math.max(0, skip - part.total);
    for (const [status, n] of Object.entries(part.countsByStatus))
      page.countsByStatus[status] = (page.countsByStatus[status] ?? 0) + n;
    if (part.differing !== undefined) differing = (differing ?? 0) + part.differing;
  }
  if (differing !== undefined) page.differing = differing;
  return page;
}

/** One file of every part's export, the header (and a BOM, where the format has one) once. */
export async function mergedExport(
  files: FileStore,
  ids: readonly string[],
  name: string,
  each: (id: string) => Promise<MethodResult<'jobs.exportReport'>>,
  after?: (write: (text: string) => Promise<void>) => Promise<void>,
): Promise<MethodResult<'jobs.exportReport'>> {
  const target = await files.create(name, 'text/csv');
  const notes: string[] = [];
  try {
    const out = await open(target.path, 'w', 0o600);
    try {
      let first = true;
      for (const id of ids) {
        const file = await each(id);
        const stored = files.get(file.fileId)!;
        const text = await readFile(stored.path);
        const body = first ? text : text.subarray(text.indexOf('\n') + 1);
        await out.write(body);
        if (file.note) notes.push(file.note);
        first = false;
        await files.discard(file.fileId);
      }
      await after?.(async (text) => void (await out.write(text)));
    } finally {
      await out.close();
    }
    return await files.finish(target.fileId, notes.length > 0 ? [...new Set(notes)].join(' ') : undefined);
  } catch (error) {
    await files.discard(target.fileId);
    throw error;
  }
}

/**
 * The rows of the parts that never started (the whole stopped at an earlier one), from the
 * upload as staged, in the upload's layout: they too were never reached. Gone once the last
 * part's upload was made; then every part has a job of its own and says it itself.
 */
export async function notStartedRows(
  dir: string,
  separator: CsvSeparator,
  started: number,
  ranges: readonly (readonly [number, number])[],
  write: (text: string) => Promise<void>,
): Promise<void> {
  if (started >= ranges.length) return;
  const folder = uploadFolder(dir);
  const offsets = float64sOf(await readFile(folder.sentOffsets));
  const bytes = await readFile(folder.sentUpload).catch(() => null);
  if (!bytes) return;
  const format = { separator: CSV_SEPARATOR_CHAR[separator] };
  for (let k = started; k < ranges.length; k++) {
    const [from, to] = ranges[k]!;
    for (let record = from; record < to; record++) {
      const start = offsets[record + 1]!;
      const end = contentEnd(bytes, start, offsets[record + 2]!);
      await write(csvLine(recordFields(bytes, start, end, SEPARATOR_BYTE[separator]), format));
    }
  }
}
