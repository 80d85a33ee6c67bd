import { TEST_CALLER } from '../helpers/caller';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDevicesWorld } from './devices-fixture';
import type { DevicesWorld } from './devices-fixture';

let world: DevicesWorld;
beforeAll(async () => {
  world = await openDevicesWorld({ active: 'system' });
});
afterAll(() => world?.close());

describe('Organization creation-wizard requests', () => {
  it('lists them for a system administrator profile, sorted and paged as the server says', async () => {
    const page = world.app.page;
    await page.getByText('Organization requests', { exact: true }).first().click();
    const total = world.demo.state.wizardRequests.size;
    const label = `1–${Math.min(50, total)} of ${total}`;
    await expect.poll(() => page.getByTestId('page-range').textContent(), { timeout: 20_000 }).toBe(label);
    const table = page.getByRole('table', { name: 'Organization creation-wizard requests' });
    const expected = world.demo.state.wizardRequests
      .query({ sortOrder: { sortFields: [{ name: 'name', ascending: false }] }, limit: 5, offset: 0 })
      .results.map((r) => r.name);
    await table.getByRole('columnheader', { name: /^Name/ }).click();
    await expect
      .poll(async () => (await table.locator('[role="cell"][data-field="name"]').allTextContents()).slice(0, 5), {
        timeout: 20_000,
      })
      .toEqual(expected);
    await world.app.screenshot('organizations-system-admin');
    await page.getByLabel('Name contains').fill('acme');
    const acme = world.demo.state.wizardRequests
      .query({ filter: { type: 'logOp', operation: 'AND', filters: [] }, limit: 100, offset: 0 })
      .results.filter((r) => r.name.toLowerCase().includes('acme')).length;
    await expect
      .poll(() => page.getByTestId('page-range').textContent(), { timeout: 20_000 })
      .toBe(`1–${acme} of ${acme}`);
    await world.app.screenshot('organizations-filtered');
  });

  it('explains to an organization administrator profile why the list is not theirs', async () => {
    const page = world.app.page;
    const outcome = await world.app.core.call('profiles.setActive', { id: world.orgProfileId }, TEST_CALLER);
    expect(outcome.ok).toBe(true);
    const note = page.getByTestId('wrong-profile-kind');
    await note.waitFor({ timeout: 20_000 });
    expect(await note.textContent()).toContain("an organization administrator's token cannot list them");
    expect(await page.getByTestId('query-problem').count()).toBe(0);
    await world.app.screenshot('organizations-org-admin-explained');
    expect(world.app.errors).toEqual([]);
  });
});
