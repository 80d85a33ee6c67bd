import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApp } from './harness';
import type { OpenedApp } from './harness';

// The wizard's offline part in the real browser: the Web Worker reads, detects, matches and
// checks; the page shows what it found. (Starting jobs needs core's import runner.)
let app: OpenedApp;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'import-ui-e2e-'));
  app = await openApp();
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

async function openImport() {
  await app.page
    .getByRole('button', { name: 'Import users' })
    .or(app.page.getByText('Import users', { exact: true }).first())
    .first()
    .click();
  await app.page.getByRole('heading', { name: 'Import users', level: 2 }).waitFor();
}

describe('Import users: reading and checking a file', () => {
  it('maps legacy headers without a click and marks the problems', async () => {
    const { page } = app;
    await openImport();
    await app.screenshot('import-01-choose-file');
    const file = path.join(dir, 'legacy.csv');
    await writeFile(
      file,
      'userId,email,first name,last name,password,phone number\n' +
        'anna,anna@example.com,Anna,Alt,Passwort-123,+4930111\n' +
        'ben,not-an-email,Ben,Berg,Passwort-456,030 222\n' +
        'anna,anna2@example.com, Anja ,Alt,Passwort-789,+4930333\n',
    );
    await page.getByTestId('file-input').setInputFiles(file);
    await page.getByTestId('to-options').waitFor();
    await page.locator('[role="gridcell"][data-severity="error"]').first().waitFor();
    await page.getByTestId('mapping-toggle').click();
    const targets = await page
      .getByTestId('mapping-table')
      .locator('input[aria-label^="Target of column"]')
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(targets).toEqual(
      [
        'name',
        'email (mandatory)',
        'givenName (mandatory)',
        'surName (mandatory)',
        'password (mandatory)',
        'phone',
      ].map((t) => (t === 'name' ? 'name (mandatory)' : t)),
    );
    await app.screenshot('import-02-mapping');
    await page.getByTestId('mapping-toggle').click();
    expect(await page.getByTestId('rule-email').textContent()).toContain('1');
    expect(await page.getByTestId('rule-duplicate-name').textContent()).toContain('1');
    // Passwords are masked in the grid.
    expect(await page.getByTestId('preview-grid').textContent()).not.toContain('Passwort-123');
    await page.getByRole('button', { name: 'Next problem' }).click();
    await page.getByTestId('row-finding').first().waitFor();
    await app.screenshot('import-03-problems');
    // Edit the bad e-mail: re-checked at once.
    // The grid shows the names, then login and e-mail (grid-order.ts): the e-mail is the fourth cell.
    const cell = page.locator('[data-row="1"] [role="gridcell"]').nth(3);
    await cell.dblclick();
    await page.getByLabel('Edit value').fill('ben@example.com');
    await page.getByLabel('Edit value').press('Enter');
    await page.getByTestId('rule-email').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Trim spaces in all values' }).click();
    await page.getByTestId('rule-whitespace').waitFor({ state: 'detached' });
    await app.screenshot('import-04-fixed');
    await page.getByTestId('to-options').click();
    await page.getByTestId('import-summary').waitFor();
    await page.getByLabel('Upload only the valid rows (the others stay here to fix)').check();
    expect(await page.getByTestId('import-summary').textContent()).toContain('1 of 3 users');
    await app.screenshot('import-05-options');
    expect(app.errors.filter((e) => !e.includes('not-implemented') && !e.includes('not implemented'))).toEqual([]);
  });

  it('detects a Windows-1252 file with semicolons and keeps its umlauts', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Other file' }).click();
    // The file was fixed by hand: the app asks before dropping the fixes.
    await page.getByTestId('confirm-replace').click();
    const file = path.join(dir, 'umlauts.csv');
    await writeFile(
      file,
      Buffer.from(
        'Benutzername;E-Mail;Vorname;Nachname;Passwort\r\njuergen;j@example.com;Jürgen;Müßig;Passwort-123\r\n',
        'latin1',
      ),
    );
    await page.getByTestId('file-input').setInputFiles(file);
    await page.getByTestId('detection').waitFor();
    expect(await page.getByTestId('detection').textContent()).toMatch(/Windows-1252.*semicolon/i);
    await page.getByTestId('preview-grid').getByText('Müßig').waitFor();
    expect(await page.getByTestId('preview-grid').textContent()).toContain('Jürgen');
    await app.screenshot('import-06-windows-1252');
  });

  it('shows the first rows of a 200,000-row file before parsing has finished, and answers clicks meanwhile', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Other file' }).click();
    const file = path.join(dir, 'big.csv');
    const lines = ['name,email,givenName,surName,password,custom1'];
    for (let i = 0; i < 200_000; i++)
      lines.push(`user${i},user${i}@example.com,Given${i},Sur${i},Passwort-${i},"a value, with a comma ${i}"`);
    await writeFile(file, lines.join('\n') + '\n');
    await page.getByTestId('file-input').setInputFiles(file);
    await page.locator('[data-row="0"]').getByText('user0@example.com').waitFor();
    const stillReading = await page.getByTestId('reading').isVisible();
    await app.screenshot('import-07-big-file-reading');
    // The page answers while the worker parses: open the mapping panel and read it.
    const t0 = Date.now();
    await page.getByTestId('mapping-toggle').click();
    await page.getByTestId('mapping-table').waitFor();
    const clickMs = Date.now() - t0;
    expect(stillReading).toBe(true);
    expect(clickMs).toBeLessThan(2_000);
    await page.getByTestId('to-options').and(page.locator(':not([disabled])')).waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('record-count').textContent()).toContain('200,000');
    await page.getByTestId('mapping-toggle').click();
    await app.screenshot('import-08-big-file-done');
  });
});
