// @vitest-environment happy-dom
import { File as NodeFile } from 'node:buffer';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OptionsStep } from '../../../../../renderer/features/import/OptionsStep';
import { useImportWizard } from '../../../../../renderer/features/import/import-wizard-store';
import { changeLanguage } from '../../../../../renderer/ui/i18n';
import { setCsvWorkerFactory } from '../../../../../renderer/workers/csv-client';
import { installFakeBridge } from '../../fake-bridge';
import { fakeJob } from '../../fake-job';
import { inProcessWorker } from '../../in-process-worker';
import { answerComparison } from './fake-comparison';
import { renderWithMantine } from '../../render';
import { activateSchoolProfile } from '../../../../helpers/school-profile';

// The options step's choices for generated passwords: their style (strong or pupil) and the
// first sign-in's new password, as they reach the sheet and the upload.

const fake = installFakeBridge();
setCsvWorkerFactory(() => inProcessWorker());
const CSV = 'name,email,givenName,surName\nmia,mia@s.example,Mia,Kurz\nole,ole@s.example,Ole,Lang\n';

beforeEach(async () => {
  fake.reset();
  // The sheet and Start compare with the organization first: every line new.
  answerComparison(fake);
  await changeLanguage('en');
  useImportWizard.getState().reset();
  // The options outlive a reset (they are the administrator's): each test starts from the defaults.
  useImportWizard
    .getState()
    .setOptions({ generatePasswords: false, passwordStyle: 'strong', passwordChangeRequired: false });
  activateSchoolProfile();
  useImportWizard.getState().openFile(new NodeFile([CSV], 'klasse.csv') as unknown as File);
  await vi.waitFor(() => expect(useImportWizard.getState().phase).toBe('done'));
  useImportWizard.getState().setStep('options');
});
afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

const summary = () => screen.getByTestId('import-summary').textContent ?? '';

describe('the options of generated passwords', () => {
  it('are offered while passwords are generated; strong and unmarked unless chosen', () => {
    renderWithMantine(<OptionsStep />);
    expect(screen.queryByTestId('generated-password-options')).toBeNull();
    fireEvent.click(screen.getByTestId('generate-passwords'));
    expect(screen.getByTestId('generated-password-options')).toBeTruthy();
    expect(useImportWizard.getState().options).toMatchObject({
      passwordStyle: 'strong',
      passwordChangeRequired: false,
    });
    expect(summary()).not.toContain('first sign-in');
  });

  it('send pupil passwords marked for a new one at first sign-in in the upload', async () => {
    const chunks: Uint8Array[] = [];
    fake.handlers['uploads.begin'] = () => ({ uploadId: 'up-1' });
    fake.handlers['uploads.append'] = (input) => {
      const { offset, bytes } = input as { offset: number; bytes: Uint8Array };
      chunks.push(bytes);
      return { receivedBytes: offset + bytes.length };
    };
    fake.handlers['uploads.finish'] = () => ({ uploadId: 'up-1', records: 2, bytes: 1 });
    fake.handlers['import.start'] = () => fakeJob({ id: 'new-job', phase: 'uploading', serverJobUuid: null });
    renderWithMantine(<OptionsStep />);
    fireEvent.click(screen.getByTestId('generate-passwords'));
    fireEvent.click(screen.getByRole('radio', { name: 'Easy for pupils' }));
    expect(screen.getByText(/Syllables and digits, easy to read aloud/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Users must choose a new password at their first sign-in'));
    expect(useImportWizard.getState().options).toMatchObject({ passwordStyle: 'pupil', passwordChangeRequired: true });
    expect(summary()).toContain('Users with a generated password choose a new one at their first sign-in.');

    fireEvent.click(screen.getByTestId('make-sheet'));
    await waitFor(() => expect(useImportWizard.getState().sheet?.count).toBe(2));
    const passwords = useImportWizard.getState().sheet!.credentials.map((c) => c.password);
    for (const password of passwords) expect(password).toMatch(/^[a-z]{4,}[2-9]{2}$/);
    useImportWizard.getState().sheetSaved();
    // The sheet compared first; only the real upload is looked at.
    chunks.length = 0;
    await useImportWizard.getState().start();
    const upload = new TextDecoder().decode(Buffer.concat(chunks));
    expect(upload).toBe(
      'name,email,givenName,surName,password,passwordChangeRequired\r\n' +
        `mia,mia@s.example,Mia,Kurz,${passwords[0]},true\r\n` +
        `ole,ole@s.example,Ole,Lang,${passwords[1]},true\r\n`,
    );
  });

  it('make the sheet again when the style changes', async () => {
    useImportWizard.getState().setOptions({ generatePasswords: true });
    await useImportWizard.getState().makeSheet();
    expect(useImportWizard.getState().sheet).not.toBeNull();
    useImportWizard.getState().setOptions({ passwordStyle: 'pupil' });
    expect(useImportWizard.getState().sheet).toBeNull();
  });

  it('are worded in German', async () => {
    await changeLanguage('de');
    renderWithMantine(<OptionsStep />);
    fireEvent.click(screen.getByTestId('generate-passwords'));
    expect(screen.getByRole('radio', { name: 'Einfach für Schüler' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Stark (Erwachsene)' })).toBeTruthy();
    expect(screen.getByLabelText('Benutzer müssen bei der ersten Anmeldung ein neues Passwort wählen')).toBeTruthy();
  });
});
