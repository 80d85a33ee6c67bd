import { emailPatternOf, parsePattern } from '../../../shared/users-csv';
import type { DeriveSettings, PatternTarget, PhoneCountry } from '../../../shared/users-csv';
import type { Language } from '../../../shared/i18n/language';
import { call } from '../../bridge/mdm';
import { useProfiles } from '../../stores/profiles';
import type { NamingSettings, NamingSlice, WizardContext } from './import-wizard-types';
import type { IdColumn, KeptAccount } from '../../../shared/users-csv';

/** The phone countries the wizard offers (the schools it is made for). */
export const WIZARD_PHONE_COUNTRIES = ['DE', 'AT', 'CH'] as const satisfies readonly PhoneCountry[];

/**
 * The phone fix's country a new wizard starts with: the region of the system's locale when
 * it is one offered (de-AT: AT), else Germany for the German app, else none.
 */
export function defaultPhoneCountry(language: Language, locales: readonly string[]): PhoneCountry | null {
  for (const locale of locales) {
    const region = /^[a-z]{2,3}[-_]([A-Z]{2})\b/i.exec(locale)?.[1]?.toUpperCase();
    const offered = WIZARD_PHONE_COUNTRIES.find((c) => c === region);
    if (offered) return offered;
  }
  return language === 'de' ? 'DE' : null;
}

/** A pattern as the worker takes it: written and valid, else none (the wizard shows the error). */
function usable(source: string, target: PatternTarget): string | null {
  return source.trim() !== '' && parsePattern(source, target).ok ? source : null;
}

/** How long a typed pattern waits before the worker derives every row with it. */
const PATTERN_PAUSE_MS = 250;

/** The login name presets the wizard offers, most common in schools first. */
export const NAME_PRESETS: readonly string[] = [
  '{givenName}.{surName}',
  '{givenName:1}{surName}',
  '{surName}{givenName:1}',
  '{givenName:1}.{surName}',
  '{surName}.{givenName}',
  '{givenName}{surName:1}',
];

/** What the worker is told of the naming settings: the valid patterns, or null when neither is. */
export function deriveSettingsOf(
  naming: NamingSettings,
  takenNames: string[] | null,
  keyed: { idColumn?: IdColumn | undefined; accounts?: KeptAccount[] | null } = {},
): DeriveSettings | null {
  const namePattern = usable(naming.namePattern, 'name');
  const emailPattern = usable(emailPatternOf(naming.emailPattern), 'email');
  if (!namePattern && !emailPattern) return null;
  return {
    namePattern,
    emailPattern,
    ...(takenNames ? { takenNames } : {}),
    ...(keyed.idColumn ? { idColumn: keyed.idColumn } : {}),
    ...(keyed.accounts && keyed.accounts.length > 0 ? { accounts: keyed.accounts } : {}),
  };
}

/** Where the active connection keeps the person's key (its naming scheme; custom1 by default). */
export const activeIdColumn = (): IdColumn => useProfiles.getState().activeProfile?.namingScheme?.idColumn ?? 'custom1';

/**
 * How the login names and e-mail addresses a file lacks are built, and the country of the
 * phone fix: the administrator's choice, kept from file to file (a connection's naming
 * scheme is the default), told to the worker with the other settings.
 */
export function namingSlice({ set, get, worker, sendSettings }: WizardContext, initial: NamingSettings): NamingSlice {
  /** A pattern change waiting for the typing to pause. */
  let pending: ReturnType<typeof setTimeout> | null = null;
  /** What the server was last asked about (file, connection, pattern, mapping): asked once for each. */
  let asked: { file: File | null; key: string } | null = null;
  return {
    naming: initial,
    takenNames: null,
    keptAccounts: null,
    setNaming(naming) {
      const before = get().naming;
      const next = { ...before, ...naming };
      set({ naming: next });
      const changed = (Object.keys(naming) as Array<keyof NamingSettings>).some((k) => next[k] !== before[k]);
      if (!changed) return;
      // Other values are uploaded: the sheet's passwords belong to the rows they were made for.
      set({ sheet: null });
      if (pending !== null) clearTimeout(pending);
      pending = null;
      if (next.phoneCountry !== before.phoneCountry) return sendSettings();
      // A pattern being typed: every row is derived again for each one sent, so only the one
      // the administrator pauses at goes to the worker.
      pending = setTimeout(() => {
        pending = null;
        sendSettings();
      }, PATTERN_PAUSE_MS);
    },
    takeConnectionScheme() {
      // The connection's scheme is the default: patterns the administrator entered for this file stay.
      const scheme = useProfiles.getState().activeProfile?.namingScheme;
      const { namePattern, emailPattern } = get().naming;
      if (!scheme || namePattern !== '' || emailPattern !== '') return;
      get().setNaming({ namePattern: scheme.namePattern, emailPattern: scheme.emailPattern });
    },
    async checkTakenNames() {
      const profileId = useProfiles.getState().activeId;
      const derive = deriveSettingsOf(get().naming, null);
      const { file, phase, mapping, fileColumns } = get();
      if (!profileId || !derive?.namePattern || phase !== 'done') return;
      const key = JSON.stringify([profileId, derive.namePattern, mapping.slice(0, fileColumns)]);
      if (asked && asked.file === file && asked.key === key) return;
      const mine = (asked = { file, key });
      try {
        const { people } = await worker.ask({ type: 'derivedPeople' });
        if (people.length === 0) return;
        const { taken, accounts } = await call('users.takenNames', {
          profileId,
          candidates: people,
          idColumn: activeIdColumn(),
        });
        // Another file, pattern or mapping meanwhile: its own check answers.
        if (asked !== mine) return;
        // The accounts of the file's keys: those people keep their login (set before the names are sent).
        if (accounts && accounts.length > 0) set({ keptAccounts: accounts });
        if (taken.length > 0 || get().takenNames !== null || (accounts && accounts.length > 0))
          get().setTakenNames(taken.length > 0 ? taken : null);
      } catch {
        // The server is not reachable now: the names stay unique within the file; the dry run and
        // the import say which the server refuses. The next change asks again.
        if (asked === mine) asked = null;
      }
    },
    setTakenNames(takenNames) {
      set({ takenNames });
      if (deriveSettingsOf(get().naming, null)) sendSettings();
    },
  };
}
