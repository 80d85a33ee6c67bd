import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from '../../electron/demo-server/index';
import type { DemoServer } from '../../electron/demo-server/index';
import { clippedTexts } from './clipping';
import { openAppOnDemoServer } from './harness';
import type { OpenedApp, OpenedPage } from './harness';

// The second school year in the app, in German, by an administrator who never presses
// "Ergebnisse vorhersagen": Start compares the file with the organization's users first,
// stops for the look-alike to be decided, and then sends only what changes: the unchanged
// pupil is in the report as not sent, and her password is not reset by the overwrite.
let app: OpenedApp;
let server: DemoServer;
let dir: string;
let file: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'compares-on-start-e2e-'));
  server = await startDemoServer({
    jobRate: 0,
    devices: 1,
    users: [
      {
        name: 'tom.fischer',
        email: 'tom.fischer@schule.example',
        givenName: 'Tom',
        surName: 'Fischer',
        position: '7b',
      },
      {
        name: 'anna.schmidt',
        email: 'anna.schmidt@schule.example',
        givenName: 'Anna',
        surName: 'Schmidt',
        position: '5a',
      },
      { name: 'rene.mueller', email: 'rene.mueller@schule.example', givenName: 'René', surName: 'Müller' },
    ],
  });
  file = path.join(dir, 'schuljahr-2.csv');
  await writeFile(
    file,
    'name,email,givenName,surName,position,password\n' +
      'tom.fischer,tom.fischer@schule.example,Tom,Fischer,7b,Sommer-2025!\n' + // 2: unchanged
      'anna.schmidt,anna.schmidt@schule.example,Anna,Schmidt,6a,Sommer-2025!\n' + // 3: changed
      'r.mueller,r.mueller@schule.example,Rene,Mueller,5b,Sommer-2025!\n' + // 4: looks like René Müller
      'lena.neu,lena.neu@schule.example,Lena,Neu,5b,Sommer-2025!\n', // 5: new
  );
  app = await openAppOnDemoServer(server, 'mdm-e2e-compares-');
});
afterAll(async () => {
  await app?.close();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

/** The switches' transitions over: the screenshot shows what the administrator sees. */
async function settled(page: Page) {
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => document.getAnimations().length === 0);
}

describe('Import users: Start compares first', () => {
  it('compares on Start, waits for the look-alike, and leaves the unchanged pupil out', async () => {
    let german: OpenedPage | null = null;
    try {
      german = await app.openPage({ locale: 'de-DE' });
      const { page } = german;
      await page.getByLabel('Bereiche').getByText('Benutzer importieren', { exact: true }).click();
      await page.getByTestId('file-input').setInputFiles(file);
      await page.getByTestId('to-options').and(page.locator(':not([disabled])')).waitFor();
      await page.getByTestId('to-options').click();
      await page.getByLabel('Vorhandene Benutzer überschreiben').check();
      // Before the comparison: the summary says Start compares first.
      expect(await page.getByTestId('summary-compare-on-start').textContent()).toContain('Noch nicht verglichen');
      expect(await page.getByTestId('summary-users').textContent()).toBe('4 von 4 Benutzern aus schuljahr-2.csv');
      expect(await clippedTexts(page)).toEqual([]);
      await settled(page);
      await german.screenshot('compares-on-start-01-german-before');

      // Start: the comparison runs, then Start stops at the undecided look-alike, naming its line.
      await page.getByTestId('start-import').click();
      await page.getByTestId('lookalikes-undecided-lines').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('lookalikes-undecided-lines').textContent()).toBe('Zeile 4');
      expect(server.state.files.size).toBe(0);
      expect(await page.getByTestId('summary-compared').textContent()).toBe(
        'Verglichen mit den Benutzern der Organisation: 1 neu, 1 geändert, 1 unverändert, 1 ähnelt einem vorhandenen Benutzer.',
      );
      expect(await page.getByTestId('summary-not-sent').textContent()).toMatch(
        /^Nicht gesendet: 1 Zeile \(1 unverändert\)/,
      );
      // Only Anna's password is reset by the overwrite (Tom's line is not sent).
      expect(await page.getByTestId('summary-new-passwords').textContent()).toMatch(
        /^1 vorhandener Benutzer erhält das Passwort aus der Datei/,
      );
      expect(await page.getByTestId('summary-users').textContent()).toBe('3 von 4 Benutzern aus schuljahr-2.csv');
      expect(await clippedTexts(page)).toEqual([]);
      await settled(page);
      await german.screenshot('compares-on-start-02-german-compared');

      // Decided in the Changes view: another person.
      await page.getByTestId('decide-lookalikes').click();
      await page.getByTestId('lookalike-decision').getByText('Eine andere Person').click();
      await page.keyboard.press('Escape');
      await page.getByTestId('changes-filter').waitFor({ state: 'detached' });
      await page.getByTestId('to-options').click();
      await page.getByTestId('start-import').click();
      await page
        .getByTestId('job-phase')
        .filter({ hasText: /Abgeschlossen|Fehlgeschlagen|Fehler/ })
        .waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('job-phase').textContent()).toMatch(/Abgeschlossen/);
      // Tom Fischer is unchanged: not sent, listed in the report as such.
      const table = page.getByTestId('report-table');
      await table.getByText('Unverändert: Der Server hat diese Werte bereits.').waitFor();
      const rows = await table
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent ?? '')));
      expect(rows.map((cells) => cells[1])).toEqual(['2', '3', '4', '5']);
      expect(rows[0]).toContain('tom.fischer');
      expect(rows[0]![3]).toBe('Nicht gesendet');
      expect(rows[0]![4]).toBe('Unverändert: Der Server hat diese Werte bereits.');
      // The upload held the three other lines only.
      const uploaded = await Promise.all([...server.state.files.values()].map((f) => readFile(f.path, 'utf8')));
      expect(uploaded.join('\n')).toContain('anna.schmidt');
      expect(uploaded.join('\n')).not.toContain('tom.fischer');
      expect(german.errors).toEqual([]);
    } finally {
      await german?.close();
    }
  });
});
