import type { MdmBridge } from '../shared/ipc';

declare global {
  interface Window {
    /** Set by the Electron preload; absent in the web shell, where a WebSocket bridge stands in. */
    mdm?: MdmBridge;
  }
}
