// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OptionsStep } from '../../../../../renderer/features/import/OptionsStep';
import { leftOutCounts } from '../../../../../renderer/features/import/ComparisonSummary';
import { useImportWizard } from '../../../../../renderer/features/import/import-wizard-store';
import { useLookAlikeDecisions } from '../../../../../renderer/features/import/look-alike-decisions';
import { changeLanguage } from '../../../../../renderer/ui/i18n';
import { fakeJob } from '../../fake-job';
import { renderWithMantine } from '../../render';
import { answerComparison } from './fake-comparison';
import { HEADER, done, fake, file, resetBeforeEach } from './wizard-fixture';

// The options step says in words what the comparison Start works from found: before it, that
// Start compares first; while it runs, its progress (cancellable); then new, changed,
// unchanged, not sent and new passwords.

resetBeforeEach();
afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

const CSV =
  `${HEADER}\n` +
  'anna,anna@example.com,Anna,Alt,Passwort-1\n' + // unchanged
  'ben,ben@example.com,Ben,Berg,Passwort-2\n' + // changed
  'cleo,cleo@example.com,Cleo,Cole,Passwort-3\n' + // new
  'dora,dora@example.com,Dora,Dunn,Passwort-4\n'; // stopped by its key

async function optionsStep() {
  useImportWizard.getState().openFile(file(CSV, 'klasse.csv'));
  await done();
  // The options outlive a file: each test chooses its own.
  useImportWizard.getState().setOptions({ overwrite: true, generatePasswords: false });
  useImportWizard.getState().setStep('options');
  fake.handlers['import.start'] = () => fakeJob({ id: 'j1', phase: 'uploading', serverJobUuid: null });
  renderWithMantine(<OptionsStep />);
}

const text = (id: string) => screen.getByTestId(id).textContent;

describe('the options step says what the comparison found', () => {
  it('before it: Start compares first; after it, in words', async () => {
    answerComparison(fake, { kinds: ['unchanged', 'changed', 'new', 'conflict'] });
    await optionsStep();
    expect(text('summary-compare-on-start')).toBe(
      'Not compared yet: "Start import" first compares the file with the organization\'s users, and only what changes is sent.',
    );
    expect(text('summary-users')).toBe('4 of 4 users from klasse.csv');

    await act(() => useImportWizard.getState().predict());
    await waitFor(() => expect(screen.queryByTestId('summary-compared')).not.toBeNull());
    expect(text('summary-compared')).toBe(
      "Compared with the organization's users: 1 new, 1 changed, 1 unchanged, 1 stopped by the school ID.",
    );
    expect(text('summary-not-sent')).toBe(
      'Not sent: 2 lines (1 unchanged, 1 stopped by the school ID); nothing of theirs is touched. The report lists them.',
    );
    expect(text('summary-users')).toBe('2 of 4 users from klasse.csv');
    expect(text('summary-new-passwords')).toBe(
      "1 existing user gets the file's password: when overwriting, the password column is mandatory.",
    );
    // Without overwriting, the changed user is skipped by the server, and says so.
    fireEvent.click(screen.getByRole('switch', { name: /Overwrite users/ }));
    expect(text('summary-not-overwritten')).toBe(
      'Overwriting is off: the server skips the 1 existing user whose data changes.',
    );
    expect(screen.queryByTestId('summary-new-passwords')).toBeNull();
    // The unchanged user is an existing one the server skips: sent, as the CLI's plan does.
    expect(text('summary-users')).toBe('3 of 4 users from klasse.csv');

    await act(() => changeLanguage('de'));
    expect(text('summary-compared')).toBe(
      'Verglichen mit den Benutzern der Organisation: 1 neu, 1 geändert, 1 unverändert, 1 wegen der Schul-ID angehalten.',
    );
    expect(text('summary-not-sent')).toBe(
      'Nicht gesendet: 1 Zeile (1 wegen der Schul-ID angehalten); an ihr wird nichts geändert. Der Bericht führt sie auf.',
    );
    expect(text('summary-not-overwritten')).toBe(
      'Überschreiben ist aus: Der Server überspringt den 1 vorhandenen Benutzer, dessen Daten sich ändern.',
    );
  });

  it('says once a look-alike is decided as another person', async () => {
    const rene = { name: 'rene.mueller', email: 'rene@example.com' };
    answerComparison(fake, {
      kinds: ['unchanged', 'changed', 'looksLike', 'new'],
      similar: [{ record: 2, users: [rene] }],
    });
    await optionsStep();
    await act(() => useImportWizard.getState().predict());
    await waitFor(() => expect(screen.queryByTestId('summary-compared')).not.toBeNull());
    expect(text('summary-compared')).toBe(
      "Compared with the organization's users: 1 new, 1 changed, 1 unchanged, 1 looks like an existing user.",
    );
    act(() => useLookAlikeDecisions.getState().decide(useImportWizard.getState().file!, 4, rene, 'new'));
    expect(text('summary-compared')).toBe(
      "Compared with the organization's users: 1 new, 1 changed, 1 unchanged, 1 looks like an existing user (decided: another person, a new account).",
    );
    await act(() => changeLanguage('de'));
    expect(text('summary-compared')).toBe(
      'Verglichen mit den Benutzern der Organisation: 1 neu, 1 geändert, 1 unverändert, 1 ähnelt einem vorhandenen Benutzer (entschieden: eine andere Person, ein neues Konto).',
    );
  });

  it('with generated passwords and no overwrite, the existing users are not sent and get no password', async () => {
    answerComparison(fake, { kinds: ['unchanged', 'changed', 'new', 'new'] });
    await optionsStep();
    fireEvent.click(screen.getByRole('switch', { name: /Overwrite users/ }));
    fireEvent.click(screen.getByTestId('generate-passwords'));
    await act(() => useImportWizard.getState().predict());
    await waitFor(() => expect(screen.queryByTestId('summary-not-sent')).not.toBeNull());
    expect(text('summary-not-sent')).toBe(
      'Not sent: 2 lines (2 the server would skip (no password is generated for them)); nothing of theirs is touched. The report lists them.',
    );
    expect(screen.queryByTestId('summary-not-overwritten')).toBeNull();
  });

  it('Start shows that it compares, and Cancel stops it before anything is sent', async () => {
    answerComparison(fake);
    let finish: (value: unknown) => void = () => undefined;
    fake.handlers['dryRun.run'] = () => new Promise((resolve) => (finish = resolve));
    fake.handlers['dryRun.cancel'] = () => finish(Promise.reject({ code: 'cancelled', message: 'cancelled' }));
    await optionsStep();
    fireEvent.click(screen.getByTestId('start-import'));
    await waitFor(() => expect(screen.queryByTestId('comparing')).not.toBeNull());
    expect(text('comparing')).toContain(
      "Comparing with the organization's users; nothing is sent before this is known.",
    );
    await waitFor(() => expect(useImportWizard.getState().prediction.dryRunId).not.toBeNull());
    fireEvent.click(screen.getByTestId('cancel-comparing'));
    await waitFor(() => expect(screen.queryByTestId('comparison-cancelled')).not.toBeNull());
    expect(text('comparison-cancelled')).toBe('The comparison was cancelled: nothing was sent.');
    expect(fake.callsOf('import.start')).toEqual([]);
  });
});

describe('leftOutCounts', () => {
  const counts = { new: 1, looksLike: 0, changed: 3, unchanged: 1, adopts: 0, conflict: 1 };
  it('counts the users kept for columns not chosen for update, with overwrite only', () => {
    expect(leftOutCounts(counts, { overwrite: true, generatePasswords: false }, 2)).toEqual({
      unchanged: 1,
      stopped: 1,
      skipped: 0,
      kept: 2,
      total: 4,
    });
    expect(leftOutCounts(counts, { overwrite: false, generatePasswords: false }, 2)).toMatchObject({
      kept: 0,
      total: 1,
    });
  });
});
