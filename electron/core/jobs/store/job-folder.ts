/**
 * The files kept for one job beside its record (`<dataDir>/jobs/<id>.json`), in its own
 * folder `<dataDir>/jobs/<id>/`: its upload's files (uploads/upload-folder.ts), taken over
 * from the staged upload, and its per-line report (jobs/report/):
 * `report.lines`, `report.by-status`, `report.messages`, `report.json`; `report.incoming`
 * while its pages arrive.
 */
import path from 'node:path';
import { uploadFolder } from '../../uploads/upload-folder';
import type { UploadFolder } from '../../uploads/upload-folder';

export { LINE_MAP_BYTES, OFFSET_BYTES } from '../../uploads/upload-folder';

export interface JobFolder extends UploadFolder {
  reportIncoming: string;
  reportMessages: string;
  reportLines: string;
  reportByStatus: string;
  reportMeta: string;
}

export function jobFolder(dir: string): JobFolder {
  const at = (name: string) => path.join(dir, name);
  return {
    ...uploadFolder(dir),
    reportIncoming: at('report.incoming'),
    reportMessages: at('report.messages'),
    reportLines: at('report.lines'),
    reportByStatus: at('report.by-status'),
    reportMeta: at('report.json'),
  };
}
