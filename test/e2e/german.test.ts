import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '../../electron/core/create-core';
import { startDemoServer } from '../../electron/demo-server/index';
import type { DemoServer } from '../../electron/demo-server/index';
import { TEST_CALLER } from '../helpers/caller';
import { tempDir } from '../helpers/temp-dir';
import { clippedTexts } from './clipping';
import { openApp } from './harness';
import type { OpenedApp } from './harness';

// In the web shell with a German browser, the whole import and the device list read in
// German, dates in German format, a German template downloads with semicolons, and no text
// is cut off at 1280x800 (a Windows-1252 file: the longest detected encoding; the check
// step with its prediction column). The server's per-line messages and status words are
// worded in German, the server's own text kept beside them.
let app: OpenedApp;
let demo: DemoServer;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'german-e2e-'));
  demo = await startDemoServer({
    jobRate: 0,
    devices: 150,
    users: [{ name: 'anna.alt', email: 'anna.alt@example.com', givenName: 'Anna', surName: 'Alt' }],
  });
  const core = createCore({
    shell: 'web',
    dataDir: tempDir('mdm-e2e-de-'),
    jobs: { poll: { initialMs: 100, maxMs: 200 } },
  });
  const saved = await core.call(
    'profiles.save',
    {
      profile: { name: 'Schule', baseUrl: demo.url, kind: 'organization' },
      token: demo.orgToken,
      acceptWeakStorage: true,
    },
    TEST_CALLER,
  );
  if (!saved.ok) throw new Error(JSON.stringify(saved.error));
  await core.call('profiles.setActive', { id: (saved.value as { id: string }).id }, TEST_CALLER);
  app = await openApp({ core, locale: 'de-DE' });
  app.page.setDefaultTimeout(20_000);
});
afterAll(async () => {
  await app?.close();
  await demo?.close();
  await rm(dir, { recursive: true, force: true });
});

/** The server's status words: a German screen says them in German. */
const STATUS = /\b(SUCCESS|SKIPPED|FAILED|PENDING|CREATED|RUNNING|FINISHED|OVERWRITTEN)\b/;

/** Words that would show an English screen: none of them may appear. */
const ENGLISH =
  /\b(Import users|Choose a file|Check and fix|Continue|Start import|Finished|Devices|Rows per page|matching|Loading|Columns|Export CSV|users from|What will be sent)\b/;

describe('a German browser', () => {
  it('imports in German, from the template to the report', async () => {
    const { page } = app;
    await page.getByRole('heading', { name: 'Benutzer importieren', level: 2 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    // The template: semicolons (German Excel), with a BOM.
    expect(await page.getByTestId('template-separator').locator('input:checked').getAttribute('value')).toBe(
      'SEMICOLON',
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-template').click(),
    ]);
    const template = await readFile((await download.path())!, 'utf8');
    expect(template.startsWith('\uFEFF')).toBe(true);
    expect(template.slice(1).split('\r\n')[0]).toMatch(/^name;email;givenName;surName;password/);
    expect(download.suggestedFilename()).toBe('users-template-semicolon.csv');
    await app.screenshot('german-01-file');
    expect(await clippedTexts(page)).toEqual([]);

    // A German Excel file: semicolons, Windows-1252.
    const file = path.join(dir, 'schueler.csv');
    await writeFile(
      file,
      Buffer.from(
        'Benutzername;E-Mail;Vorname;Nachname;Passwort\r\n' +
          'juergen;juergen@example.com;Jürgen;Müßig;Passwort-123\r\n' +
          'greta;keine-adresse;Greta;Groß;Passwort-456\r\n' +
          // Changed (a new surname): sent, and skipped by the server without overwrite. An unchanged user is not sent.
          'anna.alt;anna.alt@example.com;Anna;Altmann;Passwort-789\r\n',
        'latin1',
      ),
    );
    await page.getByTestId('file-input').setInputFiles(file);
    await page.getByTestId('to-options').and(page.locator(':not([disabled])')).waitFor();
    expect(await page.getByTestId('record-count').textContent()).toBe('3 Benutzer');
    expect(await page.getByTestId('detection').textContent()).toMatch(/getrennt durch Semikolon/);
    await page.getByRole('button', { name: 'Nächstes Problem' }).click();
    expect(await page.getByTestId('row-finding').first().textContent()).toMatch(/keine gültige E-Mail-Adresse/);
    expect(await page.locator('main').textContent()).not.toMatch(ENGLISH);
    await app.screenshot('german-02-check');
    expect(await clippedTexts(page)).toEqual([]);
    // The prediction: its column's header whole, its words German.
    await page.getByTestId('predict').click();
    await page.getByTestId('predicted-counts').waitFor();
    expect(await page.locator('[data-predicted]').evaluateAll((cells) => cells.map((c) => c.textContent))).toEqual([
      'Neu',
      'Schlägt fehl',
      'Übersprungen',
    ]);
    expect(await page.getByRole('columnheader', { name: /Vorhersage/ }).textContent()).toBe(
      'Vorhersagenach den Benutzern des Servers',
    );
    expect(await page.locator('main').textContent()).not.toMatch(ENGLISH);
    expect(await page.locator('main').textContent()).not.toMatch(STATUS);
    await app.screenshot('german-02b-predicted');
    expect(await clippedTexts(page)).toEqual([]);
    await page.getByTestId('to-options').click();
    await page.getByLabel('Nur gültige Zeilen hochladen (die anderen bleiben hier zum Korrigieren)').check();
    expect(await page.getByTestId('import-summary').textContent()).toContain('2 von 3 Benutzern aus schueler.csv');
    expect(await page.locator('main').textContent()).not.toMatch(ENGLISH);
    expect(await page.locator('main').textContent()).not.toMatch(STATUS);
    expect(await page.locator('main').textContent()).toContain(
      'Aus: Ein vorhandener Benutzer wird übersprungen und im Bericht als „Übersprungen“ gemeldet.',
    );
    await app.screenshot('german-02c-options');
    expect(await clippedTexts(page)).toEqual([]);
    await page.getByRole('button', { name: 'Import starten' }).click();
    await page.getByTestId('job-phase').filter({ hasText: 'Abgeschlossen' }).waitFor({ timeout: 30_000 });
    await page.getByTestId('report-table').waitFor();
    expect(await page.getByTestId('job-counts').textContent()).toMatch(
      /^2 von 2 Zeilen · 1 importiert · 1 übersprungen/,
    );
    // The server's messages in German, its own words beside them.
    await expect
      .poll(() => page.getByTestId('report-message').allTextContents())
      .toEqual([
        "Benutzer „juergen“ gespeichert (Version 1).Wortlaut des Servers: User 'juergen' stored with version 1",
        'Benutzer „anna.alt“ existiert bereits und wurde nicht verändert (Überschreiben ist aus).' +
          "Wortlaut des Servers: User 'anna.alt' already exists and should not be overwritten",
      ]);
    // Polled: a page shown while the report still arrives has no prediction column yet.
    await expect
      .poll(() => page.getByTestId('report-table').locator('tbody .mantine-Badge-root').allTextContents())
      .toEqual(['Neu', 'Importiert', 'Übersprungen', 'Übersprungen']);
    expect(await page.locator('main').textContent()).not.toMatch(STATUS);
    // The job's date in German order.
    expect(await page.getByTestId('job-item').first().textContent()).toMatch(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
    expect(await page.locator('main').textContent()).not.toMatch(ENGLISH);
    await app.screenshot('german-03-report');
    expect(await clippedTexts(page)).toEqual([]);
  });

  it('lists devices in German, dates in German format, and exports them for German Excel', async () => {
    const { page } = app;
    await page.locator('nav [data-section="devices"]').click();
    await page.getByRole('heading', { name: 'Geräte', level: 2 }).waitFor();
    await expect.poll(() => page.getByTestId('devices-total').textContent()).toBe('150 passende Geräte');
    await expect.poll(() => page.getByTestId('page-range').textContent()).toBe('1–100 von 150');
    const dates = await page.locator('[data-field="lastConnectionDate"]').allTextContents();
    expect(dates.some((d) => /^\d{2}\.\d{2}\.\d{4} · (vor|gestern|heute)/.test(d))).toBe(true);
    expect(await page.getByRole('columnheader', { name: /Letzte Verbindung/ }).count()).toBe(1);
    expect(await page.locator('main').textContent()).not.toMatch(ENGLISH);
    await app.screenshot('german-04-devices');
    expect(await clippedTexts(page)).toEqual([]);
    await page.getByRole('button', { name: 'CSV exportieren' }).click();
    expect(await page.getByTestId('export-format-german').isChecked()).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-go').click()]);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFFname;platform;status;lastConnectionDate')).toBe(true);
    expect(csv.trimEnd().split('\r\n')).toHaveLength(151);
  });
});
