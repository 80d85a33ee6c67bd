// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OrganizationsScreen } from '../../../../../renderer/features/organizations/OrganizationsScreen';
import { useOrgsStore } from '../../../../../renderer/features/organizations/orgs-store';
import { FakeError, installFakeBridge } from '../../fake-bridge';
import type { FakeBridge } from '../../fake-bridge';
import { renderWithMantine } from '../../render';
import { useProfiles } from '../../../../../renderer/stores/profiles';
import { profile, profilesState } from '../devices/fake-devices';

const initial = useOrgsStore.getState();
const requests = Array.from({ length: 36 }, (_, i) => ({
  uuid: `r${i}`,
  name: `org-${String(i).padStart(2, '0')}`,
  orgaFullName: `Org ${i}`,
  orgaAdminEmail: `a${i}@x.example`,
  orgaAddress: { city: 'Berlin', countryCode: 'DE' },
}));
let fake: FakeBridge;

beforeEach(() => {
  useOrgsStore.setState(initial, true);
  useProfiles.setState({ profiles: [], activeId: null, activeProfile: null, loaded: false, error: null });
  fake = installFakeBridge();
  fake.handle('profiles.list', () => profilesState(profile('system')));
  fake.handle('orgs.query', (input) => {
    const { filter, limit, offset, sort } = input as {
      filter: { search: string };
      limit: number;
      offset: number;
      sort: { field: string; ascending: boolean }[];
    };
    let rows = requests.filter((r) => r.name.includes(filter.search));
    if (sort[0]?.ascending === false) rows = [...rows].reverse();
    return { total: rows.length, results: rows.slice(offset, offset + limit) };
  });
});
afterEach(cleanup);

describe('OrganizationsScreen', () => {
  it('lists creation-wizard requests for a system administrator, with paging and sorting', async () => {
    renderWithMantine(<OrganizationsScreen />);
    await waitFor(() => expect(screen.getByTestId('page-range').textContent).toBe('1–36 of 36'));
    const table = screen.getByRole('table', { name: 'Organization creation-wizard requests' });
    expect(within(table).getByText('org-00')).toBeTruthy();
    fireEvent.click(within(table).getByRole('columnheader', { name: /^Name/ }));
    await waitFor(() => expect(within(table).getByText('org-35')).toBeTruthy());
    expect(fake.callsOf('orgs.query').at(-1)).toMatchObject({
      sort: [{ field: 'name', ascending: false }],
      channel: 'orgs.table',
    });
  });

  it('filters by name and shows the filter', async () => {
    renderWithMantine(<OrganizationsScreen />);
    await waitFor(() => expect(screen.getByTestId('page-range').textContent).toBe('1–36 of 36'));
    fireEvent.change(screen.getByLabelText('Name contains'), { target: { value: 'org-1' } });
    await waitFor(() => expect(screen.getByTestId('page-range').textContent).toBe('1–10 of 10'));
    expect(screen.getByTestId('active-filter').textContent).toContain('Name contains “org-1”');
  });

  it("explains that an organization administrator's token cannot list them, and asks nothing of the server", async () => {
    fake.handle('profiles.list', () => profilesState(profile('organization')));
    renderWithMantine(<OrganizationsScreen />);
    const note = await screen.findByTestId('wrong-profile-kind');
    expect(note.textContent).toContain("an organization administrator's token cannot list them");
    expect(note.textContent).toContain('system administrator');
    expect(fake.callsOf('orgs.query')).toEqual([]);
  });

  it('turns a refusal by the server into an explanation with its message and a retry', async () => {
    fake.handle('orgs.query', () => {
      throw new FakeError({
        code: 'http-status',
        details: { status: 403, serverMessage: 'Access denied' },
      });
    });
    renderWithMantine(<OrganizationsScreen />);
    const alert = await screen.findByTestId('query-problem');
    expect(alert.textContent).toContain('Access denied');
    expect(alert.textContent).toContain("system administrator's API access token");
    expect(within(alert).getByText('Retry')).toBeTruthy();
  });

  it('says what to do when no profile is active', async () => {
    fake.handle('profiles.list', () => ({ profiles: [], activeId: null }));
    renderWithMantine(<OrganizationsScreen />);
    expect((await screen.findByTestId('profile-missing')).textContent).toContain(
      "system administrator's API access token",
    );
  });
});
