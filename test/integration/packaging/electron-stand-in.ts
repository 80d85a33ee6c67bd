import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * An unpacked "Electron distribution" for electron-builder's `electronDist`, so that packaging
 * needs no download: the `electron` executable (renamed to the app's executable name) and the
 * `resources/` folder the app.asar goes into. It is never run.
 */
export function createElectronStandIn(dir: string): string {
  mkdirSync(path.join(dir, 'resources'), { recursive: true });
  const executable = path.join(dir, 'electron');
  writeFileSync(executable, '#!/bin/sh\necho "stand-in for the Electron binary (packaging test)" >&2\nexit 1\n');
  chmodSync(executable, 0o755);
  writeFileSync(path.join(dir, 'LICENSE'), 'stand-in\n');
  return dir;
}

/** The names a bundle imports from `electron` (`import { app, BrowserWindow as B } from "electron"`). */
export function electronImportNames(code: string): string[] {
  const names = new Set<string>();
  for (const match of code.matchAll(/^\s*import\s*\{([^}]*)\}\s*from\s*["']electron["']/gm)) {
    for (const part of match[1]!.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name) names.add(name);
    }
  }
  return [...names].sort();
}

/**
 * A stand-in `electron` module for loading the packaged main bundle in plain Node: records what
 * main does at load time, and refuses the single-instance lock so that main quits right away.
 * Names it does not know (APIs added later) are recording proxies, so the stub never breaks
 * the link step of an import.
 */
export function electronModuleStub(importedNames: readonly string[]): string {
  const known = [
    'app',
    'protocol',
    'ipcMain',
    'BrowserWindow',
    'Menu',
    'session',
    'shell',
    'safeStorage',
    'contextBridge',
    'ipcRenderer',
  ];
  const extra = importedNames.filter((name) => !known.includes(name));
  return `
const calls = (globalThis.__electronCalls ??= []);
const record = (name) => (...args) => { calls.push({ name, args: JSON.parse(JSON.stringify(args ?? null)) }); };
const anyApi = (name) => new Proxy(function () {}, {
  get: (_target, key) => (key === 'then' ? undefined : anyApi(name + '.' + String(key))),
  apply: (_target, _this, args) => { record(name)(...args); return anyApi(name + '()'); },
  construct: () => anyApi('new ' + name),
});
export const app = {
  isPackaged: true,
  requestSingleInstanceLock: () => { calls.push({ name: 'app.requestSingleInstanceLock', args: [] }); return false; },
  quit: record('app.quit'),
  on: record('app.on'),
  whenReady: () => { calls.push({ name: 'app.whenReady', args: [] }); return new Promise(() => {}); },
  getPath: () => '/nonexistent',
  getName: () => 'MDM Admin',
  getVersion: () => '0.0.0',
};
export const protocol = { registerSchemesAsPrivileged: record('protocol.registerSchemesAsPrivileged'), handle: record('protocol.handle') };
export const ipcMain = { handle: record('ipcMain.handle'), on: record('ipcMain.on') };
export const BrowserWindow = class { static getAllWindows() { return []; } };
export const Menu = { setApplicationMenu: record('Menu.setApplicationMenu'), buildFromTemplate: (t) => t };
export const session = { defaultSession: {} };
export const shell = { openExternal: record('shell.openExternal') };
export const safeStorage = { isEncryptionAvailable: () => false };
export const contextBridge = { exposeInMainWorld: record('contextBridge.exposeInMainWorld') };
export const ipcRenderer = { invoke: record('ipcRenderer.invoke'), on: record('ipcRenderer.on') };
${extra.map((name) => `export const ${name} = anyApi(${JSON.stringify(name)});`).join('\n')}
export default { ${[...known, ...extra].join(', ')} };
`;
}
