import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { createCore } from '../../electron/core/create-core';
import type { Core } from '../../electron/core/create-core';
import { startWebShell } from '../../electron/web/web-shell';
import type { WebShell } from '../../electron/web/web-shell';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import { tempDir } from '../helpers/temp-dir';
import { TEST_CALLER } from '../helpers/caller';
import type { DemoServer } from '../../electron/demo-server/index';

export const SCREENSHOT_DIR = path.resolve('test-results/screenshots');

export interface PageOptions {
  colorScheme?: 'light' | 'dark';
  /** The browser's language (navigator.languages, Intl, Accept-Language): 'de-DE' for a German browser. */
  locale?: string;
  viewport?: { width: number; height: number };
}

export interface OpenedPage {
  page: Page;
  /** Console errors and page errors seen so far (CSP violations show up here). */
  errors: string[];
  screenshot(name: string): Promise<string>;
  close(): Promise<void>;
}

export interface OpenedApp extends OpenedPage {
  browser: Browser;
  shell: WebShell;
  core: Core;
  /** Another browser window (its own context: language, colour scheme, size) on the same shell and core. */
  openPage(options?: PageOptions): Promise<OpenedPage>;
  close(): Promise<void>;
}

async function openPage(browser: Browser, url: string, options: PageOptions): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    colorScheme: options.colorScheme ?? 'light',
    locale: options.locale ?? 'en-US',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  return {
    page,
    errors,
    async screenshot(name) {
      const file = path.join(SCREENSHOT_DIR, `${name}.png`);
      await page.screenshot({ path: file, fullPage: false });
      return file;
    },
    close: () => context.close(),
  };
}

/**
 * The app with one saved connection, "Demo org", to this demo server (an organization
 * administrator's token), and job polls fast enough for a test to watch an import end.
 */
export async function openAppOnDemoServer(server: DemoServer, dataDirPrefix: string): Promise<OpenedApp> {
  const core = createCore({
    shell: 'web',
    dataDir: tempDir(dataDirPrefix),
    jobs: { poll: { initialMs: 100, maxMs: 200 } },
  });
  await core.call(
    'profiles.save',
    {
      profile: { name: 'Demo org', baseUrl: server.url, kind: 'organization' },
      token: server.orgToken,
      acceptWeakStorage: true,
    },
    TEST_CALLER,
  );
  const app = await openApp({ core });
  app.page.setDefaultTimeout(15_000);
  return app;
}

/** Starts the web shell with a fresh core and opens the app in Debian's Chromium (1280x800, English, light by default). */
export async function openApp(options: PageOptions & { core?: Core } = {}): Promise<OpenedApp> {
  const core = options.core ?? createCore({ shell: 'web', dataDir: tempDir('mdm-e2e-') });
  // E2E_RENDERER_DIR: another build of the renderer (e.g. main's, to see a test fail before its fix).
  const rendererDir = path.resolve(process.env.E2E_RENDERER_DIR ?? 'dist/renderer');
  const shell = await startWebShell({ core, rendererDir });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  const first = await openPage(browser, shell.url, options);
  return {
    ...first,
    browser,
    shell,
    core,
    openPage: (more = {}) => openPage(browser, shell.url, more),
    async close() {
      await browser.close();
      await shell.close();
      await core.dispose();
    },
  };
}
