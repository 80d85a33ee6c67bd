import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { SCREENSHOT_DIR } from './harness';
import { generatePasswordsFor, lettersSetting, pdfPages } from '../helpers/letters-e2e';

// The credential letters of generated passwords, printed from the real browser: a school's
// export without logins' passwords, the sheet made, the letters sorted by class.
const setting = lettersSetting('letters-e2e-');

describe('Import users: credential letters', () => {
  it('prints one letter per generated password, sorted by class, one per page', async () => {
    const { app } = setting;
    const { page } = app;
    await generatePasswordsFor(
      setting,
      'schild.csv',
      'name,email,givenName,surName,password,Klasse\n' +
        'zoe.weiss,zoe.weiss@schule.example,Zoë,Weiß,,10a\n' +
        'sarka.zak,sarka.zak@schule.example,Šárka,Žák,,5b\n' +
        'juergen.mueller,juergen.mueller@schule.example,Jürgen,Müller,,5b\n',
    );
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
    const text = await pdfPages(new Uint8Array(printed));
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
