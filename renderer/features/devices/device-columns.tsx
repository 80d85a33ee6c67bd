import { Badge } from '@mantine/core';
import type { ServerRecord } from '../../../shared/models/query';
import type { Column } from '../../ui/data-table/column';
import type { ColumnChoice } from '../../ui/data-table/ColumnChooser';
import { DateCell } from '../../ui/data-table/DateCell';
import { formatValue, humanizeField } from '../../ui/data-table/format';
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

const KNOWN: Record<string, Column<ServerRecord>> = {
  name: { field: 'name', label: 'Name', width: 150, grow: true },
  platform: { field: 'platform', label: 'Platform', width: 100, render: (r) => platformLabel(formatValue(r.platform)) },
  status: {
    field: 'status',
    label: 'Status',
    width: 125,
    render: (r) => {
      const value = formatValue(r.status);
      return value ? (
        <Badge size="sm" variant="light" tt="none" color={STATUS_COLORS[value] ?? 'gray'} title={value}>
          {statusLabel(value)}
        </Badge>
      ) : null;
    },
  },
  model: { field: 'model', label: 'Model', width: 115 },
  osVersion: { field: 'osVersion', label: 'OS version', width: 85 },
  userName: {
    field: 'userName',
    label: 'Owner',
    width: 125,
    render: (r) => <span title={formatValue(r.userEmail)}>{ownerOf(r)}</span>,
  },
  serialNumber: { field: 'serialNumber', label: 'Serial number', width: 110 },
  lastConnectionDate: { field: 'lastConnectionDate', label: 'Last connection', width: 205, defaultAscending: false },
};

/**
 * The column for a field: the app's own design, or a generic one for another server field.
 * `now` is when the answer arrived: relative dates ("3 days ago") count from it.
 */
export function deviceColumn(field: string, now = 0): Column<ServerRecord> {
  const known = KNOWN[field];
  const base: Column<ServerRecord> = known ?? { field, label: humanizeField(field), width: 150 };
  if (DATE_FIELDS.has(field))
    return { ...base, width: Math.max(base.width, 205), render: (r) => <DateCell value={r[field]} now={now} /> };
  return base;
}

/**
 * What the column chooser offers: the default columns, then every other field seen in the
 * server's rows (and any chosen before), alphabetically.
 */
export function deviceColumnChoices(rows: readonly ServerRecord[], chosen: readonly string[]): ColumnChoice[] {
  const seen = new Set<string>(chosen);
  for (const row of rows.slice(0, 50)) for (const key of Object.keys(row)) seen.add(key);
  const defaults: string[] = [...DEFAULT_DEVICE_COLUMNS];
  const others = [...seen].filter((f) => !defaults.includes(f)).sort();
  return [...defaults, ...others].map((field) => ({ field, label: deviceColumn(field).label }));
}
