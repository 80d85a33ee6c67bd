import { execFile, execFileSync } from 'node:child_process';
import { cpSync, lstatSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ensureBuilt } from './built';

const run = promisify(execFile);
export const projectDir = process.cwd();
export const electronVersion = (
  JSON.parse(readFileSync('node_modules/electron/package.json', 'utf8')) as { version: string }
).version;

/**
 * electron-builder's environment: its download caches point into the test's folder (so a
 * download would show), and the VITEST variables go, else it keeps its log to itself.
 */
export function builderEnv(cacheDir: string): NodeJS.ProcessEnv {
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
 * The project as electron-builder should see it, built and with its icons rendered (as the
 * package scripts do). electron-builder asks `npm ls` which production packages to copy. In a git
 * worktree whose node_modules is a symlink to another checkout's, npm reports them as extraneous
 * links and the collection comes out incomplete, so there the project is staged in `work/stage`,
 * telling electron-builder to walk node_modules itself (`packageManager: traversal`). A normal
 * checkout (and CI) is packaged in place, exactly as `npm run package` does.
 */
export function projectToPackage(work: string): string {
  ensureBuilt();
  execFileSync(process.execPath, ['scripts/icons.mjs']);
  if (!lstatSync('node_modules').isSymbolicLink()) return projectDir;
  const stage = path.join(work, 'stage');
  for (const entry of ['dist', 'build', 'electron-builder.yml', 'scripts/packaging'])
    cpSync(entry, path.join(stage, entry), { recursive: true });
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Record<string, unknown>;
  writeFileSync(
    path.join(stage, 'package.json'),
    JSON.stringify({ ...manifest, packageManager: 'traversal@1.0.0' }, null, 2),
  );
  symlinkSync(realpathSync('node_modules'), path.join(stage, 'node_modules'));
  return stage;
}

export interface BuilderRun {
  /** The project folder (see projectToPackage). */
  dir: string;
  /** The stand-in Electron distribution (electronDist). */
  electronDist: string;
  /** release/ */
  output: string;
  /** The download caches, which must stay empty. */
  caches: string;
  /** More environment (offline tool paths). */
  env?: Record<string, string>;
}

/** `electron-builder TARGETS` with a stand-in Electron and no rebuild; returns its log. */
export async function runElectronBuilder(targets: string[], options: BuilderRun): Promise<string> {
  const { stdout, stderr } = await run(
    process.execPath,
    [
      path.join(projectDir, 'node_modules/electron-builder/cli.js'),
      ...targets,
      '--publish',
      'never',
      '--projectDir',
      options.dir,
      `-c.electronDist=${options.electronDist}`,
      `-c.electronVersion=${electronVersion}`,
      `-c.directories.output=${options.output}`,
      // No native modules among the runtime dependencies; skip the rebuild step (it would
      // fetch Electron's headers if there were any).
      '-c.npmRebuild=false',
    ],
    {
      cwd: options.dir,
      timeout: 240_000,
      maxBuffer: 16 * 1024 * 1024,
      env: { ...builderEnv(options.caches), ...options.env },
    },
  );
  return stdout + stderr;
}
