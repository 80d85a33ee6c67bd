// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeviceFilter, SortSpec } from '../../../../../shared/models/query';
import { DevicesScreen } from '../../../../../renderer/features/devices/DevicesScreen';
import { TYPING_DEBOUNCE_MS } from '../../../../../renderer/ui/data-table/list-store';
import { useDevicesStore } from '../../../../../renderer/features/devices/devices-store';
import { FakeError, installFakeBridge } from '../../fake-bridge';
import type { FakeBridge } from '../../fake-bridge';
import { renderWithMantine } from '../../render';
import { useProfiles } from '../../../../../renderer/stores/profiles';
import { changeLanguage } from '../../../../../renderer/ui/i18n';
import { formatDate } from '../../../../../shared/i18n/format';
import { MESSAGES } from '../../../../../shared/i18n/catalogue';
import { DEVICE_FIELDS } from '../../../../../shared/api/fields/index';
import { DEVICE_COLUMNS } from '../../../../../renderer/features/devices/device-columns';
import { fieldColumnChoices } from '../../../../../renderer/ui/data-table/field-columns';
import { humanizeField } from '../../../../../renderer/ui/data-table/format';
import { fakeDevices, profile, profilesState, queryDevices } from './fake-devices';

type QueryInput = { filter: DeviceFilter; sort: SortSpec[]; limit: number; offset: number; channel?: string };

const initial = useDevicesStore.getState();
const devices = fakeDevices(260);
let fake: FakeBridge;
let views: unknown = null;

beforeEach(() => {
  useDevicesStore.setState(initial, true);
  useProfiles.setState({ profiles: [], activeId: null, activeProfile: null, loaded: false, error: null });
  fake = installFakeBridge();
  views = null;
  fake.handle('profiles.list', () => profilesState(profile('organization')));
  fake.handle('devices.query', (input) => queryDevices(devices, input as QueryInput));
  fake.handle('devices.counts', () => ({
    byPlatform: { IOS: 65, ANDROID: 65, FUTUREOS: 65, ANDROID_ENTERPRISE: 65 },
    byStatus: { COMPLIANT: 87, INACTIVE: 87, NONCOMPLIANT: 86 },
  }));
  fake.handle('prefs.get', () => views);
  fake.handle('prefs.set', (input) => {
    views = (input as { value: unknown }).value;
  });
});
afterEach(cleanup);

const lastQuery = () => fake.callsOf('devices.query').at(-1) as QueryInput;
const table = () => screen.getByRole('table', { name: 'Devices' });

describe('DevicesScreen', () => {
  it('shows a page of devices with the total from the server', async () => {
    renderWithMantine(<DevicesScreen />);
    await waitFor(() => expect(screen.getByTestId('page-range').textContent).toBe('1–100 of 260'));
    expect(within(table()).getByText('device-0000')).toBeTruthy();
    expect(screen.getByTestId('devices-total').textContent).toBe('260 matching devices');
    const first = fake.callsOf('devices.query')[0] as QueryInput;
    expect(first).toMatchObject({
      profileId: 'p-organization',
      limit: 100,
      offset: 0,
      channel: 'devices.table',
      sort: [{ field: 'name', ascending: true }],
    });
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Name',
      'Platform',
      'Status',
      'Last connection',
      'Model',
      'OS version',
      'Owner',
      'Serial number',
    ]);
  });

  it('filters by platform and status chips, ANDed, and shows the active filter', async () => {
    renderWithMantine(<DevicesScreen />);
    await waitFor(() => expect(screen.getByTestId('page-range').textContent).toBe('1–100 of 260'));
    fireEvent.click(within(screen.getByRole('group', { name: 'Platform filter' })).getByText('iOS'));
    fireEvent.click(within(screen.getByRole('group', { name: 'Status filter' })).getByText('Compliant'));
    await waitFor(() =>
      expect(lastQuery().filter).toEqual({
        platforms: ['IOS'],
        statuses: ['COMPLIANT'],
        search: '',
        lastConnectionOlderThanDays: null,
      }),
    );
    const expected = devices.filter((d) => d.platform === 'IOS' && d.status === 'COMPLIANT').length;
    await waitFor(() => expect(screen.getByTestId('page-range').textContent).toBe(`1–${expected} of ${expected}`));
    const active = screen.getByTestId('active-filter').textContent ?? '';
    expect(active).toContain('Platform is iOS');
    expect(active).toContain('AND');
    expect(active).toContain('Status is Compliant');
    fireEvent.click(screen.getByText('Clear filter'));
    await waitFor(() => expect(lastQuery().filter.platforms).toEqual([]));
    expect(screen.getByTestId('active-filter').textContent).toContain('No filter');
  });

  it('offers every known platform and status, and values only the server knows', async () => {
    renderWithMantine(<DevicesScreen />);
    const platforms = await screen.findByRole('group', { name: 'Platform filter' });
    await waitFor(() => expect(within(platforms).getByText('FUTUREOS')).toBeTruthy());
    for (const label of ['iOS', 'Android', 'Android Enterprise', 'macOS', 'Windows', 'LoRaWAN'])
      expect(within(platforms).getByText(label)).toBeTruthy();
    const statuses = screen.getByRole('group', { name: 'Status filter' });
    for (const label of ['Compliant', 'Inactive', 'Not compliant', 'Enrollment pending', 'Deleted'])
      expect(within(statuses).getByText(label)).toBeTruthy();
  });

  it('sorts by a header click, flips on a second click, and adds a secondary sort with shift', async () => {
    renderWithMantine(<DevicesScreen />);
    await waitFor(() => expect(screen.getByTestId('page-range').textContent).toBe('1–100 of 260'));
    const header = (name: string) => within(table()).getByRole('columnheader', { name: new RegExp(`^${name}`) });
    fireEvent.click(header('Last connection'));
    await waitFor(() => expect(lastQuery().sort).toEqual([{ field: 'lastConnectionDate', ascending: false }]));
    expect(header('Last connection').getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(header('Last connection'));
    await waitFor(() => expect(lastQuery().sort).toEqual([{ field: 'lastConnectionDate', ascending: true }]));
    fireEvent.click(header('Name'), { shiftKey: true });
    await waitFor(() =>
      expect(lastQuery().sort).toEqual([
        { field: 'lastConnectionDate', ascending: true },
        { field: 'name', ascending: true },
      ]),
    );
    expect(screen.getByTestId('sort-name').textContent).toBe('2');
    expect(screen.getByTestId('sort-lastConnectionDate').textContent).toBe('1');
  });

  it('pages to the last page and changes the page size', async () => {
    renderWithMantine(<DevicesScreen />);
    await waitFor(() => expect(screen.getByTestId('page-range').textContent).toBe('1–100 of 260'));
    fireEvent.click(screen.getByLabelText('Last page'));
    await waitFor(() => expect(screen.getByTestId('page-range').textContent).toBe('201–260 of 260'));
    expect(lastQuery()).toMatchObject({ offset: 200, limit: 100 });
    expect((screen.getByLabelText('Next page') as HTMLButtonElement).disabled).toBe(true);
    useDevicesStore.getState().setLimit(250);
    await waitFor(() => expect(screen.getByTestId('page-range').textContent).toBe('1–250 of 260'));
  });

  it('debounces the name search and sends the last text', async () => {
    renderWithMantine(<DevicesScreen />);
    await waitFor(() => expect(screen.getByTestId('page-range').textContent).toBe('1–100 of 260'));
    const before = fake.callsOf('devices.query').length;
    const input = screen.getByLabelText('Name contains');
    // Fake clocks for the typing only: 100 ms between keys, then the pause.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      for (const text of ['d', 'de', 'dev', 'device-001']) {
        fireEvent.change(input, { target: { value: text } });
        act(() => vi.advanceTimersByTime(100));
      }
      expect(fake.callsOf('devices.query').length).toBe(before);
      act(() => vi.advanceTimersByTime(TYPING_DEBOUNCE_MS));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(screen.getByTestId('page-range').textContent).toBe('1–10 of 10'));
    const sent = fake.callsOf('devices.query').slice(before) as QueryInput[];
    expect(sent.map((q) => q.filter.search)).toEqual(['device-001']);
  });

  it("shows the server's message and retries", async () => {
    let fail = true;
    fake.handle('devices.query', (input) => {
      if (fail)
        throw new FakeError({
          code: 'http-status',
          details: { status: 500, serverMessage: 'Database is being maintained' },
        });
      return queryDevices(devices, input as QueryInput);
    });
    renderWithMantine(<DevicesScreen />);
    const alert = await screen.findByTestId('query-problem');
    expect(alert.textContent).toContain('The server answered HTTP 500.');
    expect(alert.textContent).toContain('Database is being maintained');
    fail = false;
    fireEvent.click(within(alert).getByText('Retry'));
    await waitFor(() => expect(screen.getByTestId('page-range').textContent).toBe('1–100 of 260'));
    expect(screen.queryByTestId('query-problem')).toBeNull();
  });

  it('explains that a system administrator profile is not for the device query, and sends nothing', async () => {
    fake.handle('profiles.list', () => profilesState(profile('system')));
    renderWithMantine(<DevicesScreen />);
    const note = await screen.findByTestId('wrong-profile-kind');
    expect(note.textContent).toContain("system administrator's token");
    expect(note.textContent).toContain('organization administrator');
    expect(fake.callsOf('devices.query')).toEqual([]);
  });

  it('saves the current view and reopens it in one click', async () => {
    renderWithMantine(<DevicesScreen />);
    await waitFor(() => expect(screen.getByTestId('page-range').textContent).toBe('1–100 of 260'));
    fireEvent.click(within(screen.getByRole('group', { name: 'Platform filter' })).getByText('Android'));
    await waitFor(() => expect(lastQuery().filter.platforms).toEqual(['ANDROID']));
    fireEvent.click(screen.getByText('Save view…'));
    const name = await screen.findByLabelText('Name of the view');
    fireEvent.change(name, { target: { value: 'Androids' } });
    fireEvent.submit(name.closest('form')!);
    await waitFor(() =>
      expect(views).toEqual([
        expect.objectContaining({ name: 'Androids', filter: expect.objectContaining({ platforms: ['ANDROID'] }) }),
      ]),
    );
    fireEvent.click(screen.getByText('Clear filter'));
    await waitFor(() => expect(lastQuery().filter.platforms).toEqual([]));
    fireEvent.click(await screen.findByRole('button', { name: 'Androids' }));
    await waitFor(() => expect(lastQuery().filter.platforms).toEqual(['ANDROID']));
  });

  it('exports with progress, can cancel, and downloads the finished file', async () => {
    fake.handle('devices.export', () => ({ exportId: 'x1' }));
    fake.handle('exports.cancel', () => undefined);
    renderWithMantine(<DevicesScreen />);
    await waitFor(() => expect(screen.getByTestId('page-range').textContent).toBe('1–100 of 260'));
    fireEvent.click(screen.getByText('Export CSV'));
    // The export dialog: English picks commas without a BOM.
    fireEvent.click(await screen.findByTestId('export-go'));
    await screen.findByTestId('export-progress');
    expect(fake.callsOf('devices.export')[0]).toMatchObject({
      format: { separator: 'COMMA', bom: false },
      filter: { platforms: [] },
      sort: [{ field: 'name', ascending: true }],
      columns: expect.arrayContaining(['name', 'serialNumber']),
    });
    fake.emit('export.progress', { exportId: 'x1', done: 100, total: 260, state: 'running' });
    await waitFor(() => expect(screen.getByTestId('export-progress').textContent).toContain('100 of 260'));
    fireEvent.click(screen.getByText('Cancel export'));
    await waitFor(() => expect(fake.callsOf('exports.cancel')).toEqual([{ exportId: 'x1' }]));
    fake.emit('export.progress', { exportId: 'x1', done: 100, total: 260, state: 'cancelled' });
    await waitFor(() => expect(screen.getByTestId('export-outcome').textContent).toBe('Export cancelled.'));
  });
});

describe('DevicesScreen: fields by the registry', () => {
  afterEach(() => changeLanguage('en'));

  it('shows loanUntil and deletionDate as local dates, and ownership by its name', async () => {
    const at = Date.UTC(2026, 1, 1, 12);
    fake.handle('devices.query', () => ({
      total: 1,
      results: [{ uuid: 'd', name: 'ipad-1', loanUntil: at, deletionDate: at, ownership: 'COD', supervised: true }],
    }));
    useDevicesStore.getState().setColumns(['name', 'loanUntil', 'deletionDate', 'ownership', 'supervised']);
    renderWithMantine(<DevicesScreen />);
    await waitFor(() => expect(screen.getByTestId('page-range').textContent).toBe('1–1 of 1'), { timeout: 5000 });
    const cells = within(table())
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[1]).toContain(formatDate('en', at));
    expect(cells[2]).toContain(formatDate('en', at));
    expect(cells.slice(3)).toEqual(['Company-owned', 'Yes']);
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'On loan until', 'Deleted on', 'Ownership', 'Supervised']);
  });

  it('names every column the chooser offers from the catalogue, in German too', async () => {
    await changeLanguage('de');
    const choices = fieldColumnChoices(DEVICE_COLUMNS, devices, useDevicesStore.getState().columns, 'de');
    const labels = choices.map((c) => c.label);
    expect(labels.slice(0, 3)).toEqual(['Name', 'Plattform', 'Status']);
    expect(labels).toContain('WLAN-MAC-Adresse');
    // Nothing made up from a field name ("Wifi mac", "Device id"): every field seen is in the registry.
    expect(labels).not.toContain(humanizeField('wifiMac'));
    for (const { field, label } of choices) expect(label, field).toBe(MESSAGES[DEVICE_FIELDS[field]!.label]!.de);
  });
});
