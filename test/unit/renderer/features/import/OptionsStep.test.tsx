// @vitest-environment happy-dom
import { File as NodeFile } from 'node:buffer';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OptionsStep } from '../../../../../renderer/features/import/OptionsStep';
import { useImportWizard } from '../../../../../renderer/features/import/import-wizard-store';
import type {
  ImportWizardState,
  PredictionComparison,
} from '../../../../../renderer/features/import/import-wizard-types';
import { useLookAlikeDecisions } from '../../../../../renderer/features/import/look-alike-decisions';
import { useJobs } from '../../../../../renderer/stores/jobs';
import { useNavigation } from '../../../../../renderer/stores/navigation';
import { useProfiles } from '../../../../../renderer/stores/profiles';
import { setCsvWorkerFactory } from '../../../../../renderer/workers/csv-client';
import { installFakeBridge } from '../../fake-bridge';
import { fakeJob } from '../../fake-job';
import { inProcessWorker } from '../../in-process-worker';
import { answerComparison } from './fake-comparison';
import { renderWithMantine } from '../../render';
import { activateSchoolProfile } from '../../../../helpers/school-profile';

const fake = installFakeBridge();
setCsvWorkerFactory(() => inProcessWorker());
const CSV =
  'name,email,givenName,surName,password\nanna,anna@example.com,Anna,Alt,Passwort-1\nben,bad,Ben,Berg,Passwort-2\ncleo,cleo@example.com,Cleo,C,Passwort-3\n';

beforeEach(async () => {
  fake.reset();
  useImportWizard.getState().reset();
  useImportWizard.getState().setOptions({ overwrite: false, roles: [], separator: 'COMMA' });
  activateSchoolProfile();
  useImportWizard.getState().openFile(new NodeFile([CSV], 'staff.csv') as unknown as File);
  await vi.waitFor(() => expect(useImportWizard.getState().phase).toBe('done'));
  useImportWizard.getState().setStep('options');
});

const chooseValidOnly = () =>
  fireEvent.click(screen.getByLabelText('Upload only the valid rows (the others stay here to fix)'));
afterEach(cleanup);

const summary = () => screen.getByTestId('import-summary').textContent ?? '';

type Predicted = NonNullable<NonNullable<ImportWizardState['summary']>['predicted']>;

/**
 * The wizard after a dry run compared the file's three lines with the server (`parts` of the
 * comparison, the rest empty), predicting these outcomes without and with overwrite; overwrite chosen.
 */
function compared(
  parts: Partial<PredictionComparison>,
  withoutOverwrite: Predicted['withoutOverwrite'],
  withOverwrite: Predicted['withOverwrite'],
): void {
  const state = useImportWizard.getState();
  const comparison: PredictionComparison = {
    kinds: new Uint8Array(3),
    changes: [],
    similar: [],
    matchedBy: new Uint8Array(3),
    conflicts: [],
    idColumn: 'custom1',
    fields: [],
    serverUsers: 3,
    notInFile: null,
    reads: 1,
    uploadId: 'dry-9',
    lineMap: Uint32Array.from([2, 3, 4]),
    errorRows: new Int32Array(0),
    ...parts,
  };
  useImportWizard.setState({
    prediction: { ...state.prediction, phase: 'done', comparison },
    summary: { ...state.summary!, predicted: { withoutOverwrite, withOverwrite } },
  });
  useImportWizard.getState().setOptions({ overwrite: true });
}

describe('OptionsStep after the comparison with the server', () => {
  it('waits until every look-alike line is decided, and says how many existing users get a new password', async () => {
    compared(
      { kinds: Uint8Array.from([3, 2, 4]), similar: [{ record: 1, users: [{ name: 'rmueller', email: 'rm@x.de' }] }] },
      { SUCCESS: 1, SKIPPED: 2, OVERWRITTEN: 0, FAILED: 0 },
      { SUCCESS: 1, SKIPPED: 0, OVERWRITTEN: 2, FAILED: 0 },
    );
    renderWithMantine(<OptionsStep />);
    // Of the two existing users, one is unchanged and left out: one gets a new password.
    expect(screen.getByTestId('summary-new-passwords').textContent).toContain(
      "1 existing user gets the file's password",
    );
    expect(screen.getByTestId('lookalikes-undecided').textContent).toContain('1 line looks like an existing user');
    expect(screen.getByTestId('start-import').hasAttribute('disabled')).toBe(true);
    act(() =>
      useLookAlikeDecisions
        .getState()
        .decide(useImportWizard.getState().file!, 3, { name: 'rmueller', email: 'rm@x.de' }, 'new'),
    );
    await waitFor(() => expect(screen.queryByTestId('lookalikes-undecided')).toBeNull());
    act(() => useImportWizard.getState().setOptions({ errorPolicy: 'valid-only' }));
    await waitFor(() => expect(screen.getByTestId('start-import').hasAttribute('disabled')).toBe(false));
    // The dry run asked again (after "Same person"): Start waits for what it leaves out.
    act(() => useImportWizard.setState({ prediction: { ...useImportWizard.getState().prediction, phase: 'running' } }));
    await waitFor(() => expect(screen.getByTestId('start-import').hasAttribute('disabled')).toBe(true));
  });
});

describe('OptionsStep with columns not chosen for update', () => {
  it('counts only the users sent as getting a new password', () => {
    const position = { server: '5a', file: '6a' };
    compared(
      {
        kinds: Uint8Array.from([3, 3, 3]),
        changes: [
          { record: 0, changes: { position } },
          { record: 1, changes: { position, surName: { server: 'Alt', file: 'Alt-Berg' } } },
          { record: 2, changes: { position } },
        ],
      },
      { SUCCESS: 0, SKIPPED: 3, OVERWRITTEN: 0, FAILED: 0 },
      { SUCCESS: 0, SKIPPED: 0, OVERWRITTEN: 3, FAILED: 0 },
    );
    renderWithMantine(<OptionsStep />);
    expect(screen.getByTestId('summary-new-passwords').textContent).toContain(
      "3 existing users get the file's password",
    );
    act(() => useImportWizard.getState().setOptions({ notForUpdate: ['position'] }));
    expect(screen.getByTestId('summary-new-passwords').textContent).toContain(
      "1 existing user gets the file's password",
    );
    // What is not sent is said where the comparison is current (e2e: import-update-columns).
  });
});

describe('OptionsStep', () => {
  it('sums up what will be sent and follows the options', () => {
    renderWithMantine(<OptionsStep />);
    chooseValidOnly();
    expect(summary()).toContain('2 of 3 users from staff.csv');
    expect(summary()).toContain('1 row with errors left out');
    expect(summary()).toContain("Roles: the organization's device-user role");
    expect(summary()).toContain('Existing users: skipped');
    expect(summary()).toContain('To: School (https://mdm.example.com)');
    fireEvent.click(screen.getByRole('switch', { name: /Overwrite users/ }));
    expect(summary()).toContain('Existing users: overwritten');
    fireEvent.click(screen.getByLabelText('Upload every row; the server reports the failing ones'));
    expect(summary()).toContain('3 of 3 users');
    expect(summary()).toContain('1 row with errors included');
  });

  it('starts with the safe choice: nothing is sent while errors remain', () => {
    renderWithMantine(<OptionsStep />);
    expect((screen.getByLabelText('Do not start while errors remain') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('start-import') as HTMLButtonElement).disabled).toBe(true);
    expect(summary()).toContain('1 row still has errors');
  });

  it("warns before an import with a system administrator's connection, and starts only when told to", () => {
    useProfiles.getState().apply({
      profiles: [{ ...useProfiles.getState().profiles[0]!, kind: 'system' }],
      activeId: 'p1',
    });
    renderWithMantine(<OptionsStep />);
    chooseValidOnly();
    expect(screen.getByTestId('system-profile-warning').textContent).toContain("system administrator's token");
    expect((screen.getByTestId('start-import') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Start anyway (the server decides)'));
    expect((screen.getByTestId('start-import') as HTMLButtonElement).disabled).toBe(false);
  });

  it('starts the import, selects the job and goes to Jobs; a refusal is shown in place', async () => {
    answerComparison(fake);
    fake.handlers['uploads.begin'] = () => ({ uploadId: 'up-1' });
    fake.handlers['uploads.append'] = (input) => ({ receivedBytes: (input as { bytes: Uint8Array }).bytes.length });
    fake.handlers['uploads.finish'] = () => ({ uploadId: 'up-1', records: 3, bytes: 1 });
    fake.handlers['uploads.discard'] = () => undefined;
    fake.handlers['import.start'] = () => {
      throw { code: 'unauthorized', details: { status: 401 } };
    };
    renderWithMantine(<OptionsStep />);
    chooseValidOnly();
    fireEvent.click(screen.getByTestId('start-import'));
    expect(await screen.findByText(/HTTP 401/)).toBeTruthy();
    expect(useNavigation.getState().section).not.toBe('jobs');

    fake.handlers['import.start'] = () => fakeJob({ id: 'new-job', phase: 'uploading', serverJobUuid: null });
    fireEvent.click(screen.getByTestId('start-import'));
    await waitFor(() => expect(useNavigation.getState().section).toBe('jobs'));
    expect(useJobs.getState().selectedId).toBe('new-job');
    // The file and its fixes stay until the server confirms the job.
    expect(useImportWizard.getState()).toMatchObject({ sentJobId: 'new-job', step: 'options' });
    expect(useImportWizard.getState().file?.name).toBe('staff.csv');
  });
});
