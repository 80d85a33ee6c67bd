import type { ServerRecord } from '../../../shared/models/query';
import type { Column } from '../../ui/data-table/column';
import type { ColumnChoice } from '../../ui/data-table/ColumnChooser';
import { DateCell } from '../../ui/data-table/DateCell';
import { formatValue, humanizeField } from '../../ui/data-table/format';
import type { MessageKey } from '../../../shared/i18n/catalogue';
import type { Language } from '../../../shared/i18n/language';
import { translate } from '../../ui/i18n';

/**
 * Spec 2.8 shows only `name`; the rest follows the reference's WizardRequest (orgaName,
 * orgaFullName, the administrator's and contact's fields) and whatever else the server sends.
 */
export const DEFAULT_ORG_COLUMNS = [
  'name',
  'orgaFullName',
  'orgaAdminUser',
  'orgaAdminEmail',
  'orgaContactName',
  'orgaLocale',
  'creationDate',
] as const;
export const DEFAULT_ORG_SORT = [{ field: 'name', ascending: true }];

const LABELS: Record<string, [MessageKey, number]> = {
  name: ['orgColumn.name', 130],
  orgaName: ['orgColumn.orgaName', 150],
  orgaFullName: ['orgColumn.orgaFullName', 170],
  orgaAdminUser: ['orgColumn.orgaAdminUser', 150],
  orgaAdminEmail: ['orgColumn.orgaAdminEmail', 200],
  orgaAdminGivenName: ['orgColumn.orgaAdminGivenName', 140],
  orgaAdminSurName: ['orgColumn.orgaAdminSurName', 140],
  orgaContactName: ['orgColumn.orgaContactName', 130],
  orgaContactPhone: ['orgColumn.orgaContactPhone', 140],
  orgaLocale: ['orgColumn.orgaLocale', 110],
  orgaIsMeta: ['orgColumn.orgaIsMeta', 140],
  creationDate: ['orgColumn.creationDate', 205],
};

const DATE_FIELDS = new Set(['creationDate', 'modificationDate']);
export const orgSortStartsAscending = (field: string): boolean => !DATE_FIELDS.has(field);

export function orgColumn(field: string, now = 0, language: Language = 'en'): Column<ServerRecord> {
  const known = LABELS[field];
  const label = known ? translate(known[0]) : humanizeField(field);
  const width = known ? known[1] : 150;
  const column: Column<ServerRecord> = { field, label, width, grow: field === 'orgaFullName' };
  if (DATE_FIELDS.has(field))
    return {
      ...column,
      defaultAscending: false,
      render: (r) => <DateCell value={r[field]} now={now} never="" language={language} />,
    };
  // Nested values (orgaAddress) read better as "Hauptstraße 1, Berlin" than as JSON.
  return { ...column, render: (r) => flatten(r[field]) };
}

function flatten(value: unknown): string {
  if (value && typeof value === 'object' && !Array.isArray(value))
    return Object.values(value).map(flatten).filter(Boolean).join(', ');
  if (Array.isArray(value)) return value.map(flatten).join(', ');
  return formatValue(value);
}

export function orgColumnChoices(
  rows: readonly ServerRecord[],
  chosen: readonly string[],
  language: Language = 'en',
): ColumnChoice[] {
  const seen = new Set<string>(chosen);
  for (const row of rows.slice(0, 50)) for (const key of Object.keys(row)) seen.add(key);
  const defaults: string[] = [...DEFAULT_ORG_COLUMNS];
  const others = [...seen].filter((f) => !defaults.includes(f)).sort();
  return [...defaults, ...others].map((field) => ({ field, label: orgColumn(field, 0, language).label }));
}
