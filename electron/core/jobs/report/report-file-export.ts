/**
 * Worker tasks: the report and the failed rows written as CSV files (report-export.ts) into
 * a file of core's file store, page after page from the saved report, so that neither the
 * main thread nor memory ever holds the whole report.
 */
import type { ExportNote } from '../../../../shared/models/files';
import type { CsvSeparator } from '../../../../shared/csv/separator';
import type { ExportFormat } from '../../../../shared/csv/export-format';
import type { ReportLine } from '../../../../shared/models/job';
import { AppError } from '../../errors';
import { fileSink } from '../../files/text-sink';
import type { TaskContext } from '../../work/work-protocol';
import { jobFolder } from '../store/job-folder';
import type { JobFolder } from '../store/job-folder';
import { writeFailedRowsCsv, writeReportCsv } from './report-export';
import { readReportMeta } from './report-meta';
import type { ReportMeta } from './report-meta';
import { readReportPage } from './report-reader';
import { readUploadMeta } from '../../uploads/upload-meta';

const PAGE = 5_000;

async function* linesOf(
  folder: JobFolder,
  meta: ReportMeta,
  status: string | undefined,
  signal: AbortSignal,
): AsyncIterable<ReportLine> {
  for (let offset = 0; ; offset += PAGE) {
    if (signal.aborted) throw new AppError('cancelled');
    const page = await readReportPage(folder, meta, { status, offset, limit: PAGE });
    yield* page.lines;
    if (offset + PAGE >= page.total) return;
  }
}

async function sources(dir: string) {
  const folder = jobFolder(dir);
  const meta = await readReportMeta(folder);
  if (!meta) throw new AppError('no-report', { reason: 'not-saved', dir });
  const upload = await readUploadMeta(folder).catch(() => null);
  return { folder, meta, columns: upload?.columns ?? [] };
}

export async function exportReportCsv(
  input: { dir: string; target: string; format?: ExportFormat },
  { signal }: TaskContext,
): Promise<void> {
  const { folder, meta, columns } = await sources(input.dir);
  const sink = fileSink(input.target);
  await writeReportCsv(sink, columns, linesOf(folder, meta, undefined, signal), input.format);
  await sink.end();
}

/** `passwords`: [line, password] this run of the app kept for the failed lines, or null when it has none. */
export async function exportFailedRowsCsv(
  input: { dir: string; target: string; separator: CsvSeparator; passwords: [number, string][] | null },
  { signal }: TaskContext,
): Promise<{ notes?: ExportNote[] }> {
  const { folder, meta, columns } = await sources(input.dir);
  const passwords = input.passwords ? new Map(input.passwords) : null;
  const sink = fileSink(input.target);
  const notes = await writeFailedRowsCsv(
    sink,
    input.separator,
    columns,
    linesOf(folder, meta, 'FAILED', signal),
    passwords ? (line) => passwords.get(line) : null,
  );
  await sink.end();
  return notes.length > 0 ? { notes } : {};
}
