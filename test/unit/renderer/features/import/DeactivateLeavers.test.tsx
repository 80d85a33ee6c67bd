// @vitest-environment happy-dom
import { File as NodeFile } from 'node:buffer';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OptionsStep } from '../../../../../renderer/features/import/OptionsStep';
import { useImportWizard } from '../../../../../renderer/features/import/import-wizard-store';
import type { PredictionComparison } from '../../../../../renderer/features/import/import-wizard-types';
import { changeLanguage } from '../../../../../renderer/ui/i18n';
import { setCsvWorkerFactory } from '../../../../../renderer/workers/csv-client';
import { installFakeBridge } from '../../fake-bridge';
import { fakeJob } from '../../fake-job';
import { inProcessWorker } from '../../in-process-worker';
import { renderWithMantine } from '../../render';
import { COMPARISON_CODE } from '../../../../../shared/models/dry-run-comparison';
import { activateSchoolProfile } from '../../../../helpers/school-profile';

// The options step's opt-in to deactivate the users the file does not name, and its brake:
// above the larger of 10 and 5 % of the organization's users the count must be typed.

const fake = installFakeBridge();
setCsvWorkerFactory(() => inProcessWorker());
const CSV = 'name,email,givenName,surName,password\nmia,mia@s.example,Mia,Kurz,Secret-pass-1\n';

/** The current dry run's comparison: `notInFile` users of `serverUsers` not named by the file. */
function compared(notInFile: number, serverUsers: number, kind = 1): void {
  const comparison = {
    uploadId: 'dry-1',
    kinds: new Uint8Array([kind]),
    changes: [],
    similar: [],
    matchedBy: new Uint8Array([1]),
    conflicts: [],
    idColumn: null,
    fields: [],
    serverUsers,
    notInFile: { count: notInFile },
    reads: 1,
    lineMap: Uint32Array.from([2]),
    errorRows: new Int32Array(0),
  } as PredictionComparison;
  const predicted = { withOverwrite: new Uint8Array([1]), withoutOverwrite: new Uint8Array([1]) };
  useImportWizard.setState((s) => ({
    prediction: {
      ...s.prediction,
      phase: 'done',
      dryRunId: 'dry-1',
      comparison,
      against: { profileId: 'p1', idColumn: 'custom1' },
    },
    summary: { ...s.summary!, predicted: predicted as never },
  }));
}

beforeEach(async () => {
  fake.reset();
  await changeLanguage('en');
  useImportWizard.getState().reset();
  useImportWizard.getState().setOptions({ deactivateNotInFile: false, deactivateConfirm: null });
  activateSchoolProfile();
  useImportWizard.getState().openFile(new NodeFile([CSV], 'klasse.csv') as unknown as File);
  await vi.waitFor(() => expect(useImportWizard.getState().phase).toBe('done'));
  useImportWizard.getState().setStep('options');
});
afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

const start = () => screen.getByTestId('start-import') as HTMLButtonElement;

function stageAndStart(): () => unknown {
  let input: unknown;
  fake.handlers['uploads.begin'] = () => ({ uploadId: 'up-1' });
  fake.handlers['uploads.append'] = (i) => ({ receivedBytes: (i as { bytes: Uint8Array }).bytes.length });
  fake.handlers['uploads.finish'] = () => ({ uploadId: 'up-1', records: 1, bytes: 1 });
  fake.handlers['import.start'] = (i) => {
    input = i;
    return fakeJob({ id: 'new-job', phase: 'uploading', serverJobUuid: null });
  };
  return () => input;
}

describe('deactivating the users not in the file', () => {
  it('every line unchanged: the upload staged holds no record, and the job is asked to deactivate (core sends them alone)', async () => {
    compared(3, 100, COMPARISON_CODE.unchanged);
    // With overwrite an unchanged user is left out (without it, it is sent and the server skips it, as in the CLI).
    useImportWizard.getState().setOptions({ overwrite: true });
    const input = stageAndStart();
    let staged = '';
    fake.handlers['uploads.append'] = (i) => {
      staged += new TextDecoder().decode((i as { bytes: Uint8Array }).bytes);
      return { receivedBytes: (i as { bytes: Uint8Array }).bytes.length };
    };
    let finished: { leftOut?: { lines: Uint32Array } } = {};
    fake.handlers['uploads.finish'] = (i) => {
      finished = i as typeof finished;
      return { uploadId: 'up-1', records: 0, bytes: staged.length };
    };
    renderWithMantine(<OptionsStep />);
    fireEvent.click(screen.getByTestId('deactivate-not-in-file'));
    fireEvent.click(start());
    await vi.waitFor(() => expect(input()).toBeTruthy());
    // The header alone: no line of the file goes to the server; the left-out line is kept for the report.
    expect(staged.trim().split(/\r?\n/)).toHaveLength(1);
    expect([...finished.leftOut!.lines]).toEqual([2]);
    expect(input()).toMatchObject({ uploadId: 'up-1', deactivate: { dryRunId: 'dry-1' } });
  });

  it('is offered only with a current comparison that found some, off unless chosen', () => {
    renderWithMantine(<OptionsStep />);
    expect(screen.queryByTestId('deactivate-leavers')).toBeNull();
    cleanup();
    compared(3, 100);
    renderWithMantine(<OptionsStep />);
    const box = screen.getByTestId('deactivate-not-in-file') as HTMLInputElement;
    expect(screen.getByText('Deactivate these 3 users (never deleted)')).toBeTruthy();
    expect(box.checked).toBe(false);
  });

  it('below the brake: checked, the job is asked to deactivate them with the comparison named', async () => {
    compared(3, 100);
    const input = stageAndStart();
    renderWithMantine(<OptionsStep />);
    expect(screen.queryByTestId('summary-deactivate')).toBeNull();
    fireEvent.click(screen.getByTestId('deactivate-not-in-file'));
    expect(screen.queryByTestId('deactivate-confirm')).toBeNull();
    // Said with the rest of what will be sent.
    expect(screen.getByTestId('summary-deactivate').textContent).toBe(
      'Then: 3 users not in the file deactivated (never deleted), and read back',
    );
    expect(start().disabled).toBe(false);
    fireEvent.click(start());
    await vi.waitFor(() => expect(input()).toBeTruthy());
    expect(input()).toMatchObject({ deactivate: { dryRunId: 'dry-1' } });
    expect((input() as { deactivate: object }).deactivate).not.toHaveProperty('confirm');
  });

  it('above the brake: Start waits for the number typed, and a wrong number does not do', async () => {
    // 30 of 200 users: more than the larger of 10 and 5 % (10).
    compared(30, 200);
    const input = stageAndStart();
    renderWithMantine(<OptionsStep />);
    fireEvent.click(screen.getByTestId('deactivate-not-in-file'));
    expect(screen.getByText(/more than 10 .*Type the number 30 to confirm/)).toBeTruthy();
    expect(start().disabled).toBe(true);
    const typed = screen.getByTestId('deactivate-confirm') as HTMLInputElement;
    fireEvent.change(typed, { target: { value: '29' } });
    expect(start().disabled).toBe(true);
    fireEvent.change(typed, { target: { value: '30' } });
    expect(start().disabled).toBe(false);
    fireEvent.click(start());
    await vi.waitFor(() => expect(input()).toBeTruthy());
    expect(input()).toMatchObject({ deactivate: { dryRunId: 'dry-1', confirm: 30 } });
  });

  it('says it in German', async () => {
    await changeLanguage('de');
    compared(30, 200);
    renderWithMantine(<OptionsStep />);
    expect(screen.getByText('Diese 30 Benutzer deaktivieren (nie gelöscht)')).toBeTruthy();
    fireEvent.click(screen.getByTestId('deactivate-not-in-file'));
    expect(screen.getByText(/Geben Sie zur Bestätigung die Zahl 30 ein/)).toBeTruthy();
  });
});
