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

export const SCREENSHOT_DIR = path.resolve('test-results/screenshots');

export interface OpenedApp {
  page: Page;
  browser: Browser;
  shell: WebShell;
  core: Core;
  /** Console errors and page errors seen so far (CSP violations show up here). */
  errors: string[];
  screenshot(name: string): Promise<string>;
  close(): Promise<void>;
}

/** Starts the web shell with a fresh core and opens the app in Debian's Chromium at 1280x800. */
export async function openApp(options: { core?: Core; colorScheme?: 'light' | 'dark' } = {}): Promise<OpenedApp> {
  const core = options.core ?? createCore({ shell: 'web', dataDir: tempDir('mdm-e2e-') });
  const shell = await startWebShell({ core, rendererDir: path.resolve('dist/renderer') });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    colorScheme: options.colorScheme ?? 'light',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(shell.url);
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  return {
    page,
    browser,
    shell,
    core,
    errors,
    async screenshot(name) {
      const file = path.join(SCREENSHOT_DIR, `${name}.png`);
      await page.screenshot({ path: file, fullPage: false });
      return file;
    },
    async close() {
      await browser.close();
      await shell.close();
      await core.dispose();
    },
  };
}
