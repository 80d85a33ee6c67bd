import { BrowserWindow } from 'electron';

/**
 * The app's only window. Its options are written here, where the window is made, so that a
 * reader (and Electronegativity, which reads only the literal passed to `new BrowserWindow`)
 * sees the whole security posture at once: isolated, sandboxed, no Node in the page.
 */
export function createMainWindow(preloadPath: string, startUrl: string): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 1024,
    minHeight: 680,
    show: false,
    title: 'MDM Admin',
    webPreferences: {
      // Reviewed (Electronegativity asks every preload to be reviewed): one sandboxed CommonJS file
      // that requires only electron and exposes window.mdm, built from the contract by createBridge;
      // main validates each call's argument and refuses senders outside the app's top frame (ipc.ts).
      preload: preloadPath, // eng-disable PRELOAD_JS_CHECK
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
  });
  window.once('ready-to-show', () => window.show());
  void window.loadURL(startUrl);
  return window;
}
