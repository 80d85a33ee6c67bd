/**
 * A new user's first hour, in a real Electron window, on the development build and on the
 * packaged app: the first launch offers the demo server, its connection becomes active, a
 * CSV file dropped on the window goes through mapping, the check and the options to a
 * finished job and its report; then the devices, filtered (and, where the main process can
 * take the download, exported).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/temp-dir';
import {
  dropFile,
  filterDevicesToIos,
  mappedTargets,
  openSection,
  reportRows,
  startAndFinish,
  startDemo,
} from './flows';
import { finishedDownloads, launchApp, saveDownloadsTo } from './launch';
import type { RunningApp } from './launch';
import { targets } from './targets';

const STAFF =
  'userId,email,first name,last name,password,phone number\n' +
  'lena,lena@example.com,Lena,Lang,Passwort-123,+4930111\n' +
  'tom,tom@example.com,Tom,Tiefen,Passwort-456,+4930222\n' +
  'ute,ute@example.com,Ute,Ulm,Passwort-789,+4930333\n';

describe.each(targets())('the $name', (target) => {
  let app: RunningApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = tempDir('mdm-electron-e2e-');
    app = await launchApp(target, { dataDir, policyFile: path.join(dataDir, 'no-policy.json') });
    app.page.setDefaultTimeout(20_000);
  });
  afterAll(() => app?.close());

  it('starts in its own data folder, shows the desktop shell, and offers the demo server', async () => {
    const { page } = app;
    await page.locator('main h2').first().waitFor();
    expect(await page.getByTestId('app-version').textContent()).toContain('desktop');
    // The window talks to core through the preload's bridge only.
    expect(await page.evaluate(() => typeof (window as { mdm?: unknown }).mdm)).toBe('object');
    expect(await page.evaluate(() => typeof (window as { require?: unknown }).require)).toBe('undefined');
    await page.getByRole('button', { name: 'Explore with the demo server' }).first().waitFor();
    expect(existsSync(path.join(dataDir, 'logs', 'mdm-admin.log'))).toBe(true);
  });

  it('makes the demo connection the active one', async () => {
    await startDemo(app.page);
    const info = await app.page.evaluate(() =>
      (window as unknown as { mdm: { profiles: { list(): Promise<unknown> } } }).mdm.profiles.list(),
    );
    expect(info).toMatchObject({ ok: true, value: { profiles: [expect.objectContaining({ demo: true })] } });
  });

  it('takes a dropped file through mapping, the check and the options to a finished job and its report', async () => {
    const { page } = app;
    await openSection(page, 'import');
    await dropFile(page, 'staff.csv', STAFF);
    expect(await mappedTargets(page)).toEqual([
      'name (mandatory)',
      'email (mandatory)',
      'givenName (mandatory)',
      'surName (mandatory)',
      'password (mandatory)',
      'phone',
    ]);
    await page.getByTestId('problems-panel').getByText('No problems found').waitFor();
    await startAndFinish(page);
    expect(await page.getByTestId('job-phase').textContent()).toBe('Finished');
    expect(await page.getByTestId('job-counts').textContent()).toMatch(
      /^3 of 3 lines · 3 imported · 0 skipped · 0 failed/,
    );
    const rows = await reportRows(page);
    expect(rows.map((row) => row.slice(0, 3))).toEqual([
      ['2', '2', 'Imported'],
      ['3', '3', 'Imported'],
      ['4', '4', 'Imported'],
    ]);
    expect(rows.flat().join(' ')).not.toContain('Passwort-123');
  });

  it('filters the devices', async () => {
    const { total, platforms } = await filterDevicesToIos(app.page);
    expect(total).toMatch(/^[\d,]+ matching devices$/);
    expect(platforms.length).toBeGreaterThan(0);
    expect(new Set(platforms)).toEqual(new Set(['iOS']));
  });

  it.runIf(target.kind === 'development')('exports the filtered devices to a CSV file', async () => {
    const { page, main } = app;
    const downloads = tempDir('mdm-electron-e2e-downloads-');
    await saveDownloadsTo(main!, downloads);
    const total = Number(((await page.getByTestId('devices-total').textContent()) ?? '').replace(/\D/g, ''));
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await page.getByTestId('export-format-plain').check();
    await page.getByTestId('export-go').click();
    await expect.poll(() => finishedDownloads(main!), { timeout: 60_000 }).toHaveLength(1);
    const [download] = await finishedDownloads(main!);
    expect(download).toMatch(/^completed:/);
    const file = download!.slice('completed:'.length);
    expect(path.dirname(file)).toBe(downloads);
    const parsed = Papa.parse<Record<string, string>>(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.data).toHaveLength(total);
    await expect
      .poll(() => page.getByTestId('export-outcome').textContent())
      .toContain(`Exported ${total.toLocaleString('en-US')} devices`);
  });

  it('showed no error in the window', () => {
    expect(app.errors).toEqual([]);
  });
});
