// @vitest-environment happy-dom
import { File as NodeFile } from 'node:buffer';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckStep } from '../../../../../renderer/features/import/CheckStep';
import { PredictionBar } from '../../../../../renderer/features/import/PredictionBar';
import { useChangesView } from '../../../../../renderer/features/import/changes-view-store';
import { useImportWizard } from '../../../../../renderer/features/import/import-wizard-store';
import { receiptMatching } from '../../../../../renderer/features/import/leave-out';
import {
  undecidedLookAlikes,
  useLookAlikeDecisions,
} from '../../../../../renderer/features/import/look-alike-decisions';
import { setCsvWorkerFactory } from '../../../../../renderer/workers/csv-client';
import { GERMAN_EXCEL_EXPORT, PLAIN_EXPORT } from '../../../../../shared/csv/export-format';
import { PREDICTION_CODE } from '../../../../../shared/models/dry-run';
import type { DryRunAnswer } from '../../../../../shared/models/dry-run';
import { COMPARISON_CODE, MATCH_CODE } from '../../../../../shared/models/dry-run-comparison';
import { packLeaver, USER_SEPARATOR } from '../../../../../shared/models/leavers';
import { changeLanguage } from '../../../../../renderer/ui/i18n';
import { installFakeBridge } from '../../fake-bridge';
import { inProcessWorker } from '../../in-process-worker';
import { renderWithMantine } from '../../render';
import { activateSchoolProfile } from '../../../../helpers/school-profile';

// The Changes view: the dry run's comparison of the file with the organization's users,
// each line found by its record (the upload held the rows without errors).

const fake = installFakeBridge();
setCsvWorkerFactory(() => inProcessWorker());
const CSV =
  'name,email,givenName,surName,phone,password\n' +
  'anna,anna@x.de,Anna,Alt,+4930222,Passwort-1!\n' + // line 2, record 0: changed
  'bad,bad,Ben,Berg,,Passwort-2!\n' + // line 3: an error, not staged
  'r.mueller,r.mueller@x.de,Rene,Mueller,,Passwort-3!\n' + // line 4, record 1: looks like René Müller
  'lena,lena@x.de,Lena,Neu,,Passwort-4!\n' + // line 5, record 2: new
  'tom,tom@x.de,Tom,Fischer,,Passwort-5!\n'; // line 6, record 3: unchanged
const { SUCCESS, SKIPPED } = PREDICTION_CODE;
const { new: NEW, looksLike: LOOKS_LIKE, changed: CHANGED, unchanged: UNCHANGED } = COMPARISON_CODE;

function answer(): DryRunAnswer {
  return {
    uploadId: 'up-1',
    records: 4,
    lineMap: Uint32Array.from([2, 4, 5, 6]),
    withoutOverwrite: Uint8Array.from([SKIPPED, SUCCESS, SUCCESS, SKIPPED]),
    withOverwrite: Uint8Array.from([SKIPPED, SUCCESS, SUCCESS, SKIPPED]),
    lookups: 1,
    comparison: {
      kinds: Uint8Array.from([CHANGED, LOOKS_LIKE, NEW, UNCHANGED]),
      details: JSON.stringify({
        changes: [{ record: 0, changes: { phone: { server: '+4930111', file: '+4930222' } } }],
        similar: [{ record: 1, users: [{ name: 'rene.mueller', email: 'rene@x.de' }] }],
      }),
      fields: ['email', 'givenName', 'surName', 'phone'],
      serverUsers: 6,
      matchedBy: new Uint8Array(4),
      idColumn: null,
      notInFile: { count: 3 },
      reads: 1,
    },
  };
}

function stageHandlers() {
  const staged: string[] = [];
  fake.handlers['uploads.begin'] = () => ({ uploadId: 'up-1' });
  fake.handlers['uploads.append'] = (input) => {
    staged.push(new TextDecoder().decode((input as { bytes: Uint8Array }).bytes));
    return { receivedBytes: 1 };
  };
  fake.handlers['uploads.finish'] = () => ({ uploadId: 'up-1', records: 4, bytes: 1 });
  fake.handlers['uploads.discard'] = () => undefined;
  return staged;
}

beforeEach(async () => {
  fake.reset();
  await changeLanguage('en');
  useChangesView.setState({ opened: false, filter: 'changed' });
  useImportWizard.getState().reset();
  useImportWizard.getState().setOptions({ overwrite: false, separator: 'COMMA', generatePasswords: false });
  fake.handlers['profiles.passwordPolicy'] = () => ({ policy: null, source: 'default', note: null });
  fake.handlers['dryRun.leavers'] = () => ({
    count: 3,
    idColumn: 'custom1',
    text: [
      { name: 'leaver1', givenName: 'Lea', surName: 'Ver', position: '10c', email: 'l1@x.de', key: '1001' },
      { name: 'leaver2', givenName: '', surName: '', position: '', email: '', key: '' },
      { name: 'olaf', givenName: 'Olaf', surName: 'Alt', position: '5a', email: '', key: '' },
    ]
      .map(packLeaver)
      .join(USER_SEPARATOR),
  });
  activateSchoolProfile();
  useImportWizard.getState().openFile(new NodeFile([CSV], 'school.csv') as unknown as File);
  await vi.waitFor(() => expect(useImportWizard.getState().phase).toBe('done'));
  await vi.waitFor(() => expect(useImportWizard.getState().summary?.errors).toBe(1));
});
afterEach(cleanup);

const listed = () =>
  screen.queryAllByTestId('changes-row').map((row) => ({
    line: row.getAttribute('data-line'),
    person: within(row).getByTestId('changes-person').textContent,
  }));

async function predictAndOpen() {
  const staged = stageHandlers();
  fake.handlers['dryRun.run'] = () => answer();
  renderWithMantine(<PredictionBar filter={null} onFilter={() => undefined} />);
  fireEvent.click(screen.getByTestId('predict'));
  fireEvent.click(await screen.findByTestId('open-changes'));
  await screen.findByTestId('changes-filter');
  return staged;
}

describe('the Changes view', () => {
  it('asks the dry run to compare, with every column but the password', async () => {
    const staged = await predictAndOpen();
    expect(fake.callsOf('dryRun.run')).toEqual([
      { profileId: 'p1', uploadId: 'up-1', separator: 'COMMA', compare: { notInFile: true, idColumn: 'custom1' } },
    ]);
    expect(staged.join('').split('\r\n')[0]).toBe('name,email,givenName,surName,phone');
    expect(staged.join('')).not.toContain('Passwort');
  });

  it('filters the lines with their counts, each found in its row past the rows with errors', async () => {
    await predictAndOpen();
    const filter = screen.getByTestId('changes-filter');
    expect(filter.textContent).toBe('New (1)Changed (1)Unchanged (1)Looks like someone (1)Not in file (3)');

    // Changed first: the field's server value beside the file's.
    await waitFor(() => expect(listed()).toEqual([{ line: '2', person: 'Anna Altanna' }]));
    const diff = screen.getByTestId('changes-diff');
    expect(diff.getAttribute('data-field')).toBe('phone');
    expect(diff.querySelector('[data-side="server"]')!.textContent).toBe('+4930111');
    expect(diff.querySelector('[data-side="file"]')!.textContent).toBe('+4930222');
    expect(diff.getAttribute('title')).toBe('Phone: +4930111 on the server, +4930222 in the file');
    // Which changes are worth an update: asked only with overwrite.
    expect(screen.getByTestId('update-columns-no-overwrite')).toBeTruthy();
    act(() => useImportWizard.getState().setOptions({ overwrite: true }));
    expect(await screen.findByText('Phone (1 line)')).toBeTruthy();
    expect((screen.getByTestId('update-column-phone') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('update-columns-summary').textContent).toBe(
      '1 existing user gets a new password now; 0 kept as they are.',
    );
    expect(screen.queryByTestId('changes-kept')).toBeNull();
    // Unticked: Anna's only change is her phone, so she is not sent (the row says so).
    fireEvent.click(screen.getByTestId('update-column-phone'));
    expect((await screen.findByTestId('changes-kept')).textContent).toBe('Not sent');
    expect(screen.getByTestId('update-columns-summary').textContent).toBe(
      '0 existing users get a new password now; 1 kept as they are.',
    );
    fireEvent.click(screen.getByTestId('update-column-phone'));
    await waitFor(() => expect(screen.queryByTestId('changes-kept')).toBeNull());

    fireEvent.click(within(filter).getByText('Looks like someone (1)'));
    await waitFor(() => expect(listed()).toEqual([{ line: '4', person: 'Rene Muellerr.mueller' }]));
    expect(screen.getByTestId('changes-similar').textContent).toBe('rene.mueller rene@x.de');

    fireEvent.click(within(filter).getByText('New (1)'));
    await waitFor(() => expect(listed()).toEqual([{ line: '5', person: 'Lena Neulena' }]));
    fireEvent.click(within(filter).getByText('Unchanged (1)'));
    await waitFor(() => expect(listed()).toEqual([{ line: '6', person: 'Tom Fischertom' }]));
  });

  it('moves between the rows with the arrow keys, Home and End', async () => {
    stageHandlers();
    fake.handlers['dryRun.run'] = () => {
      const many = answer();
      many.comparison!.kinds = Uint8Array.from([NEW, NEW, NEW, NEW]);
      many.comparison!.details = JSON.stringify({ changes: [], similar: [] });
      return many;
    };
    renderWithMantine(<PredictionBar filter={null} onFilter={() => undefined} />);
    fireEvent.click(screen.getByTestId('predict'));
    fireEvent.click(await screen.findByTestId('open-changes'));
    fireEvent.click(within(await screen.findByTestId('changes-filter')).getByText('New (4)'));
    const rows = await screen.findAllByTestId('changes-row');
    expect(rows.map((r) => r.tabIndex)).toEqual([0, 0, 0, 0]);
    const focused = () => document.activeElement?.getAttribute('data-line');
    rows[0]!.focus();
    fireEvent.keyDown(rows[0]!, { key: 'ArrowDown' });
    await waitFor(() => expect(focused()).toBe('4'));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    await waitFor(() => expect(focused()).toBe('6'));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    await waitFor(() => expect(focused()).toBe('2'));
  });

  it('says how many users the file does not name, that nothing is deleted, and exports their list', async () => {
    await predictAndOpen();
    fake.handlers['dryRun.exportNotInFile'] = () => ({
      fileId: 'f1',
      fileName: 'not-in-file.csv',
      mimeType: 'text/csv',
    });
    fireEvent.click(within(screen.getByTestId('changes-filter')).getByText('Not in file (3)'));
    expect(screen.getByTestId('not-in-file-count').textContent).toBe(
      "3 of the organization's users are not named in the file (by login or e-mail address).",
    );
    expect(screen.getByTestId('changes-not-in-file').textContent).toContain('Nothing is deleted or deactivated');
    // Each by name, class then name; the export stays beside them.
    await waitFor(() =>
      expect(screen.getAllByTestId('leaver-row').map((row) => row.getAttribute('data-login'))).toEqual([
        'olaf',
        'leaver1',
        'leaver2',
      ]),
    );
    fireEvent.click(screen.getByTestId('export-not-in-file'));
    fireEvent.click(await screen.findByTestId('export-go'));
    await waitFor(() =>
      expect(fake.callsOf('dryRun.exportNotInFile')).toEqual([{ uploadId: 'up-1', format: PLAIN_EXPORT }]),
    );
  });

  it('speaks German, and exports for German Excel there', async () => {
    await changeLanguage('de');
    await predictAndOpen();
    const filter = screen.getByTestId('changes-filter');
    expect(filter.textContent).toBe('Neu (1)Geändert (1)Unverändert (1)Ähnelt jemandem (1)Nicht in der Datei (3)');
    await waitFor(() =>
      expect(screen.getByTestId('changes-diff').getAttribute('title')).toBe(
        'Telefon: +4930111 auf dem Server, +4930222 in der Datei',
      ),
    );
    fake.handlers['dryRun.exportNotInFile'] = () => ({ fileId: 'f1', fileName: 'n.csv', mimeType: 'text/csv' });
    fireEvent.click(within(filter).getByText('Nicht in der Datei (3)'));
    expect(screen.getByTestId('changes-not-in-file').textContent).toContain('Es wird nichts gelöscht');
    fireEvent.click(screen.getByTestId('export-not-in-file'));
    fireEvent.click(await screen.findByTestId('export-go'));
    await waitFor(() =>
      expect(fake.callsOf('dryRun.exportNotInFile')).toEqual([{ uploadId: 'up-1', format: GERMAN_EXCEL_EXPORT }]),
    );
  });

  it("opens a first year's file, all new, on the new lines rather than an empty Changed", async () => {
    stageHandlers();
    fake.handlers['dryRun.run'] = () => {
      const first = answer();
      first.comparison = { ...first.comparison!, kinds: Uint8Array.from([NEW, NEW, NEW, NEW]) };
      return first;
    };
    renderWithMantine(<PredictionBar filter={null} onFilter={() => undefined} />);
    fireEvent.click(screen.getByTestId('predict'));
    fireEvent.click(await screen.findByTestId('open-changes'));
    await screen.findByTestId('changes-filter');
    expect(useChangesView.getState().filter).toBe('new');
    await waitFor(() => expect(listed().map((l) => l.line)).toEqual(['2', '4', '5', '6']));
  });

  it('says beside the login when a line met its account by its school ID or e-mail address', async () => {
    await changeLanguage('de');
    stageHandlers();
    fake.handlers['dryRun.run'] = () => {
      const keyed = answer();
      // Anna (changed) by her key, Tom (unchanged) by his e-mail address.
      keyed.comparison = {
        ...keyed.comparison!,
        idColumn: 'custom1',
        matchedBy: Uint8Array.from([MATCH_CODE.key, MATCH_CODE.none, MATCH_CODE.none, MATCH_CODE.email]),
      };
      return keyed;
    };
    renderWithMantine(<PredictionBar filter={null} onFilter={() => undefined} />);
    fireEvent.click(screen.getByTestId('predict'));
    fireEvent.click(await screen.findByTestId('open-changes'));
    const filter = await screen.findByTestId('changes-filter');
    fireEvent.click(within(filter).getByText('Geändert (1)'));
    await waitFor(() => expect(screen.getByTestId('changes-person').textContent).toBe('Anna Altanna · per Schul-ID'));
    fireEvent.click(within(filter).getByText('Unverändert (1)'));
    await waitFor(() =>
      expect(screen.getByTestId('changes-person').textContent).toBe('Tom Fischertom · per E-Mail-Adresse'),
    );
    fireEvent.click(within(filter).getByText('Neu (1)'));
    await waitFor(() => expect(screen.getByTestId('changes-person').textContent).toBe('Lena Neulena'));
  });

  it('says in the grid which new line looks like someone until it is decided', async () => {
    stageHandlers();
    fake.handlers['dryRun.run'] = () => answer();
    renderWithMantine(<CheckStep />);
    fireEvent.click(screen.getByTestId('predict'));
    await waitFor(() => expect(document.querySelectorAll('[data-looks-like]')).toHaveLength(1));
    const cell = document.querySelector('[data-looks-like]')!;
    expect(cell.textContent).toBe('Looks like someone');
    expect(cell.closest('[data-row]')?.querySelector('[role="rowheader"]')?.textContent).toBe('4');
    // Decided another person: the line is new like any other.
    act(() =>
      useLookAlikeDecisions
        .getState()
        .decide(useImportWizard.getState().file!, 4, { name: 'rene.mueller', email: 'rene@x.de' }, 'new'),
    );
    await waitFor(() => expect(document.querySelectorAll('[data-looks-like]')).toHaveLength(0));
  });

  it('names the school ID among what finds a user where the file has the key column', async () => {
    await changeLanguage('de');
    stageHandlers();
    fake.handlers['dryRun.run'] = () => {
      const keyed = answer();
      keyed.comparison = { ...keyed.comparison!, idColumn: 'custom1' };
      return keyed;
    };
    renderWithMantine(<PredictionBar filter={null} onFilter={() => undefined} />);
    fireEvent.click(screen.getByTestId('predict'));
    fireEvent.click(await screen.findByTestId('open-changes'));
    fireEvent.click(within(await screen.findByTestId('changes-filter')).getByText('Nicht in der Datei (3)'));
    expect(screen.getByTestId('not-in-file-count').textContent).toBe(
      '3 Benutzer der Organisation werden in der Datei nicht genannt (weder Schul-ID noch Anmeldename noch E-Mail-Adresse).',
    );
  });

  it('says so when the list cannot be exported', async () => {
    await predictAndOpen();
    fake.handlers['dryRun.exportNotInFile'] = () => {
      throw { code: 'not-found', details: { what: 'dry-run', uploadId: 'up-1' } };
    };
    fireEvent.click(within(screen.getByTestId('changes-filter')).getByText('Not in file (3)'));
    await screen.findAllByTestId('leaver-row');
    fireEvent.click(screen.getByTestId('export-not-in-file'));
    fireEvent.click(await screen.findByTestId('export-go'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The list could not be exported: No dry run of this upload with the not-in-file list is kept.',
    );
  });

  it('shows no changes once the rows changed since the prediction', async () => {
    await predictAndOpen();
    useImportWizard.getState().editCell(0, 4, '+4930333');
    expect((await screen.findByTestId('changes-stale')).textContent).toBe(
      'The rows changed since the prediction; predict again to see the changes.',
    );
  });

  it("tells the progress while the organization's users are read", async () => {
    stageHandlers();
    let finish: (value: DryRunAnswer) => void = () => undefined;
    fake.handlers['dryRun.run'] = () => new Promise<DryRunAnswer>((resolve) => (finish = resolve));
    renderWithMantine(<PredictionBar filter={null} onFilter={() => undefined} />);
    fireEvent.click(screen.getByTestId('predict'));
    await waitFor(() => expect(fake.callsOf('dryRun.run')).toHaveLength(1));
    fake.emit('dryRun.progress', { uploadId: 'up-1', checked: 0, total: 8, users: { read: 200, total: 500 } });
    await waitFor(() =>
      expect(screen.getByTestId('prediction-bar').textContent).toContain(
        "Reading the organization's users: 200 of 500",
      ),
    );
    fake.emit('dryRun.progress', { uploadId: 'up-1', checked: 4, total: 8 });
    await waitFor(() => expect(screen.getByTestId('prediction-bar').textContent).toContain('4 of 8 names'));
    finish(answer());
    await screen.findByTestId('open-changes');
  });

  it('"Same person" keeps the work: the row takes the account when the view closes, the dry run runs again by itself, the receipt keeps the decision', async () => {
    const staged = await predictAndOpen();
    fireEvent.click(within(screen.getByTestId('changes-filter')).getByText('Looks like someone (1)'));
    await waitFor(() => expect(listed()).toEqual([{ line: '4', person: 'Rene Muellerr.mueller' }]));
    // The second dry run: line 4 meets rene.mueller by login, a changed user, no look-alike.
    fake.handlers['dryRun.run'] = () => {
      const after = answer();
      after.withoutOverwrite = Uint8Array.from([SKIPPED, SKIPPED, SUCCESS, SKIPPED]);
      after.withOverwrite = Uint8Array.from([
        PREDICTION_CODE.OVERWRITTEN,
        PREDICTION_CODE.OVERWRITTEN,
        SUCCESS,
        SKIPPED,
      ]);
      after.comparison!.kinds = Uint8Array.from([CHANGED, CHANGED, NEW, UNCHANGED]);
      after.comparison!.details = JSON.stringify({
        changes: [
          { record: 0, changes: { phone: { server: '+4930111', file: '+4930222' } } },
          { record: 1, changes: { givenName: { server: 'René', file: 'Rene' } } },
        ],
        similar: [],
      });
      return after;
    };
    fireEvent.click(within(screen.getByTestId('lookalike-decision')).getByText('Same person'));
    // Decided, not yet written: the prediction holds while the view is open.
    expect(screen.getByTestId('lookalike-same-pending').textContent).toBe(
      '1 line decided "Same person": when you close this view it takes that account\'s login and e-mail address, and the dry run runs again.',
    );
    expect(useImportWizard.getState().summary?.predicted).not.toBeNull();
    expect(screen.queryByTestId('changes-stale')).toBeNull();
    expect(fake.callsOf('dryRun.run')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(fake.callsOf('dryRun.run')).toHaveLength(2));
    await waitFor(() => expect(useImportWizard.getState().prediction.phase).toBe('done'));
    await waitFor(() => expect(useImportWizard.getState().summary?.predicted).not.toBeNull());
    // The second dry run saw the row as decided.
    expect(staged.join('')).toContain('rene.mueller,rene@x.de,Rene,Mueller');
    const state = useImportWizard.getState();
    expect(undecidedLookAlikes(state.prediction.comparison, state.file, useLookAlikeDecisions.getState())).toBe(0);
    expect(receiptMatching(state)?.lookAlikes).toEqual([{ line: 4, decision: 'same' }]);
    // Closed again with nothing new decided: no third dry run.
    useChangesView.getState().open('changed');
    await screen.findByTestId('changes-filter');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(fake.callsOf('dryRun.run')).toHaveLength(2);
  });
});
