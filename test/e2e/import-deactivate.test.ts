import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_USERS, startDemoServer } from '../../electron/demo-server/index';
import type { DemoServer, SeedUser } from '../../electron/demo-server/index';
import { clippedTexts } from './clipping';
import { openAppOnDemoServer } from './harness';
import type { OpenedApp, OpenedPage } from './harness';

// The second school year in the app, through the web shell in Chromium: the users the new
// file does not name are listed by name in the Changes view, deactivated by the opt-in step
// of the same job (above the brake only with their number typed), read back, and the report
// says per user what the server did: "deactivated" where it takes `activated`, "still
// active … deactivate them in the portal" where it ignores the column.

const STAYING: SeedUser[] = [
  { name: 'anna.schmidt', email: 'anna.schmidt@schule.example', givenName: 'Anna', surName: 'Schmidt', position: '5a' },
  { name: 'tom.fischer', email: 'tom.fischer@schule.example', givenName: 'Tom', surName: 'Fischer', position: '7b' },
];
// Twelve pupils of last year's 10th classes who left: with the three seeded users, 15 users
// not in the file, more than the brake (the larger of 10 and 5 % of 17).
const LEFT: SeedUser[] = Array.from({ length: 12 }, (_, i) => ({
  name: `abgang${String(i + 1).padStart(2, '0')}`,
  email: `abgang${i + 1}@schule.example`,
  givenName: 'Abgang',
  surName: `Schüler ${i + 1}`,
  position: i < 6 ? '10a' : '10b',
}));
const LEAVERS = [...LEFT.map((u) => u.name), ...SEEDED_USERS.map((u) => u.name)].sort();

// The next year's file: Anna moved up to 6a (left as she is: no overwrite), Tom stays in 7b, one new pupil.
const FILE =
  'name,email,givenName,surName,position,password\n' +
  'anna.schmidt,anna.schmidt@schule.example,Anna,Schmidt,6a,Sommer-2026!\n' +
  'tom.fischer,tom.fischer@schule.example,Tom,Fischer,7b,Sommer-2026!\n' +
  'lena.neu,lena.neu@schule.example,Lena,Neu,5b,Sommer-2026!\n';

const WORDS = {
  en: {
    section: /^Import users$/,
    notInFile: `Not in file (${LEAVERS.length})`,
    shown: `${LEAVERS.length} of ${LEAVERS.length} shown`,
    optIn: `Deactivate these ${LEAVERS.length} users (never deleted)`,
    sent: `Then: ${LEAVERS.length} users not in the file deactivated (never deleted), and read back`,
    brake: /^That is more than 10 \(the larger of 10 and 5 % of the organization's users\)\. Type the number 15/,
    finished: /Finished/,
    outcome: 'deactivated',
    summary: `${LEAVERS.length} deactivated, 0 still active, 0 not found, 0 not checked`,
  },
  de: {
    section: /^Benutzer importieren$/,
    notInFile: `Nicht in der Datei (${LEAVERS.length})`,
    shown: `${LEAVERS.length} von ${LEAVERS.length} angezeigt`,
    optIn: `Diese ${LEAVERS.length} Benutzer deaktivieren (nie gelöscht)`,
    sent: `Danach: ${LEAVERS.length} Benutzer, die nicht in der Datei stehen, werden deaktiviert (nie gelöscht) und wieder gelesen`,
    brake: /^Das sind mehr als 10 \(der größere Wert von 10 und 5 % der Benutzer der Organisation\)\. Geben Sie .*15/,
    finished: /Fertig|Abgeschlossen/,
    outcome: 'noch aktiv: Dieser Server hat die Spalte nicht übernommen; deaktivieren Sie den Benutzer im Portal',
    summary: `0 deaktiviert, ${LEAVERS.length} noch aktiv, 0 nicht gefunden, 0 nicht geprüft`,
  },
} as const;

describe.each([
  { language: 'en' as const, ignores: false, title: 'in English, a server that takes activated' },
  { language: 'de' as const, ignores: true, title: 'in German, a server that ignores activated' },
])('deactivating the users not in the file: $title', ({ language, ignores }) => {
  const words = WORDS[language];
  let app: OpenedApp;
  let opened: OpenedPage;
  let server: DemoServer;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'deactivate-e2e-'));
    server = await startDemoServer({
      jobRate: 0,
      devices: 1,
      users: [...STAYING, ...LEFT],
      ...(ignores ? { ignoreColumns: ['activated'] as const } : {}),
    });
    app = await openAppOnDemoServer(server, 'mdm-e2e-deactivate-');
    opened = language === 'en' ? app : await app.openPage({ locale: 'de-DE' });
    opened.page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    if (opened && opened !== app) await opened.close();
    await app?.close();
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('lists the leavers by name, deactivates them behind the brake, and reads them back', async () => {
    const { page } = opened;
    const shot = (name: string) => opened.screenshot(`deactivate-${language}-${name}`);
    const file = path.join(dir, 'schuljahr-2026.csv');
    await writeFile(file, FILE);
    await page
      .getByLabel(/Sections|Bereiche/)
      .getByText(words.section)
      .click();
    await page.getByTestId('file-input').setInputFiles(file);
    await page.getByTestId('predict').click();
    await page.getByTestId('open-changes').waitFor();

    // The Changes view names each user the file does not name.
    await page.getByTestId('open-changes').click();
    await page.getByTestId('changes-filter').getByText(words.notInFile).click();
    await page.getByTestId('leaver-row').first().waitFor();
    expect(await page.getByTestId('leavers-shown').textContent()).toBe(words.shown);
    const listed = await page
      .getByTestId('leaver-row')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-login')));
    expect([...listed].sort()).toEqual(LEAVERS);
    expect(await clippedTexts(page)).toEqual([]);
    await shot('01-changes-leavers');
    await page.keyboard.press('Escape');
    await page.getByTestId('changes-filter').waitFor({ state: 'detached' });

    // The opt-in step: off by default; above the brake, Start waits for the number typed.
    await page.getByTestId('to-options').click();
    const optIn = page.getByTestId('deactivate-not-in-file');
    expect(await page.getByTestId('deactivate-leavers').getByText(words.optIn).count()).toBe(1);
    expect(await optIn.isChecked()).toBe(false);
    await optIn.check();
    const confirm = page.getByTestId('deactivate-confirm');
    expect(await page.locator('#deactivate-brake-text').textContent()).toMatch(words.brake);
    expect(await page.getByTestId('start-import').isDisabled()).toBe(true);
    await confirm.fill('14');
    expect(await page.getByTestId('start-import').isDisabled()).toBe(true);
    await confirm.fill(String(LEAVERS.length));
    await page.getByTestId('start-import').and(page.locator(':not([disabled])')).waitFor();
    expect(await page.getByTestId('summary-deactivate').textContent()).toBe(words.sent);
    expect(await clippedTexts(page)).toEqual([]);
    await shot('02-deactivation-step');
    expect(server.state.files.size).toBe(0);
    await page.getByTestId('start-import').click();

    // The job runs both parts; the report reads the leavers back, per user.
    await page.getByTestId('job-phase').filter({ hasText: words.finished }).waitFor({ timeout: 30_000 });
    const outcome = page.getByTestId('leavers-outcome');
    await outcome.getByTestId('leavers-summary').filter({ hasText: words.summary }).waitFor({ timeout: 30_000 });
    const rows = await outcome
      .getByTestId('leaver-row')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    expect(rows.map(([name]) => name).sort()).toEqual(LEAVERS);
    for (const [, said] of rows) expect(said).toBe(words.outcome);
    for (const name of LEAVERS) expect(server.state.users.get(name)!.activated !== false).toBe(ignores);
    // The file's part ran as ever (no overwrite: Anna keeps 5a), and those named stay active.
    expect(server.state.users.get('lena.neu')).toBeDefined();
    for (const name of ['anna.schmidt', 'tom.fischer', 'lena.neu'])
      expect(server.state.users.get(name)!.activated).not.toBe(false);
    expect(await clippedTexts(page)).toEqual([]);
    await shot('03-report');
    // The file's report below: each line's message wraps inside the visible part of the table,
    // not past its right edge (the file's columns after it are the ones scrolled to).
    // Scrolled to and measured in one step: the report is drawn anew whenever the job's record
    // changes (JobsScreen keys it by updatedAt), so a table found a moment before may be gone.
    await page.getByTestId('report-table').getByTestId('report-message').first().waitFor();
    const overflow = await page.getByTestId('report-table').evaluate((table) => {
      table.scrollIntoView({ block: 'nearest' });
      const scroller = table.closest('[role="region"]')!;
      scroller.scrollLeft = 0;
      // Its client area: a vertical scroll bar is not room for text.
      const right = scroller.getBoundingClientRect().left + scroller.clientWidth;
      return [...table.querySelectorAll('[data-testid="report-message"]')]
        .map((m) => m.getBoundingClientRect().right - right)
        .filter((past) => past > 1);
    });
    expect(overflow).toEqual([]);
    await shot('04-report-lines');
    expect(opened.errors).toEqual([]);
  });
});
