import type { ServerRecord } from '../../../shared/models/query';
import type { Column } from '../../ui/data-table/column';
import type { ColumnChoice } from '../../ui/data-table/ColumnChooser';
import { DateCell } from '../../ui/data-table/DateCell';
import { formatValue, humanizeField } from '../../ui/data-table/format';

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

const LABELS: Record<string, [string, number]> = {
  name: ['Name', 130],
  orgaName: ['Organization', 150],
  orgaFullName: ['Full name', 170],
  orgaAdminUser: ['Admin login', 140],
  orgaAdminEmail: ['Admin e-mail', 200],
  orgaAdminGivenName: ['Admin given name', 140],
  orgaAdminSurName: ['Admin surname', 140],
  orgaContactName: ['Contact', 130],
  orgaContactPhone: ['Contact phone', 140],
  orgaLocale: ['Locale', 80],
  orgaIsMeta: ['Meta organization', 130],
  creationDate: ['Created', 205],
};

const DATE_FIELDS = new Set(['creationDate', 'modificationDate']);
export const orgSortStartsAscending = (field: string): boolean => !DATE_FIELDS.has(field);

export function orgColumn(field: string, now = 0): Column<ServerRecord> {
  const [label, width] = LABELS[field] ?? [humanizeField(field), 150];
  const column: Column<ServerRecord> = { field, label, width, grow: field === 'orgaFullName' };
  if (DATE_FIELDS.has(field))
    return { ...column, defaultAscending: false, render: (r) => <DateCell value={r[field]} now={now} never="" /> };
  // Nested values (orgaAddress) read better as "Hauptstraße 1, Berlin" than as JSON.
  return { ...column, render: (r) => flatten(r[field]) };
}

function flatten(value: unknown): string {
  if (value && typeof value === 'object' && !Array.isArray(value))
    return Object.values(value).map(flatten).filter(Boolean).join(', ');
  if (Array.isArray(value)) return value.map(flatten).join(', ');
  return formatValue(value);
}

export function orgColumnChoices(rows: readonly ServerRecord[], chosen: readonly string[]): ColumnChoice[] {
  const seen = new Set<string>(chosen);
  for (const row of rows.slice(0, 50)) for (const key of Object.keys(row)) seen.add(key);
  const defaults: string[] = [...DEFAULT_ORG_COLUMNS];
  const others = [...seen].filter((f) => !defaults.includes(f)).sort();
  return [...defaults, ...others].map((field) => ({ field, label: orgColumn(field).label }));
}
