import { describe, expect, it } from 'vitest';
import {
  DEVICE_FIELDS,
  kindOf,
  ORG_REQUEST_FIELDS,
  sortStartsAscending,
  valueLabelKey,
} from '../../../../../shared/api/fields/index';
import type { FieldRegistry } from '../../../../../shared/api/fields/index';
import { isDateField } from '../../../../../shared/api/client-responses';
import {
  DEVICE_CONNECTION_STATES,
  DEVICE_STATUSES,
  DeviceBaseInfo,
  OWNERSHIPS,
  PLATFORMS,
  WizardRequest,
} from '../../../../../shared/api/wire/index';
import { MESSAGES } from '../../../../../shared/i18n/catalogue';
import { humanizeField } from '../../../../../renderer/ui/data-table/format';

const REGISTRIES: [string, FieldRegistry, readonly string[]][] = [
  ['device', DEVICE_FIELDS, Object.keys(DeviceBaseInfo.shape)],
  ['creation-wizard request', ORG_REQUEST_FIELDS, Object.keys(WizardRequest.shape)],
];

describe('the field registry', () => {
  it.each(REGISTRIES)(
    'has an entry for every %s field of the wire schema, named in English and German',
    (_, fields, wire) => {
      for (const name of wire) {
        const spec = fields[name];
        expect(spec, name).toBeDefined();
        const message = MESSAGES[spec!.label];
        expect(message, `${name}: ${spec!.label}`).toBeDefined();
        expect(typeof message!.en === 'string' && message!.en.trim() !== '', name).toBe(true);
        expect(typeof message!.de === 'string' && message!.de.trim() !== '', name).toBe(true);
      }
      // Every entry, the wire's and the reference's further ones, has both languages.
      for (const [name, spec] of Object.entries(fields)) {
        expect(MESSAGES[spec.label]?.en, name).toBeTruthy();
        expect(MESSAGES[spec.label]?.de, name).toBeTruthy();
      }
    },
  );

  it('names the fields the column chooser showed as generated English in German', () => {
    const de = (field: string) => MESSAGES[DEVICE_FIELDS[field]!.label]!.de;
    for (const field of ['batteryLevel', 'description', 'deviceConnectionState', 'isDep', 'wifiMac', 'userSurname'])
      expect(de(field)).not.toBe(humanizeField(field));
    expect(de('manufacturer')).toBe('Hersteller');
    expect(de('openActions')).toBe('Offene Aktionen');
  });

  it('names every value of the wire enums in both languages', () => {
    const enums: [string, readonly string[]][] = [
      ['platform', PLATFORMS],
      ['status', DEVICE_STATUSES],
      ['ownership', OWNERSHIPS],
      ['deviceConnectionState', DEVICE_CONNECTION_STATES],
    ];
    for (const [field, values] of enums) {
      expect(DEVICE_FIELDS[field]!.kind).toBe('enum');
      for (const value of values) {
        const key = valueLabelKey(DEVICE_FIELDS, field, value);
        expect(key, `${field} ${value}`).toBeDefined();
        expect(MESSAGES[key!]!.en).toBeTruthy();
        expect(MESSAGES[key!]!.de).toBeTruthy();
      }
    }
    expect(valueLabelKey(DEVICE_FIELDS, 'platform', 'FUTUREOS')).toBeUndefined();
  });

  it('says loanUntil is a date like lastConnectionDate, and guesses a date field it does not know by its name', () => {
    expect(kindOf(DEVICE_FIELDS, 'loanUntil')).toBe('date');
    expect(kindOf(DEVICE_FIELDS, 'lastConnectionDate')).toBe('date');
    expect(kindOf(DEVICE_FIELDS, 'serialNumber')).toBe('text');
    expect(kindOf(DEVICE_FIELDS, 'retiredAt')).toBe('date');
    expect(kindOf(ORG_REQUEST_FIELDS, 'orgaAddress')).toBe('object');
    // The client's ISO-date normalising reads the same registry.
    expect(isDateField('loanUntil')).toBe(true);
    expect(sortStartsAscending(DEVICE_FIELDS)('loanUntil')).toBe(false);
    expect(sortStartsAscending(DEVICE_FIELDS)('name')).toBe(true);
  });

  it('sorts by no nested value, and filters by what the screens and the CLI filter', () => {
    expect(ORG_REQUEST_FIELDS.orgaAddress!.sorts).toBe(false);
    const filtered = Object.entries(DEVICE_FIELDS)
      .filter(([, spec]) => spec.filters)
      .map(([name]) => name)
      .sort();
    expect(filtered).toEqual(['lastConnectionDate', 'name', 'platform', 'status']);
  });
});
