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
  it('ranks text by the collation, also where five-byte prefixes, case and nulls tie', () => {
    const ascii = ['abcdeX', 'ABCDEa', 'abcde', null, 'b', 'abcdeX', 'Abcde', 'zz', 'ABCDEX', null, ''];
    // ASCII only: the packed five-byte keys; with 'é': ranked by sorting the values.
    for (const values of [ascii, [...ascii, 'é']]) check(values);
  });
});

function check(values: (string | null)[]) {
  {
    const rows = values.map((t, i) => ({ uuid: String(i).padStart(3, '0'), t }));
    const fields = { uuid: 'string', t: 'string' } as const;
    const objects = new QueryTable(fields, rows);
    const columns = new QueryTable(
      fields,
      ColumnSource.build<(typeof rows)[number]>(
        { uuid: { kind: 'text', averageLength: 3 }, t: { kind: 'text', averageLength: 4 } },
        rows.length,
        (add) => rows.forEach(add),
      ),
    );
    for (const ascending of [true, false]) {
      const query = { sortOrder: { sortFields: [{ name: 't', ascending }] } };
      expect(columns.query(query).results.map((r) => r.t)).toEqual(objects.query(query).results.map((r) => r.t));
    }
    const sorted = objects.query({ sortOrder: { sortFields: [{ name: 't' }] } }).results.map((r) => r.t);
    // Case-insensitive first, then by code units (upper case first); missing values last.
    expect(sorted.filter((t) => t !== 'é')).toEqual([
      '',
      'Abcde',
      'abcde',
      'ABCDEa',
      'ABCDEX',
      'abcdeX',
      'abcdeX',
      'b',
      'zz',
      null,
      null,
    ]);
  }
}
