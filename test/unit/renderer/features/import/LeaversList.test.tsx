// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LeaversList } from '../../../../../renderer/features/import/LeaversList';
import type { PredictionComparison } from '../../../../../renderer/features/import/import-wizard-types';
import { changeLanguage } from '../../../../../renderer/ui/i18n';
import { packLeaver, USER_SEPARATOR } from '../../../../../shared/models/leavers';
import type { Leaver, PackedLeavers } from '../../../../../shared/models/leavers';
import { installFakeBridge } from '../../fake-bridge';
import { renderWithMantine } from '../../render';

// The users the file does not name, by name: searchable (folded as the look-alikes are) and sorted.

const fake = installFakeBridge();

const leaver = (name: string, givenName: string, surName: string, position: string, key: string): Leaver => ({
  name,
  givenName,
  surName,
  position,
  email: `${name}@schule.de`,
  key,
});
const LEAVERS = [
  leaver('lukas.schmidt', 'Lukas', 'Schmidt', '10c', '1011'),
  leaver('rene.mueller', 'René', 'Müller', '5a', '1020'),
  leaver('anna.alt', 'Anna', 'Alt', '10c', '1003'),
  leaver('zoe.weiss', 'Zoë', 'Weiß', '9b', ''),
  leaver('ben.berg', 'Ben', 'Berg', '5a', '1002'),
  leaver('t.lehrer', 'Tina', 'Lehrer', '', ''),
];
// A dry run's comparison each test: the list keeps one dry run's users.
let run = 0;
let uploadId = '';
let comparison = { uploadId } as PredictionComparison;

function packed(users: Leaver[]): PackedLeavers {
  return { count: users.length, idColumn: 'custom1', text: users.map(packLeaver).join(USER_SEPARATOR) };
}

const logins = () => screen.queryAllByTestId('leaver-row').map((row) => row.getAttribute('data-login'));

async function shown(language: 'en' | 'de' = 'en') {
  await changeLanguage(language);
  renderWithMantine(<LeaversList comparison={comparison} />);
  await screen.findByTestId('leavers-list');
}

beforeEach(() => {
  fake.reset();
  uploadId = `up-${++run}`;
  comparison = { uploadId } as PredictionComparison;
  fake.handlers['dryRun.leavers'] = () => packed(LEAVERS);
});
afterEach(cleanup);

describe('the list of users not in the file', () => {
  it('shows each by login, name, class and key, class then name at first, asking core once', async () => {
    await shown();
    // Class numerically (5a before 9b before 10c), then surname; without a class last.
    expect(logins()).toEqual(['ben.berg', 'rene.mueller', 'zoe.weiss', 'anna.alt', 'lukas.schmidt', 't.lehrer']);
    const row = screen.getAllByTestId('leaver-row')[1]!;
    const cells = [...row.querySelectorAll('[role="cell"]')].map((c) => c.textContent);
    expect(cells).toEqual(['rene.mueller', 'René Müller', '5a', '1020']);
    expect(screen.getByTestId('leavers-shown').textContent).toBe('6 of 6 shown');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Login',
      'Name',
      'Position (class)',
      'School ID (custom1)',
    ]);
    expect(fake.callsOf('dryRun.leavers')).toEqual([{ uploadId }]);
    // Shown again (the tab left and opened): the same answer, not a second call.
    cleanup();
    await shown();
    expect(fake.callsOf('dryRun.leavers')).toHaveLength(1);
  });

  it('searches login, name, class and key ignoring case, accents and umlauts', async () => {
    await shown();
    const search = screen.getByTestId('leavers-search').querySelector('input') ?? screen.getByTestId('leavers-search');
    const typed = async (text: string, expected: string[]) => {
      fireEvent.change(search, { target: { value: text } });
      await waitFor(() => expect(logins()).toEqual(expected));
    };
    await typed('MUELLER', ['rene.mueller']);
    await typed('rene müller', ['rene.mueller']);
    await typed('weiss', ['zoe.weiss']);
    await typed('10C', ['anna.alt', 'lukas.schmidt']);
    await typed('1011', ['lukas.schmidt']);
    await typed('nobody', []);
    expect(screen.getByTestId('leavers-none').textContent).toBe('No user matches the search.');
    expect(screen.getByTestId('leavers-shown').textContent).toBe('0 of 6 shown');
    await typed('', ['ben.berg', 'rene.mueller', 'zoe.weiss', 'anna.alt', 'lukas.schmidt', 't.lehrer']);
  });

  it('sorts by the column clicked, a second click the other way', async () => {
    await shown();
    fireEvent.click(screen.getByTestId('leavers-sort-name'));
    expect(logins()).toEqual(['anna.alt', 'ben.berg', 'lukas.schmidt', 'rene.mueller', 't.lehrer', 'zoe.weiss']);
    const header = () => screen.getAllByRole('columnheader')[0]!.getAttribute('aria-sort');
    expect(header()).toBe('ascending');
    fireEvent.click(screen.getByTestId('leavers-sort-name'));
    expect(logins()).toEqual(['zoe.weiss', 't.lehrer', 'rene.mueller', 'lukas.schmidt', 'ben.berg', 'anna.alt']);
    expect(header()).toBe('descending');
    fireEvent.click(screen.getByTestId('leavers-sort-person'));
    // By surname: Alt, Berg, Lehrer, Müller, Schmidt, Weiß.
    expect(logins()).toEqual(['anna.alt', 'ben.berg', 't.lehrer', 'rene.mueller', 'lukas.schmidt', 'zoe.weiss']);
    fireEvent.click(screen.getByTestId('leavers-sort-key'));
    // Numerically, the one without a key last, also the other way.
    // (Tina Lehrer and Zoë have none: by class then, Zoë's 9b first.)
    expect(logins()).toEqual(['ben.berg', 'anna.alt', 'lukas.schmidt', 'rene.mueller', 'zoe.weiss', 't.lehrer']);
    fireEvent.click(screen.getByTestId('leavers-sort-key'));
    expect(logins()).toEqual(['rene.mueller', 'lukas.schmidt', 'anna.alt', 'ben.berg', 'zoe.weiss', 't.lehrer']);
  });

  it('speaks German', async () => {
    await shown('de');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Anmeldename',
      'Name',
      'Position (Klasse)',
      'Schul-ID (custom1)',
    ]);
    expect(screen.getByTestId('leavers-shown').textContent).toBe('6 von 6 angezeigt');
    const search = screen.getByPlaceholderText('Nach Anmeldename, Name, Klasse oder Schul-ID suchen');
    fireEvent.change(search, { target: { value: 'WEISS' } });
    await waitFor(() => expect(logins()).toEqual(['zoe.weiss']));
    fireEvent.change(search, { target: { value: 'niemand' } });
    await waitFor(() => expect(screen.getByTestId('leavers-none').textContent).toBe('Kein Benutzer passt zur Suche.'));
  });

  it('says so when the users cannot be read', async () => {
    fake.handlers['dryRun.leavers'] = () => {
      throw { code: 'not-found', message: 'No dry run is kept.' };
    };
    await changeLanguage('en');
    renderWithMantine(<LeaversList comparison={comparison} />);
    expect((await screen.findByTestId('leavers-failed')).textContent).toContain('The users could not be read');
  });
});
