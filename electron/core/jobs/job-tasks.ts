/** The jobs' work that runs in core's worker thread (electron/core/work/), by task name. */
import { indexUpload } from './upload-index';
import { removePasswords } from './upload-strip';
import { sealReport } from './report-seal';
import { exportFailedRowsCsv, exportReportCsv } from './report-file-export';
import { migrateLegacyJob } from './legacy-migration';
import { exportUnreachedRowsCsv } from './unreached-rows';

export const jobTasks = {
  indexUpload,
  sealReport,
  removePasswords,
  exportReportCsv,
  exportFailedRowsCsv,
  exportUnreachedRowsCsv,
  migrateLegacyJob,
};
