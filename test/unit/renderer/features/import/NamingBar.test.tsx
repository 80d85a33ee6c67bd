// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckStep } from '../../../../../renderer/features/import/CheckStep';
import { useImportWizard } from '../../../../../renderer/features/import/import-wizard-store';
import { renderWithMantine } from '../../render';
import { done, file, resetBeforeEach } from './wizard-fixture';

// The check step with a school's export: the naming bar, the derived cells, the school columns.
resetBeforeEach();
afterEach(() => {
  cleanup();
  useImportWizard.getState().setNaming({ namePattern: '', emailPattern: '', phoneCountry: null });
});
const SCHILD =
  'Nachname;Vorname;Klasse;Geburtsdatum;Schüler-ID;Telefon\n' +
  'Müller;Jürgen;5a;03.04.2014;1001;030 1234567\n' +
  'Mustermann;Max;6a;01.01.2013;1004;\n' +
  'Mustermann;Max;6b;09.09.2012;1005;\n';

async function openSchool() {
  useImportWizard.getState().openFile(file(SCHILD, 'schild.csv'));
  await done();
  renderWithMantine(<CheckStep />);
}

describe('the naming bar', () => {
  it('is offered for a file without logins and e-mails, not for one that has them', async () => {
    useImportWizard.getState().openFile(file('name,email,givenName,surName,password\na,a@x.de,A,B,Passwort-1\n'));
    await done();
    renderWithMantine(<CheckStep />);
    expect(screen.queryByTestId('naming-bar')).toBeNull();
    cleanup();
    await openSchool();
    expect(screen.getByTestId('naming-bar')).toBeTruthy();
  });

  it("shows an own pattern's error at its character, and sends only a valid pattern", async () => {
    await openSchool();
    useImportWizard.getState().setNaming({ namePattern: '{givenName}.{surname}' });
    fireEvent.click(screen.getByRole('combobox', { name: 'Login names' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Own pattern…' }));
    const input = await screen.findByLabelText('Pattern of the login names');
    expect(await screen.findByText(/^Character 13: \{surname\} is no field/)).toBeTruthy();
    fireEvent.change(input, { target: { value: '{givenName:1}{surName}' } });
    await waitFor(() => expect(screen.queryByText(/^Character 13/)).toBeNull());
    await vi.waitFor(() => expect(useImportWizard.getState().summary?.missing).toEqual(['email', 'password']));
  });

  it('marks the derived cells with how each was made; an edit makes the value the user’s', async () => {
    await openSchool();
    fireEvent.change(screen.getByLabelText('E-mail addresses'), { target: { value: 'schule.example' } });
    useImportWizard.getState().setNaming({ namePattern: '{givenName}.{surName}' });
    await vi.waitFor(() => expect(document.querySelectorAll('[data-derived="name"]')).toHaveLength(3));
    const second = document.querySelector('[data-row="2"] [data-derived="name"]')!;
    expect(second.textContent).toBe('max.mustermann2');
    expect(second.getAttribute('title')).toBe('made from {givenName}.{surName}; 2 added: line 3 has the plain value');
    expect(screen.getByText('built as {name}@schule.example')).toBeTruthy();
    useImportWizard.getState().editCell(2, 6, 'max.m');
    await vi.waitFor(() => expect(document.querySelectorAll('[data-derived="name"]')).toHaveLength(2));
    expect(document.querySelector('[data-row="2"] [data-derived="email"]')).not.toBeNull();
  });

  it('names the school system and says per column what becomes of it', async () => {
    await openSchool();
    fireEvent.click(screen.getByTestId('mapping-toggle'));
    expect((await screen.findByTestId('school-export')).textContent).toContain('SchILD-NRW');
    const notes = screen.getAllByTestId('column-note').map((n) => n.textContent);
    expect(notes).toContain('the birth date: left out, the server does not need it');
    expect(notes).toContain('the class: proposed as position');
  });
});
