import { Badge } from '@mantine/core';
import { DEVICE_FIELDS, sortStartsAscending as datesFirstNewest } from '../../../shared/api/fields/index';
import type { ServerRecord } from '../../../shared/models/query';
import type { ListColumns } from '../../ui/data-table/field-columns';
import { formatValue } from '../../ui/data-table/format';
import { STATUS_COLORS, statusLabel } from './device-values';

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

/** Dates sort newest first on the first click: "who connected last" is the usual question. */
export const sortStartsAscending = datesFirstNewest(DEVICE_FIELDS);

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function ownerOf(row: ServerRecord): string {
  const full = [text(row.userGivenName), text(row.userSurname)].filter(Boolean).join(' ');
  return full || text(row.userName) || text(row.userEmail) || '';
}

/**
 * The devices' columns: what each field is comes from the field registry; this is only
 * the screen's design (widths, the status badge, the owner from several fields).
 */
export const DEVICE_COLUMNS: ListColumns = {
  fields: DEVICE_FIELDS,
  defaults: DEFAULT_DEVICE_COLUMNS,
  design: {
    name: { width: 140, grow: true },
    platform: { width: 110 },
    status: {
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
    model: { width: 110 },
    osVersion: { width: 105 },
    userName: { width: 125, render: (r) => <span title={formatValue(r.userEmail)}>{ownerOf(r)}</span> },
    serialNumber: { width: 110 },
  },
};
