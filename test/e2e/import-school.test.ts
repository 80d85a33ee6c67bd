import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from '../../electron/demo-server/index';
import type { DemoServer } from '../../electron/demo-server/index';
import { axeViolations } from './axe';
import { clippedTexts } from './clipping';
import { openAppOnDemoServer } from './harness';
import type { OpenedApp, OpenedPage } from './harness';

// A school secretary's export as it comes (SchILD-like, Windows-1252, semicolons, no logins,
// e-mails or passwords, phones without +): the logins and e-mails built from a pattern, the
// phones put into the international form, and on to the options, in English and in German.
const SCHILD = path.resolve('test/fixtures/csv/school-schild-windows-1252.csv');
let app: OpenedApp;
let server: DemoServer;
beforeAll(async () => {
  // Someone else holds zoe.weiss on the server: the derived login must not be hers.
  server = await startDemoServer({
    jobRate: 0,
    devices: 1,
    users: [{ name: 'zoe.weiss', email: 'zoe@elsewhere.example', givenName: 'Zoe', surName: 'Weisshaupt' }],
  });
  app = await openAppOnDemoServer(server, 'mdm-e2e-school-');
});
afterAll(async () => {
  await app?.close();
  await server?.close();
});

const words = {
  en: {
    section: 'Import users',
    login: 'Login names',
    email: 'E-mail addresses',
    phone: 'Phone numbers from',
    germany: 'Germany (+49)',
    cleanUp: 'Clean up phone numbers',
    generate: 'Generate the passwords',
    madeFrom: 'made from {givenName}.{surName}',
    takenInFile: '2 added: line 5 has the plain value',
  },
  de: {
    section: 'Benutzer importieren',
    login: 'Anmeldenamen',
    email: 'E-Mail-Adressen',
    phone: 'Telefonnummern aus',
    germany: 'Deutschland (+49)',
    cleanUp: 'Telefonnummern bereinigen',
    generate: 'Passwörter erzeugen lassen',
    madeFrom: 'gebildet aus {givenName}.{surName}',
    takenInFile: '2 angehängt: Zeile 5 hat den Wert ohne Zahl',
  },
} as const;

const cellTexts = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((cells) => cells.map((c) => c.textContent ?? ''));

async function importSchoolExport(opened: OpenedPage, language: 'en' | 'de'): Promise<void> {
  const { page } = opened;
  const w = words[language];
  await page
    .getByLabel(language === 'en' ? 'Sections' : 'Bereiche')
    .getByText(w.section, { exact: true })
    .click();
  await page.getByTestId('file-input').setInputFiles(SCHILD);
  await page.getByTestId('naming-bar').waitFor();

  // The login names from a preset, the e-mails from the school's domain.
  await page.getByRole('combobox', { name: w.login, exact: true }).click();
  await page.getByRole('option', { name: '{givenName}.{surName}' }).click();
  await page.getByLabel(w.email, { exact: true }).fill('schule.example');
  await page.locator('[data-derived="email"]').first().waitFor();
  // The server's answer on the names taken comes after the first derivation.
  await page.locator('[data-row="1"] [data-derived="name"]', { hasText: 'zoe.weiss2' }).waitFor();
  expect(await cellTexts(page, '[data-derived="name"]')).toEqual([
    'juergen.mueller',
    'zoe.weiss2',
    'deniz.oelcer',
    'max.mustermann',
    'max.mustermann2',
    'sarka.zak',
  ]);
  expect(await cellTexts(page, '[data-derived="email"]')).toContain('sarka.zak@schule.example');
  expect(await page.locator('[data-row="4"] [data-derived="name"]').getAttribute('title')).toBe(
    `${w.madeFrom}; ${w.takenInFile}`,
  );
  // The given and surnames keep their spelling (Windows-1252 read right).
  await page.locator('[data-row="5"]').getByText('Šárka', { exact: true }).waitFor();

  // The phones: a national number becomes +49 with the country chosen.
  if (language === 'en') {
    await page.getByRole('combobox', { name: w.phone, exact: true }).click();
    await page.getByRole('option', { name: w.germany }).click();
  } else expect(await page.getByRole('combobox', { name: w.phone, exact: true }).inputValue()).toBe(w.germany);
  await page.getByRole('button', { name: w.cleanUp }).click();
  await page.locator('[data-row="0"] [role="gridcell"]', { hasText: '+49301234567' }).waitFor();
  // Shown after the names, the derived login and e-mail, class, birth date and ID (grid-order.ts).
  const phoneColumn = 7;
  const phones = await page
    .locator('[data-row]')
    .evaluateAll(
      (rows, c) => rows.map((r) => r.querySelectorAll('[role="gridcell"]')[c]?.textContent ?? ''),
      phoneColumn,
    );
  expect(phones).toEqual(['+49301234567', '+4930123456', '+491712345678', '+491713456789', '', '+491714567890']);

  // The derived columns next to the names, in view without scrolling: tinted, each value saying how it was made.
  const grid = await page.getByTestId('preview-grid').boundingBox();
  const login = await page.locator('[data-row="0"] [data-derived="name"]').boundingBox();
  expect(login!.x + login!.width).toBeLessThanOrEqual(grid!.x + grid!.width);
  await page.getByTestId('preview-grid').evaluate((grid) => grid.scrollTo({ left: grid.scrollWidth }));
  await opened.screenshot(`import-school-00-derived-${language}`);
  await page.getByTestId('preview-grid').evaluate((grid) => grid.scrollTo({ left: 0 }));

  await page.getByLabel(w.generate).check();
  await page.getByTestId('to-options').and(page.locator(':not([disabled])')).waitFor();
  await opened.screenshot(`import-school-01-${language}`);
  expect(await clippedTexts(page)).toEqual([]);
  expect(await axeViolations(page, `school-${language}`)).toEqual([]);

  // The columns: the school system named, each column's note, the derived columns.
  await page.getByTestId('mapping-toggle').click();
  await page.getByTestId('school-export').waitFor();
  expect(await page.getByTestId('school-export').textContent()).toContain('SchILD-NRW');
  expect(await page.getByTestId('column-note').count()).toBeGreaterThanOrEqual(3);
  await opened.screenshot(`import-school-02-columns-${language}`);
  expect(await clippedTexts(page)).toEqual([]);
  expect(await axeViolations(page, `school-columns-${language}`)).toEqual([]);
  await page.getByTestId('mapping-toggle').click();

  await page.getByTestId('to-options').click();
  await page.getByTestId('make-sheet').waitFor();
  expect(opened.errors).toEqual([]);
}

describe('Import users: a school export', () => {
  it('builds the logins and e-mails, repairs the phones and reaches the options (English)', async () => {
    await importSchoolExport(app, 'en');
  });

  it('does the same in German, Germany preset for the phones', async () => {
    const german = await app.openPage({ locale: 'de-DE' });
    try {
      german.page.setDefaultTimeout(15_000);
      await importSchoolExport(german, 'de');
    } finally {
      await german.close();
    }
  });
});
