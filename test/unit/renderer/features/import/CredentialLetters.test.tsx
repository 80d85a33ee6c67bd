// @vitest-environment happy-dom
import { File as NodeFile } from 'node:buffer';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CredentialLetters } from '../../../../../renderer/features/import/CredentialLetters';
import { CredentialSheetCard } from '../../../../../renderer/features/import/CredentialSheet';
import { useImportWizard } from '../../../../../renderer/features/import/import-wizard-store';
import { setCsvWorkerFactory } from '../../../../../renderer/workers/csv-client';
import { DEMO_PROFILE_NAMES } from '../../../../../shared/connections/profile-label';
import type { Credential } from '../../../../../shared/users-csv/generated-passwords';
import { installFakeBridge } from '../../fake-bridge';
import { inProcessWorker } from '../../in-process-worker';
import { answerComparison } from './fake-comparison';
import { renderWithMantine } from '../../render';
import { activateSchoolProfile } from '../../../../helpers/school-profile';

const fake = installFakeBridge();
setCsvWorkerFactory(() => inProcessWorker());

const header = ['name', 'email', 'givenName', 'surName', 'Klasse'];
const credential = (name: string, givenName: string, surName: string, klass: string, password: string): Credential => ({
  line: 2,
  name,
  givenName,
  surName,
  email: `${name}@schule.example`,
  password,
  record: [name, `${name}@schule.example`, givenName, surName, klass],
});
const credentials = [
  credential('zoe.weiss', 'Zoë', 'Weiß', '10a', 'Pw-zoe'),
  credential('sarka.zak', 'Šárka', 'Žák', '5b', 'Pw-sarka'),
  credential('anna.adler', 'Anna', 'Adler', '7c', 'Pw-anna'),
];

beforeEach(() => {
  fake.reset();
  // The sheet compares with the organization first: every line new.
  answerComparison(fake);
  useImportWizard.getState().reset();
  activateSchoolProfile({ name: 'Gymnasium Süd', baseUrl: 'https://mdm.example.com/api/v1' });
});
afterEach(cleanup);

const letters = () => screen.getAllByTestId('credential-letter');
const logins = () => letters().map((letter) => within(letter).getAllByRole('definition')[1]!.textContent);
const secrets = () => letters().map((letter) => letter.querySelector('[data-secret]')!.textContent);

describe('CredentialLetters', () => {
  it('prints one letter per credential, sorted by the class column found in the header', () => {
    renderWithMantine(
      <CredentialLetters credentials={credentials} header={header} onClose={vi.fn()} onPrinted={vi.fn()} />,
    );
    expect(logins()).toEqual(['sarka.zak', 'anna.adler', 'zoe.weiss']);
    expect(secrets()).toEqual(['Pw-sarka', 'Pw-anna', 'Pw-zoe']);
    expect(letters()[0]!.textContent).toContain('Class: 5b');
    expect(letters()[0]!.textContent).toContain('Hello Šárka Žák,');
  });

  it("starts from the connection's name and address, and prints what the admin types", () => {
    renderWithMantine(
      <CredentialLetters credentials={credentials} header={header} onClose={vi.fn()} onPrinted={vi.fn()} />,
    );
    expect(screen.getByTestId('letters-school')).toHaveProperty('value', 'Gymnasium Süd');
    expect(screen.getByTestId('letters-portal')).toHaveProperty('value', 'https://mdm.example.com');
    fireEvent.change(screen.getByTestId('letters-school'), { target: { value: 'Realschule Nord' } });
    fireEvent.change(screen.getByTestId('letters-portal'), { target: { value: 'https://portal.schule.example' } });
    for (const letter of letters()) {
      expect(letter.textContent).toContain('Realschule Nord');
      expect(letter.textContent).toContain('https://portal.schule.example');
    }
  });

  it("starts the demo profile's letters from a sample school in the letters' language, not the server's name", async () => {
    activateSchoolProfile({ name: DEMO_PROFILE_NAMES.organization, demo: true });
    renderWithMantine(
      <CredentialLetters credentials={credentials} header={header} onClose={vi.fn()} onPrinted={vi.fn()} />,
    );
    expect(screen.getByTestId('letters-school')).toHaveProperty('value', 'Demo School');
    fireEvent.click(screen.getByTestId('letters-language'));
    fireEvent.click(await screen.findByRole('option', { name: 'Deutsch' }));
    expect(screen.getByTestId('letters-school')).toHaveProperty('value', 'Demo-Schule');
    expect(letters()[0]!.textContent).toContain('Demo-Schule');
    expect(letters()[0]!.textContent).not.toContain('Demo server');
    // What the admin types stays, in either language.
    fireEvent.change(screen.getByTestId('letters-school'), { target: { value: 'Realschule Nord' } });
    fireEvent.click(screen.getByTestId('letters-language'));
    fireEvent.click(await screen.findByRole('option', { name: 'English' }));
    expect(screen.getByTestId('letters-school')).toHaveProperty('value', 'Realschule Nord');
  });

  it('tells an existing user whose password the import sets that the account has a new password', () => {
    const existing = { ...credential('lena.kaya', 'Lena', 'Kaya', '7b', 'Pw-lena'), line: 9 };
    renderWithMantine(
      <CredentialLetters
        credentials={[existing, credentials[2]!]}
        header={header}
        existingLines={new Set([9])}
        onClose={vi.fn()}
        onPrinted={vi.fn()}
      />,
    );
    const [lena, anna] = letters(); // by class: 7b, 7c
    expect(lena!.textContent).toContain('your account has a new password.');
    expect(lena!.textContent).not.toContain('an account has been set up');
    expect(anna!.textContent).toContain('an account has been set up for you.');
  });

  it('sorts by name when no class column is chosen', async () => {
    renderWithMantine(
      <CredentialLetters credentials={credentials} header={header} onClose={vi.fn()} onPrinted={vi.fn()} />,
    );
    fireEvent.click(screen.getByTestId('letters-class-column'));
    fireEvent.click(await screen.findByRole('option', { name: 'None (sort by name)' }));
    expect(logins()).toEqual(['anna.adler', 'zoe.weiss', 'sarka.zak']);
    expect(letters()[0]!.textContent).not.toContain('Class');
  });

  it('writes the letters in the language the admin picks', async () => {
    renderWithMantine(
      <CredentialLetters credentials={credentials} header={header} onClose={vi.fn()} onPrinted={vi.fn()} />,
    );
    fireEvent.click(screen.getByTestId('letters-language'));
    fireEvent.click(await screen.findByRole('option', { name: 'Deutsch' }));
    expect(letters()[0]!.textContent).toContain('Klasse: 5b');
    expect(letters()[0]!.textContent).toContain('Hallo Šárka Žák,');
    expect(screen.getByText('Language of the letters')).toBeTruthy();
  });

  it('prints with the browser and says when the letters are printed', () => {
    // happy-dom has no window.print.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const onPrinted = vi.fn();
    renderWithMantine(
      <CredentialLetters credentials={credentials} header={header} onClose={vi.fn()} onPrinted={onPrinted} />,
    );
    fireEvent.click(screen.getByTestId('letters-print'));
    expect(print).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByTestId('letters-printed'));
    expect(onPrinted).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});

describe('CredentialLetters: the reader and the PDF', () => {
  it('addresses pupils with "du" in German and friendlier in English, adults with "Sie"', async () => {
    renderWithMantine(
      <CredentialLetters
        credentials={credentials}
        header={header}
        address="du"
        onClose={vi.fn()}
        onPrinted={vi.fn()}
      />,
    );
    expect(letters()[0]!.textContent).toContain('Hi Šárka Žák,');
    expect(letters()[0]!.textContent).toContain("we've set up an account for you");
    fireEvent.click(screen.getByTestId('letters-language'));
    fireEvent.click(await screen.findByRole('option', { name: 'Deutsch' }));
    expect(letters()[0]!.textContent).toContain('Dein Zugang');
    expect(letters()[0]!.textContent).toContain('für dich wurde ein Zugang eingerichtet');
    fireEvent.click(screen.getByRole('radio', { name: 'Formally (adults)' }));
    expect(letters()[0]!.textContent).toContain('Ihr Zugang');
    expect(letters()[0]!.textContent).toContain('für Sie wurde ein Zugang eingerichtet');
  });

  it('tells the reader to change the password when the server is not asked to make them', () => {
    renderWithMantine(
      <CredentialLetters
        credentials={credentials}
        header={header}
        changeRequired={false}
        onClose={vi.fn()}
        onPrinted={vi.fn()}
      />,
    );
    expect(letters()[0]!.textContent).toContain('Once you have signed in, change the password');
  });

  it('saves the letters as a PDF through core, downloads it and forgets the passwords', async () => {
    fake.handle('letters.savePdf', () => ({
      fileId: '00000000-0000-4000-8000-000000000001',
      fileName: 'schild.letters.pdf',
      mimeType: 'application/pdf',
      size: 1234,
    }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const onPrinted = vi.fn();
    renderWithMantine(
      <CredentialLetters
        credentials={credentials}
        header={header}
        fileName="schild.csv"
        address="du"
        onClose={vi.fn()}
        onPrinted={onPrinted}
      />,
    );
    fireEvent.click(screen.getByTestId('letters-save-pdf'));
    await vi.waitFor(() => expect(onPrinted).toHaveBeenCalledOnce());
    const [input] = fake.callsOf('letters.savePdf') as [
      { fileName: string; title: string; pages: { greeting: string; fields: { value: string }[] }[] },
    ];
    expect(input.fileName).toBe('schild.letters.pdf');
    expect(input.title).toBe('Gymnasium Süd · Credential letters');
    // The pages as shown: sorted by class, worded for the reader, each with its password.
    expect(input.pages.map((page) => page.greeting)).toEqual(['Hi Šárka Žák,', 'Hi Anna Adler,', 'Hi Zoë Weiß,']);
    expect(input.pages[0]!.fields.at(-1)!.value).toBe('Pw-sarka');
    expect(clicked).toHaveBeenCalledOnce();
    clicked.mockRestore();
  });

  it('says why the PDF could not be saved, and keeps the letters', async () => {
    fake.handle('letters.savePdf', () => {
      throw new Error('disk full');
    });
    const onPrinted = vi.fn();
    renderWithMantine(
      <CredentialLetters credentials={credentials} header={header} onClose={vi.fn()} onPrinted={onPrinted} />,
    );
    fireEvent.click(screen.getByTestId('letters-save-pdf'));
    expect((await screen.findByTestId('letters-save-failed')).textContent).toContain('The letters could not be saved');
    expect(onPrinted).not.toHaveBeenCalled();
    expect(letters()).toHaveLength(3);
  });
});

describe('CredentialSheetCard', () => {
  it("prints letters of the sheet's generated passwords, sorted by the file's class column", async () => {
    const csv =
      'name,email,givenName,surName,Klasse\nzoe,zoe@s.example,Zoë,Weiß,10a\nsarka,sarka@s.example,Šárka,Žák,5b\n';
    useImportWizard.getState().openFile(new NodeFile([csv], 'schild.csv') as unknown as File);
    await vi.waitFor(() => expect(useImportWizard.getState().phase).toBe('done'));
    useImportWizard.getState().setOptions({ generatePasswords: true });
    await useImportWizard.getState().makeSheet();
    const sheet = useImportWizard.getState().sheet!;

    renderWithMantine(<CredentialSheetCard />);
    fireEvent.click(screen.getByTestId('print-letters'));
    expect(logins()).toEqual(['sarka', 'zoe']);
    const byName = new Map(sheet.credentials.map((c) => [c.name, c.password]));
    expect(secrets()).toEqual([byName.get('sarka'), byName.get('zoe')]);

    fireEvent.click(screen.getByTestId('letters-printed'));
    expect(useImportWizard.getState().sheet).toMatchObject({ saved: true, credentials: [] });
    expect(screen.queryByTestId('credential-letter')).toBeNull();
  });

  it('draws pupil passwords when chosen, and their letters say "du"', async () => {
    const csv = 'name,email,givenName,surName,Klasse\nmia,mia@s.example,Mia,Kurz,5a\nole,ole@s.example,Ole,Lang,5a\n';
    useImportWizard.getState().openFile(new NodeFile([csv], 'klasse.csv') as unknown as File);
    await vi.waitFor(() => expect(useImportWizard.getState().phase).toBe('done'));
    useImportWizard.getState().setOptions({ generatePasswords: true, passwordStyle: 'pupil' });
    await useImportWizard.getState().makeSheet();
    const sheet = useImportWizard.getState().sheet!;
    for (const { password } of sheet.credentials) {
      expect(password).toMatch(/^[a-z]+[2-9]+$/);
      expect(password).not.toMatch(/[0O1lI]/);
    }

    renderWithMantine(<CredentialSheetCard />);
    fireEvent.click(screen.getByTestId('print-letters'));
    expect(letters()[0]!.textContent).toContain("we've set up an account for you");
  });
});
