import type { BrowserWindow, Dialog } from 'electron';
import { templateBytes } from '../../shared/users-csv';
import type { UploadSeparator } from '../../shared/users-csv';

export const TEMPLATE_FILE_NAME: Record<UploadSeparator, string> = {
  comma: 'users-template.csv',
  semicolon: 'users-template-semicolon.csv',
};

/**
 * File > Download CSV template: a save dialog, then the engine's template (UTF-8 with BOM,
 * the chosen separator, one example row). Answers the path written, or null when cancelled.
 */
export async function saveTemplate(
  separator: UploadSeparator,
  deps: {
    dialog: Pick<Dialog, 'showSaveDialog'>;
    window: BrowserWindow | null;
    writeFile(path: string, bytes: Uint8Array): Promise<void>;
    defaultDir: string;
  },
): Promise<string | null> {
  const options = {
    title: `Save the user CSV template (${separator})`,
    defaultPath: `${deps.defaultDir}/${TEMPLATE_FILE_NAME[separator]}`,
    filters: [{ name: 'CSV files', extensions: ['csv'] }],
  };
  const result = deps.window
    ? await deps.dialog.showSaveDialog(deps.window, options)
    : await deps.dialog.showSaveDialog(options);
  if (result.canceled || !result.filePath) return null;
  await deps.writeFile(result.filePath, templateBytes(separator));
  return result.filePath;
}
