import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { electronMock, resetState, state } from '../electron-mock';
import { templateBytes } from '../../../../shared/users-csv';
import { tempDir } from '../../../helpers/temp-dir';

vi.mock('electron', () => electronMock());

describe('File > Download CSV template', () => {
  beforeEach(() => resetState());

  it('writes the engine template where the save dialog says, and nothing when cancelled', async () => {
    const { dialog } = await import('electron');
    const { saveTemplate } = await import('../../../../electron/main/template-download');
    const dir = tempDir('mdm-template-');
    state.saveDialog = { canceled: false, filePath: path.join(dir, 'mine.csv') };
    const written = await saveTemplate('SEMICOLON', {
      dialog,
      window: null,
      writeFile: (f, b) => writeFile(f, b),
      defaultDir: dir,
    });
    expect(written).toBe(path.join(dir, 'mine.csv'));
    expect(new Uint8Array(await readFile(written!))).toEqual(templateBytes('SEMICOLON'));
    expect(state.saveDialogCalls[0]?.[0]).toMatchObject({ defaultPath: `${dir}/users-template-semicolon.csv` });

    state.saveDialog = { canceled: true, filePath: undefined };
    const write = vi.fn();
    expect(await saveTemplate('COMMA', { dialog, window: null, writeFile: write, defaultDir: dir })).toBeNull();
    expect(write).not.toHaveBeenCalled();
  });

  it('is wired to the menu of the running app', async () => {
    vi.resetModules();
    await import('../../../../electron/main/main');
    state.ready!();
    await vi.waitFor(() => expect(state.windows).toHaveLength(1));
    const dir = tempDir('mdm-template-');
    state.saveDialog = { canceled: false, filePath: path.join(dir, 'template.csv') };
    const file = (
      state.menuTemplate as Array<{ label: string; submenu: Array<{ label?: string; click?: () => void }> }>
    ).find((m) => m.label === '&File')!;
    file.submenu.find((i) => i.label === 'Download CSV template (comma)…')!.click!();
    await vi.waitFor(async () =>
      expect(new Uint8Array(await readFile(path.join(dir, 'template.csv')))).toEqual(templateBytes('COMMA')),
    );
  });
});
