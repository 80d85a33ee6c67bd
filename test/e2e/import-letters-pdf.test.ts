import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { generatePasswordsFor, lettersSetting, pdfPages } from '../helpers/letters-e2e';

// Letters that fit a class 5 pupil, in the real browser: pupil passwords, letters that say
// "du", saved as a PDF (core's layout, the CLI's) as well as printed.
const setting = lettersSetting('letters-pdf-e2e-');

describe('Import users: letters for pupils, saved as PDF', () => {
  it('generates pupil passwords, words the letters with "du" and downloads them as a PDF', async () => {
    const { app, dir } = setting;
    const { page } = app;
    await generatePasswordsFor(
      setting,
      'klasse5.csv',
      'name,email,givenName,surName,password,Klasse\n' +
        'mia.kurz,mia.kurz@schule.example,Mia,Kurz,,5a\n' +
        'ole.lang,ole.lang@schule.example,Ole,Lang,,5a\n',
    );
    await page.getByText('Easy for pupils').click();
    await page.getByLabel('Users must choose a new password at their first sign-in').check();
    expect(await page.getByTestId('import-summary').textContent()).toContain('first sign-in');
    expect(await axeViolations(page, 'password options')).toEqual([]);
    await page.getByTestId('make-sheet').click();
    await page.getByTestId('print-letters').click();

    const letters = page.getByTestId('credential-letter');
    await letters.first().waitFor();
    expect(await letters.count()).toBe(2);
    const secrets = await page.locator('[data-secret]').allTextContents();
    for (const secret of secrets) expect(secret).toMatch(/^[a-z]{4,}[2-9]{2}$/);
    expect(await letters.first().textContent()).toContain("we've set up an account for you");
    await page.getByTestId('letters-language').click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    expect(await letters.first().textContent()).toContain('für dich wurde ein Zugang eingerichtet');
    expect(await axeViolations(page, 'letters with address')).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('letters-save-pdf').click()]);
    expect(download.suggestedFilename()).toBe('klasse5.letters.pdf');
    const saved = path.join(dir, 'saved.pdf');
    await download.saveAs(saved);
    const text = await pdfPages(new Uint8Array(await readFile(saved)));
    expect(text).toHaveLength(2);
    text.forEach((pageText, i) => {
      expect(pageText).toContain(secrets[i]);
      expect(pageText).toContain('Dein Zugang');
      expect(pageText).toContain('wirst du nach einem neuen Passwort gefragt');
    });
    // Saved: the page forgets the passwords, and the import may start.
    await page.getByTestId('credential-sheet').getByText(/2/).waitFor();
    expect(await page.locator('[data-secret]').count()).toBe(0);
    expect(app.errors).toEqual([]);
  });
});
