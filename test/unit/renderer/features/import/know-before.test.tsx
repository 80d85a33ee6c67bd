// @vitest-environment happy-dom
import { File as NodeFile } from 'node:buffer';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckStep } from '../../../../../renderer/features/import/CheckStep';
import { OptionsStep } from '../../../../../renderer/features/import/OptionsStep';
import { useImportWizard } from '../../../../../renderer/features/import/import-wizard-store';
import { setCsvWorkerFactory } from '../../../../../renderer/workers/csv-client';
import { PREDICTION_CODE } from '../../../../../shared/models/dry-run';
import { passwordComplies, passwordRules } from '../../../../../shared/users-csv/password-policy';
import { installFakeBridge } from '../../fake-bridge';
import { fakeJob } from '../../fake-job';
import { inProcessWorker } from '../../in-process-worker';
import { answerComparison } from './fake-comparison';
import { renderWithMantine } from '../../render';
import { activateSchoolProfile } from '../../../../helpers/school-profile';

// Issue 12 in the import wizard: the connection's password policy, the dry run's Predicted
// column, counts, filter and summary, generated passwords with their one-time sheet.

const fake = installFakeBridge();
setCsvWorkerFactory(() => inProcessWorker());
const POLICY = { minimumPasswordLength: 10, minimumNumbersOfDigits: 1, requiredNumbersOfSymbols: 1 };
const CSV =
  'name,email,givenName,surName,password\n' +
  'anna,anna@example.com,Anna,Alt,Passwort-1!\n' + // line 2: new
  'jdoe,jdoe@example.com,John,Doe,Passwort-2!\n' + // line 3: exists
  'bad,bad,Ben,Berg,Passwort-3!\n' + // line 4: offline error
  'carl,taken@example.com,Carl,Cole,Passwort-4!\n' + // line 5: e-mail in use
  'dora,dora@example.com,Dora,Dunn,Passwort\n'; // line 6: breaks the policy (no digit, no symbol)

function stageHandlers() {
  const staged: string[] = [];
  fake.handlers['uploads.begin'] = () => ({ uploadId: `up-${staged.length + 1}` });
  fake.handlers['uploads.append'] = (input) => {
    staged.push(new TextDecoder().decode((input as { bytes: Uint8Array }).bytes));
    return { receivedBytes: 1 };
  };
  fake.handlers['uploads.finish'] = () => ({ uploadId: 'up-1', records: 2, bytes: 1 });
  fake.handlers['uploads.discard'] = () => undefined;
  return staged;
}

beforeEach(async () => {
  fake.reset();
  useImportWizard.getState().reset();
  useImportWizard.getState().setOptions({
    overwrite: false,
    roles: [],
    separator: 'COMMA',
    errorPolicy: 'valid-only',
    generatePasswords: false,
    splitLines: null,
  });
  fake.handlers['profiles.passwordPolicy'] = () => ({ policy: POLICY, source: 'server', readError: null });
  activateSchoolProfile();
});
afterEach(cleanup);

async function open(csv = CSV, weak = 1) {
  useImportWizard.getState().openFile(new NodeFile([csv], 'staff.csv') as unknown as File);
  await vi.waitFor(() => expect(useImportWizard.getState().phase).toBe('done'));
  await vi.waitFor(() => expect(useImportWizard.getState().policy?.source).toBe('server'));
  await vi.waitFor(() => expect(useImportWizard.getState().summary?.counts['password-policy'] ?? 0).toBe(weak));
}

describe("the connection's password policy", () => {
  it("checks the rows against the server's policy, read when the file opens", async () => {
    await open();
    expect(fake.callsOf('profiles.passwordPolicy')).toEqual([{ profileId: 'p1' }]);
    expect(Array.from(useImportWizard.getState().summary!.errorRows)).toEqual([2, 4]);
  });
});

describe('the dry run in the check step', () => {
  it('stages every column but the password, shows a Predicted column and the counts, filters on them, and sums them up', async () => {
    await open();
    const staged = stageHandlers();
    const { SUCCESS, SKIPPED, OVERWRITTEN, FAILED } = PREDICTION_CODE;
    fake.handlers['dryRun.run'] = (input) => {
      expect(input).toEqual({
        profileId: 'p1',
        uploadId: 'up-1',
        separator: 'COMMA',
        compare: { notInFile: true, idColumn: 'custom1' },
      });
      return {
        uploadId: 'up-1',
        records: 3,
        lineMap: Uint32Array.from([2, 3, 5]),
        withoutOverwrite: Uint8Array.from([SUCCESS, SKIPPED, FAILED]),
        withOverwrite: Uint8Array.from([SUCCESS, OVERWRITTEN, FAILED]),
        notes: { withoutOverwrite: [], withOverwrite: [] },
        lookups: 1,
      };
    };
    renderWithMantine(<CheckStep />);
    fireEvent.click(screen.getByTestId('predict'));
    await waitFor(() => expect(screen.getByTestId('prediction-bar').textContent).toContain('1 skipped'));
    expect(staged.join('')).toBe(
      'name,email,givenName,surName\r\n' +
        'anna,anna@example.com,Anna,Alt\r\njdoe,jdoe@example.com,John,Doe\r\ncarl,taken@example.com,Carl,Cole\r\n',
    );
    expect(fake.callsOf('uploads.discard')).toEqual([{ uploadId: 'up-1' }]);
    const bar = screen.getByTestId('prediction-bar').textContent ?? '';
    expect(bar).toContain('1 new');
    expect(bar).toContain('0 overwritten');
    expect(bar).toContain('3 failing');
    await waitFor(() => expect(document.querySelectorAll('[data-predicted="FAILED"]')).toHaveLength(3));
    expect(screen.getByText('Predicted')).toBeTruthy();
    fireEvent.click(screen.getAllByLabelText('Show rows by predicted outcome')[0]!);
    fireEvent.click(await screen.findByRole('option', { name: 'Only: Skipped', hidden: true }));
    await waitFor(() => expect(document.querySelectorAll('[data-row]')).toHaveLength(1));
    expect(document.querySelector('[data-row]')!.getAttribute('data-row')).toBe('1');
    cleanup();

    useImportWizard.getState().setStep('options');
    renderWithMantine(<OptionsStep />);
    const summary = () => screen.getByTestId('summary-predicted').textContent;
    expect(summary()).toBe('Predicted: 1 new, 1 skipped, 0 overwritten, 3 failing');
    fireEvent.click(screen.getByRole('switch', { name: /Overwrite users/ }));
    expect(summary()).toBe('Predicted: 1 new, 0 skipped, 1 overwritten, 3 failing');

    // The job keeps the prediction: the dry run's id goes with the start.
    fake.handlers['import.start'] = () => fakeJob({ phase: 'uploading' });
    await useImportWizard.getState().start();
    expect(fake.callsOf('import.start')[0]).toMatchObject({ dryRunId: 'up-1' });
  });

  it('shows progress while it runs, and Cancel asks core to stop it', async () => {
    await open();
    stageHandlers();
    let finish: (value: unknown) => void = () => undefined;
    fake.handlers['dryRun.run'] = () => new Promise((resolve) => (finish = resolve));
    fake.handlers['dryRun.cancel'] = () => {
      finish(Promise.reject({ code: 'cancelled', message: 'The dry run was cancelled.' }));
    };
    renderWithMantine(<CheckStep />);
    fireEvent.click(screen.getByTestId('predict'));
    await waitFor(() => expect(fake.callsOf('dryRun.run')).toHaveLength(1));
    fake.emit('dryRun.progress', { uploadId: 'up-1', checked: 4, total: 6 });
    await waitFor(() => expect(screen.getByTestId('prediction-bar').textContent).toContain('4 of 6 names'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.getByTestId('prediction-bar').textContent).toContain('The prediction was cancelled.'),
    );
    expect(fake.callsOf('dryRun.cancel')).toEqual([{ uploadId: 'up-1' }]);
  });

  it('keeps no prediction with the job once the rows changed', async () => {
    await open();
    stageHandlers();
    fake.handlers['dryRun.run'] = () => ({
      uploadId: 'up-1',
      records: 0,
      lineMap: new Uint32Array(0),
      withoutOverwrite: new Uint8Array(0),
      withOverwrite: new Uint8Array(0),
      notes: { withoutOverwrite: [], withOverwrite: [] },
      lookups: 0,
    });
    await useImportWizard.getState().predict();
    await vi.waitFor(() => expect(useImportWizard.getState().summary?.predicted).not.toBeNull());
    useImportWizard.getState().editCell(0, 0, 'anna2');
    await vi.waitFor(() => expect(useImportWizard.getState().summary?.predicted).toBeNull());
    fake.handlers['import.start'] = () => fakeJob({ phase: 'uploading' });
    // Start compares the changed rows again: the job keeps that comparison, not the stale one.
    await useImportWizard.getState().start();
    const runs = fake.callsOf('dryRun.run') as { uploadId: string }[];
    expect(runs).toHaveLength(2);
    expect(fake.callsOf('import.start')[0]).toMatchObject({ dryRunId: runs[1]!.uploadId });
  });
});

describe('generated passwords and the credential sheet', () => {
  it('will not start before the sheet is saved; the saved sheet holds passwords that satisfy the policy, and the page drops them', async () => {
    await open(
      'name,email,givenName,surName,password\nanna,anna@example.com,Anna,Alt,\nben,ben@example.com,Ben,Berg,\n',
      0,
    );
    answerComparison(fake);
    const downloads: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => (downloads.push(blob), 'blob:sheet'));
    Object.assign(URL, { createObjectURL, revokeObjectURL: () => undefined });
    useImportWizard.getState().setStep('options');
    renderWithMantine(<OptionsStep />);
    fireEvent.click(screen.getByTestId('generate-passwords'));
    await vi.waitFor(() => expect(useImportWizard.getState().summary?.errors).toBe(0));
    expect((screen.getByTestId('start-import') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('make-sheet'));
    await waitFor(() =>
      expect(screen.getByTestId('credential-sheet').textContent).toContain('2 passwords were generated'),
    );
    // Saved in the format every export offers (English: commas, no BOM).
    fireEvent.click(screen.getByTestId('save-sheet'));
    fireEvent.click(await screen.findByTestId('export-go'));
    const text = await downloads[0]!.text();
    expect(text.startsWith('\ufeff')).toBe(false);
    const rows = text.trimEnd().split('\r\n');
    expect(rows[0]).toBe('name,givenName,surName,email,password');
    const passwords = rows.slice(1).map((r) => r.split(',')[4]!);
    for (const p of passwords) expect(passwordComplies(p, passwordRules(POLICY))).toBe(true);
    expect(useImportWizard.getState().sheet).toEqual({ credentials: [], count: 2, saved: true });
    await waitFor(() => expect((screen.getByTestId('start-import') as HTMLButtonElement).disabled).toBe(false));

    const staged = stageHandlers();
    fake.handlers['import.start'] = () => fakeJob({ phase: 'uploading' });
    await useImportWizard.getState().start();
    expect(staged.join('')).toBe(
      `name,email,givenName,surName,password\r\nanna,anna@example.com,Anna,Alt,${passwords[0]}\r\nben,ben@example.com,Ben,Berg,${passwords[1]}\r\n`,
    );
    expect(fake.callsOf('import.start')[0]).toMatchObject({ receipt: { generatedPasswords: 2 } });
    expect(useImportWizard.getState().sheet).toBeNull();
  });
});
