/**
 * The Linux installers as `npm run package:linux` makes them (electron-builder --linux: AppImage
 * and deb) with a stand-in Electron and the offline tools of offline-tools.ts, so that
 * nothing is downloaded. The app.asar is taken apart (what the packaged app would load must be
 * there, and nothing else of ours), then the deb and the AppImage: control file, maintainer
 * scripts, file modes and owners, desktop entries, icons, and the Electron fuses read back from
 * the packaged binary.
 */
import { extractAll } from '@electron/asar';
import electronFuses from '@electron/fuses';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { load } from 'js-yaml';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { Worker } from 'node:worker_threads';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../helpers/temp-dir';
import { coreWorkerEntry } from '../../../electron/core/work/core-work';
import { unpackedPath } from '../../../electron/core/work/work-host';
import { bundlePackages, isNodeBuiltin, moduleSpecifiers, packageName } from './bundle-imports';
import { projectToPackage, runElectronBuilder } from './electron-builder-run';
import { createElectronStandIn, electronImportNames, electronModuleStub } from './electron-stand-in';
import {
  debControl,
  debEntries,
  debScript,
  desktopFileProblems,
  extractAppImage,
  extractDeb,
  parseDesktopEntry,
} from './linux-packages';
import { APPIMAGE_RUNTIME_STAND_IN, offlineLinuxToolsEnv, requireSystemTools } from './offline-tools';
import { listFiles, missingDependencies, packageDirs, resolvePackageDir } from './packaged-tree';

const run = promisify(execFile);
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  version: string;
  homepage: string;
  desktopName: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

let work: string;
let output: string; // release/
let unpacked: string; // release/linux-unpacked
let app: string; // the extracted app.asar
let files: string[];
let builderLog: string;
let caches: string;

beforeAll(async () => {
  requireSystemTools();
  work = tempDir('mdm-package-');
  const dir = projectToPackage(work);
  output = path.join(work, 'release');
  caches = path.join(work, 'caches');
  mkdirSync(caches);
  builderLog = await runElectronBuilder(['--linux'], {
    dir,
    electronDist: createElectronStandIn(path.join(work, 'electron-dist')),
    output,
    caches,
    env: offlineLinuxToolsEnv(dir, path.join(work, 'appimage-tools')),
  });
  unpacked = path.join(output, 'linux-unpacked');
  app = path.join(work, 'app');
  extractAll(path.join(unpacked, 'resources', 'app.asar'), app);
  files = listFiles(app);
}, 270_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('electron-builder --linux (AppImage and deb, stand-in Electron)', () => {
  it('builds the Linux folder, the AppImage and the deb, without downloading anything', () => {
    expect(statSync(path.join(unpacked, 'mdm-admin')).mode & 0o111).not.toBe(0);
    expect(existsSync(path.join(unpacked, 'resources', 'app.asar'))).toBe(true);
    expect(
      readdirSync(output)
        .filter((name) => /\.(AppImage|deb)$/.test(name))
        .sort(),
    ).toEqual([`MDM Admin-${pkg.version}.AppImage`, `mdm-admin_${pkg.version}_amd64.deb`]);
    expect(builderLog).toContain('using custom unpacked Electron distribution');
    expect(builderLog).not.toMatch(/download/i);
    expect(readdirSync(caches)).toEqual([]);
  });

  it('holds the main, preload and renderer bundles, and package.json whose main exists', () => {
    for (const file of [
      'dist/main/main.js',
      'dist/main/core-worker.cjs',
      'dist/preload/preload.cjs',
      'dist/renderer/index.html',
      'package.json',
    ]) {
      expect(files).toContain(file);
    }
    const manifest = JSON.parse(readFileSync(path.join(app, 'package.json'), 'utf8')) as { main: string; type: string };
    expect(manifest.main).toBe('dist/main/main.js');
    expect(manifest.type).toBe('module');
    expect(existsSync(path.join(app, manifest.main))).toBe(true);
  });

  it('holds every file of the built renderer (but its maps), and every asset index.html names', () => {
    const renderer = listFiles('dist/renderer').filter((file) => !file.endsWith('.map'));
    expect(renderer.length).toBeGreaterThan(2);
    for (const file of renderer) expect(files).toContain(`dist/renderer/${file}`);
    const html = readFileSync(path.join(app, 'dist/renderer/index.html'), 'utf8');
    const assets = [...html.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets.some((asset) => asset.endsWith('.js'))).toBe(true);
    expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true);
    for (const asset of assets) {
      expect(asset, 'assets are relative: the app is served from app://mdm/').not.toMatch(/^(\/|[a-z]+:)/i);
      expect(files).toContain(path.posix.join('dist/renderer', asset));
    }
  });

  it('holds only the desktop app: no web shell or CLI bundle, no source maps, TypeScript sources or tests', () => {
    const topLevel = new Set(files.map((file) => file.split('/')[0]));
    expect([...topLevel].sort()).toEqual(['dist', 'node_modules', 'package.json']);
    const bundles = new Set(files.filter((file) => file.startsWith('dist/')).map((file) => file.split('/')[1]));
    expect([...bundles].sort()).toEqual(['main', 'preload', 'renderer']);
    expect(files.filter((file) => /\.(map|ts|tsx|mts|cts)$/.test(file))).toEqual([]);
    expect(
      files.filter((file) => /(^|\/)(test|tests|__tests__|spec)\/|\.(test|spec)\.[cm]?[jt]sx?$/.test(file)),
    ).toEqual([]);
  });

  it('holds the Node side runtime dependencies and none of the renderer libraries (Vite bundled those)', () => {
    const packaged = new Set(
      packageDirs(app).map((dir) => path.relative(path.join(app, 'node_modules'), dir).split(path.sep).join('/')),
    );
    for (const name of Object.keys(pkg.dependencies)) expect(packaged, name).toContain(name);
    for (const name of [
      'react',
      'react-dom',
      '@mantine/core',
      '@mantine/hooks',
      'zustand',
      '@tanstack/react-virtual',
    ]) {
      expect(packaged, name).not.toContain(name);
    }
    // A devDependency's name may be packaged as another package's own dependency (electron-updater
    // needs js-yaml 4; the tests use js-yaml 5): only one no packaged package asks for is dead weight.
    const asked = new Set(
      packageDirs(app).flatMap((dir) =>
        Object.keys(
          (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies?: object })
            .dependencies ?? {},
        ),
      ),
    );
    const devOnly = Object.keys(pkg.devDependencies).filter((name) => packaged.has(name) && !asked.has(name));
    expect(devOnly).toEqual([]);
  });

  it("writes what an update feed serves beside the installers, and the updater's app-update.yml inside the app", () => {
    const feed = load(readFileSync(path.join(output, 'latest-linux.yml'), 'utf8')) as {
      version: string;
      files: { url: string; sha512: string; size: number }[];
    };
    expect(feed.version).toBe(pkg.version);
    const appImage = feed.files.find((file) => file.url.endsWith('.AppImage'))!;
    expect(appImage.size).toBe(statSync(path.join(output, appImage.url)).size);
    expect(appImage.sha512).toBe(
      createHash('sha512')
        .update(readFileSync(path.join(output, appImage.url)))
        .digest('base64'),
    );
    const updateConfig = load(readFileSync(path.join(unpacked, 'resources', 'app-update.yml'), 'utf8'));
    expect(updateConfig).toMatchObject({ provider: 'generic', updaterCacheDirName: expect.any(String) });
  });

  it('every dependency of every packaged package is found inside the package (the whole production tree)', () => {
    expect(missingDependencies(app)).toEqual([]);
    // electron-store's own dependency, the case a symlinked node_modules once dropped:
    expect(resolvePackageDir(app, path.join(app, 'node_modules/electron-store'), 'conf')).not.toBeNull();
  });

  it("each package the main bundle imports is electron, a Node built-in or inside the package's node_modules", () => {
    for (const file of ['dist/main/main.js', 'dist/preload/preload.cjs']) {
      const code = readFileSync(path.join(app, file), 'utf8');
      const unresolved = moduleSpecifiers(code)
        .filter((specifier) => !isNodeBuiltin(specifier) && packageName(specifier) !== 'electron')
        .filter((specifier) => !resolvePackageDir(app, path.dirname(path.join(app, file)), packageName(specifier)));
      expect(unresolved, file).toEqual([]);
    }
    expect(bundlePackages(readFileSync(path.join(app, 'dist/main/main.js'), 'utf8')).length).toBeGreaterThan(1);
  });

  it('the packaged main bundle loads in Node with every import resolved inside the package (electron stubbed)', async () => {
    const mainCode = readFileSync(path.join(app, 'dist/main/main.js'), 'utf8');
    const stubDir = path.join(app, 'node_modules', 'electron');
    expect(existsSync(stubDir), 'the real electron package is never packaged').toBe(false);
    cpSync(path.join(work, 'electron-dist', 'LICENSE'), path.join(stubDir, 'LICENSE'));
    writeFileSync(
      path.join(stubDir, 'package.json'),
      JSON.stringify({ name: 'electron', type: 'module', main: 'index.js' }),
    );
    writeFileSync(path.join(stubDir, 'index.js'), electronModuleStub(electronImportNames(mainCode)));
    const probe = path.join(app, 'probe.mjs');
    writeFileSync(
      probe,
      "await import('./dist/main/main.js');\nprocess.stdout.write(JSON.stringify(globalThis.__electronCalls));\n",
    );
    try {
      const { stdout } = await run(process.execPath, [probe], { cwd: work, timeout: 30_000 });
      const calls = JSON.parse(stdout) as { name: string; args: unknown[] }[];
      const names = calls.map((call) => call.name);
      expect(names).toEqual(
        expect.arrayContaining(['protocol.registerSchemesAsPrivileged', 'app.requestSingleInstanceLock', 'app.quit']),
      );
      const schemes = calls.find((call) => call.name === 'protocol.registerSchemesAsPrivileged')!.args[0];
      expect(schemes).toEqual([expect.objectContaining({ scheme: 'app' })]);
    } finally {
      rmSync(stubDir, { recursive: true, force: true });
      rmSync(probe, { force: true });
    }
  });

  it("unpacks core's worker beside app.asar, self-contained, where the main bundle looks for it, and it serves tasks", async () => {
    const unpackedWorker = path.join(unpacked, 'resources', 'app.asar.unpacked', 'dist', 'main', 'core-worker.cjs');
    expect(existsSync(unpackedWorker)).toBe(true);
    const code = readFileSync(unpackedWorker, 'utf8');
    expect(moduleSpecifiers(code).filter((specifier) => !isNodeBuiltin(specifier))).toEqual([]);
    // Where the main bundle, loaded from inside app.asar, starts the worker.
    const mainUrl = pathToFileURL(path.join(unpacked, 'resources', 'app.asar', 'dist', 'main', 'main.js')).href;
    expect(unpackedPath(fileURLToPath(coreWorkerEntry(mainUrl)))).toBe(unpackedWorker);
    // Started as the packaged app starts it: a task over the worker protocol gets its answer.
    const upload = path.join(work, 'probe-upload.csv');
    writeFileSync(upload, 'name,email\r\nann,a@x.org\r\n');
    const worker = new Worker(unpackedWorker);
    try {
      const answer = await new Promise((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.postMessage({
          type: 'run',
          id: 1,
          task: 'indexUpload',
          input: { upload, offsets: path.join(work, 'probe-upload.offsets') },
        });
      });
      expect(answer).toEqual({ type: 'done', id: 1, value: { records: 1, bytes: 25 } });
    } finally {
      await worker.terminate();
    }
  });

  it("the packaged preload runs with only electron to require, as in Electron's sandbox, and exposes window.mdm", () => {
    const code = readFileSync(path.join(app, 'dist/preload/preload.cjs'), 'utf8');
    const exposed: string[] = [];
    const required: string[] = [];
    const electron = {
      contextBridge: { exposeInMainWorld: (key: string) => exposed.push(key) },
      ipcRenderer: {
        invoke: async () => ({ ok: true, value: null }),
        on: () => undefined,
        removeListener: () => undefined,
      },
    };
    const sandboxRequire = (name: string) => {
      required.push(name);
      if (name !== 'electron') throw new Error(`a sandboxed preload cannot require ${name}`);
      return electron;
    };
    const module = { exports: {} };
    const context = vm.createContext({ require: sandboxRequire, module, exports: module.exports, console });
    new vm.Script(code, { filename: 'preload.cjs' }).runInContext(context);
    expect(required).toEqual(['electron']);
    expect(exposed).toEqual(['mdm']);
  });
});

/** The fuse wire of an Electron binary, by fuse name: "on", "off" (or "removed"). */
async function fusesOf(binary: string): Promise<Record<string, string>> {
  const wire = (await electronFuses.getCurrentFuseWire(binary)) as unknown as Record<string, number | string>;
  const states: Record<number, string> = { 48: 'off', 49: 'on', 114: 'removed' };
  return Object.fromEntries(
    Object.entries(wire)
      .filter(([index]) => index !== 'version')
      .map(([index, state]) => [electronFuses.FuseV1Options[Number(index)], states[Number(state)] ?? String(state)]),
  );
}

/** What scripts/packaging/fuses.mjs sets on Linux (asar integrity: not implemented there, left as is). */
const LINUX_FUSES = {
  RunAsNode: 'off',
  EnableCookieEncryption: 'on',
  EnableNodeOptionsEnvironmentVariable: 'off',
  EnableNodeCliInspectArguments: 'off',
  EnableEmbeddedAsarIntegrityValidation: 'off',
  OnlyLoadAppFromAsar: 'on',
  LoadBrowserProcessSpecificV8Snapshot: 'off',
  GrantFileProtocolExtraPrivileges: 'off',
};

describe('the Electron fuses of the packaged binary (afterPack hook, read back with @electron/fuses)', () => {
  it("the stand-in starts with Electron's defaults: run as node, NODE_OPTIONS, --inspect and file:// privileges on", async () => {
    expect(await fusesOf(path.join(work, 'electron-dist', 'electron'))).toEqual({
      RunAsNode: 'on',
      EnableCookieEncryption: 'off',
      EnableNodeOptionsEnvironmentVariable: 'on',
      EnableNodeCliInspectArguments: 'on',
      EnableEmbeddedAsarIntegrityValidation: 'off',
      OnlyLoadAppFromAsar: 'off',
      LoadBrowserProcessSpecificV8Snapshot: 'off',
      GrantFileProtocolExtraPrivileges: 'on',
    });
  });

  it('the packaged executable has them flipped: no run as node, no NODE_OPTIONS or --inspect, cookies encrypted, asar only', async () => {
    expect(builderLog).toContain('executing @electron/fuses');
    expect(await fusesOf(path.join(unpacked, 'mdm-admin'))).toEqual(LINUX_FUSES);
  });
});

describe('the deb', () => {
  let deb: string;
  let root: string;
  beforeAll(() => {
    deb = path.join(output, `mdm-admin_${pkg.version}_amd64.deb`);
    root = extractDeb(deb, path.join(work, 'deb-root'));
  });

  it('has a control file naming the package, version, maintainer, dependencies and description', () => {
    const control = debControl(deb);
    expect(control).toMatchObject({
      Package: 'mdm-admin',
      Version: pkg.version,
      Architecture: 'amd64',
      Maintainer: 'MDM Admin maintainers <maintainers@mdm-admin.example>',
      Section: 'utils',
      Priority: 'optional',
      Homepage: pkg.homepage,
    });
    expect(control.Depends!.split(', ')).toEqual([
      'libgtk-3-0',
      'libnotify4',
      'libnss3',
      'libxss1',
      'libxtst6',
      'xdg-utils',
      'libatspi2.0-0',
      'libuuid1',
      'libsecret-1-0',
    ]);
    expect(control.Recommends).toBeUndefined();
    expect(control.Description!.split('\n')).toEqual([
      'Administration of a device-management service',
      expect.stringMatching(/^Desktop administration for a device-management service: offline-validated user CSV/),
    ]);
    const asarKiB = statSync(path.join(unpacked, 'resources', 'app.asar')).size / 1024;
    expect(Number(control['Installed-Size'])).toBeGreaterThan(asarKiB);
  });

  it('installs the app under /opt, owned by root, directories 0755, programs 0755, data 0644', () => {
    const entries = debEntries(deb);
    expect(entries.filter((entry) => entry.owner !== 'root/root')).toEqual([]);
    expect(entries.filter((entry) => entry.type === 'directory' && entry.mode !== 0o755)).toEqual([]);
    const mode = (file: string) => entries.find((entry) => entry.path === file)?.mode;
    expect(mode('/opt/MDM Admin/mdm-admin')).toBe(0o755);
    // 0755 in the package; the post-install script makes it setuid only where user namespaces are off.
    expect(mode('/opt/MDM Admin/chrome-sandbox')).toBe(0o755);
    expect(mode('/opt/MDM Admin/resources/app.asar')).toBe(0o644);
    // How the installed app's updater knows it is a deb (electron-updater's DebUpdater), and its cache.
    expect(mode('/opt/MDM Admin/resources/package-type')).toBe(0o644);
    expect(mode('/opt/MDM Admin/resources/app-update.yml')).toBe(0o644);
    expect(mode(`/usr/share/applications/${pkg.desktopName}`)).toBe(0o644);
    const executables = entries
      .filter((entry) => entry.type === 'file' && entry.mode & 0o111)
      .map((entry) => entry.path);
    expect(executables.sort()).toEqual(['/opt/MDM Admin/chrome-sandbox', '/opt/MDM Admin/mdm-admin']);
    expect(entries.filter((entry) => entry.mode & 0o7000)).toEqual([]);
  });

  it('holds the same app.asar and the same fused executable as the Linux folder', async () => {
    const opt = path.join(root, 'opt', 'MDM Admin');
    expect(
      readFileSync(path.join(opt, 'resources', 'app.asar')).equals(
        readFileSync(path.join(unpacked, 'resources', 'app.asar')),
      ),
    ).toBe(true);
    expect(await fusesOf(path.join(opt, 'mdm-admin'))).toEqual(LINUX_FUSES);
  });

  it('has a valid desktop entry that starts /opt/MDM Admin/mdm-admin, and an icon in every hicolor size', () => {
    const file = path.join(root, 'usr/share/applications', pkg.desktopName);
    expect(desktopFileProblems(file)).toBeNull();
    expect(parseDesktopEntry(readFileSync(file, 'utf8'))).toMatchObject({
      Name: 'MDM Admin',
      Type: 'Application',
      Exec: '"/opt/MDM Admin/mdm-admin" %U',
      Icon: 'mdm-admin',
      Categories: 'Utility;',
      StartupWMClass: 'MDM Admin',
    });
    for (const size of [16, 24, 32, 48, 64, 128, 256, 512]) {
      const icon = path.join(root, `usr/share/icons/hicolor/${size}x${size}/apps/mdm-admin.png`);
      // PNG width and height are big-endian at bytes 16 and 20.
      const png = readFileSync(icon);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], icon).toEqual([size, size]);
    }
  });

  it("links the command on install and unlinks it on removal (electron-builder's maintainer scripts)", () => {
    const postinst = debScript(deb, 'postinst');
    expect(postinst).toMatch(/^#!\/bin\/bash/);
    expect(postinst).toContain("'/usr/bin/mdm-admin'");
    expect(postinst).toContain("'/opt/MDM Admin/mdm-admin'");
    expect(postinst).toContain("chmod 4755 '/opt/MDM Admin/chrome-sandbox'");
    expect(debScript(deb, 'postrm')).toContain("update-alternatives --remove 'mdm-admin' '/opt/MDM Admin/mdm-admin'");
  });
});

describe('the AppImage', () => {
  let appImage: string;
  let root: string;
  beforeAll(() => {
    appImage = path.join(output, `MDM Admin-${pkg.version}.AppImage`);
    root = extractAppImage(appImage, Buffer.byteLength(APPIMAGE_RUNTIME_STAND_IN), path.join(work, 'appimage-root'));
  });

  it('is one executable file: the runtime, then the squashfs with the app', () => {
    expect(statSync(appImage).mode & 0o777).toBe(0o755);
    expect(readFileSync(appImage).subarray(0, Buffer.byteLength(APPIMAGE_RUNTIME_STAND_IN)).toString()).toBe(
      APPIMAGE_RUNTIME_STAND_IN,
    );
    for (const file of ['AppRun', 'mdm-admin', 'chrome-sandbox']) {
      expect(statSync(path.join(root, file)).mode & 0o777, file).toBe(0o755);
    }
  });

  it('holds the same app.asar and the same fused executable as the Linux folder', async () => {
    expect(
      readFileSync(path.join(root, 'resources', 'app.asar')).equals(
        readFileSync(path.join(unpacked, 'resources', 'app.asar')),
      ),
    ).toBe(true);
    expect(await fusesOf(path.join(root, 'mdm-admin'))).toEqual(LINUX_FUSES);
  });

  it("has a valid desktop entry that runs AppRun without --no-sandbox, and the app's icon", () => {
    const file = path.join(root, pkg.desktopName);
    expect(desktopFileProblems(file)).toBeNull();
    const entry = parseDesktopEntry(readFileSync(file, 'utf8'));
    expect(entry).toMatchObject({
      Name: 'MDM Admin',
      Exec: 'AppRun %U',
      Icon: 'mdm-admin',
      'X-AppImage-Version': pkg.version,
    });
    expect(readFileSync(path.join(root, 'AppRun'), 'utf8')).toContain('BIN="$APPDIR/mdm-admin"');
    const icon = readFileSync(path.join(root, '.DirIcon'));
    expect([icon.readUInt32BE(16), icon.readUInt32BE(20)]).toEqual([512, 512]);
  });
});
