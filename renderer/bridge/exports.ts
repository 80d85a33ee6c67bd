import type { ExportProgress } from '../../shared/models/query';
import { call, onEvent } from './mdm';

/** Core's exports as the list screens' useExport takes them (ui/data-table/use-export.ts). */
export const exportsPort = {
  follow: (listener: (progress: ExportProgress) => void): (() => void) => onEvent('export.progress', listener),
  cancel: (exportId: string): Promise<void> => call('exports.cancel', { exportId }),
};
