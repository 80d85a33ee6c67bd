import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as ResEdit from 'resedit';

/** Where Electron's fuse wire starts (@electron/fuses' SENTINEL, Electron's build/fuses). */
export const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';

/**
 * Electron's fuse wire as its binary carries it: the sentinel, the schema version (1), the
 * number of fuses, then one byte per fuse, "1" on and "0" off. These are Electron's defaults
 * (build/fuses/fuses.json5): run_as_node 1, cookie_encryption 0, node_options 1,
 * node_cli_inspect 1, embedded_asar_integrity_validation 0, only_load_app_from_asar 0,
 * load_browser_process_specific_v8_snapshot 0, grant_file_protocol_extra_privileges 1.
 */
export const DEFAULT_FUSES = '10110001';

export function fuseWire(fuses = DEFAULT_FUSES): Buffer {
  return Buffer.concat([
    Buffer.from(FUSE_SENTINEL, 'latin1'),
    Buffer.from([1, fuses.length]),
    Buffer.from(fuses, 'latin1'),
  ]);
}

/**
 * An unpacked "Electron distribution" for electron-builder's `electronDist`, so that packaging
 * needs no download: the `electron` executable (renamed to the app's executable name) carrying
 * a fuse wire in Electron's format after its last line (so @electron/fuses can flip it and the
 * test read it back), `chrome-sandbox` (whose mode the deb's post-install script sets) and the
 * `resources/` folder the app.asar goes into. None of it is ever run.
 */
export function createElectronStandIn(dir: string): string {
  mkdirSync(path.join(dir, 'resources'), { recursive: true });
  const executable = path.join(dir, 'electron');
  const script = '#!/bin/sh\necho "stand-in for the Electron binary (packaging test)" >&2\nexit 1\n# fuse wire: ';
  writeFileSync(executable, Buffer.concat([Buffer.from(script), fuseWire(), Buffer.from('\n')]));
  chmodSync(executable, 0o755);
  const sandbox = path.join(dir, 'chrome-sandbox');
  writeFileSync(sandbox, '#!/bin/sh\nexit 1\n');
  chmodSync(sandbox, 0o755);
  writeFileSync(path.join(dir, 'LICENSE'), 'stand-in\n');
  return dir;
}

/**
 * Electron's Windows distribution as a stand-in: `electron.exe` is a real, empty PE image (made by
 * resedit, which electron-builder also uses to edit it) with the version resource Electron's has,
 * because electron-builder adds the asar's integrity hash and the app's icon and names to it; the
 * fuse wire follows the image. Never run.
 */
export function createWindowsElectronStandIn(dir: string): string {
  mkdirSync(path.join(dir, 'resources'), { recursive: true });
  const exe = ResEdit.NtExecutable.createEmpty(false, false);
  const resources = ResEdit.NtExecutableResource.from(exe);
  const version = ResEdit.Resource.VersionInfo.createEmpty();
  version.lang = 1033;
  version.setStringValues({ lang: 1033, codepage: 1200 }, { ProductName: 'Electron', FileDescription: 'Electron' });
  version.setFileVersion(45, 0, 0, 0, 1033);
  version.outputToResourceEntries(resources.entries);
  resources.outputResource(exe);
  exe.setExtraData(fuseWire());
  writeFileSync(path.join(dir, 'electron.exe'), Buffer.from(exe.generate()));
  writeFileSync(path.join(dir, 'LICENSE'), 'stand-in\n');
  return dir;
}

const plist = (entries: Record<string, string>) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
    '<plist version="1.0"><dict>',
    ...Object.entries(entries).map(([key, value]) => `<key>${key}</key><string>${value}</string>`),
    '</dict></plist>',
    '',
  ].join('\n');

/** The helper apps Electron 45 ships inside Electron.app, which electron-builder renames. */
const MAC_HELPERS = ['', ' (Renderer)', ' (GPU)', ' (Plugin)'];

/**
 * Electron's macOS distribution as a stand-in: Electron.app with its Info.plist, the main
 * executable, the helper apps electron-builder renames, and the Electron Framework binary, where
 * the fuse wire is (and where @electron/fuses looks for it). Never run.
 */
export function createMacElectronStandIn(dir: string): string {
  const contents = path.join(dir, 'Electron.app', 'Contents');
  const write = (file: string, data: string | Buffer, mode = 0o644) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, data);
    chmodSync(file, mode);
  };
  write(
    path.join(contents, 'Info.plist'),
    plist({
      CFBundleExecutable: 'Electron',
      CFBundleIconFile: 'electron.icns',
      CFBundleIdentifier: 'com.github.Electron',
      CFBundleName: 'Electron',
      CFBundlePackageType: 'APPL',
    }),
  );
  write(path.join(contents, 'MacOS', 'Electron'), '#!/bin/sh\nexit 1\n', 0o755);
  write(path.join(contents, 'Resources', 'electron.icns'), 'stand-in');
  const framework = path.join(contents, 'Frameworks', 'Electron Framework.framework', 'Electron Framework');
  write(framework, Buffer.concat([Buffer.from('stand-in for the Electron Framework: '), fuseWire()]), 0o755);
  for (const suffix of MAC_HELPERS) {
    const helper = path.join(contents, 'Frameworks', `Electron Helper${suffix}.app`, 'Contents');
    write(path.join(helper, 'Info.plist'), plist({ CFBundleExecutable: `Electron Helper${suffix}` }));
    write(path.join(helper, 'MacOS', `Electron Helper${suffix}`), '#!/bin/sh\nexit 1\n', 0o755);
  }
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
