import type { BrowserWindow, Dialog } from 'electron';
import type { Core } from '../core/index';

/**
 * Help > Save diagnostics…: core writes the zip (no token, password or proxy credential in it),
 * then a save dialog says where it goes. Answers the path written, or null when cancelled; the
 * zip core made is removed either way.
 */
export async function saveDiagnostics(deps: {
  core: Pick<Core, 'diagnostics' | 'files'>;
  dialog: Pick<Dialog, 'showSaveDialog'>;
  window: BrowserWindow | null;
  copyFile(from: string, to: string): Promise<void>;
  defaultDir: string;
}): Promise<string | null> {
  const stored = await deps.core.diagnostics.save();
  try {
    const options = {
      title: 'Save diagnostics for a support ticket',
      defaultPath: `${deps.defaultDir}/${stored.file.fileName}`,
      filters: [{ name: 'Zip archives', extensions: ['zip'] }],
    };
    const result = deps.window
      ? await deps.dialog.showSaveDialog(deps.window, options)
      : await deps.dialog.showSaveDialog(options);
    if (result.canceled || !result.filePath) return null;
    await deps.copyFile(stored.path, result.filePath);
    return result.filePath;
  } finally {
    await deps.core.files.discard(stored.file.fileId);
  }
}
