import { BrowserWindow } from 'electron';
import type { BrowserWindowConstructorOptions } from 'electron';

/** The only window preferences the app uses: isolated, sandboxed, no Node in the page. */
export function mainWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 800,
    minWidth: 1024,
    minHeight: 680,
    show: false,
    title: 'MDM Admin',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
    },
  };
}

export function createMainWindow(preloadPath: string, startUrl: string): BrowserWindow {
  const window = new BrowserWindow(mainWindowOptions(preloadPath));
  window.once('ready-to-show', () => window.show());
  void window.loadURL(startUrl);
  return window;
}
