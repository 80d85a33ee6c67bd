/** A job's folder made as the service makes it (staged upload indexed, meta, report sealed), without a service. */
import type { CsvSeparator } from '../../../../../shared/csv/separator';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerReportEntry } from '../../../../../electron/core/api/api-client';
import { jobFolder } from '../../../../../electron/core/jobs/store/job-folder';
import type { JobFolder } from '../../../../../electron/core/jobs/store/job-folder';
import { ReportIncoming } from '../../../../../electron/core/jobs/report/report-incoming';
import type { ReportMeta } from '../../../../../electron/core/jobs/report/report-meta';
import { sealReport } from '../../../../../electron/core/jobs/report/report-seal';
import { indexUpload } from '../../../../../electron/core/uploads/upload-index';
import { passwordIndexOf, readUploadHeader, writeUploadMeta } from '../../../../../electron/core/uploads/upload-meta';
import type { UploadMeta } from '../../../../../electron/core/uploads/upload-meta';
import { tempDir } from '../../../../helpers/temp-dir';

export async function uploadFolder(
  content: string | Buffer,
  options: { separator?: CsvSeparator; lineMap?: number[] } = {},
): Promise<{ folder: JobFolder; upload: UploadMeta }> {
  const folder = jobFolder(join(tempDir('mdm-job-'), 'job'));
  await mkdir(folder.dir, { mode: 0o700 });
  await writeFile(folder.sentUpload, content, { mode: 0o600 });
  const index = await indexUpload({ upload: folder.sentUpload, offsets: folder.sentOffsets });
  const lineMap = Uint32Array.from(options.lineMap ?? []);
  await writeFile(folder.lineMap, new Uint8Array(lineMap.buffer));
  const separator = options.separator ?? 'COMMA';
  const columns = await readUploadHeader(folder, separator);
  const upload: UploadMeta = {
    version: 1,
    columns,
    passwordIndex: passwordIndexOf(columns),
    separator,
    records: index.records,
    bytes: index.bytes,
    lineMapEntries: lineMap.length,
    passwordsRemoved: false,
  };
  await writeUploadMeta(folder, upload);
  return { folder, upload };
}

/** Saves a report as the fetch does: pages in the order given, then sealed. */
export async function saveReport(folder: JobFolder, pages: ServerReportEntry[][]): Promise<ReportMeta> {
  const incoming = await ReportIncoming.open(folder);
  for (const page of pages) await incoming.append(page);
  return sealReport({ dir: folder.dir, statuses: await incoming.close() });
}
