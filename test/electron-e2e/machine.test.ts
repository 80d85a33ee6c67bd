/**
 * The app on a managed workstation, on the development build and on the packaged app: a
 * machine-wide policy file (a preset connection to a server, no demo, updates off), one
 * instance per user, and a job that goes on across a restart of the app.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from '../../electron/demo-server/index';
import type { DemoServer } from '../../electron/demo-server/index';
import { tempDir } from '../helpers/temp-dir';
import { addTokenToPreset, dropFile, openSection } from './flows';
import { environment, launchApp, switches } from './launch';
import type { AppOptions, RunningApp } from './launch';
import { targets } from './targets';

/** Lines per second the server imports: slow enough for a job to be running at a restart. */
const JOB_RATE = 4;
const LINES = 60;

let server: DemoServer;
beforeAll(async () => {
  server = await startDemoServer({ jobRate: JOB_RATE, devices: 20 });
});
afterAll(() => server?.close());

function managedMachine(): AppOptions {
  const dataDir = tempDir('mdm-electron-e2e-managed-');
  const policyFile = path.join(tempDir('mdm-electron-e2e-policy-'), 'policy.json');
  writeFileSync(
    policyFile,
    JSON.stringify({
      connections: [{ name: 'School', baseUrl: server.url, kind: 'organization' }],
      offerDemoServer: false,
      updates: 'off',
    }),
  );
  return { dataDir, policyFile };
}

type Bridge = { mdm: { updates: { status(): Promise<unknown> } } };

describe.each(targets())('the $name on a managed machine', (target) => {
  const running: RunningApp[] = [];
  const launch = async (options: AppOptions) => {
    const app = await launchApp(target, options);
    app.page.setDefaultTimeout(20_000);
    running.push(app);
    return app;
  };
  afterAll(async () => {
    for (const app of running) if (app.process.exitCode === null && app.process.signalCode === null) await app.close();
  });

  it('shows the preset connection, offers no demo, checks for no update, and logs the policy', async () => {
    const options = managedMachine();
    const { page, close } = await launch(options);
    await openSection(page, 'connections');
    const card = page.getByRole('region', { name: 'Connection School' });
    expect(await card.textContent()).toContain(server.url);
    expect(await page.getByRole('button', { name: 'Explore with the demo server' }).count()).toBe(0);
    expect(await card.getByRole('button', { name: 'Remove' }).count()).toBe(0);
    const updates = await page.evaluate(() => (window as unknown as Bridge).mdm.updates.status());
    expect(updates).toEqual({
      ok: true,
      value: {
        state: 'off',
        reason: `Updates are off: the machine-wide policy (${options.policyFile}) names no update feed.`,
      },
    });
    await addTokenToPreset(page, 'School', server.orgToken);
    await close();
    const log = readFileSync(path.join(options.dataDir, 'logs', 'mdm-admin.log'), 'utf8');
    expect(log).toContain(`policy: ${options.policyFile}: 1 preset connection(s)`);
    expect(log).toContain('demo server off, updates off');
    expect(log).not.toContain(server.orgToken);
  });

  it('runs once per user: a second start hands over to the first window and ends', async () => {
    const options = managedMachine();
    const first = await launch(options);
    await first.page.locator('main h2').first().waitFor();
    const args = target.kind === 'development' ? [...switches(options), path.resolve('.')] : switches(options);
    const second = spawn(target.executable, args, { env: environment(options), stdio: 'ignore' });
    const code = await new Promise<number | null>((resolve) => second.once('exit', resolve));
    expect(code).toBe(0);
    expect(first.process.exitCode).toBeNull();
    expect(first.page.context().pages()).toHaveLength(1);
    if (first.main) {
      expect(await first.main.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length)).toBe(1);
    }
    await first.page.locator('main h2').first().waitFor();
    await first.close();
  });

  it('goes on with a running job after the app is closed and started again', async () => {
    const options = managedMachine();
    const before = await launch(options);
    await addTokenToPreset(before.page, 'School', server.orgToken);
    await openSection(before.page, 'import');
    const prefix = `${target.kind}-restart`;
    const rows = Array.from(
      { length: LINES },
      (_, i) => `${prefix}-${i},${prefix}-${i}@example.com,Given${i},Sur${i},Passwort-${1000 + i}`,
    );
    await dropFile(before.page, 'restart.csv', `name,email,givenName,surName,password\n${rows.join('\n')}\n`);
    await before.page.getByTestId('to-options').click();
    await before.page.getByTestId('start-import').click();
    await before.page
      .getByTestId('job-phase')
      .filter({ hasText: /^Running$/ })
      .waitFor({ timeout: 60_000 });
    await before.close();
    // The server has not imported the last line yet: the job was running when the app quit.
    expect(server.state.users.get(`${prefix}-${LINES - 1}`)).toBeUndefined();

    const after = await launch(options);
    await openSection(after.page, 'jobs');
    await after.page.getByTestId('job-item').first().click();
    await after.page
      .getByTestId('job-phase')
      .filter({ hasText: /^Finished$/ })
      .waitFor({ timeout: 90_000 });
    expect(await after.page.getByTestId('job-counts').textContent()).toMatch(
      new RegExp(`^${LINES} of ${LINES} lines · ${LINES} imported · 0 skipped · 0 failed`),
    );
    await after.page.getByTestId('report-table').waitFor();
    expect(server.state.users.get(`${prefix}-${LINES - 1}`)).toMatchObject({ givenName: `Given${LINES - 1}` });
    expect(after.errors).toEqual([]);
    await after.close();
  });
});
