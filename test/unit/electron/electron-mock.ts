import { EventEmitter } from 'node:events';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { vi } from 'vitest';

/**
 * A stand-in for the parts of `electron` the shell uses (the real module cannot load in plain
 * Node). Each test file calls `vi.mock('electron', () => electronMock())` and inspects `state`.
 */
export const state = {
  windows: [] as FakeWindow[],
  handlers: new Map<string, (event: unknown, ...args: unknown[]) => unknown>(),
  exposed: new Map<string, unknown>(),
  rendererListeners: new Map<string, (...args: unknown[]) => void>(),
  invoked: [] as { channel: string; args: unknown[] }[],
  lock: true,
  quit: vi.fn(),
  schemes: [] as unknown[],
  protocolHandlers: new Map<string, (request: Request) => Promise<Response>>(),
  menuTemplate: null as unknown,
  openExternal: vi.fn(async (_url: string) => undefined),
  permissionRequest: null as null | ((wc: unknown, permission: string, cb: (granted: boolean) => void) => void),
  permissionCheck: null as null | ((wc: unknown, permission: string) => boolean),
  appEvents: new EventEmitter(),
  ready: null as null | (() => void),
  /** Set once app.whenReady() has resolved (electron-updater asks again later). */
  isReady: false,
  /** session.fromPartition(name).setProxy(config), by partition. */
  proxies: new Map<string, unknown>(),
  /** app.getPath('userData'): a fresh temporary folder per resetState(). */
  userData: mkdtempSync(path.join(os.tmpdir(), 'mdm-electron-')),
  /** What safeStorage offers: encryption at all, and the Linux backend. */
  safeStorage: { available: true, backend: 'gnome_libsecret' as string },
  /** System notifications shown (Notification#show). */
  notifications: [] as { title: string; body: string }[],
  notificationsSupported: true,
  /** What the next dialog.showSaveDialog answers, and the options it was called with. */
  saveDialog: { canceled: false, filePath: '' as string | undefined },
  saveDialogCalls: [] as unknown[][],
};

/** The mock's "encryption": reversible and visibly not the plain text. */
export const fakeEncrypt = (text: string) => Buffer.from(`enc:${[...text].reverse().join('')}`);

let nextWebContentsId = 1;

export class FakeWebContents extends EventEmitter {
  readonly id = nextWebContentsId++;
  sent: unknown[][] = [];
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;
  send(...args: unknown[]) {
    this.sent.push(args);
  }
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
    this.windowOpenHandler = handler;
  }
  devToolsOpen = false;
  openDevTools() {
    this.devToolsOpen = true;
    this.emit('devtools-opened');
  }
  closeDevTools() {
    this.devToolsOpen = false;
  }
}

export class FakeNotification {
  constructor(private readonly options: { title: string; body: string }) {}
  static isSupported() {
    return state.notificationsSupported;
  }
  show() {
    state.notifications.push({ title: this.options.title, body: this.options.body });
  }
}

export class FakeWindow extends EventEmitter {
  webContents = new FakeWebContents();
  /** Every value given to setProgressBar, in order. */
  progress: number[] = [];
  loadedUrl: string | null = null;
  destroyed = false;
  constructor(public options: Record<string, unknown>) {
    super();
    state.windows.push(this);
  }
  loadURL(url: string) {
    this.loadedUrl = url;
    return Promise.resolve();
  }
  isDestroyed() {
    return this.destroyed;
  }
  isMinimized() {
    return false;
  }
  setProgressBar(value: number) {
    this.progress.push(value);
  }
  show() {}
  focus() {}
  restore() {}
  static getAllWindows() {
    return state.windows.filter((w) => !w.destroyed);
  }
  static getFocusedWindow() {
    return state.windows.find((w) => !w.destroyed) ?? null;
  }
}

export function resetState() {
  state.windows.length = 0;
  state.handlers.clear();
  state.exposed.clear();
  state.rendererListeners.clear();
  state.invoked.length = 0;
  state.lock = true;
  state.quit.mockReset();
  state.schemes.length = 0;
  state.protocolHandlers.clear();
  state.menuTemplate = null;
  state.openExternal.mockClear();
  state.permissionRequest = null;
  state.permissionCheck = null;
  state.appEvents.removeAllListeners();
  state.ready = null;
  state.isReady = false;
  state.proxies.clear();
  state.userData = mkdtempSync(path.join(os.tmpdir(), 'mdm-electron-'));
  state.safeStorage = { available: true, backend: 'gnome_libsecret' };
  state.notifications.length = 0;
  state.notificationsSupported = true;
  state.saveDialog = { canceled: false, filePath: '' };
  state.saveDialogCalls.length = 0;
}

export function electronMock() {
  const ipcMain = {
    handle: (channel: string, handler: (event: unknown, ...args: unknown[]) => unknown) => {
      if (state.handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
      state.handlers.set(channel, handler);
    },
    removeHandler: (channel: string) => state.handlers.delete(channel),
    on: () => undefined,
  };
  const app = {
    isPackaged: true,
    requestSingleInstanceLock: () => state.lock,
    quit: state.quit,
    getName: () => 'MDM Admin',
    getVersion: () => '0.1.0',
    getLocale: () => 'en-US',
    getPath: (name: string) => (name === 'userData' ? state.userData : os.tmpdir()),
    on: (event: string, listener: (...args: unknown[]) => void) => state.appEvents.on(event, listener),
    whenReady: () =>
      state.isReady
        ? Promise.resolve()
        : new Promise<void>(
            (resolve) =>
              (state.ready = () => {
                state.isReady = true;
                resolve();
              }),
          ),
    once: (event: string, listener: (...args: unknown[]) => void) => state.appEvents.once(event, listener),
    relaunch: vi.fn(),
  };
  const session = {
    fromPartition: (partition: string) => ({
      setProxy: async (config: unknown) => void state.proxies.set(partition, config),
    }),
    defaultSession: {
      setPermissionRequestHandler: (h: typeof state.permissionRequest) => (state.permissionRequest = h),
      setPermissionCheckHandler: (h: typeof state.permissionCheck) => (state.permissionCheck = h),
    },
  };
  const api = {
    app,
    ipcMain,
    session,
    BrowserWindow: FakeWindow,
    Notification: FakeNotification,
    dialog: {
      showSaveDialog: async (...args: unknown[]) => {
        state.saveDialogCalls.push(args);
        return { ...state.saveDialog };
      },
    },
    Menu: { buildFromTemplate: (t: unknown) => ((state.menuTemplate = t), t), setApplicationMenu: () => undefined },
    shell: { openExternal: state.openExternal },
    protocol: {
      registerSchemesAsPrivileged: (schemes: unknown[]) => state.schemes.push(...schemes),
      handle: (scheme: string, handler: (request: Request) => Promise<Response>) =>
        state.protocolHandlers.set(scheme, handler),
    },
    // Electron's net.request over plain http (loopback test servers): electron-updater downloads with it.
    net: {
      request: (options: http.RequestOptions & { session?: unknown; redirect?: string }) => {
        const { session: _session, redirect: _redirect, ...rest } = options;
        return http.request(rest);
      },
    },
    safeStorage: {
      isEncryptionAvailable: () => state.safeStorage.available,
      getSelectedStorageBackend: () => state.safeStorage.backend,
      encryptString: (text: string) => {
        if (!state.safeStorage.available) throw new Error('Encryption is not available.');
        return fakeEncrypt(text);
      },
      decryptString: (data: Buffer) => {
        const text = data.toString();
        if (!text.startsWith('enc:'))
          throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.');
        return [...text.slice(4)].reverse().join('');
      },
    },
    contextBridge: { exposeInMainWorld: (key: string, value: unknown) => state.exposed.set(key, value) },
    ipcRenderer: {
      invoke: async (channel: string, ...args: unknown[]) => {
        state.invoked.push({ channel, args });
        return { ok: true, value: channel };
      },
      on: (channel: string, listener: (...args: unknown[]) => void) => state.rendererListeners.set(channel, listener),
      removeListener: (channel: string) => state.rendererListeners.delete(channel),
    },
  };
  return { ...api, default: api };
}

/**
 * Makes `require('electron')` answer the mock in CommonJS packages too (electron-updater):
 * vi.mock reaches only modules vitest loads itself, not a dependency's own `require`.
 * Answers a function that takes the mock out again.
 */
export function mockElectronForRequire(): () => void {
  const require = createRequire(import.meta.url);
  const id = require.resolve('electron');
  const previous = require.cache[id];
  const exports = electronMock();
  require.cache[id] = { id, filename: id, loaded: true, exports } as unknown as NodeJS.Module;
  return () => {
    if (previous) require.cache[id] = previous;
    else delete require.cache[id];
  };
}
