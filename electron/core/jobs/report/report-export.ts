/**
 * The files a finished job offers: the report as CSV, and the FAILED
 * rows in the 5.34 layout (the upload's own columns and separator), ready to fix and import
 * again (the rows the server never reached: unreached-rows.ts). Both go through the one CSV writer (formula guard included) into a TextSink.
 * Neither ever holds a password unless the caller still has the upload in memory.
 */
import { CSV_SEPARATOR_CHAR } from '../../../../shared/csv/separator';
import type { CsvSeparator } from '../../../../shared/csv/separator';
import { csvLine } from '../../../../shared/csv/csv-writer';
import { csvFormatOf, preambleOf } from '../../../../shared/csv/export-format';
import type { ExportFormat } from '../../../../shared/csv/export-format';
import type { ExportNote } from '../../../../shared/models/files';
import type { JobRecord, ReportLine } from '../../../../shared/models/job';
import type { TextSink } from '../../files/text-sink';
import { isPasswordColumn as isPassword } from '../../uploads/upload-meta';

export const CSV_MIME = 'text/csv';

function baseName(fileName: string): string {
  const last = fileName.split(/[\\/]/).pop() ?? fileName;
  return last.replace(/\.(csv|txt)$/i, '') || 'import';
}

export const reportFileName = (job: JobRecord): string => `${baseName(job.fileName)}-report.csv`;
export const failedRowsFileName = (job: JobRecord): string => `${baseName(job.fileName)}-failed.csv`;
export const unreachedRowsFileName = (job: JobRecord): string => `${baseName(job.fileName)}-not-reached.csv`;

/** line, source line, status, message, then the source values (never the password); in the format asked for. */
export async function writeReportCsv(
  sink: TextSink,
  columns: readonly string[],
  lines: Iterable<ReportLine> | AsyncIterable<ReportLine>,
  format?: ExportFormat,
): Promise<void> {
  const csv = csvFormatOf(format);
  const valueColumns = columns.filter((c) => c !== '' && !isPassword(c));
  await sink.write(preambleOf(format) + csvLine(['line', 'sourceLine', 'status', 'message', ...valueColumns], csv));
  for await (const l of lines) {
    await sink.write(
      csvLine(
        [
          // A line left out before the upload has none there.
          l.line === 0 ? '' : String(l.line),
          l.sourceLine === null ? '' : String(l.sourceLine),
          l.status,
          l.message,
          ...valueColumns.map((c) => l.values[c] ?? ''),
        ],
        csv,
      ),
    );
  }
}

/**
 * The FAILED lines as upload rows. `passwordOf(line)` gives a line's password while the
 * upload is still in this process's memory; null when it is gone (after a restart).
 * Answers the notes the user must read with the file, as codes the shells word.
 */
export async function writeFailedRowsCsv(
  sink: TextSink,
  separator: CsvSeparator,
  columns: readonly string[],
  lines: Iterable<ReportLine> | AsyncIterable<ReportLine>,
  passwordOf: ((line: number) => string | undefined) | null,
): Promise<ExportNote[]> {
  const format = { separator: CSV_SEPARATOR_CHAR[separator] };
  await sink.write(csvLine(columns, format));
  let failed = 0;
  let usable = 0;
  for await (const l of lines) {
    if (l.status !== 'FAILED') continue;
    failed++;
    if (l.line < 2 || Object.keys(l.values).length === 0) continue;
    usable++;
    await sink.write(
      csvLine(
        columns.map((c) => (isPassword(c) ? (passwordOf?.(l.line) ?? '') : (l.values[c] ?? ''))),
        format,
      ),
    );
  }
  const notes: ExportNote[] = [];
  if (columns.some(isPassword) && usable > 0 && passwordOf === null)
    notes.push({ code: 'passwords-empty', params: {} });
  const lost = failed - usable;
  if (lost > 0) notes.push({ code: 'lines-unmatched', params: { count: lost } });
  if (failed === 0) notes.push({ code: 'no-failed-lines', params: {} });
  return notes;
}
