import type { BrowserWindow, Dialog } from 'electron';
import type { CsvSeparator } from '../../shared/csv/separator';
import { templateBytes, templateFileName } from '../../shared/users-csv';

/**
 * File > Download CSV template: a save dialog, then the engine's template (UTF-8 with BOM,
 * the chosen separator, one example row). Answers the path written, or null when cancelled.
 */
export async function saveTemplate(
  separator: CsvSeparator,
  deps: {
    dialog: Pick<Dialog, 'showSaveDialog'>;
    window: BrowserWindow | null;
    writeFile(path: string, bytes: Uint8Array): Promise<void>;
    defaultDir: string;
  },
): Promise<string | null> {
  const options = {
    title: `Save the user CSV template (${separator})`,
    defaultPath: `${deps.defaultDir}/${templateFileName(separator)}`,
    filters: [{ name: 'CSV files', extensions: ['csv'] }],
  };
  const result = deps.window
    ? await deps.dialog.showSaveDialog(deps.window, options)
    : await deps.dialog.showSaveDialog(options);
  if (result.canceled || !result.filePath) return null;
  await deps.writeFile(result.filePath, templateBytes(separator));
  return result.filePath;
}
