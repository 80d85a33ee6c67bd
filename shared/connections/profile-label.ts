/**
 * A profile's name as the reader sees it. The demo server's profiles are saved under a stock
 * name that never changes: it is what `--profile` takes in the CLI, and what job records and
 * receipts keep. The shells show that stock name worded from the catalogue in the reader's
 * language; any other name (the user's own, or a demo profile the user renamed) is shown as it
 * was typed.
 */
import type { Translate } from '../i18n/translator';
import type { ProfileKind } from '../models/profile';

/** The stored names of the demo server's profiles, one per kind (the CLI's `--profile` names). */
export const DEMO_PROFILE_NAMES: Readonly<Record<ProfileKind, string>> = {
  organization: 'Demo server (organization administrator)',
  system: 'Demo server (system administrator)',
};

const demoKindOf = new Map<string, ProfileKind>(
  (Object.entries(DEMO_PROFILE_NAMES) as [ProfileKind, string][]).map(([kind, name]) => [name, kind]),
);

/** The name to show for a profile's stored name (a profile's `name`, a job's `profileName`). */
export function profileLabel(name: string, t: Translate): string {
  const kind = demoKindOf.get(name);
  return kind === undefined ? name : t(`profile.demoName.${kind}`);
}

/**
 * The name an edited profile is saved under. The name field starts with the name as the reader
 * saw it ({@link profileLabel}); saved unchanged, the stored name stays, so that editing the
 * demo profile in German does not silently rename what the CLI's `--profile` takes. A name the
 * user did change is saved as typed.
 */
export function nameToSave(storedName: string, shownName: string, typedName: string): string {
  return typedName.trim() === shownName.trim() ? storedName : typedName;
}

/**
 * The school name a profile's credential letters start with, in the letters' language (`t`).
 * A connection's own name is the admin's (often the school's); the demo profile's stock name
 * names a server, not a school, so its letters start from a sample school's name instead.
 */
export function letterSchoolName(name: string, t: Translate): string {
  return demoKindOf.has(name) ? t('letters.demoSchoolName') : name;
}
