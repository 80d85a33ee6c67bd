import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileFilter, likeToRegExp } from '../../../../electron/demo-server/filter';
import type { FieldKinds } from '../../../../electron/demo-server/filter';
import { QueryError } from '../../../../electron/demo-server/query-error';
import { f } from '../../../../shared/api/wire';

const fields: FieldKinds = { name: 'string', platform: 'string', date: 'number', flag: 'boolean' };
const rows = [
  { name: "Anna's iPhone", platform: 'IOS', date: 100, flag: true },
  { name: 'Pixel 8', platform: 'ANDROID', date: 200, flag: false },
  { name: 'Mac_Book 50%', platform: 'MACOS', date: null, flag: true },
];
const names = (filter: unknown) => rows.filter(compileFilter(filter, fields)).map((r) => r.name);

describe('compileFilter', () => {
  it('evaluates each leaf type', () => {
    expect(names(f.oneOf('platform', ['IOS', 'MACOS']))).toEqual(["Anna's iPhone", 'Mac_Book 50%']);
    expect(names(f.equals('platform', 'ios'))).toEqual([]);
    expect(names(f.contains('name', 'IPHONE'))).toEqual(["Anna's iPhone"]);
    expect(names(f.like('name', 'mac\\_%'))).toEqual([]);
    expect(names(f.like('name', 'mac_book%'))).toEqual(['Mac_Book 50%']);
    expect(names(f.like('name', '%50\\%'))).toEqual([]);
    expect(names(f.isNull('date'))).toEqual(['Mac_Book 50%']);
    expect(names(f.isNull('date', false))).toHaveLength(2);
    expect(names(f.longRange('date', 100, 150))).toEqual(["Anna's iPhone"]);
    expect(names({ type: 'dateRange', fieldName: 'date', min: 100, equality: false })).toEqual(['Pixel 8']);
    expect(names(f.is('flag', false))).toEqual(['Pixel 8']);
  });
  it('combines with AND, OR, NOT, NAND, NOR', () => {
    const ios = f.oneOf('platform', ['IOS']);
    const flagged = f.is('flag', true);
    expect(names(f.and(ios, flagged))).toEqual(["Anna's iPhone"]);
    expect(names(f.or(ios, f.is('flag', false)))).toEqual(["Anna's iPhone", 'Pixel 8']);
    expect(names(f.not(ios))).toEqual(['Pixel 8', 'Mac_Book 50%']);
    expect(names(f.nand(ios, flagged))).toEqual(['Pixel 8', 'Mac_Book 50%']);
    expect(names(f.nor(ios, flagged))).toEqual(['Pixel 8']);
  });
  it('names the unknown type, the unknown field, the misapplied type and where', () => {
    const error = (filter: unknown) => {
      try {
        compileFilter(filter, fields);
      } catch (e) {
        expect(e).toBeInstanceOf(QueryError);
        return (e as Error).message;
      }
      throw new Error('no error');
    };
    expect(error({ type: 'regex', fieldName: 'name' })).toMatch(/Unknown filter type 'regex' at filter/);
    expect(error(f.and(f.is('flag', true), f.oneOf('colour', ['red'])))).toMatch(
      /Unknown field 'colour' in filter 'stringEnum' at filter\.filters\[1\]/,
    );
    expect(error(f.longRange('name', 1, 2))).toMatch(
      /'longRange' cannot be applied to field 'name' \(a string field\)/,
    );
    expect(error({ type: 'logOp', operation: 'XOR', filters: [] })).toMatch(/Unknown logOp operation 'XOR'/);
    expect(error({ type: 'stringEnum', fieldName: 'platform' })).toMatch(/needs 'values'/);
    expect(error('platform=IOS')).toMatch(/not an object/);
  });
});

describe('likeToRegExp', () => {
  it('without wildcards is case-insensitive equality (property)', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/[%_]/.test(s)),
        fc.string(),
        (pattern, other) => {
          const re = likeToRegExp(pattern);
          expect(re.test(pattern)).toBe(true);
          expect(re.test(pattern.toUpperCase())).toBe(true);
          if (other.toLowerCase() !== pattern.toLowerCase()) expect(re.test(other)).toBe(false);
        },
      ),
    );
  });
  it('%x% is containsString (property)', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/[%_]/.test(s)),
        fc.string(),
        (needle, text) => {
          expect(likeToRegExp(`%${needle}%`).test(text)).toBe(text.toLowerCase().includes(needle.toLowerCase()));
        },
      ),
    );
  });
});
