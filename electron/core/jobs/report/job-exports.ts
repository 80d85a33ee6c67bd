/**
 * The files a job's report offers for download (report-export.ts, unreached-rows.ts), each
 * written by the worker from the job's folder once the report is there: the report itself,
 * its FAILED rows and the rows the server never reached, with the passwords this run of the
 * app still holds (passwords/upload-passwords.ts).
 */
import type { MethodResult, ParsedInput } from '../../../../shared/ipc';
import type { ExportNote } from '../../../../shared/models/files';
import type { JobRecord } from '../../../../shared/models/job';
import type { FileStore } from '../../files/file-store';
import { writeDownload } from '../../files/write-download';
import type { JobContext } from '../job-context';
import type { UploadPasswords } from '../passwords/upload-passwords';
import type { JobReports } from './job-report';
import { CSV_MIME, failedRowsFileName, reportFileName, unreachedRowsFileName } from './report-export';

export interface JobExports {
  exportReport(
    record: JobRecord,
    input: Omit<ParsedInput<'jobs.exportReport'>, 'id'>,
  ): Promise<MethodResult<'jobs.exportReport'>>;
  exportFailedRows(record: JobRecord): Promise<MethodResult<'jobs.exportFailedRows'>>;
  exportUnreachedRows(record: JobRecord): Promise<MethodResult<'jobs.exportUnreachedRows'>>;
}

export function createJobExports(
  ctx: Pick<JobContext, 'store' | 'work'> & { files: FileStore; passwords: UploadPasswords; reports: JobReports },
): JobExports {
  /** A file for download, written by the worker. */
  const writeFile = (fileName: string, write: (path: string) => Promise<{ notes?: ExportNote[] } | void>) =>
    writeDownload(ctx.files, fileName, CSV_MIME, write);

  return {
    async exportReport(record, { format }) {
      await ctx.reports.loadOrFetch(record);
      const dir = ctx.store.folder(record.id).dir;
      return writeFile(reportFileName(record), (target) =>
        ctx.work.run('exportReportCsv', { dir, target, ...(format ? { format } : {}) }),
      );
    },

    async exportFailedRows(record) {
      await ctx.reports.loadOrFetch(record);
      const held = await ctx.passwords.held(record.id);
      const dir = ctx.store.folder(record.id).dir;
      return writeFile(failedRowsFileName(record), (target) =>
        ctx.work.run('exportFailedRowsCsv', { dir, target, separator: record.options.separator, passwords: held }),
      );
    },

    async exportUnreachedRows(record) {
      await ctx.reports.loadOrFetch(record);
      const held = await ctx.passwords.held(record.id);
      const dir = ctx.store.folder(record.id).dir;
      return writeFile(unreachedRowsFileName(record), (target) =>
        ctx.work.run('exportUnreachedRowsCsv', { dir, target, passwords: held }),
      );
    },
  };
}
