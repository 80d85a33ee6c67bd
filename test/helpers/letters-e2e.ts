/**
 * The credential letters' end-to-end setting: the app in Chromium over the web shell and a
 * folder for the files a test writes and saves (both gone after the file's tests), the way
 * from the first screen to the options step of a file with blank passwords, passwords
 * generated, and the pages of a PDF as text.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll } from 'vitest';
import { openApp } from '../e2e/harness';
import type { OpenedApp } from '../e2e/harness';

export interface LettersSetting {
  readonly app: OpenedApp;
  /** The test's own folder. */
  readonly dir: string;
}

/** Opens the app before the file's tests and closes it after them, with a folder of its own. */
export function lettersSetting(prefix: string): LettersSetting {
  let app: OpenedApp | undefined;
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), prefix));
    app = await openApp();
  });
  afterAll(async () => {
    await app?.close();
    await rm(dir, { recursive: true, force: true });
  });
  return {
    get app() {
      if (!app) throw new Error('The app opens before the tests.');
      return app;
    },
    get dir() {
      return dir;
    },
  };
}

/** Goes to Import users, reads `text` as the file `name` and opens the options with "Generate passwords" ticked. */
export async function generatePasswordsFor({ app, dir }: LettersSetting, name: string, text: string): Promise<void> {
  const { page } = app;
  await page
    .getByRole('button', { name: 'Import users' })
    .or(page.getByText('Import users', { exact: true }).first())
    .first()
    .click();
  const file = path.join(dir, name);
  await writeFile(file, text);
  await page.getByTestId('file-input').setInputFiles(file);
  await page.getByTestId('to-options').and(page.locator(':not([disabled])')).waitFor();
  await page.getByTestId('to-options').click();
  await page.getByLabel(/Generate passwords/).check();
}

/** Each page's text of a PDF. */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(bytes);
  const { text } = await extractText(pdf, { mergePages: false });
  return text;
}
