import type { MenuItemConstructorOptions } from 'electron';
import type { CsvSeparator } from '../../shared/csv/separator';
import type { Route } from '../../shared/ipc';
import type { Translate } from '../../shared/i18n/translator';

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
  /** The menu's words, in the language of the operating system (or the one chosen in the app). */
  t: Translate;
}

/**
 * File (CSV templates), Edit, View, Window, Help; Help > API reference shows the endpoint
 * table. Role items get their label from the catalogues: Electron's own role labels are
 * English on Linux and Windows whatever the system's language.
 */
export function buildMenuTemplate(actions: MenuActions): MenuItemConstructorOptions[] {
  const { t } = actions;
  const name = actions.appName;
  const template: MenuItemConstructorOptions[] = [];
  if (actions.isMac) {
    template.push({
      label: name,
      submenu: [
        { role: 'about', label: t('menu.app.about', { name }) },
        { type: 'separator' },
        { role: 'hide', label: t('menu.app.hide', { name }) },
        { role: 'hideOthers', label: t('menu.app.hideOthers') },
        { role: 'unhide', label: t('menu.app.unhide') },
        { type: 'separator' },
        { role: 'quit', label: t('menu.app.quit', { name }) },
      ],
    });
  }
  template.push(
    {
      label: t('menu.file'),
      submenu: [
        { label: t('menu.file.templateComma'), click: () => actions.downloadTemplate('COMMA') },
        { label: t('menu.file.templateSemicolon'), click: () => actions.downloadTemplate('SEMICOLON') },
        { type: 'separator' },
        actions.isMac ? { role: 'close', label: t('menu.file.close') } : { role: 'quit', label: t('menu.file.quit') },
      ],
    },
    {
      label: t('menu.edit'),
      submenu: [
        { role: 'undo', label: t('menu.edit.undo') },
        { role: 'redo', label: t('menu.edit.redo') },
        { type: 'separator' },
        { role: 'cut', label: t('menu.edit.cut') },
        { role: 'copy', label: t('menu.edit.copy') },
        { role: 'paste', label: t('menu.edit.paste') },
        { role: 'selectAll', label: t('menu.edit.selectAll') },
      ],
    },
    {
      label: t('menu.view'),
      submenu: [
        { role: 'reload', label: t('menu.view.reload') },
        ...(actions.developerTools ? [{ role: 'toggleDevTools', label: t('menu.view.devTools') } as const] : []),
        { type: 'separator' },
        { role: 'resetZoom', label: t('menu.view.resetZoom') },
        { role: 'zoomIn', label: t('menu.view.zoomIn') },
        { role: 'zoomOut', label: t('menu.view.zoomOut') },
        { type: 'separator' },
        { role: 'togglefullscreen', label: t('menu.view.fullScreen') },
      ],
    },
    {
      label: t('menu.window'),
      submenu: [
        { role: 'minimize', label: t('menu.window.minimize') },
        { role: 'zoom', label: t('menu.window.zoom') },
        actions.isMac
          ? { role: 'front', label: t('menu.window.front') }
          : { role: 'close', label: t('menu.file.close') },
      ],
    },
    {
      label: t('menu.help'),
      submenu: [
        { label: t('menu.help.apiReference'), accelerator: 'F1', click: () => actions.navigate('api-reference') },
        { label: t('menu.help.saveDiagnostics'), click: () => actions.saveDiagnostics() },
      ],
    },
  );
  return template;
}
