import type { BrowserWindow, IpcMain, IpcMainInvokeEvent, WebFrameMain } from 'electron';
import { IPC_EVENT_CHANNEL, METHOD_NAMES, ipcChannel } from '../../shared/ipc';
import type { RpcOutcome } from '../../shared/ipc';
import { electronCaller } from '../core/index';
import type { Core } from '../core/index';
import { isSameOrigin } from './app-origin';

/**
 * A call is answered only when it comes from the top frame of the app's own page: a frame
 * that navigated elsewhere, an iframe, or any other origin is refused.
 */
export function isTrustedFrame(frame: WebFrameMain | null | undefined, appOrigin: string): boolean {
  if (!frame || frame.parent !== null) return false;
  return isSameOrigin(frame.url, appOrigin);
}

const UNTRUSTED: RpcOutcome<never> = {
  ok: false,
  error: { code: 'untrusted-sender' },
};

/**
 * One `ipcMain.handle` per method of the contract; each call names its window as the
 * caller (its webContents id). Returns a function that removes them.
 */
export function bindIpc(
  ipcMain: IpcMain,
  core: Pick<Core, 'call'>,
  isTrusted: (event: IpcMainInvokeEvent) => boolean,
): () => void {
  for (const method of METHOD_NAMES) {
    ipcMain.handle(ipcChannel(method), (event, input: unknown) =>
      isTrusted(event) ? core.call(method, input, electronCaller(event.sender.id)) : UNTRUSTED,
    );
  }
  return () => {
    for (const method of METHOD_NAMES) ipcMain.removeHandler(ipcChannel(method));
  };
}

/**
 * Core's events go to the open windows as plain data on one channel: to every window, or,
 * for an event meant for one caller (an export's progress), to that window alone.
 */
export function forwardEvents(core: Pick<Core, 'events'>, windows: () => readonly BrowserWindow[]): () => void {
  return core.events.subscribe((event, payload, to) => {
    for (const window of windows()) {
      if (window.isDestroyed()) continue;
      if (to !== undefined && electronCaller(window.webContents.id).id !== to) continue;
      window.webContents.send(IPC_EVENT_CHANNEL, event, payload);
    }
  });
}
