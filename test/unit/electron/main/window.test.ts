import { beforeEach, describe, expect, it, vi } from 'vitest';
import { electronMock, resetState, state } from '../electron-mock';

vi.mock('electron', () => electronMock());

const { createMainWindow } = await import('../../../../electron/main/window');

describe('the main window', () => {
  beforeEach(resetState);

  it('isolates the page: context isolation, sandbox, no Node, web security on', () => {
    createMainWindow('/app/preload.cjs', 'app://mdm/index.html');
    const { webPreferences } = state.windows[0]!.options as { webPreferences: Record<string, unknown> };
    expect(webPreferences).toMatchObject({
      preload: '/app/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
    });
  });

  it('is readable at 1280x800 and loads the given app URL', () => {
    const window = createMainWindow('/app/preload.cjs', 'app://mdm/index.html');
    expect(state.windows[0]!.options).toMatchObject({ width: 1280, height: 800 });
    expect((window as unknown as { loadedUrl: string }).loadedUrl).toBe('app://mdm/index.html');
  });
});
