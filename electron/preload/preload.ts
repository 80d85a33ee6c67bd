/**
 * Exposes exactly the contract (shared/ipc.ts) as `window.mdm`: one function per method and
 * `on` for events. Nothing of Electron reaches the page.
 */
import { contextBridge, ipcRenderer } from 'electron';
import type { IpcRendererEvent } from 'electron';
import { IPC_EVENT_CHANNEL, createBridge, ipcChannel, isEventName } from '../../shared/ipc';
import type { RpcOutcome } from '../../shared/ipc';

const bridge = createBridge({
  invoke: (method, input) => ipcRenderer.invoke(ipcChannel(method), input) as Promise<RpcOutcome<unknown>>,
  subscribe: (listener) => {
    const handler = (_event: IpcRendererEvent, name: unknown, payload: unknown) => {
      if (isEventName(name)) listener(name, payload);
    };
    ipcRenderer.on(IPC_EVENT_CHANNEL, handler);
    return () => {
      ipcRenderer.removeListener(IPC_EVENT_CHANNEL, handler);
    };
  },
});

contextBridge.exposeInMainWorld('mdm', bridge);
