import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Papa from 'papaparse';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enumFilter, openDevicesWorld } from './devices-fixture';
import type { DevicesWorld } from './devices-fixture';
import { SCREENSHOT_DIR } from './harness';

let world: DevicesWorld;
beforeAll(async () => {
  world = await openDevicesWorld();
  await world.app.page
    .getByRole('link', { name: 'Devices' })
    .or(world.app.page.getByText('Devices', { exact: true }).first())
    .first()
    .click();
  await world.app.page.getByRole('table', { name: 'Devices' }).waitFor();
});
afterAll(() => world?.close());

const IOS_COMPLIANT = enumFilter(['IOS'], ['COMPLIANT']);
type Sort = { name: string; ascending: boolean }[];

/** What the demo server itself holds for a filter, sort and page. */
function direct(filter: unknown, sortFields: Sort, limit: number, offset = 0) {
  const answer = world.demo.state.devices.query({
    filter,
    sortOrder: { sortFields },
    limit,
    offset,
    getNonpagedCount: true,
  });
  return { total: answer.total ?? -1, names: answer.results.map((d) => d.name) };
}

const range = () => world.app.page.getByTestId('page-range');
const table = () => world.app.page.getByRole('table', { name: 'Devices' });

/** Names in the rows the virtualized table has rendered, top to bottom. */
async function visibleNames(): Promise<string[]> {
  const cells: Locator = table().locator('[role="row"] [role="cell"][data-field="name"]');
  return cells.allTextContents();
}

async function waitForRange(text: string): Promise<void> {
  await expect.poll(() => range().textContent(), { timeout: 20_000 }).toBe(text);
  await expect.poll(() => table().getAttribute('aria-busy'), { timeout: 20_000 }).toBeNull();
}

async function showIosCompliant(): Promise<number> {
  const page = world.app.page;
  await page.getByRole('group', { name: 'Platform filter' }).getByText('iOS', { exact: true }).click();
  await page.getByRole('group', { name: 'Status filter' }).getByText('Compliant', { exact: true }).click();
  const { total } = direct(IOS_COMPLIANT, [{ name: 'name', ascending: true }], 1);
  await waitForRange(`1–100 of ${total.toLocaleString('en-US')}`);
  return total;
}

describe('Devices against the demo server (5,000 devices)', () => {
  it('shows all devices first, then exactly the IOS + COMPLIANT devices and their total', async () => {
    const all = direct(enumFilter([], []), [{ name: 'name', ascending: true }], 100);
    await waitForRange(`1–100 of ${all.total.toLocaleString('en-US')}`);
    expect(all.total).toBe(5000);
    await world.app.screenshot('devices-all');

    const total = await showIosCompliant();
    expect(total).toBeGreaterThan(100);
    const expected = direct(IOS_COMPLIANT, [{ name: 'name', ascending: true }], 100);
    const shown = await visibleNames();
    expect(shown.length).toBeGreaterThan(5);
    expect(shown).toEqual(expected.names.slice(0, shown.length));
    const platforms = await table().locator('[role="cell"][data-field="platform"]').allTextContents();
    const statuses = await table().locator('[role="cell"][data-field="status"]').allTextContents();
    expect(new Set(platforms)).toEqual(new Set(['iOS']));
    expect(new Set(statuses)).toEqual(new Set(['Compliant']));
    const active = await world.app.page.getByTestId('active-filter').textContent();
    expect(active).toContain('Platform is iOS');
    expect(active).toContain('Status is Compliant');
    expect(await world.app.page.getByTestId('devices-total').textContent()).toBe(
      `${total.toLocaleString('en-US')} matching devices`,
    );
    await world.app.screenshot('devices-ios-compliant');
  });

  it('sorts by last connection descending, then ascending, as the server orders them', async () => {
    const header = table().getByRole('columnheader', { name: /^Last connection/ });
    await header.click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => table().getAttribute('aria-busy'), { timeout: 20_000 }).toBeNull();
    const newest = direct(IOS_COMPLIANT, [{ name: 'lastConnectionDate', ascending: false }], 100);
    await expect.poll(async () => (await visibleNames()).slice(0, 10)).toEqual(newest.names.slice(0, 10));
    await world.app.screenshot('devices-sorted-last-connection-desc');

    await header.click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    const oldest = direct(IOS_COMPLIANT, [{ name: 'lastConnectionDate', ascending: true }], 100);
    expect(oldest.names.slice(0, 10)).not.toEqual(newest.names.slice(0, 10));
    await expect
      .poll(async () => (await visibleNames()).slice(0, 10), { timeout: 20_000 })
      .toEqual(oldest.names.slice(0, 10));
    await world.app.screenshot('devices-sorted-last-connection-asc');
  });

  it('pages to the last page and shows the remainder', async () => {
    const sort: Sort = [{ name: 'lastConnectionDate', ascending: true }];
    const { total } = direct(IOS_COMPLIANT, sort, 1);
    const lastOffset = Math.floor((total - 1) / 100) * 100;
    const remainder = total - lastOffset;
    await world.app.page.getByRole('button', { name: 'Last page' }).click();
    await waitForRange(
      `${(lastOffset + 1).toLocaleString('en-US')}–${total.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`,
    );
    expect(await table().getAttribute('aria-rowcount')).toBe(String(remainder + 1));
    const expected = direct(IOS_COMPLIANT, sort, 100, lastOffset);
    expect(expected.names).toHaveLength(remainder);
    const shown = await visibleNames();
    expect(shown).toEqual(expected.names.slice(0, shown.length));
    expect(await world.app.page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    await world.app.screenshot('devices-last-page');
  });

  it('exports every matching device to CSV, in the order of the table', async () => {
    const page = world.app.page;
    const sort: Sort = [{ name: 'lastConnectionDate', ascending: true }];
    const { total } = direct(IOS_COMPLIANT, sort, 1);
    const all = direct(IOS_COMPLIANT, sort, 100_000);
    const downloading = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await page.getByTestId('export-format-plain').check();
    await page.getByTestId('export-go').click();
    const download = await downloading;
    const file = path.join(SCREENSHOT_DIR, '..', 'devices-export.csv');
    await download.saveAs(file);
    const parsed = Papa.parse<Record<string, string>>((await readFile(file, 'utf8')).replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.data).toHaveLength(total);
    expect(parsed.data.map((row) => row.name ?? Object.values(row)[0])).toEqual(all.names);
    await expect
      .poll(() => page.getByTestId('export-outcome').textContent())
      .toContain(`Exported ${total.toLocaleString('en-US')} devices`);
    await world.app.screenshot('devices-exported');
  });

  it('clears the filter in one click and counts per platform and status', async () => {
    const page = world.app.page;
    await page.getByRole('button', { name: 'Clear filter' }).click();
    await waitForRange('1–100 of 5,000');
    const chart = page.getByTestId('counts-chart');
    const ios = direct(enumFilter(['IOS'], []), [], 1).total;
    await expect
      .poll(() => chart.locator('[data-value="IOS"]').textContent(), { timeout: 20_000 })
      .toContain(ios.toLocaleString('en-US'));
    expect(world.app.errors).toEqual([]);
  });
});
