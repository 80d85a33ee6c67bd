import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from '../../electron/demo-server/index';
import type { DemoServer } from '../../electron/demo-server/index';
import { axeViolations } from './axe';
import { clippedTexts } from './clipping';
import { openAppOnDemoServer } from './harness';
import type { OpenedApp } from './harness';

// A school's second year in the app, with overwrite: three pupils moved up a class, one of
// them was renamed too. In the Changes view the administrator unticks "Position": only the
// renamed pupil is sent (a new password); the two who only moved up keep their accounts.
let app: OpenedApp;
let server: DemoServer;
let dir: string;
let file: string;
const pupil = (name: string, givenName: string, surName: string, position: string) => ({
  name,
  email: `${name}@schule.example`,
  givenName,
  surName,
  position,
});
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'update-columns-e2e-'));
  server = await startDemoServer({
    jobRate: 0,
    devices: 1,
    users: [
      pupil('anna.alt', 'Anna', 'Alt', '5a'),
      pupil('ben.berg', 'Ben', 'Berg', '5a'),
      pupil('lena.schroeder', 'Lena', 'Schröder', '7b'),
    ],
  });
  file = path.join(dir, 'jahrgang2.csv');
  await writeFile(
    file,
    'name,email,givenName,surName,position,password\n' +
      'anna.alt,anna.alt@schule.example,Anna,Alt,6a,Passw0rt-anna\n' +
      'ben.berg,ben.berg@schule.example,Ben,Berg,6a,Passw0rt-ben1\n' +
      'lena.schroeder,lena.schroeder@schule.example,Lena,Schröder-Kaya,8b,Passw0rt-lena\n',
  );
  app = await openAppOnDemoServer(server, 'mdm-e2e-update-columns-');
});
afterAll(async () => {
  await app?.close();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('Import users: which changes are worth an update', () => {
  it('unticking a column leaves out the users whose changes are only there; only the renamed pupil is sent', async () => {
    const { page } = app;
    const versions = Object.fromEntries(
      ['anna.alt', 'ben.berg', 'lena.schroeder'].map((n) => [n, server.state.users.get(n)!.version]),
    );
    await page.getByLabel('Sections').getByText('Import users', { exact: true }).click();
    await page.getByTestId('file-input').setInputFiles(file);
    await page.getByTestId('to-options').and(page.locator(':not([disabled])')).waitFor();
    await page.getByTestId('to-options').click();
    await page.getByRole('switch', { name: /Overwrite users/ }).check();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByTestId('predict').click();
    await page.getByTestId('open-changes').click();
    await page.getByTestId('changes-filter').getByText('Changed (3)').waitFor();
    const summary = page.getByTestId('update-columns-summary');
    expect(await summary.textContent()).toBe('3 existing users get a new password now; 0 kept as they are.');
    await page.getByText('Position (3 lines)').click();
    await summary.filter({ hasText: '1 existing user gets a new password now; 2 kept as they are.' }).waitFor();
    expect(await page.getByTestId('changes-kept').count()).toBe(2);
    expect(await clippedTexts(page)).toEqual([]);
    // The preview grid behind the dialog too: its blue "Overwritten" (12 px) with overwrite on.
    expect(await axeViolations(page, 'update-columns')).toEqual([]);
    await app.screenshot('import-update-columns');
    await page.getByRole('button', { name: 'Close' }).click();

    await page.getByTestId('to-options').click();
    expect(await page.getByTestId('summary-not-sent').textContent()).toContain(
      'Not sent: 2 lines (2 whose changes are not chosen for update)',
    );
    expect(await page.getByTestId('import-summary').textContent()).toContain('1 of 3 users from jahrgang2.csv');
    expect(await page.getByTestId('summary-new-passwords').textContent()).toContain('1 existing user');
    await app.screenshot('import-update-columns-options');
    await page.getByTestId('start-import').click();
    await expect
      .poll(() => server.state.users.get('lena.schroeder')!.surName, { timeout: 20_000 })
      .toBe('Schröder-Kaya');
    // The job's report lists them as kept, with the column that changed.
    await page.getByLabel('Sections').getByText('Jobs', { exact: true }).click();
    await page.getByTestId('job-item').first().click();
    await page.getByTestId('report-kept-columns').first().waitFor();
    expect(await page.getByTestId('report-kept-columns').allTextContents()).toEqual([
      'Changed: Position',
      'Changed: Position',
    ]);
    await page.getByText('Not sent: only columns not chosen for update changed').first().waitFor();
    await app.screenshot('import-update-columns-report');
    // Anna and Ben only moved up: not sent, their accounts (and passwords) as they were.
    expect(server.state.users.get('anna.alt')).toMatchObject({ position: '5a', version: versions['anna.alt'] });
    expect(server.state.users.get('ben.berg')).toMatchObject({ position: '5a', version: versions['ben.berg'] });
    expect(app.errors).toEqual([]);
  });
});
