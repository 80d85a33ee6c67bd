/**
 * Worker task: a job saved by version 1 of the app (`<id>.report.json`, the joined report,
 * or `<id>.rows.json`, the password-free rows waiting for a report) is rewritten into the
 * job's folder, so that it is read like any other: the rows become `stored.csv` (no password
 * column) with its offsets and line map, the report its record files. The old files are
 * removed only once the new ones are complete, so an interrupted migration runs again.
 */
import { CSV_SEPARATOR_CHAR } from '../../../../shared/csv/separator';
import type { CsvSeparator } from '../../../../shared/csv/separator';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { quoteValue } from '../../../../shared/users-csv/upload-writer';
import { GrowableFloat64 } from '../../support/growable';
import { jobFolder } from './job-folder';
import type { JobFolder } from './job-folder';
import { readJsonFile } from '../../store/json-file';
import { ReportIncoming } from '../report/report-incoming';
import { sealReport } from '../report/report-seal';
import { legacyReportSchema, legacyRowsSchema } from './saved-files';
import { isPasswordColumn, passwordIndexOf, writeUploadMeta } from '../../uploads/upload-meta';

export type Migrated = 'report' | 'rows' | 'nothing';

/** Writes records (one array of values per record, null for none) as stored.csv with its offsets and line map. */
async function writeStoredUpload(
  folder: JobFolder,
  columns: string[],
  separator: CsvSeparator,
  records: (readonly string[] | null)[],
  lineMap: readonly number[],
): Promise<void> {
  const sep = CSV_SEPARATOR_CHAR[separator];
  const passwordIndex = passwordIndexOf(columns);
  const keptIndexes = columns.map((_, i) => i).filter((i) => i !== passwordIndex);
  const line = (values: readonly string[]) =>
    `${keptIndexes.map((i) => quoteValue(values[i] ?? '', sep)).join(sep)}\r\n`;
  const offsets = new GrowableFloat64();
  const handle = await open(folder.storedUpload, 'w', 0o600);
  let written = 0;
  const put = async (text: string) => {
    const bytes = Buffer.from(text, 'utf8');
    offsets.push(written);
    await handle.write(bytes);
    written += bytes.length;
  };
  try {
    await put(line(columns));
    for (const record of records)
      await put(record ? line(record) : `${sep.repeat(Math.max(0, keptIndexes.length - 1))}\r\n`);
    offsets.push(written);
    await handle.sync();
  } finally {
    await handle.close();
  }
  const view = offsets.view();
  await writeFileSynced(folder.storedOffsets, new Uint8Array(view.buffer, view.byteOffset, view.byteLength));
  const map = Uint32Array.from(lineMap);
  await writeFileSynced(folder.lineMap, new Uint8Array(map.buffer));
  await writeUploadMeta(folder, {
    version: 1,
    columns,
    passwordIndex,
    separator,
    records: records.length,
    bytes: written,
    lineMapEntries: map.length,
    passwordsRemoved: true,
  });
}

async function writeFileSynced(file: string, bytes: Uint8Array): Promise<void> {
  const handle = await open(file, 'w', 0o600);
  try {
    await handle.write(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export async function migrateLegacyJob(input: {
  jobsDir: string;
  id: string;
  separator: CsvSeparator;
}): Promise<Migrated> {
  const reportFile = path.join(input.jobsDir, `${input.id}.report.json`);
  const rowsFile = path.join(input.jobsDir, `${input.id}.rows.json`);
  const folder = jobFolder(path.join(input.jobsDir, input.id));
  const report = await readJsonFile(reportFile, legacyReportSchema, 'report');
  const rows = report ? null : await readJsonFile(rowsFile, legacyRowsSchema, 'rows');
  if (!report && !rows) return 'nothing';
  await mkdir(folder.dir, { recursive: true, mode: 0o700 });

  if (report) {
    // The joined values are all that is left of the upload: record L - 2 holds line L's values.
    const records: (string[] | null)[] = [];
    const lineMap: number[] = [];
    for (const l of report.lines) {
      if (l.line < 2 || Object.keys(l.values).length === 0) continue;
      const index = l.line - 2;
      while (records.length <= index) {
        records.push(null);
        lineMap.push(0);
      }
      records[index] = report.columns.map((c) => (isPasswordColumn(c) ? '' : (l.values[c] ?? '')));
      lineMap[index] = l.sourceLine ?? 0;
    }
    await writeStoredUpload(folder, report.columns, input.separator, records, lineMap);
    const incoming = await ReportIncoming.open(folder);
    try {
      await incoming.append(report.lines);
    } catch (error) {
      await incoming.abandon();
      throw error;
    }
    await sealReport({ dir: folder.dir, statuses: await incoming.close() });
  } else if (rows) {
    await writeStoredUpload(folder, rows.columns, input.separator, rows.records, rows.lineMap);
  }
  await rm(reportFile, { force: true });
  await rm(rowsFile, { force: true });
  return report ? 'report' : 'rows';
}
