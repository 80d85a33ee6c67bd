// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GeneratedPasswordOptions } from '../../../../../renderer/features/import/GeneratedPasswordOptions';
import { useImportWizard } from '../../../../../renderer/features/import/import-wizard-store';
import { changeLanguage } from '../../../../../renderer/ui/i18n';
import { renderWithMantine } from '../../render';
import { done, file, resetBeforeEach } from './wizard-fixture';

// The generated passwords' style: strong by default; a school system's export (its pupils,
// most likely) is told that the pupil style and "du" letters exist.

resetBeforeEach();
afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

async function open(text: string, name: string) {
  useImportWizard.getState().openFile(file(text, name));
  await done();
  useImportWizard.getState().setOptions({ generatePasswords: true, passwordStyle: 'strong' });
  renderWithMantine(<GeneratedPasswordOptions />);
}

describe('the generated passwords of a school export', () => {
  it('suggest the pupil style while strong is chosen, in German too', async () => {
    await open('Nachname;Vorname;Klasse;Geburtsdatum;Schüler-ID\nWeiß;Zoë;5a;01.01.2015;1002\n', 'schueler.csv');
    expect(screen.getByTestId('pupil-style-hint').textContent).toContain('"Easy for pupils" is easier');
    await act(() => changeLanguage('de'));
    expect(screen.getByTestId('pupil-style-hint').textContent).toContain('„Einfach für Schüler“');
    fireEvent.click(screen.getByText('Einfach für Schüler'));
    expect(useImportWizard.getState().options.passwordStyle).toBe('pupil');
    expect(screen.queryByTestId('pupil-style-hint')).toBeNull();
  });

  it('say nothing of pupils for a file that is no school export', async () => {
    await open('name,email,givenName,surName,password\nanna,anna@x.de,Anna,Alt,\n', 'staff.csv');
    expect(screen.getByTestId('generated-password-options')).toBeTruthy();
    expect(screen.queryByTestId('pupil-style-hint')).toBeNull();
  });
});
