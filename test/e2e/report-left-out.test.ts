import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '../../electron/core/create-core';
import type { Core } from '../../electron/core/create-core';
import { startDemoServer } from '../../electron/demo-server/index';
import type { DemoServer } from '../../electron/demo-server/index';
import type { JobRecord } from '../../shared/models/job';
import type { ProfileView } from '../../shared/models/profile';
import { TEST_CALLER } from '../helpers/caller';
import { tempDir } from '../helpers/temp-dir';
import { clippedTexts } from './clipping';
import { openApp } from './harness';
import type { OpenedApp } from './harness';

// A job whose upload left lines out for each of the four reasons, beside imported, skipped
// and failed lines: its report in German at 1280x800 lists every line, and no text is cut off.
let app: OpenedApp;
let demo: DemoServer;
let core: Core;

async function ok<T>(method: string, input?: unknown): Promise<T> {
  const outcome = await core.call(method, input, TEST_CALLER);
  if (!outcome.ok) throw new Error(`${method}: ${JSON.stringify(outcome.error)}`);
  return outcome.value as T;
}

beforeAll(async () => {
  demo = await startDemoServer({
    jobRate: 0,
    devices: 1,
    users: [{ name: 'anna.alt', email: 'anna.alt@example.com', givenName: 'Anna', surName: 'Alt' }],
  });
  core = createCore({
    shell: 'web',
    dataDir: tempDir('mdm-e2e-left-out-'),
    jobs: { poll: { initialMs: 100, maxMs: 200 } },
  });
  const profile = await ok<ProfileView>('profiles.save', {
    profile: { name: 'Schule', baseUrl: demo.url, kind: 'organization' },
    token: demo.orgToken,
    acceptWeakStorage: true,
  });
  await ok('profiles.setActive', { id: profile.id });
  // Sent: a new pupil (line 3), anna.alt again (line 5: skipped), an e-mail in use (line 7: failed).
  const upload =
    'name,email,givenName,surName,password,position\r\n' +
    'neu.kind,neu.kind@example.com,Neu,Kind,Passw0rd-1!,5a\r\n' +
    'anna.alt,anna.alt@example.com,Anna,Alt,Passw0rd-2!,6b\r\n' +
    'zweit.konto,anna.alt@example.com,Zweit,Konto,Passw0rd-3!,7c\r\n';
  const { uploadId } = await ok<{ uploadId: string }>('uploads.begin', { fileName: 'jahrgang.csv' });
  await ok('uploads.append', { uploadId, offset: 0, bytes: new TextEncoder().encode(upload) });
  // The lines left out keep every column but the password (the class among them).
  await ok('uploads.finish', {
    uploadId,
    lineMap: Uint32Array.from([3, 5, 7]),
    leftOut: {
      lines: Uint32Array.from([2, 4, 6, 8]),
      reasons: Uint8Array.from([0, 1, 2, 3]),
      columns: ['name', 'email', 'givenName', 'surName', 'position'],
      text: [
        'ben.berg\tben.berg@example.com\tBen\tBerg\t6a',
        'lena.schroeder\tlena@example.com\tLena\tSchröder-Kaya\t7b',
        'lukas.schmidt\tlukas@example.com\tLukas\tSchmidt\t10c',
        'mia.klein\tmia.klein@example.com\tMia\tKlein\t9c\tsurName,position',
      ].join('\n'),
    },
  });
  const job = await ok<JobRecord>('import.start', {
    fileName: 'jahrgang.csv',
    uploadId,
    options: { overwrite: false, roles: [], separator: 'COMMA' },
    excludedRows: 5,
  });
  await core.jobs.settled(job.id);
  app = await openApp({ core, locale: 'de-DE' });
  app.page.setDefaultTimeout(20_000);
});
afterAll(async () => {
  await app?.close();
  await demo?.close();
});

describe('the report of a job that left lines out, in German', () => {
  it('lists each line left out among the sent ones, says the reasons in German, and cuts off nothing', async () => {
    const { page } = app;
    await page.getByLabel('Bereiche').getByText('Aufträge', { exact: true }).click();
    await page.getByTestId('job-item').first().click();
    const table = page.getByTestId('report-table');
    await table.getByText(/^Konflikt bei der Schul-ID/).waitFor();
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent ?? '')));
    // A line not sent says so in a short word, and why in its message.
    expect(rows.map((cells) => [cells[0], cells[1], cells[2]])).toEqual([
      ['–', '2', 'Nicht gesendet'],
      ['2', '3', 'Importiert'],
      ['–', '4', 'Nicht gesendet'],
      ['3', '5', 'Übersprungen'],
      ['–', '6', 'Nicht gesendet'],
      ['4', '7', 'Fehlgeschlagen'],
      ['–', '8', 'Nicht gesendet'],
    ]);
    expect(rows[0]![3]).toBe('Unverändert: Der Server hat diese Werte bereits.');
    expect(rows[2]![3]).toMatch(/^Der Server würde sie überspringen: /);
    expect(rows[2]).toContain('lena.schroeder');
    // A kept line's message: why, and the columns that changed, in the Changes view's words.
    expect(rows[6]![3]).toBe(
      'Nur Spalten geändert, die nicht zur Aktualisierung gewählt sind.Geändert: Nachname, Position',
    );
    // The file's own columns of a line not sent, as of a sent one (position here).
    expect(rows[6]).toContain('9c');
    expect(await page.getByTestId('job-counts').textContent()).toContain(
      ' · 1 vor dem Hochladen ausgelassen · 4 nach dem Abgleich nicht gesendet',
    );
    await app.screenshot('report-left-out-de');
    expect(await clippedTexts(page)).toEqual([]);
    // Eight filters: a list, and the job's pane keeps to the window (nothing scrolls sideways but the table).
    expect(await page.getByTestId('report-filter').isVisible()).toBe(true);
    const detail = page.getByTestId('job-detail');
    expect(await detail.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(app.errors).toEqual([]);
  });
});
