import type { MessageKey } from '../../i18n/catalogue';
import { DEVICE_CONNECTION_STATES, DEVICE_STATUSES, OWNERSHIPS, PLATFORMS } from '../wire/enums';
import type { DeviceBaseInfo } from '../wire/device';
import { defineFields } from './field';
import type { FieldSpec } from './field';

/** `platform.IOS`, ...: every known value of a wire enum named in the catalogue under one prefix. */
// A value without its key in the catalogue does not compile: `${P}.${V}` must be a MessageKey.
function named<const V extends string, const P extends string>(
  values: readonly V[],
  prefix: P,
): Record<V, `${P}.${V}`> {
  return Object.fromEntries(values.map((v) => [v, `${prefix}.${v}`])) as Record<V, `${P}.${V}`>;
}

const text = (label: MessageKey, filters = false): FieldSpec => ({ kind: 'text', label, sorts: true, filters });
const date = (label: MessageKey, filters = false): FieldSpec => ({ kind: 'date', label, sorts: true, filters });
const flag = (label: MessageKey): FieldSpec => ({ kind: 'boolean', label, sorts: true, filters: false });
const number = (label: MessageKey): FieldSpec => ({ kind: 'number', label, sorts: true, filters: false });

/**
 * A device's fields (spec 2.7; reference `DeviceBaseInfo`): every field of the wire schema
 * (`shared/api/wire/device.ts`) and the reference's further dates (a real server sends
 * `loanUntil`, `deletionDate`, ...). The grid, the CSV export and the CLI's table read it.
 */
export const DEVICE_FIELDS = defineFields<typeof DeviceBaseInfo.shape>({
  uuid: text('column.uuid'),
  name: text('column.name', true),
  platform: {
    kind: 'enum',
    label: 'column.platform',
    sorts: true,
    filters: true,
    values: named(PLATFORMS, 'platform'),
  },
  status: {
    kind: 'enum',
    label: 'column.status',
    sorts: true,
    filters: true,
    values: named(DEVICE_STATUSES, 'status'),
  },
  ownership: {
    kind: 'enum',
    label: 'column.ownership',
    sorts: true,
    filters: false,
    values: named(OWNERSHIPS, 'ownership'),
  },
  deviceConnectionState: {
    kind: 'enum',
    label: 'column.deviceConnectionState',
    sorts: true,
    filters: false,
    values: named(DEVICE_CONNECTION_STATES, 'connectionState'),
  },
  lastConnectionDate: date('column.lastConnectionDate', true),
  enrollmentDate: date('column.enrollmentDate'),
  creationDate: date('column.creationDate'),
  model: text('column.model'),
  manufacturer: text('column.manufacturer'),
  osVersion: text('column.osVersion'),
  serialNumber: text('column.serialNumber'),
  imei: text('column.imei'),
  wifiMac: text('column.wifiMac'),
  deviceId: text('column.deviceId'),
  description: text('column.description'),
  organizationUuid: text('column.organizationUuid'),
  userUuid: text('column.userUuid'),
  userName: text('column.userName'),
  userEmail: text('column.userEmail'),
  userGivenName: text('column.userGivenName'),
  userSurname: text('column.userSurname'),
  supervised: flag('column.supervised'),
  isDep: flag('column.isDep'),
  batteryLevel: { kind: 'percent', label: 'column.batteryLevel', sorts: true, filters: false },
  lastIpAddress: text('column.lastIpAddress'),
  securityPatchLevel: text('column.securityPatchLevel'),
  openActions: number('column.openActions'),
  // The reference's further fields a real server sends (not in the demo server's records).
  loanUntil: date('column.loanUntil'),
  loanToName: text('column.loanToName'),
  lendingExceeded: flag('column.lendingExceeded'),
  deletionDate: date('column.deletionDate'),
  identityCertExpirationDate: date('column.identityCertExpirationDate'),
  lastCompanionConnectionDate: date('column.lastCompanionConnectionDate'),
});
