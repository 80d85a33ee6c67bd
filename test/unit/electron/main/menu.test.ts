import { describe, expect, it, vi } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { buildMenuTemplate } from '../../../../electron/main/menu';
import { createTranslator } from '../../../../shared/i18n/translator';

const { t } = createTranslator('en');

describe('the application menu', () => {
  it('has File, Edit, View, Window and Help, and Help > API reference navigates there', () => {
    const navigate = vi.fn();
    const template = buildMenuTemplate({
      navigate,
      downloadTemplate: vi.fn(),
      saveDiagnostics: vi.fn(),
      isMac: false,
      appName: 'MDM Admin',
      t,
      developerTools: false,
    });
    expect(template.map((m) => m.label)).toEqual(['&File', '&Edit', '&View', '&Window', '&Help']);
    const help = template.find((m) => m.label === '&Help')!.submenu as MenuItemConstructorOptions[];
    const apiReference = help.find((item) => item.label === 'API reference')!;
    (apiReference.click as () => void)();
    expect(navigate).toHaveBeenCalledWith('api-reference');
  });

  it('adds the app menu first on macOS', () => {
    const template = buildMenuTemplate({
      navigate: vi.fn(),
      downloadTemplate: vi.fn(),
      saveDiagnostics: vi.fn(),
      isMac: true,
      appName: 'MDM Admin',
      developerTools: false,
      t,
    });
    expect(template[0]!.label).toBe('MDM Admin');
  });

  it('File offers the CSV template with a comma and with a semicolon', () => {
    const downloadTemplate = vi.fn();
    const template = buildMenuTemplate({
      navigate: vi.fn(),
      downloadTemplate,
      saveDiagnostics: vi.fn(),
      isMac: false,
      appName: 'MDM Admin',
      t,
      developerTools: false,
    });
    const file = template.find((m) => m.label === '&File')!.submenu as MenuItemConstructorOptions[];
    expect(file.map((i) => i.role ?? i.type ?? i.label)).toEqual([
      'Download CSV template (comma)…',
      'Download CSV template (semicolon, Excel in German)…',
      'separator',
      'quit',
    ]);
    (file[0]!.click as () => void)();
    (file[1]!.click as () => void)();
    expect(downloadTemplate.mock.calls).toEqual([['COMMA'], ['SEMICOLON']]);
  });

  it('offers the developer tools only while developing, never in the packaged app', () => {
    const roles = (developerTools: boolean) =>
      (
        buildMenuTemplate({
          navigate: vi.fn(),
          downloadTemplate: vi.fn(),
          saveDiagnostics: vi.fn(),
          isMac: false,
          appName: 'MDM Admin',
          developerTools,
          t,
        }).find((m) => m.label === '&View')!.submenu as MenuItemConstructorOptions[]
      ).map((i) => i.role);
    expect(roles(false)).not.toContain('toggleDevTools');
    expect(roles(true)).toContain('toggleDevTools');
  });

  it('speaks German, role items included (Electron leaves role labels in English)', () => {
    const template = buildMenuTemplate({
      navigate: vi.fn(),
      downloadTemplate: vi.fn(),
      saveDiagnostics: vi.fn(),
      isMac: false,
      appName: 'MDM Admin',
      t: createTranslator('de').t,
      developerTools: true,
    });
    expect(template.map((m) => m.label)).toEqual(['&Datei', '&Bearbeiten', '&Ansicht', '&Fenster', '&Hilfe']);
    const items = template.flatMap((m) => m.submenu as MenuItemConstructorOptions[]);
    expect(items.filter((i) => i.type !== 'separator' && !i.label)).toEqual([]);
    expect(items.map((i) => i.label)).toContain('Rückgängig');
    expect(items.map((i) => i.label)).toContain('Diagnosedaten speichern…');
  });

  it('Help > Save diagnostics… asks for the support zip', () => {
    const saveDiagnostics = vi.fn();
    const template = buildMenuTemplate({
      navigate: vi.fn(),
      downloadTemplate: vi.fn(),
      saveDiagnostics,
      isMac: false,
      appName: 'MDM Admin',
      t,
      developerTools: false,
    });
    const help = template.find((m) => m.label === '&Help')!.submenu as MenuItemConstructorOptions[];
    const item = help.find((i) => i.label === 'Save diagnostics…')!;
    (item.click as () => void)();
    expect(saveDiagnostics).toHaveBeenCalledTimes(1);
  });
});
