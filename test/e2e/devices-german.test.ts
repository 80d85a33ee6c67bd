import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '../../electron/core/create-core';
import { startDemoServer } from '../../electron/demo-server/index';
import type { DemoServer } from '../../electron/demo-server/index';
import { DEVICE_FIELDS, ORG_REQUEST_FIELDS } from '../../shared/api/fields/index';
import { MESSAGES } from '../../shared/i18n/catalogue';
import { TEST_CALLER } from '../helpers/caller';
import { tempDir } from '../helpers/temp-dir';
import { clippedTexts } from './clipping';
import { openApp } from './harness';
import type { OpenedApp } from './harness';

// The Devices screen in a German browser at 1280x800: the column chooser names every
// field in German (from the field registry and the catalogue, none made up from a field
// name), the further columns read German words (ownership, connection state, yes/no),
// and no header or label is cut off.
let app: OpenedApp;
let demo: DemoServer;
let core: ReturnType<typeof createCore>;

beforeAll(async () => {
  demo = await startDemoServer({ devices: 150 });
  core = createCore({ shell: 'web', dataDir: tempDir('mdm-e2e-devices-de-') });
  const saved = await core.call(
    'profiles.save',
    {
      profile: { name: 'Schule', baseUrl: demo.url, kind: 'organization' },
      token: demo.orgToken,
      acceptWeakStorage: true,
    },
    TEST_CALLER,
  );
  if (!saved.ok) throw new Error(saved.error.code);
  await core.call('profiles.setActive', { id: (saved.value as { id: string }).id }, TEST_CALLER);
  app = await openApp({ core, locale: 'de-DE' });
  app.page.setDefaultTimeout(20_000);
});
afterAll(async () => {
  await app?.close();
  await demo?.close();
});

const german = (field: string) => MESSAGES[DEVICE_FIELDS[field]!.label]!.de as string;
const germanRequest = (field: string) => MESSAGES[ORG_REQUEST_FIELDS[field]!.label]!.de as string;

describe('Devices in German', () => {
  it('names every column in German, shows German values, and cuts no label at 1280x800', async () => {
    const { page } = app;
    await page.locator('nav [data-section="devices"]').click();
    await page.getByRole('heading', { name: 'Geräte', level: 2 }).waitFor();
    await expect.poll(() => page.getByTestId('devices-total').textContent()).toBe('150 passende Geräte');

    await page.getByRole('button', { name: /^Spalten/ }).click();
    // Mantine names the dropdown by its button (aria-labelledby) too: found by its own label.
    const chooser = page.locator('[role="dialog"][aria-label="Spalten wählen"]');
    await chooser.waitFor();
    // The dropdown fades in: the screenshot waits for it.
    await expect.poll(() => chooser.evaluate((e) => getComputedStyle(e).opacity)).toBe('1');
    const labels = (await chooser.locator('label').allTextContents()).map((l) => l.trim());
    // Every field the demo server sends is in the registry: each is named as the catalogue names it.
    const record = demo.state.devices.query({ limit: 1, offset: 0 }).results[0]!;
    for (const field of Object.keys(record)) expect(labels).toContain(german(field));
    for (const english of ['Battery level', 'Wifi mac', 'Device id', 'Is dep', 'User surname', 'Open actions'])
      expect(labels).not.toContain(english);
    await app.screenshot('devices-de-chooser');
    expect(await clippedTexts(page)).toEqual([]);

    for (const field of ['ownership', 'deviceConnectionState', 'supervised', 'batteryLevel'])
      await chooser.getByLabel(german(field), { exact: true }).check();
    await page.keyboard.press('Escape');
    await chooser.waitFor({ state: 'hidden' });
    const table = page.getByRole('table', { name: 'Geräte' });
    await expect.poll(() => table.locator('[role="columnheader"]').count()).toBe(12);
    const ownership = await table.locator('[role="cell"][data-field="ownership"]').allTextContents();
    expect(
      ownership.filter(Boolean).every((v) => ['Firmeneigentum', 'Privatgerät (BYOD)', 'Unbekannt'].includes(v)),
    ).toBe(true);
    const supervised = await table.locator('[role="cell"][data-field="supervised"]').allTextContents();
    expect(supervised.filter(Boolean).every((v) => v === 'Ja' || v === 'Nein')).toBe(true);
    const battery = await table.locator('[role="cell"][data-field="batteryLevel"]').allTextContents();
    expect(battery.some((v) => /^\d{1,3}\s%$/.test(v))).toBe(true);
    // The added columns are on the right: scrolled into view, as a user would.
    await table.evaluate((e) => e.scrollTo({ left: e.scrollWidth }));
    await app.screenshot('devices-de-more-columns');
    // The headers scroll sideways inside the table; those on screen are whole.
    expect(await clippedTexts(page)).toEqual([]);
  });

  it("names the organization requests' columns in German too, none cut at 1280x800", async () => {
    const { page } = app;
    const saved = await core.call(
      'profiles.save',
      {
        profile: { name: 'System', baseUrl: demo.url, kind: 'system' },
        token: demo.adminToken,
        acceptWeakStorage: true,
      },
      TEST_CALLER,
    );
    if (!saved.ok) throw new Error(saved.error.code);
    await core.call('profiles.setActive', { id: (saved.value as { id: string }).id }, TEST_CALLER);
    await page.locator('nav [data-section="organizations"]').click();
    await page.getByRole('heading', { name: 'Organisationsanträge', level: 2 }).waitFor();
    const table = page.getByRole('table', { name: 'Anträge aus dem Organisationsassistenten' });
    await expect.poll(() => table.locator('[role="cell"]').count()).toBeGreaterThan(0);
    const headers = (await table.locator('[role="columnheader"]').allTextContents()).map((h) => h.trim());
    expect(headers).toEqual(
      ['name', 'orgaFullName', 'orgaAdminUser', 'orgaAdminEmail', 'orgaContactName', 'orgaLocale', 'creationDate'].map(
        germanRequest,
      ),
    );
    await page.getByRole('button', { name: /^Spalten/ }).click();
    const chooser = page.locator('[role="dialog"][aria-label="Spalten wählen"]');
    await chooser.waitFor();
    // The dropdown fades in: the screenshot waits for it.
    await expect.poll(() => chooser.evaluate((e) => getComputedStyle(e).opacity)).toBe('1');
    const labels = (await chooser.locator('label').allTextContents()).map((l) => l.trim());
    const request = demo.state.wizardRequests.query({ limit: 1, offset: 0 }).results[0]!;
    for (const field of Object.keys(request)) expect(labels).toContain(germanRequest(field));
    await app.screenshot('org-requests-de-chooser');
    expect(await clippedTexts(page)).toEqual([]);
  });
});
