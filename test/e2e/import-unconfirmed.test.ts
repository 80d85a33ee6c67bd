import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from '../../electron/demo-server/index';
import type { DemoServer } from '../../electron/demo-server/index';
import { openAppOnDemoServer } from './harness';
import type { OpenedApp } from './harness';

// A start whose answer the demo server drops: the wizard in Chromium through the web shell
// shows "Start not confirmed", never a failed upload; the check finds none of the users, and
// "Start again" imports the same upload.
let app: OpenedApp;
let server: DemoServer;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'import-unconfirmed-e2e-'));
  server = await startDemoServer({ jobRate: 0, devices: 10 });
  app = await openAppOnDemoServer(server, 'mdm-e2e-unconfirmed-');
});
afterAll(async () => {
  await app?.close();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('a start not confirmed, in the app', () => {
  it('says what is known, checks the server, and starts the same upload again only when none of its users is there', async () => {
    const { page } = app;
    await page.getByLabel('Sections').getByText('Import users', { exact: true }).click();
    await page.getByRole('heading', { name: 'Import users', level: 2 }).waitFor();
    const file = path.join(dir, 'dropped.csv');
    await writeFile(
      file,
      'name,email,givenName,surName,password\n' +
        'drop1,drop1@example.com,Dora,Eins,Passwort-123\n' +
        'drop2,drop2@example.com,Dirk,Zwei,Passwort-456\n',
    );
    await page.getByTestId('file-input').setInputFiles(file);
    await page.getByTestId('to-options').and(page.locator(':not([disabled])')).waitFor();
    await page.getByTestId('to-options').click();
    await page.getByTestId('import-summary').waitFor();
    server.faults.set('startUserImport', { kind: 'drop' }, { times: 1 });
    await page.getByTestId('start-import').click();

    // The Jobs screen: the facts, never "the upload failed".
    await page.getByTestId('job-phase').filter({ hasText: 'Start not confirmed' }).waitFor({ timeout: 30_000 });
    const panel = page.getByTestId('job-unconfirmed');
    expect(await panel.textContent()).toContain('the connection was closed before the answer');
    // The wizard checks at once; the finding is the job's, shown here too, with Start again.
    const jobFinding = page.getByTestId('job-start-check');
    await jobFinding.waitFor({ timeout: 30_000 });
    expect(await jobFinding.textContent()).toMatch(/^None of the .*is on the server: starting again is safe\./);
    expect(await page.getByRole('button', { name: 'Start again' }).count()).toBe(1);
    await app.screenshot('unconfirmed-01-jobs');

    // The wizard: its finding, and Start again.
    await page.getByLabel('Sections').getByText('Import users', { exact: true }).click();
    const finding = page.getByTestId('start-check-finding');
    await finding.waitFor({ timeout: 30_000 });
    expect(await finding.textContent()).toMatch(/^None of the .*is on the server: starting again is safe\.$/);
    expect(await page.getByTestId('upload-failed').count()).toBe(0);
    await app.screenshot('unconfirmed-02-wizard-checked');
    await page.getByTestId('start-again').click();

    await page.getByLabel('Sections').getByText('Jobs', { exact: true }).click();
    await page.getByTestId('job-phase').filter({ hasText: 'Finished' }).waitFor({ timeout: 30_000 });
    expect(server.state.users.get('drop1')).toBeDefined();
    expect(server.state.users.get('drop2')).toBeDefined();
    await app.screenshot('unconfirmed-03-finished');
  });
});
