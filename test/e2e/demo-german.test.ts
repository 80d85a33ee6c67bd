import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROFILE_NAMES } from '../../shared/connections/profile-label';
import type { ProfileView } from '../../shared/models/profile';
import { TEST_CALLER } from '../helpers/caller';
import { clippedTexts } from './clipping';
import { openApp } from './harness';
import type { OpenedApp } from './harness';

// The demo server explored in German: its connection is shown under its German name in the
// header (whole) and in the edit form, saving it unchanged keeps the stored name the CLI's
// --profile takes, and its letters start from a sample school's name in German, not the
// server's English one.
let app: OpenedApp;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'demo-german-e2e-'));
  app = await openApp({ locale: 'de-DE' });
  app.page.setDefaultTimeout(20_000);
});
afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

const storedNames = async () => {
  const outcome = await app.core.call('profiles.list', undefined, TEST_CALLER);
  if (!outcome.ok) throw new Error('profiles.list failed');
  return (outcome.value as { profiles: ProfileView[] }).profiles.map((p) => p.name);
};

describe('the demo server in German', () => {
  it('shows its German name whole, edits it without renaming it, and writes letters for a German school', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Mit dem Demo-Server ausprobieren' }).first().click();
    await page.getByTestId('file-input').waitFor({ state: 'attached' });
    const label = 'Demo-Server (Organisationsadministrator)';
    expect(await page.getByTestId('profile-switcher').inputValue()).toBe(label);
    expect(await clippedTexts(page)).toEqual([]);

    // The edit form shows the name as the list does; saved unchanged, the stored name stays.
    await page.getByLabel('Bereiche').getByText('Verbindungen', { exact: true }).click();
    await page.getByRole('button', { name: 'Bearbeiten' }).first().click();
    const form = page.getByRole('form', { name: `${label} bearbeiten` });
    expect(await form.locator('input').first().inputValue()).toBe(label);
    await form.getByRole('button', { name: 'Speichern' }).click();
    await form.waitFor({ state: 'detached' });
    expect(await storedNames()).toEqual([DEMO_PROFILE_NAMES.organization]);

    // The letters: a German sample school, not "Demo server (organization administrator)".
    const file = path.join(dir, 'klasse5.csv');
    await writeFile(file, 'Nachname;Vorname;Klasse;Schüler-ID\nWeiß;Zoë;5a;1\nÖlçer;Deniz;5b;2\n');
    await page.getByLabel('Bereiche').getByText('Benutzer importieren', { exact: true }).click();
    await page.getByTestId('file-input').setInputFiles(file);
    await page.getByTestId('naming-bar').waitFor();
    await page.getByRole('combobox', { name: 'Anmeldenamen', exact: true }).click();
    await page.getByRole('option', { name: '{givenName}.{surName}' }).click();
    await page.getByLabel('E-Mail-Adressen', { exact: true }).fill('schule.example');
    await page.getByLabel('Passwörter erzeugen lassen').check();
    await page.getByTestId('to-options').click();
    await page.getByTestId('make-sheet').click();
    await page.getByTestId('print-letters').click();
    await page.getByTestId('credential-letter').first().waitFor();
    expect(await page.getByTestId('letters-school').inputValue()).toBe('Demo-Schule');
    expect(await page.getByTestId('credential-letters').textContent()).not.toContain('Demo server');
    expect(app.errors).toEqual([]);
  });
});
