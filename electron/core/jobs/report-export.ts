/**
 * The two files a finished job offers (issue 5 item 4): the report as CSV, and the FAILED
 * rows in the 5.34 layout (the upload's own columns and separator), ready to fix and import
 * again. Neither ever holds a password unless the caller still has the upload in memory.
 */
import Papa from 'papaparse';
import type { ExportedFile, JobRecord, ReportLine } from '../../../shared/models/job';
import { SEPARATOR_CHAR } from './upload-content';

const CSV_MIME = 'text/csv';

function writeCsv(rows: string[][], delimiter: string): string {
  // RFC 4180: CRLF line ends, quotes only where a field needs them.
  return `${Papa.unparse(rows, { delimiter, newline: '\r\n', quotes: false })}\r\n`;
}

function baseName(fileName: string): string {
  const last = fileName.split(/[\\/]/).pop() ?? fileName;
  return last.replace(/\.(csv|txt)$/i, '') || 'import';
}

const isPassword = (column: string) => column.toLowerCase() === 'password';

/** line, source line, status, message, then the source values (never the password). */
export function reportCsv(job: JobRecord, columns: readonly string[], lines: readonly ReportLine[]): ExportedFile {
  const valueColumns = columns.filter((c) => c !== '' && !isPassword(c));
  const rows = [
    ['line', 'sourceLine', 'status', 'message', ...valueColumns],
    ...lines.map((l) => [
      String(l.line),
      l.sourceLine === null ? '' : String(l.sourceLine),
      l.status,
      l.message,
      ...valueColumns.map((c) => l.values[c] ?? ''),
    ]),
  ];
  return { fileName: `${baseName(job.fileName)}-report.csv`, content: writeCsv(rows, ','), mimeType: CSV_MIME };
}

/**
 * The FAILED lines as upload rows. `passwordOf(line)` gives a line's password while the
 * upload is still in this process's memory; null when it is gone (after a restart).
 */
export function failedRowsCsv(
  job: JobRecord,
  columns: readonly string[],
  lines: readonly ReportLine[],
  passwordOf: ((line: number) => string | undefined) | null,
): ExportedFile {
  const failed = lines.filter((l) => l.status === 'FAILED');
  const usable = failed.filter((l) => l.line >= 2 && Object.keys(l.values).length > 0);
  const rows = [
    [...columns],
    ...usable.map((l) => columns.map((c) => (isPassword(c) ? (passwordOf?.(l.line) ?? '') : (l.values[c] ?? '')))),
  ];
  const notes: string[] = [];
  if (columns.some(isPassword) && usable.length > 0 && passwordOf === null) {
    notes.push(
      'The password column is empty: the app never stores passwords and no longer holds this upload in memory. Fill in the passwords before importing again.',
    );
  }
  const lost = failed.length - usable.length;
  if (lost > 0) {
    notes.push(
      `${lost} failed ${lost === 1 ? 'line' : 'lines'} could not be matched to a row of the upload (the server gave no usable line number) and ${lost === 1 ? 'is' : 'are'} not in the file.`,
    );
  }
  if (failed.length === 0) notes.push('No line failed; the file holds only the header.');
  const file: ExportedFile = {
    fileName: `${baseName(job.fileName)}-failed.csv`,
    content: writeCsv(rows, SEPARATOR_CHAR[job.options.separator]),
    mimeType: CSV_MIME,
  };
  if (notes.length > 0) file.note = notes.join(' ');
  return file;
}
