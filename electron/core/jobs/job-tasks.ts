/** The jobs' work that runs in core's worker thread (electron/core/work/), by task name. */
import { indexUpload } from '../uploads/upload-index';
import { prepareStoredCopy, removePasswords } from './passwords/upload-strip';
import { sealReport } from './report/report-seal';
import { exportFailedRowsCsv, exportReportCsv } from './report/report-file-export';
import { exportUnreachedRowsCsv } from './report/unreached-rows';

export const jobTasks = {
  indexUpload,
  sealReport,
  removePasswords,
  prepareStoredCopy,
  exportReportCsv,
  exportFailedRowsCsv,
  exportUnreachedRowsCsv,
};
