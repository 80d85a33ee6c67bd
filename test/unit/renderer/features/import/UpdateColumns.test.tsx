// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UpdateColumns } from '../../../../../renderer/features/import/UpdateColumns';
import { leftOutLines } from '../../../../../renderer/features/import/changes-model';
import { useImportWizard } from '../../../../../renderer/features/import/import-wizard-store';
import type { PredictionComparison } from '../../../../../renderer/features/import/import-wizard-types';
import { receiptMatching } from '../../../../../renderer/features/import/leave-out';
import { changeLanguage } from '../../../../../renderer/ui/i18n';
import { setCsvWorkerFactory } from '../../../../../renderer/workers/csv-client';
import { COMPARISON_CODE } from '../../../../../shared/models/dry-run-comparison';
import { LEFT_OUT_REASONS } from '../../../../../shared/users-csv/left-out-reason';
import { installFakeBridge } from '../../fake-bridge';
import { inProcessWorker } from '../../in-process-worker';
import { renderWithMantine } from '../../render';

// Which changes are worth an update: a school's second year, where three pupils moved up a
// class and one of them was renamed too. Unticking the class leaves out the two who only
// moved up: they keep their passwords.

installFakeBridge();
setCsvWorkerFactory(() => inProcessWorker());
const { changed, unchanged } = COMPARISON_CODE;
const position = { server: '5a', file: '6a' };

const comparison = {
  uploadId: 'dry-1',
  kinds: Uint8Array.from([changed, changed, changed, unchanged]),
  changes: [
    { record: 0, changes: { position } },
    { record: 1, changes: { position, surName: { server: 'Schröder', file: 'Schröder-Kaya' } } },
    { record: 2, changes: { position } },
  ],
  similar: [],
  matchedBy: new Uint8Array(4),
  conflicts: [],
  idColumn: 'custom1',
  fields: ['givenName', 'surName', 'position'],
  serverUsers: 4,
  notInFile: null,
  reads: 1,
  lineMap: Uint32Array.from([2, 3, 4, 5]),
  errorRows: new Int32Array(0),
} as PredictionComparison;

beforeEach(async () => {
  await changeLanguage('en');
  useImportWizard.getState().reset();
  useImportWizard.getState().setOptions({ overwrite: true, notForUpdate: [] });
});
afterEach(cleanup);

const box = (column: string) => screen.getByTestId(`update-column-${column}`) as HTMLInputElement;

describe('UpdateColumns: which changes are worth an update', () => {
  it('shows each column that changed with its lines, all ticked; every changed user gets a new password', () => {
    renderWithMantine(<UpdateColumns comparison={comparison} />);
    expect(screen.getByText('Position (3 lines)')).toBeTruthy();
    expect(screen.getByText('Surname (1 line)')).toBeTruthy();
    expect(screen.queryByTestId('update-column-email')).toBeNull();
    expect(box('position').checked).toBe(true);
    expect(box('surName').checked).toBe(true);
    expect(screen.getByTestId('update-columns-summary').textContent).toBe(
      '3 existing users get a new password now; 0 kept as they are.',
    );
  });

  it('unticking a column keeps the users whose changes are only there: left out, not in the new passwords', () => {
    renderWithMantine(<UpdateColumns comparison={comparison} />);
    fireEvent.click(box('position'));
    expect(useImportWizard.getState().options.notForUpdate).toEqual(['position']);
    expect(box('position').checked).toBe(false);
    expect(screen.getByTestId('update-columns-summary').textContent).toBe(
      '1 existing user gets a new password now; 2 kept as they are.',
    );
    // What the worker leaves out of the upload: the unchanged user, and the two kept.
    const left = leftOutLines(comparison, true, useImportWizard.getState().options.notForUpdate);
    expect([...left.lines]).toEqual([2, 4, 5]);
    expect([...left.reasons].map((code) => LEFT_OUT_REASONS[code])).toEqual(['kept', 'kept', 'unchanged']);
    // The kept lines' changed columns go with them, for the job's report.
    expect(left.changed).toEqual(['position', 'position', '']);
    // Ticked again: every column counts, as before.
    fireEvent.click(box('position'));
    expect(useImportWizard.getState().options.notForUpdate).toEqual([]);
    expect([...leftOutLines(comparison, true, []).lines]).toEqual([5]);
  });

  it('the receipt counts the kept users and the columns chosen', () => {
    const state = {
      ...useImportWizard.getState(),
      file: new File(['x'], 'school.csv'),
      summary: { predicted: { withOverwrite: {}, withoutOverwrite: {} } },
      prediction: { comparison },
      options: { ...useImportWizard.getState().options, notForUpdate: ['position'] },
    } as never;
    expect(receiptMatching(state)).toMatchObject({
      unchanged: 1,
      newPasswordsForExisting: 1,
      kept: 2,
      updateOnly: ['email', 'givenName', 'surName', 'phone'],
    });
  });

  it('without overwrite says that no existing user is updated; in German the columns and summary', async () => {
    useImportWizard.getState().setOptions({ overwrite: false });
    renderWithMantine(<UpdateColumns comparison={comparison} />);
    expect(screen.getByTestId('update-columns-no-overwrite').textContent).toContain(
      'Overwrite users that already exist',
    );
    expect(screen.queryByTestId('update-columns')).toBeNull();
    cleanup();
    await changeLanguage('de');
    useImportWizard.getState().setOptions({ overwrite: true, notForUpdate: ['position'] });
    renderWithMantine(<UpdateColumns comparison={comparison} />);
    expect(screen.getByText('Position (3 Zeilen)')).toBeTruthy();
    expect(screen.getByTestId('update-columns-summary').textContent).toBe(
      '1 vorhandener Benutzer erhält jetzt ein neues Passwort; 2 bleiben, wie sie sind.',
    );
  });
});
