import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_USERS, startDemoServer } from '../../electron/demo-server/index';
import type { DemoServer } from '../../electron/demo-server/index';
import { axeViolations } from './axe';
import { clippedTexts } from './clipping';
import { openAppOnDemoServer } from './harness';
import type { OpenedApp, OpenedPage } from './harness';

// The yearly change in the app, against a demo server: the dry run compares a school's file
// with the organization's users; the Changes view shows who is new, whose fields change
// (server and file value side by side), who looks like an existing person, and exports the
// users the file does not name. Then the import runs with generated passwords and the
// credential letters are printed.
let app: OpenedApp;
let server: DemoServer;
let dir: string;
let file: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'changes-e2e-'));
  server = await startDemoServer({
    jobRate: 0,
    devices: 1,
    users: [
      {
        name: 'anna.schmidt',
        email: 'anna.schmidt@schule.example',
        givenName: 'Anna',
        surName: 'Schmidt',
        phone: '+4930111111',
        position: '5a',
      },
      {
        name: 'tom.fischer',
        email: 'tom.fischer@schule.example',
        givenName: 'Tom',
        surName: 'Fischer',
        position: '7b',
      },
      { name: 'rene.mueller', email: 'rene.mueller@schule.example', givenName: 'René', surName: 'Müller' },
      {
        name: 'old.one',
        email: 'old.one@schule.example',
        givenName: 'Olga',
        surName: 'One',
        position: '10a',
        custom: { custom1: '4711' },
      },
    ],
  });
  file = path.join(dir, 'schule.csv');
  await writeFile(
    file,
    'name,email,givenName,surName,phone,position,password\n' +
      'anna.schmidt,anna.schmidt@schule.example,Anna,Schmidt,+4930222222,6a,\n' + // 2: changed
      'tom.fischer,tom.fischer@schule.example,Tom,Fischer,,7b,\n' + // 3: unchanged
      'r.mueller,r.mueller@schule.example,Rene,Mueller,,5b,\n' + // 4: new, looks like René Müller
      'lena.neu,lena.neu@schule.example,Lena,Neu,,5b,\n', // 5: new
  );
  app = await openAppOnDemoServer(server, 'mdm-e2e-changes-');
});
afterAll(async () => {
  await app?.close();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

/** The file opened, passwords to be generated (the blank cells are no errors then), and the dry run. */
async function predict(page: Page, words: { importUsers: string; generate: RegExp; back: string }) {
  await page
    .getByLabel(/Sections|Bereiche/)
    .getByText(words.importUsers, { exact: true })
    .click();
  await page.getByTestId('file-input').setInputFiles(file);
  await page.getByTestId('to-options').and(page.locator(':not([disabled])')).waitFor();
  await page.getByTestId('to-options').click();
  await page.getByLabel(words.generate).check();
  await page.getByRole('button', { name: words.back }).click();
  await page.getByTestId('predict').click();
  await page.getByTestId('open-changes').waitFor();
}

async function openChanges(page: Page) {
  await page.getByTestId('open-changes').click();
  await page.getByTestId('changes-filter').waitFor();
}

/** The rows of the list as shown: line, person, and the diffs or look-alikes. */
async function listed(page: Page) {
  await page
    .getByTestId('changes-person')
    .first()
    .filter({ hasNotText: /Loading|Wird geladen/ })
    .waitFor();
  return page.getByTestId('changes-row').evaluateAll((rows) =>
    rows.map((row) => ({
      line: row.getAttribute('data-line'),
      person: row.querySelector('[data-testid="changes-person"]')?.textContent,
      diffs: [...row.querySelectorAll('[data-testid="changes-diff"]')].map((d) => [
        d.getAttribute('data-field'),
        d.querySelector('[data-side="server"]')?.textContent,
        d.querySelector('[data-side="file"]')?.textContent,
      ]),
      similar: [...row.querySelectorAll('[data-testid="changes-similar"]')].map((s) => s.textContent),
    })),
  );
}

async function exported(page: Page) {
  await page.getByTestId('export-not-in-file').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-go').click()]);
  // The format dialog closes with a fade: gone before the page is checked again.
  await page.getByTestId('export-go').waitFor({ state: 'hidden' });
  return readFile((await download.path())!, 'utf8');
}

/** The users not in the file as listed: each row's cells (login, name, class, key). */
async function leavers(page: Page) {
  return page
    .getByTestId('leaver-row')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('[role="cell"]')].map((c) => c.textContent)));
}

/**
 * The texts that do not fit, but for the preview grid's "Predicted" sub-title, which its
 * 120-pixel column cuts in both languages (the grid's own, under the Changes dialog).
 */
async function clipped(page: Page) {
  const gridSubtitle = ["by the server's users", 'nach den Benutzern des Servers'];
  return (await clippedTexts(page)).filter((c) => !gridSubtitle.includes(c.text));
}

// The seeded users, old.one, and rene.mueller (the file's Rene Mueller is r.mueller).
const notInFile = SEEDED_USERS.length + 2;

describe('Import users: the Changes view', () => {
  // German and dark first: the last test imports, which changes what the server holds.
  it('reads the same in German, fits 1280x800, and exports for German Excel', async () => {
    let german: OpenedPage | null = null;
    try {
      german = await app.openPage({ locale: 'de-DE' });
      const { page } = german;
      await predict(page, {
        importUsers: 'Benutzer importieren',
        generate: /Passwörter für leere Passwortzellen/,
        back: 'Zurück',
      });
      await german.screenshot('import-changes-05-german-predicted');
      expect(await clipped(page)).toEqual([]);
      // The bar's filter, narrower beside the Changes button, still shows its longest choice whole.
      await page.getByLabel('Zeilen nach vorhergesagtem Ergebnis zeigen').first().click();
      await page.getByRole('option', { name: 'Nur: Übersprungen' }).click();
      expect(await clipped(page)).toEqual([]);
      await openChanges(page);
      const filter = page.getByTestId('changes-filter');
      await filter.getByText('Geändert (1)').waitFor();
      expect(await filter.textContent()).toContain('Ähnelt jemandem (1)');
      await page.getByTestId('changes-diff').first().waitFor();
      expect(await clipped(page)).toEqual([]);
      await german.screenshot('import-changes-06-german');
      await filter.getByText(`Nicht in der Datei (${notInFile})`).click();
      expect(await page.getByTestId('changes-not-in-file').textContent()).toContain('Es wird nichts gelöscht');
      // Who is leaving, by name: login, name, class and school ID (custom1), class then name.
      await page.getByTestId('leaver-row').first().waitFor();
      expect(await page.getByTestId('leavers-list').getByRole('columnheader').allTextContents()).toEqual([
        'Anmeldename',
        'Name',
        'Position (Klasse)',
        'Schul-ID (custom1)',
      ]);
      expect(await leavers(page)).toHaveLength(notInFile);
      expect((await leavers(page)).find((row) => row[0] === 'old.one')).toEqual(['old.one', 'Olga One', '10a', '4711']);
      expect(await page.getByTestId('leavers-shown').textContent()).toBe(`${notInFile} von ${notInFile} angezeigt`);
      expect(await clipped(page)).toEqual([]);
      await german.screenshot('import-changes-07-german-not-in-file');
      // Searched as the look-alikes are compared: umlauts and case folded.
      await page.getByPlaceholder('Nach Anmeldename, Name, Klasse oder Schul-ID suchen').fill('MÜLLER');
      await page
        .getByTestId('leavers-shown')
        .filter({ hasText: `1 von ${notInFile}` })
        .waitFor();
      expect((await leavers(page)).map((row) => row[0])).toEqual(['rene.mueller']);
      await page.getByPlaceholder('Nach Anmeldename, Name, Klasse oder Schul-ID suchen').fill('4711');
      await page
        .getByTestId('leavers-shown')
        .filter({ hasText: `1 von ${notInFile}` })
        .waitFor();
      expect((await leavers(page)).map((row) => row[0])).toEqual(['old.one']);
      await page.getByPlaceholder('Nach Anmeldename, Name, Klasse oder Schul-ID suchen').fill('');
      const csv = await exported(page);
      expect(csv.startsWith('\uFEFFname;email;givenName;surName')).toBe(true);

      // "Dieselbe Person": carried out when the view closes; the dry run runs again by itself,
      // and Rene Mueller's line then meets rene.mueller by login, a changed user.
      await filter.getByText('Ähnelt jemandem (1)').click();
      await page.getByTestId('lookalike-decision').getByText('Dieselbe Person').click();
      expect(await page.getByTestId('lookalike-same-pending').textContent()).toMatch(/^1 Zeile als „Dieselbe Person“/);
      expect(await clipped(page)).toEqual([]);
      await german.screenshot('import-changes-10-german-same-person');
      await page.keyboard.press('Escape');
      await page.getByTestId('changes-filter').waitFor({ state: 'detached' });
      await page.getByTestId('open-changes').click();
      await page.getByTestId('changes-filter').getByText('Geändert (2)').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('changes-filter').textContent()).toContain('Ähnelt jemandem (0)');
      expect(await page.getByTestId('changes-filter').textContent()).toContain(`Nicht in der Datei (${notInFile - 1})`);
      await page.keyboard.press('Escape');
      expect(german.errors).toEqual([]);
    } finally {
      await german?.close();
    }
  });

  it('reads in dark mode: the diffs keep their contrast', async () => {
    let dark: OpenedPage | null = null;
    try {
      dark = await app.openPage({ colorScheme: 'dark' });
      const { page } = dark;
      await predict(page, { importUsers: 'Import users', generate: /Generate passwords/, back: 'Back' });
      await openChanges(page);
      await page.getByTestId('changes-diff').first().waitFor();
      await dark.screenshot('import-changes-08-dark');
      expect(await axeViolations(page, 'changes-dark')).toEqual([]);
      await page.getByTestId('changes-filter').getByText('Looks like someone (1)').click();
      await page.getByTestId('changes-similar').waitFor();
      expect(await axeViolations(page, 'changes-dark-looks-like')).toEqual([]);
      await page.getByTestId('changes-filter').getByText(`Not in file (${notInFile})`).click();
      await page.getByTestId('leaver-row').first().waitFor();
      await dark.screenshot('import-changes-09-dark-not-in-file');
      expect(await axeViolations(page, 'changes-dark-not-in-file')).toEqual([]);
      expect(dark.errors).toEqual([]);
    } finally {
      await dark?.close();
    }
  });

  it('shows new, changed, unchanged, look-alike and not-in-file lines, then imports and prints the letters', async () => {
    const { page } = app;
    await predict(page, { importUsers: 'Import users', generate: /Generate passwords/, back: 'Back' });
    await openChanges(page);
    const filter = page.getByTestId('changes-filter');
    expect(await filter.textContent()).toBe(
      `New (1)Changed (1)Unchanged (1)Looks like someone (1)Not in file (${notInFile})`,
    );

    // Changed first: each field's server value beside the file's.
    expect(await listed(page)).toEqual([
      {
        line: '2',
        person: 'Anna Schmidtanna.schmidt',
        diffs: [
          ['phone', '+4930111111', '+4930222222'],
          ['position', '5a', '6a'],
        ],
        similar: [],
      },
    ]);
    await app.screenshot('import-changes-01-changed');
    expect(await axeViolations(page, 'changes')).toEqual([]);
    expect(await clipped(page)).toEqual([]);

    await filter.getByText('Unchanged (1)').click();
    expect((await listed(page)).map((r) => [r.line, r.person])).toEqual([['3', 'Tom Fischertom.fischer']]);

    // New and nobody like them (the look-alike has its own filter).
    await filter.getByText('New (1)').click();
    expect((await listed(page)).map((r) => [r.line, r.person])).toEqual([['5', 'Lena Neulena.neu']]);

    await filter.getByText('Looks like someone (1)').click();
    expect(await listed(page)).toEqual([
      { line: '4', person: 'Rene Muellerr.mueller', diffs: [], similar: ['rene.mueller rene.mueller@schule.example'] },
    ]);
    // The rows take the focus: keyboard users read them one by one.
    await page.getByTestId('changes-row').first().focus();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-line'))).toBe('4');
    await app.screenshot('import-changes-02-looks-like');
    // Decided before anything is sent: Rene Mueller is another person than René Müller.
    await page.getByTestId('lookalike-decision').getByText('Another person').click();

    await filter.getByText(`Not in file (${notInFile})`).click();
    expect(await page.getByTestId('not-in-file-count').textContent()).toBe(
      `${notInFile} of the organization's users are not named in the file (by login or e-mail address).`,
    );
    // Each by name, sorted by the column clicked.
    await page.getByTestId('leaver-row').first().waitFor();
    await page.getByTestId('leavers-sort-name').click();
    const logins = (await leavers(page)).map((row) => row[0]);
    expect(logins).toEqual([...logins].sort());
    expect(logins).toContain('old.one');
    await app.screenshot('import-changes-03-not-in-file');
    const csv = await exported(page);
    expect(csv.split(/\r?\n/)[0]).toBe('name,email,givenName,surName');
    expect(csv).toContain('old.one,old.one@schule.example,Olga,One');
    expect(csv).toContain('rene.mueller,rene.mueller@schule.example,René,Müller');
    for (const user of SEEDED_USERS) expect(csv).toContain(user.email);
    for (const named of ['anna.schmidt', 'tom.fischer', 'r.mueller', 'lena.neu']) expect(csv).not.toContain(named);
    expect(await axeViolations(page, 'changes-not-in-file')).toEqual([]);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.getByTestId('changes-filter').waitFor({ state: 'detached' });

    // Read-only so far: the server saw no upload. Now the import with generated passwords, and the letters.
    expect(server.state.files.size).toBe(0);
    await page.getByTestId('to-options').click();
    await page.getByLabel('Overwrite users that already exist').check();
    await page.getByTestId('make-sheet').click();
    await page.getByTestId('print-letters').click();
    const letters = page.getByTestId('credential-letter');
    await letters.first().waitFor();
    const texts = await letters.allTextContents();
    // Tom Fischer is unchanged: left out of the upload, so no password and no letter.
    expect(texts.map((text) => /Login(\S+?)E-mail/.exec(text)?.[1]).sort()).toEqual([
      'anna.schmidt',
      'lena.neu',
      'r.mueller',
    ]);
    await app.screenshot('import-changes-04-letters');
    await page.getByTestId('letters-printed').click();
    await page.getByTestId('start-import').click();
    await page
      .getByTestId('job-phase')
      .filter({ hasText: /Finished|Failed|error/ })
      .waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('job-phase').textContent()).toMatch(/Finished/);
    // The report lists Tom Fischer as not sent (unchanged), among the lines the server answered.
    const table = page.getByTestId('report-table');
    await table.getByText('Unchanged: the server already has these values.').waitFor();
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent ?? '')));
    expect(rows.map((cells) => [cells[0], cells[1], cells[3]])).toEqual([
      ['2', '2', 'Imported'],
      ['–', '3', 'Not sent'],
      ['3', '4', 'Imported'],
      ['4', '5', 'Imported'],
    ]);
    expect(rows[1]).toContain('tom.fischer');
    expect(rows[1]![4]).toBe('Unchanged: the server already has these values.');
    expect(await page.getByTestId('job-not-sent').textContent()).toBe(' · 1 not sent after the comparison');
    await app.screenshot('import-changes-05-report');
    expect(app.errors).toEqual([]);
  });
});
