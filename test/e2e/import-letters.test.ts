import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { openApp, SCREENSHOT_DIR } from './harness';
import type { OpenedApp } from './harness';

// The credential letters of generated passwords, printed from the real browser: a school's
// export without logins' passwords, the sheet made, the letters sorted by class.
let app: OpenedApp;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'letters-e2e-'));
  app = await openApp();
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe('Import users: credential letters', () => {
  it('prints one letter per generated password, sorted by class, one per page', async () => {
    const { page } = app;
    await page
      .getByRole('button', { name: 'Import users' })
      .or(page.getByText('Import users', { exact: true }).first())
      .first()
      .click();
    const file = path.join(dir, 'schild.csv');
    await writeFile(
      file,
      'name,email,givenName,surName,password,Klasse\n' +
        'zoe.weiss,zoe.weiss@schule.example,Zoë,Weiß,,10a\n' +
        'sarka.zak,sarka.zak@schule.example,Šárka,Žák,,5b\n' +
        'juergen.mueller,juergen.mueller@schule.example,Jürgen,Müller,,5b\n',
    );
    await page.getByTestId('file-input').setInputFiles(file);
    await page.getByTestId('to-options').and(page.locator(':not([disabled])')).waitFor();
    await page.getByTestId('to-options').click();
    await page.getByLabel(/Generate passwords/).check();
    await page.getByTestId('make-sheet').click();
    await page.getByTestId('print-letters').click();

    const letters = page.getByTestId('credential-letter');
    await letters.first().waitFor();
    expect(await letters.count()).toBe(3);
    const texts = await letters.allTextContents();
    expect(texts.map((text) => /Login(\S+?)E-mail/.exec(text)?.[1])).toEqual([
      'juergen.mueller',
      'sarka.zak',
      'zoe.weiss',
    ]);
    expect(texts[1]).toContain('Hello Šárka Žák,');
    const secrets = await page.locator('[data-secret]').allTextContents();
    expect(secrets.every((secret) => secret.length >= 8)).toBe(true);
    await page.getByTestId('letters-school').fill('Gesamtschule Köln-Süd');
    await app.screenshot('import-letters-01-dialog');
    expect(await axeViolations(page, 'letters')).toEqual([]);

    // As the printer sees it: the letters alone, each on a page of its own.
    const printed = await page.pdf({ path: path.join(SCREENSHOT_DIR, 'import-letters-02-print.pdf'), format: 'A4' });
    const pdf = await getDocumentProxy(new Uint8Array(printed));
    const { text } = await extractText(pdf, { mergePages: false });
    expect(text).toHaveLength(3);
    text.forEach((pageText, i) => {
      expect(pageText).toContain(secrets[i]);
      expect(pageText).toContain('Gesamtschule Köln-Süd');
      expect(pageText).not.toContain('Letters printed');
    });

    await page.getByTestId('letters-printed').click();
    await page.getByTestId('credential-sheet').getByText(/3/).waitFor();
    expect(await page.locator('[data-secret]').count()).toBe(0);
    expect(app.errors).toEqual([]);
  });
});
