/**
 * What only the desktop app has, on the development build (the packaged app's fuses keep
 * Playwright out of its main process): the application menu in the system's language and in
 * the one chosen in the app, and Help > Save diagnostics… through its save dialog.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { ElectronApplication } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { createTranslator } from '../../shared/i18n/translator';
import type { Language } from '../../shared/i18n/language';
import { tempDir } from '../helpers/temp-dir';
import { launchApp } from './launch';
import type { RunningApp } from './launch';
import { targets } from './targets';

const development = targets().find((target) => target.kind === 'development')!;
const TOP_LEVEL = ['menu.file', 'menu.edit', 'menu.view', 'menu.window', 'menu.help'] as const;
/** A menu label as shown: `&` marks the access key. */
const shown = (label: string) => label.replace(/&/g, '');

let running: RunningApp | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

type Started = RunningApp & { main: ElectronApplication; policyFile: string };

async function start(lang: string): Promise<Started> {
  const dataDir = tempDir('mdm-electron-e2e-desktop-');
  const policyFile = path.join(dataDir, 'no-policy.json');
  running = await launchApp(development, { dataDir, policyFile, lang });
  running.page.setDefaultTimeout(20_000);
  await running.page.locator('main h2').first().waitFor();
  return Object.assign(running, { policyFile }) as Started;
}

/** The top-level menu titles and the Help menu's items, as Electron holds them. */
function menu(main: ElectronApplication): Promise<{ top: string[]; help: string[] }> {
  return main.evaluate(({ Menu }) => {
    const items = Menu.getApplicationMenu()?.items ?? [];
    return {
      top: items.map((item) => item.label),
      help: items.at(-1)?.submenu?.items.map((item) => item.label) ?? [],
    };
  });
}

function expectedMenu(language: Language): { top: string[]; saveDiagnostics: string } {
  const { t } = createTranslator(language);
  return { top: TOP_LEVEL.map((key) => shown(t(key))), saveDiagnostics: t('menu.help.saveDiagnostics') };
}

describe('the application menu', () => {
  it.each([
    ['en-US', 'en'],
    ['de', 'de'],
  ] as const)('speaks the system language (--lang=%s)', async (lang, language) => {
    const { main } = await start(lang);
    const expected = expectedMenu(language);
    // macOS puts the app's own menu first.
    await expect.poll(async () => (await menu(main)).top.map(shown).slice(-TOP_LEVEL.length)).toEqual(expected.top);
    expect((await menu(main)).help).toContain(expected.saveDiagnostics);
  });

  it('follows the language chosen in the app', async () => {
    const { main, page } = await start('en-US');
    await expect.poll(async () => (await menu(main)).top.map(shown).at(-1)).toBe(expectedMenu('en').top.at(-1));
    await page.getByTestId('language-select').click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { name: 'Benutzer importieren', level: 2 }).waitFor();
    await expect
      .poll(async () => (await menu(main)).top.map(shown).slice(-TOP_LEVEL.length))
      .toEqual(expectedMenu('de').top);
  });
});

describe('Help > Save diagnostics…', () => {
  it('saves the support zip where the save dialog says, with the log and the policy in force', async () => {
    const { main, policyFile } = await start('en-US');
    const target = path.join(tempDir('mdm-electron-e2e-diagnostics-'), 'support.zip');
    // The save dialog answers as a user who picked `target` would.
    await main.evaluate(({ dialog }, file) => {
      dialog.showSaveDialog = (() =>
        Promise.resolve({ canceled: false, filePath: file })) as typeof dialog.showSaveDialog;
    }, target);
    const label = expectedMenu('en').saveDiagnostics;
    await main.evaluate(({ Menu, BrowserWindow }, label) => {
      const help = Menu.getApplicationMenu()?.items.at(-1)?.submenu;
      const item = help?.items.find((entry) => entry.label === label);
      if (!item) throw new Error(`no menu item ${label}`);
      item.click(undefined, BrowserWindow.getAllWindows()[0], undefined);
    }, label);
    await expect.poll(() => existsSync(target), { timeout: 30_000 }).toBe(true);
    // The zip is copied into place: wait until it reads whole.
    await expect
      .poll(() => {
        try {
          return Object.keys(unzipSync(new Uint8Array(readFileSync(target))));
        } catch {
          return [];
        }
      })
      .toEqual(expect.arrayContaining(['policy.json', 'logs/mdm-admin.log']));
    const entries = unzipSync(new Uint8Array(readFileSync(target)));
    expect(strFromU8(entries['logs/mdm-admin.log']!)).toContain(`policy: no file at ${policyFile}; the defaults apply`);
    expect(JSON.parse(strFromU8(entries['policy.json']!))).toMatchObject({ file: policyFile });
  });
});
