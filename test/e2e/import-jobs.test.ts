import { TEST_CALLER } from '../helpers/caller';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from '../../electron/demo-server/index';
import type { DemoServer } from '../../electron/demo-server/index';
import type { JobRecord } from '../../shared/models/job';
import type { ProfileView } from '../../shared/models/profile';
import { openAppOnDemoServer } from './harness';
import type { OpenedApp } from './harness';

// The whole import against the demo server: the wizard in Chromium, core's job runner in the
// web shell, the server's per-line report joined back to the file, fix and retry.
let app: OpenedApp;
let server: DemoServer;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'import-jobs-e2e-'));
  server = await startDemoServer({ jobRate: 0, devices: 10 });
  app = await openAppOnDemoServer(server, 'mdm-e2e-jobs-');
});
afterAll(async () => {
  await app?.close();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

async function openImport() {
  await app.page.getByLabel('Sections').getByText('Import users', { exact: true }).click();
  await app.page.getByRole('heading', { name: 'Import users', level: 2 }).waitFor();
}

async function chooseFile(name: string, content: string | Buffer) {
  const file = path.join(dir, name);
  await writeFile(file, content);
  const other = app.page.getByRole('button', { name: 'Other file' });
  if (await other.isVisible()) await other.click();
  const confirm = app.page.getByTestId('confirm-replace');
  if (await confirm.isVisible()) await confirm.click();
  await app.page.getByTestId('file-input').setInputFiles(file);
  await app.page.getByTestId('to-options').and(app.page.locator(':not([disabled])')).waitFor();
}

/** Options step, start, and wait on the Jobs screen until the job has ended. */
async function startAndFinish(prefix: string, errorPolicy?: string) {
  const { page } = app;
  await page.getByTestId('to-options').click();
  await page.getByTestId('import-summary').waitFor();
  if (errorPolicy) await page.getByLabel(errorPolicy).check();
  await app.screenshot(`${prefix}-options`);
  await page.getByTestId('start-import').click();
  await page.getByTestId('job-detail').waitFor();
  await app.screenshot(`${prefix}-progress`);
  await page
    .getByTestId('job-phase')
    .filter({ hasText: /Finished|Failed|error/ })
    .waitFor({ timeout: 30_000 });
  await page.getByTestId('report-table').waitFor();
}

const reportRows = () =>
  app.page
    .getByTestId('report-table')
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => Array.from(r.querySelectorAll('td')).map((td) => td.textContent ?? '')));

describe('Import users against the demo server', () => {
  it('maps legacy headers without a click, imports, and ends FINISHED with the right counts', async () => {
    const { page } = app;
    await openImport();
    await app.screenshot('jobs-a-01-choose-file');
    await chooseFile(
      'legacy-import.csv',
      'userId,email,first name,last name,password,phone number\n' +
        'lena,lena@example.com,Lena,Lang,Passwort-123,+4930111\n' +
        'tom,tom@example.com,Tom,Tiefen,Passwort-456,+4930222\n' +
        'ute,ute@example.com,Ute,Ulm,Passwort-789,+4930333\n',
    );
    await page.getByTestId('mapping-toggle').click();
    const targets = await page
      .getByTestId('mapping-table')
      .locator('input[aria-label^="Target of column"]')
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(targets).toEqual([
      'name (mandatory)',
      'email (mandatory)',
      'givenName (mandatory)',
      'surName (mandatory)',
      'password (mandatory)',
      'phone',
    ]);
    await app.screenshot('jobs-a-02-mapped');
    await startAndFinish('jobs-a-03');
    expect(await page.getByTestId('job-phase').textContent()).toBe('Finished');
    expect(await page.getByTestId('job-counts').textContent()).toMatch(
      /^3 of 3 lines · 3 imported · 0 skipped · 0 failed/,
    );
    expect(await page.getByTestId('report-count-SUCCESS').textContent()).toContain('3');
    await app.screenshot('jobs-a-04-finished');
    const listed = await app.core.call('jobs.list', undefined, TEST_CALLER);
    const latest = listed.ok ? (listed.value as JobRecord[])[0] : undefined;
    expect(server.state.jobs.get(latest?.serverJobUuid ?? '')).toMatchObject({
      status: 'FINISHED',
      successCount: 3,
      skippedCount: 0,
      failureCount: 0,
    });
    expect(server.state.users.get('lena')).toMatchObject({ givenName: 'Lena', surName: 'Lang', phone: '+4930111' });
    expect(server.state.users.get('ute')).toMatchObject({ email: 'ute@example.com' });
  });

  it('shows FAILED and SKIPPED lines joined to their source rows, and fix and retry imports the corrected line', async () => {
    const { page } = app;
    await openImport();
    // The file of the first import is listed, with the note that it must be chosen again.
    await page.getByTestId('recent-file').filter({ hasText: 'legacy-import.csv' }).waitFor();
    await app.screenshot('jobs-b-00-recent-files');
    await chooseFile(
      'mixed.csv',
      'name,email,givenName,surName,password\n' +
        'neu1,neu1@example.com,Neu,Eins,Passwort-123\n' +
        'jdoe,jdoe@example.com,John,Doe,Passwort-123\n' +
        'broken,broken@example.com,Bro,Ken\n',
    );
    await app.screenshot('jobs-b-01-checked');
    expect(await page.getByTestId('rule-field-count').textContent()).toContain('1');
    await startAndFinish('jobs-b-02', 'Upload every row; the server reports the failing ones');
    await app.screenshot('jobs-b-03-report');
    expect(await page.getByTestId('job-counts').textContent()).toMatch(
      /^3 of 3 lines · 1 imported · 1 skipped · 1 failed/,
    );
    const rows = await reportRows();
    const byName = (name: string) => rows.find((r) => r.includes(name));
    // Columns: line (the file uploaded line for line: the file's too), predicted, status, message, values...
    // Start compared the file first: the job keeps that prediction, shown before each outcome.
    expect(byName('jdoe')?.slice(0, 3)).toEqual(['3', 'Skipped', 'Skipped']);
    expect(byName('jdoe')?.some((cell) => /exists/i.test(cell))).toBe(true);
    expect(byName('broken')?.slice(0, 3)).toEqual(['4', 'Failing', 'Failed']);
    // The server's message, worded by the app (its own text is a hover away).
    expect(byName('broken')).toContain('The line has another number of fields (4) than the header has columns (5).');
    expect(byName('broken')).toContain('broken@example.com');
    expect(rows.flat().join(' ')).not.toContain('Passwort-123');
    await page.locator('label', { hasText: /^Failed$/ }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="report-table"] tbody tr').length === 1);
    await app.screenshot('jobs-b-04-only-failed');

    await page.getByTestId('fix-and-retry').click();
    await page.getByRole('heading', { name: 'Import users', level: 2 }).waitFor();
    await page.getByText('The failed rows of an earlier import are loaded').waitFor();
    await page.getByTestId('to-options').and(page.locator(':not([disabled])')).waitFor();
    await page.locator('[data-row="0"]').getByText('broken@example.com').waitFor();
    await app.screenshot('jobs-b-05-retry-loaded');
    // The password is missing: fill it in the grid.
    const passwordColumn = await page
      .locator('[role="columnheader"]')
      .evaluateAll((hs) => hs.findIndex((h) => /password/.test(h.textContent ?? '')));
    expect(passwordColumn).toBeGreaterThan(0);
    const cell = page.locator('[data-row="0"] [role="gridcell"]').nth(passwordColumn - 1);
    await cell.dblclick();
    await page.getByLabel('Edit value').fill('Passwort-999');
    await page.getByLabel('Edit value').press('Enter');
    await page.getByTestId('problems-panel').getByText('No problems found').waitFor();
    await app.screenshot('jobs-b-06-fixed');
    await startAndFinish('jobs-b-07');
    expect(await page.getByTestId('job-counts').textContent()).toMatch(
      /^1 of 1 lines · 1 imported · 0 skipped · 0 failed/,
    );
    const retried = await reportRows();
    expect(retried).toHaveLength(1);
    expect(retried[0]?.slice(0, 3)).toEqual(['2', 'New', 'Imported']);
    await app.screenshot('jobs-b-08-retry-finished');
    expect(server.state.users.get('broken')).toMatchObject({
      email: 'broken@example.com',
      givenName: 'Bro',
      surName: 'Ken',
    });
    expect(server.state.users.get('jdoe')).toMatchObject({ version: 1 });
  });

  it('imports a Windows-1252 file with semicolons and keeps its umlauts', async () => {
    const { page } = app;
    await openImport();
    await chooseFile(
      'umlauts-import.csv',
      Buffer.from(
        'Benutzername;E-Mail;Vorname;Nachname;Passwort\r\njmueller;jm@example.com;Jürgen;Müßig;Passwort-123\r\n',
        'latin1',
      ),
    );
    expect(await page.getByTestId('detection').textContent()).toMatch(/Windows-1252.*semicolon/i);
    // The grid draws its rows after the detection line: wait for the row, not for a moment.
    await page.getByTestId('preview-grid').getByText('Jürgen').waitFor();
    await app.screenshot('jobs-c-01-detected');
    await startAndFinish('jobs-c-02');
    expect(await page.getByTestId('job-counts').textContent()).toMatch(/^1 of 1 lines · 1 imported/);
    await app.screenshot('jobs-c-03-finished');
    expect(server.state.users.get('jmueller')).toMatchObject({ givenName: 'Jürgen', surName: 'Müßig' });
    expect(app.errors).toEqual([]);
  });

  it('reads well in dark mode (screenshots of the check step and the report)', async () => {
    const { page } = app;
    await page.emulateMedia({ colorScheme: 'dark' });
    await openImport();
    await chooseFile(
      'dark.csv',
      'name,email,givenName,surName,password,phone\nanna,anna@example.com, Anna ,Alt,Passwort-123,030 111\nben,not-an-email,Ben,Berg,Passwort-456,+4930222\njdoe,jdoe@example.com,John,Doe,Passwort-789\n',
    );
    await page.getByRole('button', { name: 'Next problem' }).click();
    await page.getByTestId('row-finding').first().waitFor();
    await app.screenshot('jobs-d-01-dark-check');
    // Nothing is cut at the right edge: the panel's count badges lie inside the window.
    const badge = await page.getByTestId('rule-email').locator('.mantine-Badge-root').boundingBox();
    expect(badge && badge.x + badge.width).toBeLessThanOrEqual(1270);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByTestId('mapping-toggle').click();
    await app.screenshot('jobs-d-02-dark-mapping');
    await page.getByTestId('mapping-toggle').click();
    await startAndFinish('jobs-d-03-dark', 'Upload every row; the server reports the failing ones');
    await app.screenshot('jobs-d-04-dark-report');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('shows a running job live, keeps it running while the user is elsewhere, and notifies when it ends', async () => {
    const { page } = app;
    const slow = await startDemoServer({ jobRate: 40, devices: 1 });
    let slowId = '';
    try {
      const saved = await app.core.call(
        'profiles.save',
        {
          profile: { name: 'Slow demo', baseUrl: slow.url, kind: 'organization' },
          token: slow.orgToken,
          acceptWeakStorage: true,
        },
        TEST_CALLER,
      );
      expect(saved.ok).toBe(true);
      if (saved.ok) slowId = (saved.value as ProfileView).id;
      await app.core.call('profiles.setActive', { id: slowId }, TEST_CALLER);
      await openImport();
      const rows = Array.from({ length: 80 }, (_, i) => `slow${i},slow${i}@example.com,Slow,User${i},Passwort-${i}`);
      await chooseFile('slow.csv', `name,email,givenName,surName,password\n${rows.join('\n')}\n`);
      await page.getByTestId('to-options').click();
      await page.getByTestId('import-summary').filter({ hasText: 'Slow demo' }).waitFor();
      // The earlier jobs' notifications may still fill Mantine's five places: the new one is
      // queued until one of them closes by itself (after 10 s), well within the wait below.
      await page.getByTestId('start-import').click();
      await page.getByTestId('job-rate').filter({ hasText: 'lines/s' }).waitFor();
      expect(await page.getByTestId('job-counts').textContent()).toMatch(/^\d+ of 80 lines/);
      await app.screenshot('jobs-e-01-running');
      // Elsewhere: the job goes on in core, and its end is notified on whatever screen is shown.
      await page.getByLabel('Sections').getByText('Connections', { exact: true }).click();
      await app.screenshot('jobs-e-02-elsewhere');
      await page.getByText('Import finished: slow.csv').waitFor({ timeout: 30_000 });
      await app.screenshot('jobs-e-03-notified');
      await page.getByLabel('Sections').getByText('Jobs', { exact: true }).click();
      await page
        .getByTestId('job-counts')
        .filter({ hasText: /^80 of 80 lines · 80 imported · 0 skipped · 0 failed/ })
        .waitFor();
      expect(slow.state.users.get('slow79')).toMatchObject({ surName: 'User79' });
    } finally {
      // Removing the profile closes core's client (its kept-alive sockets would hold the server's close).
      if (slowId) await app.core.call('profiles.remove', { id: slowId }, TEST_CALLER);
      await slow.close();
    }
  });
});
