/**
 * `npm run package` (electron-builder --linux dir) with a stand-in Electron, so that nothing is
 * downloaded, then the app.asar is taken apart: what the packaged app would load must be there,
 * and nothing else of ours.
 */
import { extractAll } from '@electron/asar';
import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
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
import { ensureBuilt } from './built';
import { createElectronStandIn, electronImportNames, electronModuleStub } from './electron-stand-in';
import { listFiles, missingDependencies, packageDirs, resolvePackageDir } from './packaged-tree';

const run = promisify(execFile);
const projectDir = process.cwd();
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const electronVersion = (JSON.parse(readFileSync('node_modules/electron/package.json', 'utf8')) as { version: string })
  .version;

let work: string;
let unpacked: string; // release/linux-unpacked
let app: string; // the extracted app.asar
let files: string[];
let builderLog: string;
let caches: string;

/**
 * electron-builder's environment: its download caches point into the test's folder (so a
 * download would show), and the VITEST variables go, else it keeps its log to itself.
 */
function builderEnv(cacheDir: string): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')));
  return {
    ...env,
    CI: 'true',
    ELECTRON_CACHE: cacheDir,
    ELECTRON_BUILDER_CACHE: cacheDir,
    electron_config_cache: cacheDir,
  };
}

/**
 * electron-builder asks `npm ls` which production packages to copy. In a git worktree whose
 * node_modules is a symlink to another checkout's, npm reports them as extraneous links and the
 * collection comes out incomplete, so there the project is staged in a temp folder that tells
 * electron-builder to walk node_modules itself (`packageManager: traversal`). A normal checkout
 * (and CI) is packaged in place, exactly as `npm run package` does.
 */
function projectToPackage(): string {
  if (!lstatSync('node_modules').isSymbolicLink()) return projectDir;
  const stage = path.join(work, 'stage');
  for (const entry of ['dist', 'build', 'electron-builder.yml'])
    cpSync(entry, path.join(stage, entry), { recursive: true });
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Record<string, unknown>;
  writeFileSync(
    path.join(stage, 'package.json'),
    JSON.stringify({ ...manifest, packageManager: 'traversal@1.0.0' }, null, 2),
  );
  symlinkSync(realpathSync('node_modules'), path.join(stage, 'node_modules'));
  return stage;
}

beforeAll(async () => {
  ensureBuilt();
  work = tempDir('mdm-package-');
  const standIn = createElectronStandIn(path.join(work, 'electron-dist'));
  const dir = projectToPackage();
  const output = path.join(work, 'release');
  caches = path.join(work, 'caches');
  mkdirSync(caches);
  const { stdout, stderr } = await run(
    process.execPath,
    [
      path.join(projectDir, 'node_modules/electron-builder/cli.js'),
      '--linux',
      'dir',
      '--projectDir',
      dir,
      `-c.electronDist=${standIn}`,
      `-c.electronVersion=${electronVersion}`,
      `-c.directories.output=${output}`,
      // No native modules among the runtime dependencies; skip the rebuild step (it would
      // fetch Electron's headers if there were any).
      '-c.npmRebuild=false',
    ],
    { cwd: dir, timeout: 120_000, maxBuffer: 16 * 1024 * 1024, env: builderEnv(caches) },
  );
  builderLog = stdout + stderr;
  unpacked = path.join(output, 'linux-unpacked');
  app = path.join(work, 'app');
  extractAll(path.join(unpacked, 'resources', 'app.asar'), app);
  files = listFiles(app);
}, 150_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('npm run package (electron-builder --linux dir, stand-in Electron)', () => {
  it('builds the Linux folder: the executable and resources/app.asar, without downloading anything', () => {
    expect(statSync(path.join(unpacked, 'mdm-admin')).mode & 0o111).not.toBe(0);
    expect(existsSync(path.join(unpacked, 'resources', 'app.asar'))).toBe(true);
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
    const devOnly = Object.keys(pkg.devDependencies).filter((name) => packaged.has(name));
    expect(devOnly).toEqual([]);
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
