import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../shared/api/endpoints';
import { MESSAGES } from '../../shared/i18n/catalogue';
import { openApp } from './harness';
import type { OpenedApp } from './harness';

let app: OpenedApp;
beforeAll(async () => {
  app = await openApp();
});
afterAll(() => app.close());

describe('Help > API reference', () => {
  it('lists every endpoint of the specification, with its method and path', async () => {
    const { page } = app;
    await page
      .getByRole('link', { name: 'API reference' })
      .or(page.getByText('API reference', { exact: true }).first())
      .first()
      .click();
    await page.getByRole('heading', { name: 'API reference', level: 2 }).waitFor();
    for (const endpoint of ENDPOINTS) {
      const card = page.getByTestId(`endpoint-${endpoint.id}`);
      await card.waitFor();
      expect(await card.getByTestId('endpoint-path').textContent()).toBe(endpoint.forms.spec.path);
      expect(await card.textContent()).toContain(endpoint.forms.spec.method);
      // A section of the specification by number; where else an endpoint is known from, in words.
      const section = /^\d/.test(endpoint.section)
        ? endpoint.section
        : (MESSAGES[`apiRef.section.${endpoint.section}`]?.en as string);
      expect(await card.textContent()).toContain(section);
    }
    await app.screenshot('api-reference');
    const version = await page.getByTestId('app-version').textContent();
    expect(version).toMatch(/\d+\.\d+\.\d+ · web/);
    expect(app.errors).toEqual([]);
  });

  it('follows the system in dark mode', async () => {
    const dark = await openApp({ colorScheme: 'dark' });
    try {
      // The app opens on Connections (no profile yet); the reference is one click away.
      await dark.page.getByText('API reference', { exact: true }).first().click();
      await dark.page.getByTestId('endpoint-queryDevices').waitFor();
      expect(await dark.page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe(
        'dark',
      );
      await dark.screenshot('api-reference-dark');
    } finally {
      await dark.close();
    }
  });
});
