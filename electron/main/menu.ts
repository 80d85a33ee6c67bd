import type { MenuItemConstructorOptions } from 'electron';
import type { CsvSeparator } from '../../shared/csv/separator';
import type { Route } from '../../shared/ipc';

export interface MenuActions {
  navigate(route: Route): void;
  /** File > Download CSV template: a save dialog for the engine's template. */
  downloadTemplate(separator: CsvSeparator): void;
  /** Help > Save diagnostics…: the support zip, through a save dialog. */
  saveDiagnostics(): void;
  isMac: boolean;
  appName: string;
  /** Offer View > Toggle Developer Tools (only while developing, never in the packaged app). */
  developerTools: boolean;
}

/** File (CSV templates), Edit, View, Window, Help; Help > API reference shows the endpoint table. */
export function buildMenuTemplate(actions: MenuActions): MenuItemConstructorOptions[] {
  const template: MenuItemConstructorOptions[] = [];
  if (actions.isMac) {
    template.push({
      label: actions.appName,
      submenu: [
        { role: 'about' },
        { type: 'separator' },
        { role: 'hide' },
        { role: 'hideOthers' },
        { role: 'unhide' },
        { type: 'separator' },
        { role: 'quit' },
      ],
    });
  }
  template.push(
    {
      label: 'File',
      submenu: [
        { label: 'Download CSV template (comma)…', click: () => actions.downloadTemplate('COMMA') },
        { label: 'Download CSV template (semicolon)…', click: () => actions.downloadTemplate('SEMICOLON') },
        { type: 'separator' },
        actions.isMac ? { role: 'close' } : { role: 'quit' },
      ],
    },
    {
      label: 'Edit',
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
      ],
    },
    {
      label: 'View',
      submenu: [
        { role: 'reload' },
        ...(actions.developerTools ? [{ role: 'toggleDevTools' } as const] : []),
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    {
      label: 'Window',
      submenu: [
        { role: 'minimize' },
        { role: 'zoom' },
        ...(actions.isMac ? [{ role: 'front' } as const] : [{ role: 'close' } as const]),
      ],
    },
    {
      label: 'Help',
      submenu: [
        { label: 'API reference', accelerator: 'F1', click: () => actions.navigate('api-reference') },
        { label: 'Save diagnostics…', click: () => actions.saveDiagnostics() },
      ],
    },
  );
  return template;
}
