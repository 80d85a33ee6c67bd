// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { defaultPhoneCountry, deriveSettingsOf } from '../../../../../renderer/features/import/naming-slice';
import { emailPatternOf } from '../../../../../shared/users-csv/name-pattern';
import { useImportWizard } from '../../../../../renderer/features/import/import-wizard-store';
import { useProfiles } from '../../../../../renderer/stores/profiles';
import { done, fake, file, resetBeforeEach, worker } from './wizard-fixture';

resetBeforeEach();
const SCHOOL =
  'Nachname;Vorname;Klasse;Telefon\nMüller;Jürgen;5a;030 1234567\nMustermann;Max;6a;\nMustermann;Max;6b;\n';
const NO_NAMING = { namePattern: '', emailPattern: '', phoneCountry: null };

describe('the naming settings', () => {
  it('start with the phone country of the locale, else Germany for the German app', () => {
    expect(defaultPhoneCountry('en', ['de-AT', 'de'])).toBe('AT');
    expect(defaultPhoneCountry('en', ['de-CH'])).toBe('CH');
    expect(defaultPhoneCountry('en', ['en-US'])).toBeNull();
    expect(defaultPhoneCountry('de', ['en-US'])).toBe('DE');
  });

  it('read a bare domain as {name}@domain', () => {
    expect(emailPatternOf('schule.example')).toBe('{name}@schule.example');
    expect(emailPatternOf(' @schule.example ')).toBe('{name}@schule.example');
    expect(emailPatternOf('{givenName}.{surName}@schule.example')).toBe('{givenName}.{surName}@schule.example');
    expect(emailPatternOf('')).toBe('');
  });

  it('tell the worker only valid patterns', () => {
    expect(deriveSettingsOf(NO_NAMING, null)).toBeNull();
    expect(deriveSettingsOf({ ...NO_NAMING, namePattern: '{givenName' }, null)).toBeNull();
    expect(deriveSettingsOf({ ...NO_NAMING, namePattern: '{givenName}', emailPattern: 'x.de' }, ['anna'])).toEqual({
      namePattern: '{givenName}',
      emailPattern: '{name}@x.de',
      takenNames: ['anna'],
    });
  });

  it('derive the logins of a file without them, and repair phones for the country chosen', async () => {
    useImportWizard.getState().setNaming({ ...NO_NAMING });
    useImportWizard.getState().setOptions({ generatePasswords: true });
    useImportWizard.getState().openFile(file(SCHOOL, 'schule.csv'));
    await done();
    expect(useImportWizard.getState().summary?.missing).toEqual(['name', 'email']);
    useImportWizard.getState().setNaming({ namePattern: '{givenName}.{surName}', emailPattern: 'schule.example' });
    await vi.waitFor(() =>
      expect(worker.requests.filter((r) => r.type === 'settings').at(-1)).toMatchObject({
        derive: { namePattern: '{givenName}.{surName}', emailPattern: '{name}@schule.example' },
      }),
    );
    await vi.waitFor(() => expect(useImportWizard.getState().fileColumns).toBe(4));
    await vi.waitFor(() => expect(useImportWizard.getState().summary?.missing).toEqual([]));
    const s = useImportWizard.getState();
    expect(s.header.slice(4)).toEqual(['name', 'email']);
    expect(s.matches.slice(4).map((m) => m.reason)).toEqual(['derived', 'derived']);
    s.requestRows([0, 1, 2]);
    await vi.waitFor(() => expect(useImportWizard.getState().rows.get(2)?.fields[4]).toBe('max.mustermann2'));
    expect(
      useImportWizard
        .getState()
        .rows.get(0)
        ?.derived?.map((d) => d.column),
    ).toEqual(['name', 'email']);

    // A mapping choice of the file's columns keeps the derived ones out of the way.
    useImportWizard.getState().setTarget(2, null);
    await vi.waitFor(() =>
      expect(worker.requests.at(-1)).toMatchObject({ type: 'remap', mapping: ['surName', 'givenName', null, 'phone'] }),
    );

    useImportWizard.getState().setNaming({ phoneCountry: 'DE' });
    expect(worker.requests.at(-1)).toMatchObject({ type: 'settings', phoneCountry: 'DE' });
    useImportWizard.getState().fixAll('phone');
    useImportWizard.getState().requestRows([0]);
    await vi.waitFor(() => expect(useImportWizard.getState().rows.get(0)?.fields[3]).toBe('+49301234567'));
    useImportWizard.getState().setNaming({ ...NO_NAMING });
  });

  it("start from the connection's naming scheme, unless patterns are chosen", async () => {
    useImportWizard.getState().setNaming({ ...NO_NAMING });
    const profile = useProfiles.getState().profiles[0]!;
    const namingScheme = { namePattern: '{givenName:1}{surName}', emailPattern: 'schule.example' };
    useProfiles.getState().apply({ profiles: [{ ...profile, namingScheme }], activeId: profile.id });
    useImportWizard.getState().openFile(file(SCHOOL, 'schule.csv'));
    await done();
    expect(useImportWizard.getState().naming).toMatchObject(namingScheme);
    await vi.waitFor(() => expect(useImportWizard.getState().header.slice(4)).toEqual(['name', 'email']));
    useImportWizard.getState().setNaming({ namePattern: '{surName}', emailPattern: '' });
    useImportWizard.getState().openFile(file(SCHOOL, 'schule.csv'));
    expect(useImportWizard.getState().naming).toMatchObject({ namePattern: '{surName}', emailPattern: '' });
    await done();
    useImportWizard.getState().setNaming({ ...NO_NAMING });
  });

  it("avoid the login names the server's users hold, asked once for the derived names only", async () => {
    fake.handlers['users.takenNames'] = () => ({ taken: ['max.mustermann'], lookups: 1 });
    useImportWizard.getState().setNaming({ ...NO_NAMING, namePattern: '{givenName}.{surName}' });
    useImportWizard.getState().openFile(file(SCHOOL, 'schule.csv'));
    await done();
    await vi.waitFor(() => expect(useImportWizard.getState().takenNames).toEqual(['max.mustermann']));
    expect(fake.callsOf('users.takenNames')).toEqual([
      {
        profileId: 'p1',
        candidates: [
          { name: 'juergen.mueller', givenName: 'Jürgen', surName: 'Müller' },
          { name: 'max.mustermann', givenName: 'Max', surName: 'Mustermann' },
        ],
        idColumn: 'custom1',
      },
    ]);
    useImportWizard.getState().requestRows([0, 1, 2]);
    await vi.waitFor(() => expect(useImportWizard.getState().rows.get(2)?.fields[4]).toBe('max.mustermann3'));
    expect(useImportWizard.getState().rows.get(1)?.derived?.[0]).toMatchObject({
      value: 'max.mustermann2',
      reason: 'taken on server',
    });
    // The worker's answer to the names taken asks the server nothing more.
    expect(fake.callsOf('users.takenNames')).toHaveLength(1);
    useImportWizard.getState().setNaming({ ...NO_NAMING });
  });

  it('sends a typed pattern once the typing pauses, and the same naming again not at all', async () => {
    vi.useFakeTimers();
    try {
      useImportWizard.getState().prewarm();
      useImportWizard.getState().setNaming({ ...NO_NAMING });
      vi.runAllTimers();
      worker.requests.length = 0;
      for (const typed of ['{s', '{sur', '{surName', '{surName}'])
        useImportWizard.getState().setNaming({ namePattern: typed });
      expect(useImportWizard.getState().naming.namePattern).toBe('{surName}');
      expect(worker.requests).toEqual([]);
      vi.advanceTimersByTime(250);
      expect(worker.requests).toEqual([
        expect.objectContaining({ type: 'settings', derive: expect.objectContaining({ namePattern: '{surName}' }) }),
      ]);
      useImportWizard.getState().setNaming({ namePattern: '{surName}' });
      vi.runAllTimers();
      expect(worker.requests).toHaveLength(1);
      // The phone country goes at once.
      useImportWizard.getState().setNaming({ phoneCountry: 'AT' });
      expect(worker.requests.at(-1)).toMatchObject({ type: 'settings', phoneCountry: 'AT' });
      useImportWizard.getState().setNaming({ ...NO_NAMING });
      vi.runAllTimers();
    } finally {
      vi.useRealTimers();
    }
  });
});
