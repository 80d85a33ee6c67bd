import { copyFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';
import { unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCore } from '../../../../electron/core/create-core';
import type { Core } from '../../../../electron/core/create-core';
import { electronMock, resetState, state } from '../electron-mock';
import { tempDir } from '../../../helpers/temp-dir';

vi.mock('electron', () => electronMock());

let core: Core | null = null;
afterEach(async () => {
  await core?.dispose();
  core = null;
});

describe('Help > Save diagnostics…', () => {
  beforeEach(() => resetState());

  it('writes the zip where the save dialog says, offers it under its own name, and leaves no copy behind', async () => {
    const { dialog } = await import('electron');
    const { saveDiagnostics } = await import('../../../../electron/main/diagnostics-download');
    core = createCore({ shell: 'electron', dataDir: tempDir('mdm-diag-main-'), resumeJobs: false });
    const dir = tempDir('mdm-diag-out-');
    state.saveDialog = { canceled: false, filePath: path.join(dir, 'ticket.zip') };
    const written = await saveDiagnostics({ core, dialog, window: null, copyFile, defaultDir: dir });
    expect(written).toBe(path.join(dir, 'ticket.zip'));
    expect(Object.keys(unzipSync(new Uint8Array(await readFile(written!))))).toContain('versions.json');
    expect(state.saveDialogCalls[0]?.[0]).toMatchObject({
      defaultPath: expect.stringMatching(new RegExp(`^${dir}/mdm-admin-diagnostics-.*\\.zip$`)),
    });

    state.saveDialog = { canceled: true, filePath: undefined };
    const copy = vi.fn();
    expect(await saveDiagnostics({ core, dialog, window: null, copyFile: copy, defaultDir: dir })).toBeNull();
    expect(copy).not.toHaveBeenCalled();
    const discard = vi.spyOn(core.files, 'discard');
    await saveDiagnostics({ core, dialog, window: null, copyFile: copy, defaultDir: dir });
    expect(discard).toHaveBeenCalledTimes(1);
  });

  it('is wired to the Help menu of the running app', async () => {
    vi.resetModules();
    await import('../../../../electron/main/main');
    state.ready!();
    await vi.waitFor(() => expect(state.windows).toHaveLength(1));
    const dir = tempDir('mdm-diag-out-');
    state.saveDialog = { canceled: false, filePath: path.join(dir, 'support.zip') };
    const help = (state.menuTemplate as MenuItemConstructorOptions[]).find((m) => m.label === '&Help')!
      .submenu as MenuItemConstructorOptions[];
    (help.find((item) => item.label === 'Save diagnostics…')!.click as () => void)();
    await vi.waitFor(async () => expect((await readFile(path.join(dir, 'support.zip'))).length).toBeGreaterThan(0));
  });
});
