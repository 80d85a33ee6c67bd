/**
 * What validate and convert (and import-users, when it takes them) derive from a school's
 * export: `--name-pattern P`, `--email-pattern P` and `--phone-country CC`; and
 * `--id-column C`, where the person's key (the school's ID) goes.
 */
import { DEFAULT_ID_COLUMN, ID_COLUMNS, idColumnOf } from '../../../shared/users-csv/id-column';
import type { IdColumn } from '../../../shared/users-csv/id-column';
import { emailPatternOf, parsePattern } from '../../../shared/users-csv/name-pattern';
import type { NamingScheme } from '../../../shared/models/profile';
import type { NamePattern, PatternTarget } from '../../../shared/users-csv/name-pattern';
import { PHONE_COUNTRIES, isPhoneCountry } from '../../../shared/users-csv/phone-repair';
import type { PhoneCountry } from '../../../shared/users-csv/phone-repair';
import type { DerivationOptions } from '../../../shared/users-csv/record-derivation';
import type { Translator } from '../../../shared/i18n/translator';
import { UsageError } from '../io';

export const DERIVE_OPTIONS = {
  'name-pattern': { type: 'string' },
  'email-pattern': { type: 'string' },
  'phone-country': { type: 'string' },
  'id-column': { type: 'string' },
} as const;

export const DERIVE_USAGE = `  --name-pattern P    build a blank or missing login name from the person's names:
                      {givenName}, {surName}; {givenName:1} keeps the first letter,
                      {surName:8} at most 8; lower-case ASCII (ä -> ae, ß -> ss, other
                      accents dropped, apostrophes removed, spaces as -); made unique
                      within the file with 2, 3, ... (e.g. '{givenName}.{surName}')
  --email-pattern P   build a blank or missing e-mail the same way; {name} is the login
                      (e.g. '{name}@schule.example')
  --phone-country CC  put phone numbers into the international form for this country
                      (${Object.keys(PHONE_COUNTRIES).join(', ')}): 030 1234567, 0049 30 1234567
                      and 4930123456 become +4930...
  --id-column C       where the server keeps the person's key, the school's ID (Schüler-ID,
                      sourcedId, person_id, ...): custom1 (default) to custom15, or foreignKey;
                      the file's ID column goes there, and each line meets its account by it
                      first (a renamed pupil keeps their login)`;

export interface DeriveValues {
  'name-pattern'?: string | undefined;
  'email-pattern'?: string | undefined;
  'phone-country'?: string | undefined;
  'id-column'?: string | undefined;
}

/** The column `--id-column` names (any case), or undefined without it. */
export function idColumnOption(value: string | undefined, { t }: Translator): IdColumn | undefined {
  if (value === undefined) return undefined;
  const column = idColumnOf(value);
  if (column) return column;
  throw new UsageError(t('cli.idColumn.unknown', { value, columns: `${ID_COLUMNS[0]}..custom15, foreignKey` }));
}

export { DEFAULT_ID_COLUMN };

function pattern(
  flag: 'name-pattern' | 'email-pattern',
  value: string | undefined,
  target: PatternTarget,
  { t }: Translator,
): NamePattern | undefined {
  if (value === undefined) return undefined;
  const parsed = parsePattern(value, target);
  if (parsed.ok) return parsed.pattern;
  const { code, column, text } = parsed.error;
  throw new UsageError(
    t('cli.pattern.error', { flag, pattern: value, column, problem: t(`pattern.${code}`, { text }) }),
  );
}

/** The country `--phone-country` names (any case), or undefined without it. */
export function phoneCountryOption(value: string | undefined, { t }: Translator): PhoneCountry | undefined {
  if (value === undefined) return undefined;
  const code = value.toUpperCase();
  if (isPhoneCountry(code)) return code;
  throw new UsageError(t('cli.phoneCountry.unknown', { value, countries: Object.keys(PHONE_COUNTRIES).join(', ') }));
}

/** The derivation the options ask for, or undefined when they ask for none. */
export function derivationFromOptions(values: DeriveValues, translator: Translator): DerivationOptions | undefined {
  const namePattern = pattern('name-pattern', values['name-pattern'], 'name', translator);
  const emailPattern = pattern('email-pattern', values['email-pattern'], 'email', translator);
  const phoneCountry = phoneCountryOption(values['phone-country'], translator);
  const idColumn = idColumnOption(values['id-column'], translator);
  if (!namePattern && !emailPattern && !phoneCountry && !idColumn) return undefined;
  return { namePattern, emailPattern, phoneCountry, ...(idColumn ? { idColumn } : {}) };
}

/**
 * The options' derivation, with the connection's naming scheme where the options name no
 * pattern of their own (a scheme kept with the profile, as the app's wizard uses it). The
 * scheme was checked when it was saved; a pattern that no longer parses is left out.
 */
export function withNamingScheme(
  derive: DerivationOptions | undefined,
  scheme: NamingScheme | null | undefined,
): DerivationOptions | undefined {
  if (!scheme) return derive;
  // The scheme's id column where the options name none.
  if (scheme.idColumn && !derive?.idColumn) derive = { ...derive, idColumn: scheme.idColumn };
  const kept = (source: string, target: PatternTarget): NamePattern | undefined => {
    const parsed = source === '' ? null : parsePattern(source, target);
    return parsed?.ok ? parsed.pattern : undefined;
  };
  const namePattern = derive?.namePattern ?? kept(scheme.namePattern, 'name');
  const emailPattern = derive?.emailPattern ?? kept(emailPatternOf(scheme.emailPattern), 'email');
  if (!namePattern && !emailPattern) return derive;
  return { ...derive, namePattern, emailPattern };
}
