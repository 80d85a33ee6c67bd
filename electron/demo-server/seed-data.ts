import type {
  KnownDeviceConnectionState,
  KnownDeviceStatus,
  KnownOwnership,
  KnownPlatform,
} from '../../shared/api/wire/enums';
import type { ColumnKind } from './columns';
import type { FieldKinds } from './filter';
import { createRandom } from './random';

/**
 * A fixed "now" for tests that compare dates across runs. The server itself anchors its
 * world to the time it starts (DemoServerOptions.now), so that "last connection 3 days
 * ago" reads as it would on a live organization.
 */
export const DEMO_NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
export const DEMO_ORGANIZATION_UUID = '7d3c2b1a-0e9f-4a8b-9c7d-6e5f4a3b2c1d';
const DAY = 86_400_000;

export const GIVEN_NAMES = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Eva',
  'Felix',
  'Greta',
  'Hannes',
  'Ida',
  'Jonas',
  'Karla',
  'Lukas',
  'Mia',
  'Noah',
  'Olivia',
  'Paul',
  'Rosa',
  'Samuel',
  'Tara',
  'Vincent',
];
export const SURNAMES = [
  'Bauer',
  'Fischer',
  'Hoffmann',
  'Keller',
  'Klein',
  'Koch',
  'Lange',
  'Meyer',
  'Müller',
  'Neumann',
  'Richter',
  'Schmidt',
  'Schneider',
  'Schulz',
  'Wagner',
  'Weber',
  'Wolf',
  'Zimmermann',
];

export interface DemoDevice {
  [field: string]: unknown;
  uuid: string;
  name: string;
  platform: KnownPlatform;
  status: KnownDeviceStatus;
  ownership: KnownOwnership;
  deviceConnectionState: KnownDeviceConnectionState;
  lastConnectionDate: number | null;
  enrollmentDate: number | null;
  creationDate: number;
  model: string;
  manufacturer: string;
  osVersion: string;
  serialNumber: string;
  imei: string | null;
  wifiMac: string;
  deviceId: string;
  description: string | null;
  organizationUuid: string;
  userUuid: string | null;
  userName: string | null;
  userEmail: string | null;
  userGivenName: string | null;
  userSurname: string | null;
  supervised: boolean;
  isDep: boolean;
  batteryLevel: number | null;
  lastIpAddress: string | null;
  securityPatchLevel: string | null;
  openActions: number;
}

/** The device fields a query may filter and sort by. */
export const DEVICE_FIELDS: FieldKinds = {
  uuid: 'string',
  name: 'string',
  platform: 'string',
  status: 'string',
  ownership: 'string',
  deviceConnectionState: 'string',
  lastConnectionDate: 'number',
  enrollmentDate: 'number',
  creationDate: 'number',
  model: 'string',
  manufacturer: 'string',
  osVersion: 'string',
  serialNumber: 'string',
  imei: 'string',
  wifiMac: 'string',
  deviceId: 'string',
  description: 'string',
  organizationUuid: 'string',
  userUuid: 'string',
  userName: 'string',
  userEmail: 'string',
  userGivenName: 'string',
  userSurname: 'string',
  supervised: 'boolean',
  isDep: 'boolean',
  batteryLevel: 'number',
  lastIpAddress: 'string',
  securityPatchLevel: 'string',
  openActions: 'number',
};

const PLATFORM_WEIGHTS: readonly (readonly [KnownPlatform, number])[] = [
  ['IOS', 30],
  ['ANDROID_ENTERPRISE', 25],
  ['ANDROID', 15],
  ['MACOS', 7],
  ['WINDOWS', 7],
  ['TVOS', 2],
  ['WATCHOS', 2],
  ['VISIONOS', 1],
  ['CHROMEOS', 2],
  ['LINUX', 2],
  ['UNKNOWN', 1],
  ['EDGEROUTER', 1],
  ['BLENODE', 1],
  ['ASSET', 1],
  ['BEACON', 1],
  ['KNX', 1],
  ['BACNET', 1],
  ['VIRTUAL', 1],
  ['LORAWAN', 1],
];
const STATUS_WEIGHTS: readonly (readonly [KnownDeviceStatus, number])[] = [
  ['COMPLIANT', 50],
  ['INACTIVE', 15],
  ['NONCOMPLIANT', 15],
  ['ENROLLMENT_PENDING', 6],
  ['WITHDRAW_PENDING', 3],
  ['WITHDRAWN', 4],
  ['DELETION_PENDING', 3],
  ['DELETED', 4],
];
const HARDWARE: Partial<Record<KnownPlatform, readonly (readonly [string, string, readonly string[]])[]>> = {
  IOS: [
    ['Apple', 'iPhone 15', ['17.6.1', '18.2']],
    ['Apple', 'iPhone 14', ['17.5', '18.1']],
    ['Apple', 'iPad Air', ['17.6', '18.2']],
  ],
  ANDROID: [
    ['Samsung', 'Galaxy A54', ['13', '14']],
    ['Xiaomi', 'Redmi Note 13', ['13', '14']],
  ],
  ANDROID_ENTERPRISE: [
    ['Samsung', 'Galaxy S24', ['14', '15']],
    ['Google', 'Pixel 8', ['14', '15']],
    ['Zebra', 'TC58', ['13']],
  ],
  MACOS: [
    ['Apple', 'MacBook Pro', ['14.6', '15.2']],
    ['Apple', 'MacBook Air', ['14.7', '15.1']],
  ],
  WINDOWS: [
    ['Lenovo', 'ThinkPad T14', ['10.0.22631', '10.0.26100']],
    ['Dell', 'Latitude 5440', ['10.0.22631']],
  ],
  TVOS: [['Apple', 'Apple TV 4K', ['17.6', '18.2']]],
  WATCHOS: [['Apple', 'Apple Watch Series 9', ['10.6', '11.2']]],
  VISIONOS: [['Apple', 'Apple Vision Pro', ['2.2']]],
  CHROMEOS: [['Acer', 'Chromebook 314', ['126', '131']]],
  LINUX: [['Raspberry Pi', 'Pi 5', ['6.6']]],
};
const PHONES: ReadonlySet<KnownPlatform> = new Set(['IOS', 'ANDROID', 'ANDROID_ENTERPRISE']);
const PERSONAL: ReadonlySet<KnownPlatform> = new Set([
  'IOS',
  'ANDROID',
  'ANDROID_ENTERPRISE',
  'MACOS',
  'WINDOWS',
  'WATCHOS',
  'VISIONOS',
  'CHROMEOS',
]);

/** How the device table keeps each field: few distinct values as a dictionary, the rest as text or numbers. */
export const DEVICE_COLUMNS: Readonly<Record<keyof DemoDevice & string, ColumnKind>> = {
  uuid: { kind: 'text', averageLength: 36 },
  name: { kind: 'dict' },
  platform: { kind: 'dict' },
  status: { kind: 'dict' },
  ownership: { kind: 'dict' },
  deviceConnectionState: { kind: 'dict' },
  lastConnectionDate: { kind: 'number' },
  enrollmentDate: { kind: 'number' },
  creationDate: { kind: 'number' },
  model: { kind: 'dict' },
  manufacturer: { kind: 'dict' },
  osVersion: { kind: 'dict' },
  serialNumber: { kind: 'text', averageLength: 10 },
  imei: { kind: 'text', averageLength: 12 },
  wifiMac: { kind: 'text', averageLength: 17 },
  deviceId: { kind: 'text', averageLength: 16 },
  description: { kind: 'dict' },
  organizationUuid: { kind: 'dict' },
  userUuid: { kind: 'text', averageLength: 30 },
  userName: { kind: 'dict' },
  userEmail: { kind: 'dict' },
  userGivenName: { kind: 'dict' },
  userSurname: { kind: 'dict' },
  supervised: { kind: 'boolean' },
  isDep: { kind: 'boolean' },
  batteryLevel: { kind: 'number' },
  lastIpAddress: { kind: 'dict' },
  securityPatchLevel: { kind: 'dict' },
  openActions: { kind: 'number' },
};

/**
 * `count` devices drawn from `seed`: every platform and status of the full enums, nulls
 * where a real server has them (a pending enrollment has no dates, an asset no user),
 * and repeated names so that sorting by name needs the uuid tie-break.
 */
export function seedDevices(
  count: number,
  seed: number,
  now: number = DEMO_NOW,
  organizationUuid: string = DEMO_ORGANIZATION_UUID,
): DemoDevice[] {
  const devices: DemoDevice[] = [];
  eachSeedDevice(count, seed, now, organizationUuid, (d) => devices.push(d));
  return devices;
}

/** The same devices as seedDevices, one at a time (a million never exist as objects at once). */
export function eachSeedDevice(
  count: number,
  seed: number,
  now: number,
  organizationUuid: string,
  add: (device: DemoDevice) => void,
): void {
  const r = createRandom(seed ^ 0x5eed);
  for (let i = 0; i < count; i++) {
    const platform = r.weighted(PLATFORM_WEIGHTS);
    const status = r.weighted(STATUS_WEIGHTS);
    const [manufacturer, model, versions] = r.pick(
      HARDWARE[platform] ?? [['Generic', platform.toLowerCase().replace(/_/g, ' ') + ' node', ['1.0', '2.1']]],
    );
    const personal = PERSONAL.has(platform);
    const given = r.pick(GIVEN_NAMES);
    const surname = r.pick(SURNAMES);
    const login = `${given[0]!.toLowerCase()}${surname.toLowerCase().replace('ü', 'ue')}`;
    const pending = status === 'ENROLLMENT_PENDING';
    const enrollmentDate = pending ? null : now - r.int(1, 3 * 365) * DAY - r.int(0, DAY);
    const lastConnectionDate =
      pending || enrollmentDate === null
        ? null
        : Math.max(enrollmentDate, now - r.int(0, status === 'INACTIVE' ? 180 : 20) * DAY - r.int(0, DAY));
    const serial = r.hex(10).toUpperCase();
    add({
      uuid: r.uuid(),
      name: personal ? `${given}'s ${model}` : `${model} ${r.int(1, 40)}`,
      platform,
      status,
      ownership: personal
        ? r.weighted([
            ['COD', 6],
            ['BYOD', 3],
            ['UNKNOWN', 1],
          ])
        : 'COD',
      deviceConnectionState: r.weighted([
        ['NORMAL', 8],
        ['NOT_NOW', 1],
        ['DISABLED', 1],
      ]),
      lastConnectionDate,
      enrollmentDate,
      creationDate: (enrollmentDate ?? now - r.int(0, 5) * DAY) - r.int(0, 3_600_000),
      model,
      manufacturer,
      osVersion: r.pick(versions),
      serialNumber: serial,
      imei: PHONES.has(platform)
        ? `35${String(r.int(0, 999_999_999)).padStart(9, '0')}${String(r.int(0, 9999)).padStart(4, '0')}`
        : null,
      wifiMac: Array.from({ length: 6 }, () => r.hex(2)).join(':'),
      deviceId: r.hex(16),
      description: r.next() < 0.1 ? r.pick(['Loaner', 'Front desk', 'Warehouse scanner', 'Board room']) : null,
      organizationUuid,
      userUuid: personal ? r.uuid() : null,
      userName: personal ? login : null,
      userEmail: personal ? `${login}@example.com` : null,
      userGivenName: personal ? given : null,
      userSurname: personal ? surname : null,
      supervised: platform === 'IOS' || platform === 'MACOS' ? r.next() < 0.7 : false,
      isDep: platform === 'IOS' || platform === 'MACOS' ? r.next() < 0.5 : false,
      batteryLevel: PHONES.has(platform) && !pending ? Math.round(r.next() * 1000) / 1000 : null,
      lastIpAddress: pending ? null : `192.0.2.${r.int(1, 254)}`,
      securityPatchLevel: platform.startsWith('ANDROID') ? `2025-${String(r.int(1, 12)).padStart(2, '0')}-01` : null,
      openActions: r.next() < 0.8 ? 0 : r.int(1, 5),
    });
  }
}

export interface DemoWizardRequest {
  [field: string]: unknown;
  uuid: string;
  name: string;
  orgaName: string;
  orgaFullName: string;
  orgaAdminUser: string;
  orgaAdminEmail: string;
  orgaAdminGivenName: string;
  orgaAdminSurName: string;
  orgaContactName: string;
  orgaContactPhone: string;
  orgaLocale: string;
  orgaIsMeta: boolean;
  orgaMailReplyTo: string[];
  bugReportSender: string;
  bugReportRecipients: string;
  skipAdminCreation: boolean;
  skipPrefill: boolean;
  creationDate: number;
  orgaAddress: { address: string; city: string; postalCode: string; country: string; countryCode: string };
}

export const WIZARD_REQUEST_FIELDS: FieldKinds = {
  uuid: 'string',
  name: 'string',
  orgaName: 'string',
  orgaFullName: 'string',
  orgaAdminUser: 'string',
  orgaAdminEmail: 'string',
  orgaAdminGivenName: 'string',
  orgaAdminSurName: 'string',
  orgaContactName: 'string',
  orgaContactPhone: 'string',
  orgaLocale: 'string',
  orgaIsMeta: 'boolean',
  bugReportSender: 'string',
  bugReportRecipients: 'string',
  skipAdminCreation: 'boolean',
  skipPrefill: 'boolean',
  creationDate: 'number',
};

export const ORGANIZATIONS = [
  ['acme', 'Acme Corporation', 'Berlin', 'DE'],
  ['globex', 'Globex GmbH', 'Hamburg', 'DE'],
  ['initech', 'Initech AG', 'Zürich', 'CH'],
  ['umbrella', 'Umbrella Health', 'Wien', 'AT'],
  ['stark', 'Stark Industries', 'München', 'DE'],
  ['wayne', 'Wayne Enterprises', 'Köln', 'DE'],
  ['hooli', 'Hooli Europe', 'Dublin', 'IE'],
  ['vandelay', 'Vandelay Industries', 'Stuttgart', 'DE'],
  ['soylent', 'Soylent Foods', 'Bremen', 'DE'],
  ['tyrell', 'Tyrell Systems', 'Leipzig', 'DE'],
  ['cyberdyne', 'Cyberdyne Schools', 'Dresden', 'DE'],
  ['wonka', 'Wonka Confectionery', 'Basel', 'CH'],
] as const;

/** Creation-wizard requests: a few per organization name, so filters and paging have work. */
export function seedWizardRequests(seed: number, count = 36, now: number = DEMO_NOW): DemoWizardRequest[] {
  const r = createRandom(seed ^ 0x0a9e);
  return Array.from({ length: count }, (_, i) => {
    const [short, full, city, countryCode] = ORGANIZATIONS[i % ORGANIZATIONS.length]!;
    const suffix = i < ORGANIZATIONS.length ? '' : `-${Math.floor(i / ORGANIZATIONS.length) + 1}`;
    const given = r.pick(GIVEN_NAMES);
    const surname = r.pick(SURNAMES);
    const orgaName = `${short}${suffix}`;
    return {
      uuid: r.uuid(),
      name: orgaName,
      orgaName,
      orgaFullName: `${full}${suffix ? ` (${suffix.slice(1)})` : ''}`,
      orgaAdminUser: `admin-${orgaName}`,
      orgaAdminEmail: `${given.toLowerCase()}.${surname.toLowerCase().replace('ü', 'ue')}@${short}.example`,
      orgaAdminGivenName: given,
      orgaAdminSurName: surname,
      orgaContactName: `${given} ${surname}`,
      orgaContactPhone: `+49${r.int(100_000_000, 999_999_999)}`,
      orgaLocale: r.pick(['de_DE', 'en_US', 'fr_FR']),
      orgaIsMeta: r.next() < 0.15,
      orgaMailReplyTo: [`it@${short}.example`],
      bugReportSender: `noreply@${short}.example`,
      bugReportRecipients: `support@${short}.example`,
      skipAdminCreation: r.next() < 0.2,
      skipPrefill: r.next() < 0.3,
      creationDate: now - r.int(0, 400) * DAY - r.int(0, DAY),
      orgaAddress: {
        address: `Hauptstraße ${r.int(1, 200)}`,
        city,
        postalCode: String(r.int(10_000, 99_999)),
        country:
          countryCode === 'DE'
            ? 'Germany'
            : countryCode === 'CH'
              ? 'Switzerland'
              : countryCode === 'AT'
                ? 'Austria'
                : 'Ireland',
        countryCode,
      },
    };
  });
}
