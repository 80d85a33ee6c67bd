import { Badge } from '@mantine/core';
import type { ServerRecord } from '../../../shared/models/query';
import type { Column } from '../../ui/data-table/column';
import type { ColumnChoice } from '../../ui/data-table/ColumnChooser';
import { DateCell } from '../../ui/data-table/DateCell';
import { formatValue, humanizeField } from '../../ui/data-table/format';
import type { MessageKey } from '../../../shared/i18n/catalogue';
import type { Language } from '../../../shared/i18n/language';
import { translate } from '../../ui/i18n';
import { platformLabel, STATUS_COLORS, statusLabel } from './device-values';

/** The columns shown until the user chooses (issue 7: name ... serial number). */
export const DEFAULT_DEVICE_COLUMNS = [
  'name',
  'platform',
  'status',
  'lastConnectionDate',
  'model',
  'osVersion',
  'userName',
  'serialNumber',
] as const;
export const DEFAULT_DEVICE_SORT = [{ field: 'name', ascending: true }];

/** Fields whose values are epoch milliseconds (reference: DeviceBaseInfo int64 dates). */
const DATE_FIELDS = new Set([
  'lastConnectionDate',
  'enrollmentDate',
  'creationDate',
  'deletionDate',
  'identityCertExpirationDate',
  'lastCompanionConnectionDate',
  'loanUntil',
]);

/** Dates sort newest first on the first click: "who connected last" is the usual question. */
export const sortStartsAscending = (field: string): boolean => !DATE_FIELDS.has(field);

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function ownerOf(row: ServerRecord): string {
  const full = [text(row.userGivenName), text(row.userSurname)].filter(Boolean).join(' ');
  return full || text(row.userName) || text(row.userEmail) || '';
}

/** Columns with a name in the catalogues (column.<field>); others are named from their field. */
const LABELS: Record<string, MessageKey> = {
  name: 'column.name',
  platform: 'column.platform',
  status: 'column.status',
  model: 'column.model',
  osVersion: 'column.osVersion',
  userName: 'column.userName',
  serialNumber: 'column.serialNumber',
  lastConnectionDate: 'column.lastConnectionDate',
  enrollmentDate: 'column.enrollmentDate',
  creationDate: 'column.creationDate',
};

const KNOWN: Record<string, Omit<Column<ServerRecord>, 'label'>> = {
  name: { field: 'name', width: 140, grow: true },
  platform: { field: 'platform', width: 110, render: (r) => platformLabel(formatValue(r.platform)) },
  status: {
    field: 'status',
    // Wide enough for the longest status in German ("Registrierung ausstehend") without an ellipsis.
    width: 175,
    render: (r) => {
      const value = formatValue(r.status);
      return value ? (
        <Badge size="xs" variant="filled" tt="none" color={STATUS_COLORS[value] ?? 'gray'} title={value}>
          {statusLabel(value)}
        </Badge>
      ) : null;
    },
  },
  model: { field: 'model', width: 110 },
  osVersion: { field: 'osVersion', width: 105 },
  userName: {
    field: 'userName',
    width: 125,
    render: (r) => <span title={formatValue(r.userEmail)}>{ownerOf(r)}</span>,
  },
  serialNumber: { field: 'serialNumber', width: 110 },
  lastConnectionDate: { field: 'lastConnectionDate', width: 195, defaultAscending: false },
};

/**
 * The column for a field: the app's own design, or a generic one for another server field.
 * `now` is when the answer arrived: relative dates ("3 days ago") count from it.
 */
export function deviceColumn(field: string, now = 0, language: Language = 'en'): Column<ServerRecord> {
  const known = KNOWN[field];
  const key = LABELS[field];
  const label = key ? translate(key) : humanizeField(field);
  const base: Column<ServerRecord> = known ? { ...known, label } : { field, label, width: 150 };
  if (DATE_FIELDS.has(field))
    return {
      ...base,
      width: Math.max(base.width, 195),
      render: (r) => <DateCell value={r[field]} now={now} language={language} />,
    };
  return base;
}

/**
 * What the column chooser offers: the default columns, then every other field seen in the
 * server's rows (and any chosen before), alphabetically.
 */
export function deviceColumnChoices(
  rows: readonly ServerRecord[],
  chosen: readonly string[],
  language: Language = 'en',
): ColumnChoice[] {
  const seen = new Set<string>(chosen);
  for (const row of rows.slice(0, 50)) for (const key of Object.keys(row)) seen.add(key);
  const defaults: string[] = [...DEFAULT_DEVICE_COLUMNS];
  const others = [...seen].filter((f) => !defaults.includes(f)).sort();
  return [...defaults, ...others].map((field) => ({ field, label: deviceColumn(field, 0, language).label }));
}
