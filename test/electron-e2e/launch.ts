/**
 * Starts the app as a user's machine would, in its own data folder and with its own policy
 * file, and hands the test its window:
 * - the development build through playwright-core's `_electron`, which also reaches the main
 *   process (menu, dialogs, downloads);
 * - the packaged app as it is shipped, its fuses included: they refuse `--inspect`, which
 *   `_electron` needs, so it is started by hand with Chromium's `--remote-debugging-port` and
 *   its window driven over CDP. What needs the main process runs on the development build.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { _electron, chromium } from 'playwright-core';
import type { Browser, BrowserContext, ElectronApplication, Page } from 'playwright-core';
import type { Target } from './targets';

export interface AppOptions {
  /** The app's data folder (Electron's userData): profiles, jobs, logs, the single-instance lock. */
  dataDir: string;
  /** The machine-wide policy file (MDM_ADMIN_POLICY); a file that does not exist means no policy. */
  policyFile: string;
  /** The system language Electron reports to the app (`--lang`), `en-US` unless given. */
  lang?: string;
}

export interface RunningApp {
  target: Target;
  page: Page;
  /** The main process: the development build only (see above). */
  main: ElectronApplication | undefined;
  process: ChildProcess;
  /** Console errors and page errors of the window. */
  errors: string[];
  /** The exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Quits as the user does (closing the window) and waits for the process to end. */
  close(): Promise<void>;
}

/** Chromium's switches for every start: this data folder, this language, a keyring-free token store. */
export function switches(options: AppOptions): string[] {
  return [
    `--user-data-dir=${options.dataDir}`,
    `--lang=${options.lang ?? 'en-US'}`,
    // No desktop keyring under xvfb: the weaker store is then chosen, and the app asks consent for it.
    '--password-store=basic',
    // Chromium's sandbox cannot start as root (containers); CI runs as a normal user with it on.
    ...(process.platform === 'linux' && process.getuid?.() === 0 ? ['--no-sandbox'] : []),
  ];
}

export function environment(options: AppOptions): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
  delete env.ELECTRON_RUN_AS_NODE;
  delete env.MDM_DEV_SERVER_URL;
  env.MDM_ADMIN_POLICY = options.policyFile;
  return env;
}

/** False after `ms`: how long a quit may take before the process is told to end. */
const deadline = (ms: number): Promise<false> => new Promise((resolve) => setTimeout(() => resolve(false), ms).unref());

const exitOf = (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)));

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function appWindow(context: BrowserContext): Promise<Page> {
  const page = context.pages()[0] ?? (await context.waitForEvent('page'));
  await page.waitForURL((url) => url.protocol === 'app:');
  await page.waitForLoadState('domcontentloaded');
  return page;
}

export async function launchApp(target: Target, options: AppOptions): Promise<RunningApp> {
  return target.kind === 'development' ? launchDevelopment(target, options) : launchPackaged(target, options);
}

async function launchDevelopment(target: Target, options: AppOptions): Promise<RunningApp> {
  const main = await _electron.launch({
    executablePath: target.executable,
    // The project folder: Electron runs package.json's main, dist/main/main.js, as `npm start` does.
    args: [...switches(options), path.resolve('.')],
    env: environment(options),
    cwd: path.resolve('.'),
  });
  const child = main.process();
  const exited = exitOf(child);
  const page = await main.firstWindow();
  await page.waitForURL((url) => url.protocol === 'app:');
  return {
    target,
    page,
    main,
    process: child,
    errors: watchErrors(page),
    exited,
    close: async () => {
      await main.close();
      await exited;
    },
  };
}

/** The `DevTools listening on ws://…` line Chromium prints once its debugging port is open. */
function devToolsEndpoint(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    let found = false;
    child.stderr!.on('data', (chunk: Buffer) => {
      if (found) return; // drained from here on
      seen += chunk.toString();
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(seen);
      if (match) {
        found = true;
        resolve(match[1]!);
      }
    });
    child.once('exit', (code) => reject(new Error(`the packaged app exited with ${code} before its window: ${seen}`)));
  });
}

async function launchPackaged(target: Target, options: AppOptions): Promise<RunningApp> {
  const child = spawn(target.executable, [...switches(options), '--remote-debugging-port=0'], {
    env: environment(options),
    // stderr is read to the end (the DevTools line, then drained); stdout is not wanted, and a
    // pipe nobody reads would stall the app once full.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = exitOf(child);
  const browser: Browser = await chromium.connectOverCDP(await devToolsEndpoint(child));
  const [context] = browser.contexts();
  if (!context) throw new Error('the packaged app has no browser context');
  const page = await appWindow(context);
  return {
    target,
    page,
    main: undefined,
    process: child,
    errors: watchErrors(page),
    exited,
    close: async () => {
      // Closing the last window quits the app (not on macOS, where the app stays: then SIGTERM,
      // which Electron also answers with an orderly quit).
      await page.evaluate(() => window.close()).catch(() => undefined);
      const quit = await Promise.race([exited.then(() => true), deadline(10_000)]);
      if (!quit) child.kill('SIGTERM');
      await browser.close().catch(() => undefined);
      await exited;
    },
  };
}

/**
 * Downloads of the development build go to `dir` instead of a save dialog (Electron shows one
 * for every download); resolves each file's path once it is complete.
 */
export async function saveDownloadsTo(main: ElectronApplication, dir: string): Promise<void> {
  await main.evaluate(
    ({ session }, { dir, separator }) => {
      const done: string[] = [];
      (globalThis as { __e2eDownloads?: string[] }).__e2eDownloads = done;
      session.defaultSession.on('will-download', (_event, item) => {
        const file = `${dir}${separator}${item.getFilename()}`;
        item.setSavePath(file);
        item.once('done', (_done, state) => done.push(`${state}:${file}`));
      });
    },
    { dir, separator: path.sep },
  );
}

/** The downloads finished so far, `state:path` (`completed:/tmp/…/devices.csv`). */
export function finishedDownloads(main: ElectronApplication): Promise<string[]> {
  return main.evaluate(() => [...((globalThis as { __e2eDownloads?: string[] }).__e2eDownloads ?? [])]);
}
