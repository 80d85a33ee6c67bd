// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { mappingKey } from '../../../../../renderer/features/import/mapping-memory';
import { RECENT_FILES_KEY } from '../../../../../renderer/features/import/recent-files';
import { useImportWizard } from '../../../../../renderer/features/import/import-wizard-store';
import { HEADER, done, fake, file, resetBeforeEach, worker } from './wizard-fixture';

resetBeforeEach();

describe('the wizard: the file and its reading', () => {
  it('reads a file in the worker: header, matched mapping, totals, and on to the check step', async () => {
    useImportWizard
      .getState()
      .openFile(file(`${HEADER}\nanna,anna@example.com,Anna,Alt,Passwort-1\nben,bad,Ben,Berg,Passwort-2\n`));
    expect(useImportWizard.getState()).toMatchObject({ phase: 'reading', step: 'check' });
    await done();
    const s = useImportWizard.getState();
    expect(s.mapping).toEqual(['name', 'email', 'givenName', 'surName', 'password']);
    expect(s.summary).toMatchObject({ records: 2, errors: 1 });
    expect(Array.from(s.summary!.errorRows)).toEqual([1]);
  });

  it('applies the mapping remembered for this header set and profile, and remembers a new choice', async () => {
    const header = HEADER.split(',');
    fake.handlers['prefs.get'] = (input) =>
      (input as { key: string }).key === mappingKey('p1', header)
        ? ['name', 'email', 'givenName', 'surName', 'password']
        : null;
    fake.handlers['prefs.set'] = () => null;
    // First: the remembered mapping equals the match, so nothing changes.
    useImportWizard.getState().openFile(file(`${HEADER}\nanna,anna@example.com,Anna,Alt,Passwort-1\n`));
    await done();
    expect(useImportWizard.getState().mappingRemembered).toBe(false);
    // A different remembered mapping is applied (after reading) and said so.
    fake.handlers['prefs.get'] = () => ['name', 'email', 'givenName', 'surName', null];
    useImportWizard.getState().openFile(file(`${HEADER}\nanna,anna@example.com,Anna,Alt,Passwort-1\n`));
    await done();
    await vi.waitFor(() => expect(useImportWizard.getState().mappingRemembered).toBe(true));
    expect(useImportWizard.getState().mapping).toEqual(['name', 'email', 'givenName', 'surName', null]);
    await vi.waitFor(() => expect(worker.requests.at(-1)).toMatchObject({ type: 'remap' }));
    await vi.waitFor(() => expect(useImportWizard.getState().summary?.missing).toEqual(['password']));
    // The user's own choice is remembered under the same key.
    useImportWizard.getState().setTarget(4, 'password');
    const mappingSet = () =>
      fake.calls.find((c) => c.method === 'prefs.set' && (c.input as { key: string }).key.startsWith('mappings:'));
    await vi.waitFor(() => expect(mappingSet()).toBeDefined());
    expect(mappingSet()!.input).toEqual({
      key: mappingKey('p1', header),
      value: ['name', 'email', 'givenName', 'surName', 'password'],
    });
  });

  it('does not send a mapping with a target used twice to the worker', async () => {
    useImportWizard.getState().openFile(file(`${HEADER}\nanna,anna@example.com,Anna,Alt,Passwort-1\n`));
    await done();
    worker.requests.length = 0;
    useImportWizard.getState().setTarget(2, 'surName');
    expect(useImportWizard.getState().mapping[2]).toBe('surName');
    await Promise.resolve();
    expect(worker.requests.filter((r) => r.type === 'remap')).toEqual([]);
  });

  it('sets the safe choice again for every file: "upload every row" does not carry over', async () => {
    useImportWizard.getState().openFile(file(`${HEADER}\nanna,anna@example.com,Anna,Alt,Passwort-1\n`));
    await done();
    useImportWizard.getState().setOptions({ errorPolicy: 'all', overwrite: true });
    useImportWizard.getState().openFile(file(`${HEADER}\nben,ben@example.com,Ben,Berg,Passwort-2\n`, 'next.csv'));
    await done();
    // The rows-with-errors policy is the file's; overwriting is the administrator's and stays.
    expect(useImportWizard.getState().options).toMatchObject({ errorPolicy: 'stop', overwrite: true });
  });

  it('asks before another file replaces one with fixes made by hand, and keeps the fixes when told to', async () => {
    useImportWizard.getState().openFile(file(`${HEADER}\nanna,anna@example.com,Anna,Alt,Passwort-1\n`));
    await done();
    useImportWizard.getState().editCell(0, 1, 'anna@school.example');
    const next = file(`${HEADER}\nben,ben@example.com,Ben,Berg,Passwort-2\n`, 'next.csv');
    useImportWizard.getState().replaceFile(next);
    expect(useImportWizard.getState().pendingReplace?.file).toBe(next);
    expect(useImportWizard.getState().file?.name).toBe('staff.csv');
    useImportWizard.getState().keepFixes();
    expect(useImportWizard.getState()).toMatchObject({ pendingReplace: null, edited: true });
    expect(useImportWizard.getState().file?.name).toBe('staff.csv');
    // "Other file" asks too; confirming replaces.
    useImportWizard.getState().replaceFile(null);
    useImportWizard.getState().confirmReplace();
    expect(useImportWizard.getState()).toMatchObject({ file: null, step: 'file', edited: false });
    // Without fixes, nothing is asked.
    useImportWizard.getState().replaceFile(next);
    expect(useImportWizard.getState().pendingReplace).toBeNull();
    expect(useImportWizard.getState().file?.name).toBe('next.csv');
  });

  it('reset forgets the file and goes back to the first step', async () => {
    useImportWizard.getState().openFile(file(`${HEADER}\nanna,anna@example.com,Anna,Alt,Passwort-1\n`), 'job-1');
    await done();
    expect(useImportWizard.getState().retryOf).toBe('job-1');
    useImportWizard.getState().reset();
    expect(useImportWizard.getState()).toMatchObject({
      step: 'file',
      file: null,
      phase: 'idle',
      summary: null,
      retryOf: null,
    });
  });

  it('lists a file it has read under the recent files, but not the rows of a retry', async () => {
    fake.handlers['prefs.get'] = () => null;
    fake.handlers['prefs.set'] = () => null;
    useImportWizard.getState().openFile(file(`${HEADER}\nanna,anna@example.com,Anna,Alt,Passwort-1\n`, 'pupils.csv'));
    await done();
    await vi.waitFor(() =>
      expect(
        fake.calls.some((c) => c.method === 'prefs.set' && (c.input as { key: string }).key === RECENT_FILES_KEY),
      ).toBe(true),
    );
    const saved = fake.calls.find((c) => c.method === 'prefs.set')!.input as {
      value: Array<{ name: string; mapping: unknown[] }>;
    };
    expect(saved.value[0]).toMatchObject({
      name: 'pupils.csv',
      mapping: ['name', 'email', 'givenName', 'surName', 'password'],
    });
    fake.calls.length = 0;
    useImportWizard
      .getState()
      .openFile(file(`${HEADER}\nanna,anna@example.com,Anna,Alt,Passwort-1\n`, 'failed.csv'), 'job-1');
    await done();
    // A file read after the retry is listed; the retry's entry, had it been written, would
    // have gone first (prefs.get answers nothing here, so each write lists one file).
    useImportWizard.getState().openFile(file(`${HEADER}\nanna,anna@example.com,Anna,Alt,Passwort-1\n`, 'later.csv'));
    await done();
    const listed = () =>
      fake.calls
        .filter((c) => c.method === 'prefs.set' && (c.input as { key: string }).key === RECENT_FILES_KEY)
        .map((c) => (c.input as { value: Array<{ name: string }> }).value.map((f) => f.name));
    await vi.waitFor(() => expect(listed()).toContainEqual(['later.csv']));
    expect(listed()).toEqual([['later.csv']]);
  });
});
