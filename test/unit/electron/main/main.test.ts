import { beforeEach, describe, expect, it, vi } from 'vitest';
import { electronMock, resetState, state } from '../electron-mock';
import { METHOD_NAMES, ipcChannel } from '../../../../shared/ipc';

vi.mock('electron', () => electronMock());

async function loadMain() {
  vi.resetModules();
  await import('../../../../electron/main/main');
}

describe('the Electron main process', () => {
  beforeEach(() => resetState());

  it('quits when another instance already holds the lock', async () => {
    state.lock = false;
    await loadMain();
    expect(state.quit).toHaveBeenCalled();
    expect(state.ready).toBeNull();
  });

  it('registers app:// as a secure scheme, then on ready serves the renderer, binds IPC, sets the menu and opens the window', async () => {
    await loadMain();
    expect(state.schemes).toEqual([
      expect.objectContaining({ scheme: 'app', privileges: expect.objectContaining({ secure: true, standard: true }) }),
    ]);
    state.ready!();
    await vi.waitFor(() => expect(state.windows).toHaveLength(1));
    const [window] = state.windows;
    expect(window!.loadedUrl).toBe('app://mdm/index.html');
    expect((window!.options.webPreferences as { preload: string }).preload).toMatch(/preload[\\/]preload\.cjs$/);
    expect(state.protocolHandlers.has('app')).toBe(true);
    expect([...state.handlers.keys()].sort()).toEqual(METHOD_NAMES.map(ipcChannel).sort());
    expect(state.menuTemplate).not.toBeNull();
    expect(state.permissionRequest).not.toBeNull();
  });

  it('serves the renderer with a Content-Security-Policy and refuses paths outside it', async () => {
    await loadMain();
    state.ready!();
    await vi.waitFor(() => expect(state.protocolHandlers.has('app')).toBe(true));
    const handler = state.protocolHandlers.get('app')!;
    const escape = await handler(new Request('app://mdm/..%2f..%2fpackage.json'));
    expect(escape.status).toBe(404);
    const foreign = await handler(new Request('app://other/index.html'));
    expect(foreign.status).toBe(404);
  });

  it('guards every web contents it creates', async () => {
    await loadMain();
    expect(state.appEvents.listenerCount('web-contents-created')).toBe(1);
  });
});
