import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createCore } from '../../electron/core/create-core';
import { startDemoServer } from '../../electron/demo-server/index';
import type { DemoServer } from '../../electron/demo-server/index';
import type { Route } from '../../shared/ipc';
import { TEST_CALLER } from '../helpers/caller';
import { tempDir } from '../helpers/temp-dir';
import { atRest } from './at-rest';
import { axeViolations } from './axe';
import { openApp } from './harness';
import type { OpenedApp } from './harness';

// Issue 13's "Why": each rough edge a careful administrator met, as a test that failed before its fix.
let app: OpenedApp;
let demo: DemoServer;
let dir: string;
let orgId: string;
let systemId: string;
let page: Page;
let seq = 0;

async function must<T>(outcome: Promise<unknown>): Promise<T> {
  const result = (await outcome) as { ok: true; value: T } | { ok: false; error: { message: string } };
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}
const setActive = (id: string) => must(app.core.call('profiles.setActive', { id }, TEST_CALLER));

/**
 * A file of new users (unique logins and names: one name twice would be a look-alike, which
 * Start waits for), every line valid unless `bad` lines are asked for.
 */
function users(count: number, bad = 0): string {
  const lines = ['name,email,givenName,surName,password'];
  for (let i = 0; i < count; i++) {
    const n = `u${++seq}`;
    lines.push(`${n},${i < bad ? 'not-an-email' : `${n}@example.com`},Given,Sur${seq},Passwort-${seq}x`);
  }
  return `${lines.join('\n')}\n`;
}

async function open(route: Route) {
  await page.locator(`nav [data-section="${route}"]`).click();
  await page.locator('main h2').first().waitFor();
}

/** Opens a file in the wizard (going back to the file step first, confirming if asked). */
async function chooseFile(name: string, content: string | Buffer) {
  const file = path.join(dir, name);
  await writeFile(file, content);
  await open('import');
  const other = page.getByRole('button', { name: 'Other file' });
  const confirm = page.getByTestId('confirm-replace');
  if (await other.isVisible()) {
    await other.click();
    await page.getByTestId('file-input').or(confirm).first().waitFor({ state: 'attached' });
    if (await confirm.isVisible()) await confirm.click();
  }
  await page.getByTestId('file-input').setInputFiles(file);
}

const loaded = () => page.getByTestId('to-options').and(page.locator(':not([disabled])')).waitFor();

async function editFirstCell(value: string) {
  await page.locator('[data-row="0"] [role="gridcell"]').first().dblclick();
  await page.getByLabel('Edit value').fill(value);
  await page.getByLabel('Edit value').press('Enter');
  await page.locator('[data-row="0"] [role="gridcell"]').first().getByText(value).waitFor();
}

async function startImport() {
  await page.getByTestId('to-options').click();
  await page.getByTestId('import-summary').waitFor();
  await page.getByTestId('start-import').click();
  await page.getByTestId('job-detail').waitFor();
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'defects-e2e-'));
  demo = await startDemoServer({ jobRate: 0, devices: 200 });
  const core = createCore({
    shell: 'web',
    dataDir: tempDir('mdm-e2e-defects-'),
    jobs: { poll: { initialMs: 100, maxMs: 200 } },
  });
  const save = (name: string, kind: 'organization' | 'system', token: string) =>
    must<{ id: string }>(
      core.call(
        'profiles.save',
        { profile: { name, baseUrl: demo.url, kind }, token, acceptWeakStorage: true },
        TEST_CALLER,
      ),
    );
  orgId = (await save('School', 'organization', demo.orgToken)).id;
  systemId = (await save('Operator', 'system', demo.adminToken)).id;
  await must(core.call('profiles.setActive', { id: orgId }, TEST_CALLER));
  app = await openApp({ core });
  page = app.page;
  page.setDefaultTimeout(20_000);
});
afterEach(async () => {
  demo.faults.clear();
  await setActive(orgId);
});
afterAll(async () => {
  await app?.close();
  await demo?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the sections', () => {
  it('are links that Tab reaches, the current one marked with aria-current', async () => {
    await open('jobs');
    const nav = page.getByRole('navigation', { name: 'Sections' });
    for (const name of ['Import users', 'Jobs', 'Connections', 'Devices', 'Organization requests', 'API reference'])
      await nav.getByRole('link', { name }).waitFor();
    expect(await nav.locator('[aria-current="page"]').textContent()).toBe('Jobs');
    // From the top of the page (a click on the app's title), Tab walks through the sections, in order.
    await page.getByRole('heading', { level: 1 }).click();
    const focused: string[] = [];
    for (let i = 0; i < 20 && !focused.includes('#api-reference'); i++) {
      await page.keyboard.press('Tab');
      focused.push(await page.evaluate(() => document.activeElement?.getAttribute('href') ?? ''));
    }
    expect(focused.filter((h) => h.startsWith('#'))).toEqual([
      '#import',
      '#jobs',
      '#connections',
      '#devices',
      '#organizations',
      '#api-reference',
    ]);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'API reference', level: 2 }).waitFor();
    expect(await nav.locator('[aria-current="page"]').textContent()).toBe('API reference');
  });

  it('survive a reload: the app comes back to the section it showed', async () => {
    await open('devices');
    await page.reload();
    await page.getByRole('heading', { name: 'Devices', level: 2 }).waitFor();
    expect(await page.locator('nav [aria-current="page"]').textContent()).toBe('Devices');
  });
});

describe('the import wizard', () => {
  it('says why a binary or an empty file gives nothing to import', async () => {
    await chooseFile('workbook.xlsx.csv', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08, 0x00, 0x41, 0x00]));
    await page.getByTestId('file-unusable').waitFor();
    expect(await page.getByTestId('file-unusable').textContent()).toMatch(/not a CSV text file/i);
    await chooseFile('empty.csv', '');
    await page.getByTestId('file-unusable').getByText(/empty/i).first().waitFor();
  });

  it('asks before a file dropped on the window replaces one fixed by hand', async () => {
    await chooseFile('fixed.csv', users(2));
    await loaded();
    await editFirstCell('renamed1');
    // A drop anywhere on the window, as from the file manager.
    await open('devices');
    await page.evaluate(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['name,email\n'], 'other.csv', { type: 'text/csv' }));
      window.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    });
    await page.getByRole('heading', { name: 'Import users', level: 2 }).waitFor();
    await page.getByRole('dialog', { name: 'Replace the file you fixed?' }).waitFor();
    await page.getByRole('button', { name: 'Keep my fixes' }).click();
    expect(await page.getByTestId('file-name').textContent()).toBe('fixed.csv');
    await page.locator('[data-row="0"]').getByText('renamed1').waitFor();
  });

  it('keeps the file and its fixes after an upload refused with HTTP 500, for Retry upload', async () => {
    await chooseFile('retry-me.csv', users(2));
    await loaded();
    await editFirstCell('fixedname');
    demo.faults.set('uploadUsersCsv', { kind: 'status', status: 500 }, { times: 1 });
    await startImport();
    await page.getByTestId('job-phase').filter({ hasText: 'Stopped by an error' }).waitFor();
    await page.getByTestId('job-retry-upload').click();
    await page.getByTestId('upload-failed').waitFor();
    expect(await page.getByTestId('file-name').textContent()).toBe('retry-me.csv');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.locator('[data-row="0"]').getByText('fixedname').waitFor();
    await page.getByTestId('to-options').click();
    await page.getByRole('button', { name: 'Retry upload' }).click();
    await page.getByTestId('job-phase').filter({ hasText: 'Finished' }).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('job-counts').textContent()).toMatch(/^2 of 2 lines · 2 imported/);
  });

  it('offers "Retry the lines not reached" for a job the server aborted half-way', async () => {
    await chooseFile('aborted.csv', users(6));
    await loaded();
    demo.faults.set('startUserImport', { kind: 'job-fails' }, { times: 1 });
    await startImport();
    await page.getByTestId('job-phase').filter({ hasText: 'Failed' }).waitFor({ timeout: 30_000 });
    await page.getByTestId('retry-unreached').click();
    await page.getByRole('heading', { name: 'Import users', level: 2 }).waitFor();
    await loaded();
    expect(await page.getByTestId('record-count').textContent()).toBe('3 users');
    await page.getByText('The lines an aborted import never reached are loaded').waitFor();
  });

  it('sets the safe choice again for every file: "Upload every row" does not carry over', async () => {
    await chooseFile('first.csv', users(3, 1));
    await loaded();
    await page.getByTestId('to-options').click();
    await page.getByLabel('Upload every row; the server reports the failing ones').check();
    await chooseFile('second.csv', users(3, 1));
    await loaded();
    await page.getByTestId('to-options').click();
    expect(await page.getByLabel('Do not start while errors remain').isChecked()).toBe(true);
    expect(await page.getByTestId('start-import').isDisabled()).toBe(true);
  });

  it("warns before an import with a system administrator's connection, before anything is uploaded", async () => {
    await setActive(systemId);
    await chooseFile('as-system.csv', users(2));
    await loaded();
    await page.getByTestId('to-options').click();
    await page.getByTestId('system-profile-warning').waitFor();
    expect(await page.getByTestId('start-import').isDisabled()).toBe(true);
  });

  it('shows the running jobs as a count on the Jobs section', async () => {
    await chooseFile('slow.csv', users(2));
    await loaded();
    demo.faults.set('startUserImport', { kind: 'job-stuck' }, { times: 1 });
    await startImport();
    const badge = page.locator('nav [data-section="jobs"]').getByTestId('jobs-running');
    await badge.waitFor();
    expect(await badge.textContent()).toBe('1');
    expect(await badge.getAttribute('aria-label')).toBe('1 running');
    await page.getByRole('button', { name: 'Stop watching' }).click();
    await badge.waitFor({ state: 'detached' });
  });
});

describe('at 1280x800', () => {
  const rightEdge = () => page.evaluate(() => document.querySelector('main')!.getBoundingClientRect().right);
  const right = async (selector: string) => (await page.locator(selector).first().boundingBox())!;

  it('cuts nothing at the right edge, and badges show their whole word', async () => {
    await chooseFile('edge.csv', users(3, 1));
    await loaded();
    // The page's scrollbar stands beside the content, not over it.
    const limit = (await rightEdge()) - 12;
    for (const selector of ['.mantine-Stepper-root', '[data-testid="to-options"]']) {
      const box = await right(selector);
      expect(box.x + box.width, selector).toBeLessThanOrEqual(limit);
    }
    await page.getByTestId('to-options').click();
    await page.getByLabel('Upload every row; the server reports the failing ones').check();
    await page.getByTestId('start-import').click();
    await page.getByTestId('report-table').waitFor({ timeout: 30_000 });
    for (const selector of ['[data-testid="fix-and-retry"]', '[data-testid="job-rate"]']) {
      const box = await right(selector);
      expect(box.x + box.width, selector).toBeLessThanOrEqual(limit);
    }
    // The job's card in the list holds its phase badge inside its own border.
    const card = (await page.getByTestId('job-item').first().boundingBox())!;
    const phase = (await page.getByTestId('job-item').first().locator('.mantine-Badge-root').boundingBox())!;
    expect(phase.x + phase.width).toBeLessThanOrEqual(card.x + card.width);
    const cut = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.mantine-Badge-label')]
          .filter((b) => b.scrollWidth > b.clientWidth + 1 || b.getBoundingClientRect().width < 4)
          .map((b) => b.textContent),
      );
    expect(await cut()).toEqual([]);
    await open('devices');
    await page.locator('label', { hasText: /^Withdraw pending$/ }).click();
    await page.locator('[data-field="status"] .mantine-Badge-label').first().waitFor();
    expect(await cut()).toEqual([]);
    await page.getByRole('button', { name: 'Clear filter' }).click();
  });

  it('shows a toast over the sidebar, never over a button of the screen', async () => {
    await chooseFile('toast.csv', users(1));
    await loaded();
    await startImport();
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Import finished: toast.csv' });
    await toast.waitFor({ timeout: 30_000 });
    // Mantine slides a toast in: measure where it comes to rest.
    await atRest(page, toast);
    const box = (await toast.boundingBox())!;
    const sidebar = (await page.locator('nav').boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(sidebar.x + sidebar.width);
    // A dialog opened over it: the toast lies under the dialog's overlay (a click at the toast's
    // middle meets the overlay), and it is still there once the dialog closes.
    await open('connections');
    await page.getByRole('button', { name: 'Add connection' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const met = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('.mantine-Notification-root')?.textContent ?? null,
      middle,
    );
    expect(met).toBeNull();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await toast.waitFor();
    await toast.getByRole('button', { name: 'Close notification' }).click();
  });
});

describe('the device list after a failed query', () => {
  it('says the failure once, not "no device matches", and Retry brings back the table and the counts', async () => {
    demo.faults.set('queryDevices', { kind: 'status', status: 500 });
    await open('devices');
    await page.getByTestId('query-problem').waitFor({ timeout: 30_000 });
    await page.getByTestId('counts-error').waitFor({ timeout: 30_000 });
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toContain('No device matches this filter.');
    expect(text.split('The server answered HTTP 500.').length - 1).toBe(1);
    demo.faults.clear('queryDevices');
    await page.getByTestId('query-problem').getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('query-problem').waitFor({ state: 'detached' });
    await page.locator('[data-testid="counts-chart"] button').first().waitFor();
    expect(await page.getByTestId('counts-error').count()).toBe(0);
  });
});

describe('words', () => {
  it('no "a organization", no "(spec 4.6)" in a sentence, and every button and progress bar has a name', async () => {
    await open('organizations');
    await page.getByTestId('wrong-profile-kind').waitFor();
    const organizations = (await page.locator('main').textContent()) ?? '';
    await setActive(systemId);
    await open('devices');
    await page.getByTestId('wrong-profile-kind').waitFor();
    const devices = (await page.locator('main').textContent()) ?? '';
    for (const text of [organizations, devices]) {
      expect(text).not.toMatch(/\ba organization/i);
      expect(text).not.toMatch(/\(spec \d/);
    }
    expect(organizations).toContain("Organization requests need a system administrator's connection");
    expect(devices).toContain("Devices need an organization administrator's connection");
    await setActive(orgId);
    // Each screen's content shown and at rest: its devices' status badges, its jobs (or none).
    const shown = {
      devices: page.locator('[data-field="status"] .mantine-Badge-label'),
      jobs: page.getByTestId('job-item').or(page.getByText('No import yet.')),
    };
    for (const route of ['devices', 'jobs'] as const) {
      await open(route);
      await shown[route].first().waitFor();
      await atRest(page);
      const unnamed = (await axeViolations(page, `names-${route}`)).filter((v) =>
        ['button-name', 'aria-progressbar-name', 'link-name', 'label'].includes(v.id),
      );
      expect(unnamed).toEqual([]);
    }
  });
});
