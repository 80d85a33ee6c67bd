import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createCore } from '../../electron/core/create-core';
import { startDemoServer } from '../../electron/demo-server/index';
import type { DemoServer } from '../../electron/demo-server/index';
import type { Route } from '../../shared/ipc';
import { TEST_CALLER } from '../helpers/caller';
import { tempDir } from '../helpers/temp-dir';
import { atRest } from './at-rest';
import { axeViolations } from './axe';
import { clippedTexts } from './clipping';
import type { ClippedText } from './clipping';
import type { AxeFinding } from './axe';
import { openApp } from './harness';
import type { OpenedApp, OpenedPage } from './harness';

// Every screen in English and German, light and dark: an accessibility scan with axe-core
// (no serious or critical violation), no text of a button, heading or label cut off or
// wrapped (clipping.ts), and screenshots at 1280x800 and 1920x1080 in
// test-results/screenshots/screen-<language>-<scheme>-<size>-<screen>.png.
let app: OpenedApp;
let demo: DemoServer;
let dir: string;
let orgId: string;
let systemId: string;
/** A school's own name for its file: long enough that the import header must make room for it. */
const FILE_NAME = 'Schuelerliste-Klassen-5-bis-10.csv';
const CSV =
  'userId,email,first name,last name,password,phone number\n' +
  'anna,anna@example.com,Anna,Alt,Passwort-123,+4930111\n' +
  'ben,not-an-email,Ben,Berg,Passwort-456,030 222\n' +
  'jdoe,jdoe@example.com,John,Doe,Passwort-789,+4930333\n' +
  'cleo,cleo@example.com, Cleo ,Cross,Passwort-321,+4930444\n';

async function must<T>(outcome: Promise<unknown>): Promise<T> {
  const result = (await outcome) as { ok: true; value: T } | { ok: false; error: { message: string } };
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const open = async (page: Page, route: Route) => {
  // A dialog left open by the screen before closes with Escape, as a keyboard user closes it.
  if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.locator(`nav [data-section="${route}"]`).click();
  await page.locator('main h2').first().waitFor();
};

async function loadFile(page: Page) {
  await page.getByTestId('file-input').setInputFiles(path.join(dir, FILE_NAME));
  await page.getByTestId('to-options').and(page.locator(':not([disabled])')).waitFor();
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'screens-e2e-'));
  await writeFile(path.join(dir, FILE_NAME), CSV);
  demo = await startDemoServer({ jobRate: 0, devices: 300 });
  const core = createCore({
    shell: 'web',
    dataDir: tempDir('mdm-e2e-screens-'),
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
  orgId = (await save('School (organization)', 'organization', demo.orgToken)).id;
  systemId = (await save('Operator (system)', 'system', demo.adminToken)).id;
  await must(core.call('profiles.setActive', { id: orgId }, TEST_CALLER));
  app = await openApp({ core });
  app.page.setDefaultTimeout(20_000);
  // One finished job with a report, for the Jobs screen: imported through the wizard.
  const { page } = app;
  await open(page, 'import');
  await loadFile(page);
  await page.getByTestId('to-options').click();
  await page.getByLabel('Upload every row; the server reports the failing ones').check();
  await page.getByTestId('start-import').click();
  await page.getByTestId('report-table').waitFor({ timeout: 30_000 });
});
afterAll(async () => {
  await app?.close();
  await demo?.close();
  await rm(dir, { recursive: true, force: true });
});

const COMBOS = [
  { language: 'en', locale: 'en-US', scheme: 'light' },
  { language: 'de', locale: 'de-DE', scheme: 'light' },
  { language: 'en', locale: 'en-US', scheme: 'dark' },
  { language: 'de', locale: 'de-DE', scheme: 'dark' },
] as const;

/** Each screen: how to get there and what to wait for before looking. */
const SCREENS: Array<{ name: string; show(page: Page): Promise<void> }> = [
  { name: '1-connections', show: (page) => open(page, 'connections') },
  {
    name: '1b-connection-form',
    show: async (page) => {
      await page.getByRole('button', { name: /^(Add connection|Verbindung hinzufügen)$/ }).click();
      await page.getByRole('dialog').getByRole('textbox').first().waitFor();
    },
  },
  { name: '2-import-file', show: (page) => open(page, 'import') },
  {
    name: '3-import-check',
    show: async (page) => {
      await loadFile(page);
      await page.getByRole('button', { name: /Next problem|Nächstes Problem/ }).click();
      await page.getByTestId('row-finding').first().waitFor();
    },
  },
  {
    name: '4-import-options',
    show: async (page) => {
      await page.getByTestId('to-options').click();
      await page.getByTestId('import-summary').waitFor();
    },
  },
  {
    name: '5-jobs',
    show: async (page) => {
      await open(page, 'jobs');
      await page.getByTestId('report-table').waitFor();
    },
  },
  {
    name: '6-devices',
    show: async (page) => {
      await open(page, 'devices');
      await expect.poll(() => page.getByTestId('devices-total').textContent()).toMatch(/\d/);
      await page.locator('[data-testid="counts-chart"] button').first().waitFor();
    },
  },
  {
    name: '6b-devices-export-dialog',
    show: async (page) => {
      await page.getByTestId('export-csv').click();
      await page.getByTestId('export-go').waitFor();
    },
  },
  {
    name: '7-organizations-wrong-profile',
    show: async (page) => {
      await open(page, 'organizations');
      await page.getByTestId('wrong-profile-kind').waitFor();
    },
  },
  {
    name: '8-organizations',
    show: async (page) => {
      await must(app.core.call('profiles.setActive', { id: systemId }, TEST_CALLER));
      await expect.poll(() => page.getByTestId('orgs-total').textContent()).toMatch(/\d/);
    },
  },
  {
    name: '9-api-reference',
    show: async (page) => {
      await must(app.core.call('profiles.setActive', { id: orgId }, TEST_CALLER));
      await open(page, 'api-reference');
      await page.getByTestId('endpoint-queryDevices').waitFor();
    },
  },
];

describe('every screen, in English and German, light and dark', () => {
  it.each(COMBOS)(
    'has no serious or critical accessibility violation and no clipped text ($language, $scheme), and is photographed',
    async ({ language, locale, scheme }) => {
      const opened: OpenedPage = await app.openPage({ locale, colorScheme: scheme });
      const { page } = opened;
      page.setDefaultTimeout(20_000);
      const found: Record<string, AxeFinding[]> = {};
      const clipped: Record<string, ClippedText[]> = {};
      try {
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
        for (const screen of SCREENS) {
          await screen.show(page);
          // Let transitions (popovers, fades) settle before axe reads colours.
          await atRest(page);
          const violations = await axeViolations(page, `${language}-${scheme}-${screen.name}`);
          if (violations.length > 0) found[screen.name] = violations;
          await opened.screenshot(`screen-${language}-${scheme}-1280x800-${screen.name}`);
          const cut = await clippedTexts(page);
          if (cut.length > 0) clipped[`${screen.name} 1280x800`] = cut;
          await page.setViewportSize({ width: 1920, height: 1080 });
          await atRest(page);
          await opened.screenshot(`screen-${language}-${scheme}-1920x1080-${screen.name}`);
          const wideCut = await clippedTexts(page);
          if (wideCut.length > 0) clipped[`${screen.name} 1920x1080`] = wideCut;
          await page.setViewportSize({ width: 1280, height: 800 });
        }
        expect(found).toEqual({});
        // No button, tab, badge, step, heading, label or table header cut off or wrapped.
        expect(clipped).toEqual({});
        expect(opened.errors).toEqual([]);
      } finally {
        await opened.close();
      }
    },
  );
});
