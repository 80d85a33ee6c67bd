import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDevicesWorld } from './devices-fixture';
import type { DevicesWorld } from './devices-fixture';

let world: DevicesWorld;
beforeAll(async () => {
  world = await openDevicesWorld({ colorScheme: 'dark' });
});
afterAll(() => world?.close());

describe('Devices in dark mode', () => {
  it('stays readable at 1280x800 and uses the keyboard to sort', async () => {
    const page = world.app.page;
    await page.getByText('Devices', { exact: true }).first().click();
    await expect.poll(() => page.getByTestId('page-range').textContent(), { timeout: 20_000 }).toBe('1–100 of 5,000');
    const header = page.getByRole('table', { name: 'Devices' }).getByRole('columnheader', { name: /^Platform/ });
    await header.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    const name = page.getByRole('table', { name: 'Devices' }).getByRole('columnheader', { name: /^Name/ });
    await name.focus();
    await page.keyboard.press('Shift+Enter');
    await expect.poll(() => page.getByTestId('sort-name').textContent()).toBe('2');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe('dark');
    await world.app.screenshot('devices-dark');
  });
});
