/**
 * One page of a job's saved report, joined to the upload: reads the page's records (one
 * read), their messages, and just the upload records the page names (through the offsets
 * index), so that answering a page costs the same for a report of ten lines or ten million.
 *
 * Join (spec 2.5, 4.4): upload line L is upload record L - 2; its values come from the kept
 * upload copy by column name, never the password; its line in the administrator's file is
 * lineMap[L - 2] (the line itself when the upload is that file). A line the comparison left
 * out of the upload (report-seal.ts) is joined to what `left-out.*` kept of it instead.
 */
import type { ReportLine } from '../../../../shared/models/job';
import { predictedStatusOf } from '../../../../shared/models/dry-run';
import { readPrediction } from './job-prediction';
import { leftOutIndexOf } from './report-seal';
import { readLeftOutEntries } from '../../uploads/left-out-file';
import { AppError } from '../../errors';
import { SEPARATOR_BYTE, recordFields } from '../../support/csv-record';
import { LINE_MAP_BYTES, OFFSET_BYTES } from '../store/job-folder';
import type { JobFolder } from '../store/job-folder';
import { readRanges } from '../../support/ranged-read';
import type { ByteRange } from '../../support/ranged-read';
import type { ReportMeta } from './report-meta';
import { RECORD_BYTES, readEntry } from './report-records';
import type { StoredEntry } from './report-records';
import { isPasswordColumn, keptColumns, keptCopy, readUploadMeta } from '../../uploads/upload-meta';
import type { UploadMeta } from '../../uploads/upload-meta';

export interface PageRequest {
  status?: string | undefined;
  /** Only these positions of report.lines (the lines whose outcome differs from the prediction). */
  positions?: Uint32Array | undefined;
  offset: number;
  limit: number;
}

/** How many lines a page request selects, and where they start in which file. */
function selection(folder: JobFolder, meta: ReportMeta, page: PageRequest) {
  if (page.status === undefined) return { file: folder.reportLines, first: 0, total: meta.total };
  const group = meta.statuses.find((s) => s.status === page.status);
  return { file: folder.reportByStatus, first: group?.start ?? 0, total: group?.count ?? 0 };
}

export async function readReportPage(
  folder: JobFolder,
  meta: ReportMeta,
  page: PageRequest,
): Promise<{ total: number; lines: ReportLine[] }> {
  const entries: StoredEntry[] = [];
  let total: number;
  if (page.positions) {
    total = page.positions.length;
    const chosen = page.positions.subarray(Math.min(page.offset, total), Math.min(page.offset + page.limit, total));
    const ranges = Array.from(chosen, (p): ByteRange => [p * RECORD_BYTES, (p + 1) * RECORD_BYTES]);
    if (ranges.length === 0) return { total, lines: [] };
    for (const record of await readRanges(folder.reportLines, ranges)) entries.push(readEntry(record, 0));
  } else {
    const selected = selection(folder, meta, page);
    total = selected.total;
    const from = Math.min(page.offset, total);
    const count = Math.max(0, Math.min(page.limit, total - from));
    if (count === 0) return { total, lines: [] };
    const start = (selected.first + from) * RECORD_BYTES;
    const [records] = await readRanges(selected.file, [[start, start + count * RECORD_BYTES]]);
    for (let i = 0; i < count; i++) entries.push(readEntry(records!, i * RECORD_BYTES));
  }
  return { total, lines: await joinedLines(folder, entries, (index) => meta.statuses[index]?.status ?? '') };
}

/**
 * Stored entries as report lines: their messages, upload values and source lines, and the
 * prediction kept with the job. `statusWord` names a status index (report.json lists the
 * words in index order; a report still arriving knows them from its fetch).
 */
export async function joinedLines(
  folder: JobFolder,
  entries: readonly StoredEntry[],
  statusWord: (index: number) => string,
): Promise<ReportLine[]> {
  const leftOutAt = entries.map((e) => leftOutIndexOf(e.line)).filter((k) => k >= 0);
  const [messages, joined, prediction, leftOut] = await Promise.all([
    readMessages(folder, entries),
    joinToUpload(folder, entries),
    readPrediction(folder.dir),
    readLeftOutEntries(folder, leftOutAt),
  ]);
  let nextLeftOut = 0;
  return entries.map((entry, i) => {
    if (entry.line <= -2) {
      // Left out before the upload: never sent, so no upload line; who it is, as the upload knew it.
      // A kept line's message is its changed columns (upload names, comma-separated): the shells word them.
      const left = leftOut[nextLeftOut++]!;
      return {
        line: 0,
        sourceLine: left.sourceLine,
        status: statusWord(entry.status),
        message: left.changed.join(','),
        values: left.values,
      };
    }
    const line: ReportLine = {
      line: entry.line,
      sourceLine: joined[i]!.sourceLine,
      status: statusWord(entry.status),
      message: messages[i]!,
      values: joined[i]!.values,
    };
    const predicted = prediction && entry.line >= 2 ? predictedStatusOf(prediction[entry.line - 2] ?? 0) : null;
    if (predicted) line.predicted = predicted;
    return line;
  });
}

async function readMessages(folder: JobFolder, entries: readonly StoredEntry[]): Promise<string[]> {
  const distinct = new Map<string, number>();
  const ranges: ByteRange[] = [];
  const slot = entries.map((e) => {
    const key = `${e.messageOffset}:${e.messageLength}`;
    let index = distinct.get(key);
    if (index === undefined) {
      index = ranges.length;
      distinct.set(key, index);
      ranges.push([e.messageOffset, e.messageOffset + e.messageLength]);
    }
    return index;
  });
  const texts = (await readRanges(folder.reportMessages, ranges)).map((b) => b.toString('utf8'));
  return slot.map((i) => texts[i]!);
}

interface Joined {
  sourceLine: number | null;
  values: Record<string, string>;
}

const NOTHING: Joined = { sourceLine: null, values: {} };

/**
 * The upload values and source line of each entry. The kept copy can change under a
 * reader (the copy with passwords is replaced by the one without): then it reads again.
 */
export async function joinToUpload(folder: JobFolder, entries: readonly { line: number }[]): Promise<Joined[]> {
  for (let attempt = 0; ; attempt++) {
    const upload = await readUploadMeta(folder).catch(() => null);
    if (!upload) return entries.map(() => NOTHING);
    try {
      return await joinWith(folder, upload, entries);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt > 0) throw error;
    }
  }
}

async function joinWith(
  folder: JobFolder,
  upload: UploadMeta,
  entries: readonly { line: number }[],
): Promise<Joined[]> {
  const indexes = entries.map((e) => (e.line >= 2 && e.line - 2 < upload.records ? e.line - 2 : -1));
  const wanted = indexes.filter((i) => i >= 0);
  if (wanted.length === 0) return entries.map(() => NOTHING);
  const copy = keptCopy(folder, upload);
  const offsetRanges: ByteRange[] = wanted.map((i) => [(i + 1) * OFFSET_BYTES, (i + 3) * OFFSET_BYTES]);
  const [offsetBytes, mapBytes] = await Promise.all([
    readRanges(copy.offsets, offsetRanges),
    upload.lineMapEntries === 0
      ? Promise.resolve(null)
      : readRanges(
          folder.lineMap,
          wanted.map((i): ByteRange => [i * LINE_MAP_BYTES, (i + 1) * LINE_MAP_BYTES]),
        ),
  ]);
  const recordRanges = offsetBytes.map((b): ByteRange => {
    if (b.length < 2 * OFFSET_BYTES) throw corrupt(copy.offsets);
    return [b.readDoubleLE(0), b.readDoubleLE(OFFSET_BYTES)];
  });
  const records = await readRanges(copy.upload, recordRanges);
  const columns = keptColumns(upload);
  const separator = SEPARATOR_BYTE[upload.separator];
  const byIndex = new Map<number, Joined>();
  wanted.forEach((index, k) => {
    const record = records[k]!;
    const fields = recordFields(record, 0, record.length, separator);
    const values: Record<string, string> = {};
    columns.forEach((column, j) => {
      if (column === '' || isPasswordColumn(column)) return;
      values[column] = fields[j] ?? '';
    });
    const mapped = mapBytes ? (mapBytes[k]!.length === LINE_MAP_BYTES ? mapBytes[k]!.readUInt32LE(0) : 0) : index + 2;
    byIndex.set(index, { sourceLine: mapped === 0 ? null : mapped, values });
  });
  return indexes.map((i) => (i < 0 ? NOTHING : byIndex.get(i)!));
}

function corrupt(path: string): AppError {
  return new AppError('corrupt-file', { path, kind: 'offsets' });
}
