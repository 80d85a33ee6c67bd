/**
 * What a user does in the window, step by step, with the same selectors as the web shell's
 * end-to-end tests (test/e2e): the renderer is the same in both shells.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Route } from '../../shared/ipc';

export const DEMO_BUTTON = 'Explore with the demo server';
export const DEMO_CONNECTION = 'Demo server (organization administrator)';

export async function openSection(page: Page, route: Route): Promise<void> {
  await page.locator(`nav [data-section="${route}"]`).click();
  await page.locator('main h2').first().waitFor();
}

/** The first launch: no connection yet, the demo offered; its connection becomes the active one. */
export async function startDemo(page: Page): Promise<void> {
  await page.getByRole('button', { name: DEMO_BUTTON }).first().click();
  await page.getByText(DEMO_CONNECTION).first().waitFor();
}

/** Drops a CSV file on the import's drop zone as the window receives a file from the desktop. */
export async function dropFile(page: Page, name: string, content: string): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ({ name, content }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([content], name, { type: 'text/csv' }));
      return transfer;
    },
    { name, content },
  );
  await page.getByTestId('drop-zone').dispatchEvent('dragover', { dataTransfer });
  await page.getByTestId('drop-zone').dispatchEvent('drop', { dataTransfer });
  await page.getByTestId('to-options').and(page.locator(':not([disabled])')).waitFor();
}

/** The targets the mapping chose for each column of the file. */
export async function mappedTargets(page: Page): Promise<string[]> {
  await page.getByTestId('mapping-toggle').click();
  return page
    .getByTestId('mapping-table')
    .locator('input[aria-label^="Target of column"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

/** Options, start, and the job screen until the job has ended and its report is there. */
export async function startAndFinish(page: Page): Promise<void> {
  await page.getByTestId('to-options').click();
  await page.getByTestId('import-summary').waitFor();
  await page.getByTestId('start-import').click();
  await page.getByTestId('job-detail').waitFor();
  await page
    .getByTestId('job-phase')
    .filter({ hasText: /^(Finished|Failed|Stopped by an error)$/ })
    .waitFor({ timeout: 60_000 });
  await page.getByTestId('report-table').waitFor();
}

export function reportRows(page: Page): Promise<string[][]> {
  return page
    .getByTestId('report-table')
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent ?? '')),
    );
}

/** The devices with the platform filter on iOS; what the table and its total then say. */
export async function filterDevicesToIos(page: Page): Promise<{ total: string; platforms: string[] }> {
  await openSection(page, 'devices');
  const table = page.getByRole('table', { name: 'Devices' });
  await table.waitFor();
  await page.getByRole('group', { name: 'Platform filter' }).getByText('iOS', { exact: true }).click();
  await page.getByTestId('active-filter').filter({ hasText: 'Platform is iOS' }).waitFor();
  await expect.poll(() => table.getAttribute('aria-busy'), { timeout: 20_000 }).toBeNull();
  const total = (await page.getByTestId('devices-total').textContent()) ?? '';
  const platforms = await table.locator('[role="cell"][data-field="platform"]').allTextContents();
  return { total, platforms };
}

/** A preset connection without a token: the user pastes one, as the policy's users do, and uses it. */
export async function addTokenToPreset(page: Page, name: string, token: string): Promise<void> {
  await openSection(page, 'connections');
  const card = page.getByRole('region', { name: `Connection ${name}` });
  await card.getByRole('button', { name: 'Add token' }).click();
  await page.getByLabel('Access token').fill(token);
  // Where the system keeps no keyring (xvfb, a container) the app asks before the weaker store.
  const weak = page.getByLabel('Keep the token with this weaker protection');
  if (await weak.isVisible()) await weak.check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await card.getByText(/^Token stored/).waitFor();
  const use = card.getByRole('button', { name: 'Use' });
  if (await use.isVisible()) await use.click();
}
