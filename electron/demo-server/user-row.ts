import { passwordProblems } from './password-rules';
import type { DemoPasswordPolicy } from './password-rules';
import type { CsvRecord } from './user-csv-file';
import { FLAG_COLUMNS, MANDATORY_COLUMNS } from './user-csv-file';
import type { FlagColumn } from './user-csv-file';

export interface UserFields {
  name: string;
  email: string;
  givenName: string;
  surName: string;
  password: string;
  phone?: string;
  position?: string;
  country?: string;
  managedAppleId?: string;
  /** A third system's key of the person (a school's ID), as a 26.x server keeps it. */
  foreignKey?: string;
  custom: Record<string, string>;
  /** The record's flags that a line sets (a blank cell sets none). */
  flags?: Partial<Record<FlagColumn, boolean>>;
}

export type RowCheck = { ok: true; user: UserFields } | { ok: false; message: string };

// The reference's e-mail pattern, simplified: local part of allowed characters in
// dot-separated runs, '@', and a domain of dot-separated labels.
const LOCAL = "[\\p{L}\\p{N}!#$%&'*+\\-/=?^_`{|}~]+";
const EMAIL = new RegExp(
  `^(?=.{1,64}@)${LOCAL}(?:\\.${LOCAL})*@(?=.{1,255}$)[\\p{L}\\p{N}-]{1,63}(?:\\.[\\p{L}\\p{N}-]{1,63})*$`,
  'u',
);
const PHONE = /^\+\d+$/;

const LABEL: Record<string, string> = { givenName: 'givenName', surName: 'surName' };

/**
 * Checks one data record against the per-line rules (spec 2.2, 2.5, 3): the field count,
 * mandatory values, e-mail, phone, password policy and name characters. Every message
 * names the field; several problems are joined with "; ".
 */
export function checkUserRow(
  record: CsvRecord,
  columns: readonly (string | undefined)[],
  policy: DemoPasswordPolicy,
): RowCheck {
  if (record.parseError) return { ok: false, message: `Malformed CSV record: ${record.parseError}` };
  if (record.fields.length !== columns.length) {
    return {
      ok: false,
      message: `Number of data fields (${record.fields.length}) does not match number of headers (${columns.length})`,
    };
  }
  const values: Record<string, string> = {};
  columns.forEach((column, i) => {
    if (column !== undefined) values[column] = (record.fields[i] ?? '').trim();
  });
  const problems: string[] = [];
  for (const column of MANDATORY_COLUMNS) {
    if (!values[column]) problems.push(`Field '${LABEL[column] ?? column}' is mandatory but empty`);
  }
  const name = values.name ?? '';
  if (name && /[\\:]/.test(name)) problems.push(`Field 'name' must not contain '\\' or ':' (got '${name}')`);
  const email = values.email ?? '';
  if (email && !EMAIL.test(email)) problems.push(`Field 'email' is not a valid e-mail address: '${email}'`);
  const phone = values.phone ?? '';
  if (phone && !PHONE.test(phone))
    problems.push(`Field 'phone' must be in international format ('+' followed by digits): '${phone}'`);
  // The password itself is never echoed.
  const password = record.fields[columns.indexOf('password')] ?? '';
  if (password) problems.push(...passwordProblems(password, name, policy));
  const flags: Partial<Record<FlagColumn, boolean>> = {};
  for (const column of FLAG_COLUMNS) {
    const value = (values[column] ?? '').toLowerCase();
    if (value === 'true' || value === 'false') flags[column] = value === 'true';
    else if (value !== '') problems.push(`Field '${column}' must be true or false (got '${values[column]}')`);
  }
  if (problems.length > 0) return { ok: false, message: problems.join('; ') };
  const custom: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) if (key.startsWith('custom') && value) custom[key] = value;
  const optional = (key: string) => (values[key] ? { [key]: values[key] } : {});
  return {
    ok: true,
    user: {
      name,
      email,
      givenName: values.givenName!,
      surName: values.surName!,
      password,
      ...optional('phone'),
      ...optional('position'),
      ...optional('country'),
      ...optional('managedAppleId'),
      ...optional('foreignKey'),
      custom,
      ...(Object.keys(flags).length > 0 ? { flags } : {}),
    },
  };
}
