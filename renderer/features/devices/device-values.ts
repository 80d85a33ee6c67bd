import { DEVICE_STATUSES, PLATFORMS } from '../../../shared/api/wire/enums';
import { DEVICE_FIELDS } from '../../../shared/api/fields/index';
import { valueLabel } from '../../ui/data-table/field-columns';

/**
 * The values of a device's platform and status: spec 2.7 names ANDROID, ANDROID_ENTERPRISE
 * and IOS, COMPLIANT and INACTIVE; a real server (the wire enums, from the reference's
 * Relution 26.1.1) knows the rest. Values a server returns that are in neither list are
 * shown as they come. The spec's values and the common ones come first.
 */
const FIRST_PLATFORMS = ['IOS', 'ANDROID', 'ANDROID_ENTERPRISE', 'MACOS', 'WINDOWS'];
export const KNOWN_PLATFORMS: readonly string[] = [
  ...FIRST_PLATFORMS,
  ...PLATFORMS.filter((p) => !FIRST_PLATFORMS.includes(p)),
];

const FIRST_STATUSES = ['COMPLIANT', 'NONCOMPLIANT', 'INACTIVE'];
export const KNOWN_STATUSES: readonly string[] = [
  ...FIRST_STATUSES,
  ...DEVICE_STATUSES.filter((s) => !FIRST_STATUSES.includes(s)),
];

export const STATUS_COLORS: Record<string, string> = {
  COMPLIANT: 'teal',
  NONCOMPLIANT: 'red',
  INACTIVE: 'gray',
  ENROLLMENT_PENDING: 'yellow',
  WITHDRAW_PENDING: 'orange',
  WITHDRAWN: 'gray',
  DELETION_PENDING: 'orange',
  DELETED: 'dark',
};

/** A platform's name in the app's language (the catalogue's; brands as they are); an unknown value as sent. */
export const platformLabel = (value: string): string => valueLabel(DEVICE_FIELDS, 'platform', value);
export const statusLabel = (value: string): string => valueLabel(DEVICE_FIELDS, 'status', value);

/**
 * The chip list: the known values in their order, then every other value seen (in counts,
 * in rows, in the filter itself), so that a newer server's platform can still be filtered.
 */
export function valueList(known: readonly string[], ...seen: Iterable<string>[]): string[] {
  const extra = new Set<string>();
  for (const values of seen) for (const v of values) if (v && !known.includes(v)) extra.add(v);
  return [...known, ...[...extra].sort()];
}
