import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ColumnSource } from '../../../../electron/demo-server/column-source';
import { QueryTable } from '../../../../electron/demo-server/query-table';
import { DEVICE_COLUMNS, DEVICE_FIELDS, seedDevices } from '../../../../electron/demo-server/seed-data';
import type { DemoDevice } from '../../../../electron/demo-server/seed-data';
import { f } from '../../../../shared/api/wire';

const devices = seedDevices(400, 5, Date.UTC(2030, 0, 1), 'org-1');
const objects = new QueryTable<DemoDevice>(DEVICE_FIELDS, devices);
const columns = new QueryTable<DemoDevice>(
  DEVICE_FIELDS,
  ColumnSource.build<DemoDevice>(DEVICE_COLUMNS, devices.length, (add) => devices.forEach(add)),
);

const sortable = Object.keys(DEVICE_FIELDS);
const filter = fc.oneof(
  fc.constant(undefined),
  fc.subarray(['IOS', 'ANDROID', 'MACOS', 'WINDOWS', 'LINUX']).map((v) => f.oneOf('platform', v)),
  fc.constantFrom('pad', 'Galaxy', 'x').map((s) => f.contains('name', s)),
  fc.constantFrom('lastConnectionDate', 'batteryLevel', 'userName', 'imei').map((field) => f.isNull(field)),
  fc.boolean().map((b) => f.is('supervised', b)),
  fc.constant(f.and(f.oneOf('status', ['COMPLIANT', 'INACTIVE']), f.longRange('openActions', 1))),
);

describe('ColumnSource', () => {
  it('answers every query exactly as the same rows kept as objects (property)', () => {
    fc.assert(
      fc.property(
        filter,
        fc.array(fc.record({ name: fc.constantFrom(...sortable), ascending: fc.boolean() }), { maxLength: 3 }),
        fc.nat({ max: 450 }),
        fc.integer({ min: 1, max: 60 }),
        (flt, sortFields, offset, limit) => {
          const query = { filter: flt, sortOrder: { sortFields }, offset, limit, getNonpagedCount: true };
          expect(columns.query(query)).toEqual(objects.query(query));
        },
      ),
      { numRuns: 150 },
    );
  });
  it('keeps a million devices in typed arrays, not objects', () => {
    const source = ColumnSource.build<DemoDevice>(DEVICE_COLUMNS, 3, (add) => devices.slice(0, 3).forEach(add));
    expect(source.size).toBe(3);
    expect(source.row(1)).toEqual(devices[1]);
    expect(() => ColumnSource.build<DemoDevice>(DEVICE_COLUMNS, 2, (add) => devices.slice(0, 3).forEach(add))).toThrow(
      /More than 2 records/,
    );
  });
});
