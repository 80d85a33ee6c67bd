import { beforeEach, describe, expect, it, vi } from 'vitest';
import { electronMock, FakeWindow, resetState, state } from '../electron-mock';
import { IPC_EVENT_CHANNEL, METHOD_NAMES, ipcChannel } from '../../../../shared/ipc';
import { createCore } from '../../../../electron/core/create-core';
import { tempDir } from '../../../helpers/temp-dir';

vi.mock('electron', () => electronMock());

const { ipcMain } = await import('electron');
const { bindIpc, forwardEvents, isTrustedFrame } = await import('../../../../electron/main/ipc');

const appFrame = { url: 'app://mdm/index.html', parent: null };

describe('IPC binding', () => {
  beforeEach(resetState);

  it('trusts only the top frame of the app origin', () => {
    expect(isTrustedFrame(appFrame as never, 'app://mdm')).toBe(true);
    expect(isTrustedFrame({ url: 'https://evil.example/', parent: null } as never, 'app://mdm')).toBe(false);
    expect(isTrustedFrame({ url: 'app://mdm/index.html', parent: appFrame } as never, 'app://mdm')).toBe(false);
    expect(isTrustedFrame({ url: 'app://other/index.html', parent: null } as never, 'app://mdm')).toBe(false);
    expect(isTrustedFrame(null, 'app://mdm')).toBe(false);
    expect(isTrustedFrame({ url: 'not a url', parent: null } as never, 'app://mdm')).toBe(false);
  });

  it('registers one handler per contract method and removes them all', () => {
    const unbind = bindIpc(
      ipcMain,
      createCore({ shell: 'electron', dataDir: tempDir(), resumeJobs: false }),
      () => true,
    );
    expect([...state.handlers.keys()].sort()).toEqual(METHOD_NAMES.map(ipcChannel).sort());
    unbind();
    expect(state.handlers.size).toBe(0);
  });

  it('answers a trusted sender, validates its argument, and refuses an untrusted one', async () => {
    bindIpc(ipcMain, createCore({ shell: 'electron', dataDir: tempDir(), resumeJobs: false }), (event) =>
      isTrustedFrame(event.senderFrame, 'app://mdm'),
    );
    const handler = state.handlers.get(ipcChannel('app.info'))!;
    expect(await handler({ senderFrame: appFrame, sender: { id: 1 } }, undefined)).toMatchObject({
      ok: true,
      value: { shell: 'electron' },
    });
    expect(await handler({ senderFrame: appFrame, sender: { id: 1 } }, 42)).toMatchObject({
      ok: false,
      error: { code: 'invalid-argument' },
    });
    expect(await handler({ senderFrame: { url: 'https://evil.example/', parent: null } }, undefined)).toMatchObject({
      ok: false,
      error: { code: 'untrusted-sender' },
    });
  });

  it('forwards core events to open windows only, as plain data', () => {
    const core = createCore({ shell: 'electron', dataDir: tempDir(), resumeJobs: false });
    const open = new FakeWindow({});
    const closed = new FakeWindow({});
    closed.destroyed = true;
    forwardEvents(core, () => [open, closed] as never);
    core.events.emit('app.navigate', { route: 'api-reference' });
    expect(open.webContents.sent).toEqual([[IPC_EVENT_CHANNEL, 'app.navigate', { route: 'api-reference' }]]);
    expect(closed.webContents.sent).toEqual([]);
  });

  it('names the calling window as the caller, and sends an event meant for one caller to its window alone', async () => {
    const core = createCore({ shell: 'electron', dataDir: tempDir(), resumeJobs: false });
    const seen: unknown[] = [];
    bindIpc(
      ipcMain,
      {
        call: async (method, input, caller) => {
          seen.push(caller);
          return core.call(method, input, caller);
        },
      },
      () => true,
    );
    await state.handlers.get(ipcChannel('app.info'))!({ senderFrame: appFrame, sender: { id: 7 } }, undefined);
    expect(seen).toEqual([{ id: 'electron:7', shell: 'electron' }]);

    const first = new FakeWindow({});
    const second = new FakeWindow({});
    forwardEvents(core, () => [first, second] as never);
    const progress = { exportId: 'e', done: 1, total: 2, state: 'running' } as const;
    core.events.emit('export.progress', progress, { to: `electron:${second.webContents.id}` });
    expect(first.webContents.sent).toEqual([]);
    expect(second.webContents.sent).toEqual([[IPC_EVENT_CHANNEL, 'export.progress', progress]]);
  });
});
