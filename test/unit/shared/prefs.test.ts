import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPrefKey, mappingPrefKey, prefProblem, readPref } from '../../../shared/prefs';

const view = {
  name: 'Stale iPads',
  filter: { platforms: ['IOS'], statuses: [], search: '', lastConnectionOlderThanDays: 30 },
  sort: [{ field: 'name', ascending: true }],
  columns: ['name'],
  limit: 100,
};
const recent = { name: 'staff.csv', size: 120, lastModified: 1, mapping: ['name', null, 'email'], usedAt: 2 };

describe('preference registry', () => {
  it('knows its keys and the families of keys, and nothing else', () => {
    expect(isPrefKey('views:devices')).toBe(true);
    expect(isPrefKey('import.recentFiles')).toBe(true);
    expect(isPrefKey('mappings:p1:0a1b2c3d5')).toBe(true);
    expect(isPrefKey(mappingPrefKey('p1:0a1b2c3d5'))).toBe(true);
    for (const key of ['mappings:', 'views:other', 'devices.views', 'Views:devices', 'mappings:a b', ''])
      expect(isPrefKey(key)).toBe(false);
  });

  it('accepts values that match their schema, and null (which removes) for any known key', () => {
    expect(prefProblem('views:devices', [view])).toBeNull();
    expect(prefProblem('import.recentFiles', [recent])).toBeNull();
    expect(prefProblem('mappings:p1:x', ['name', null, 'email'])).toBeNull();
    expect(prefProblem('views:devices', null)).toBeNull();
    expect(prefProblem('nothing.here', null)).toEqual({ kind: 'unknown-key' });
  });

  it('says where a value does not match', () => {
    const bad = [view, { ...view, filter: { ...view.filter, platforms: 'IOS' } }];
    expect(prefProblem('views:devices', bad)).toMatchObject({ kind: 'invalid-value', path: '[1].filter.platforms' });
    expect(prefProblem('mappings:p1:x', ['name', 'name'])).toMatchObject({
      kind: 'invalid-value',
      path: '(the value)',
    });
    expect(prefProblem('mappings:p1:x', ['nickname'])).toMatchObject({ kind: 'invalid-value', path: '[0]' });
    expect(prefProblem('import.recentFiles', { name: 'x' })).toMatchObject({ kind: 'invalid-value' });
  });

  it('reads a list entry by entry: broken entries are left out, the others kept', () => {
    expect(readPref('views:devices', [view, { name: 'broken' }, 7])).toEqual([view]);
    expect(readPref('import.recentFiles', [recent, { ...recent, mapping: 'x' }])).toEqual([recent]);
    expect(readPref('views:devices', { not: 'a list' })).toBeNull();
  });

  it('reads a value that no longer matches, a missing one, or an unknown key as null', () => {
    expect(readPref('mappings:p1:x', ['name', 'email'])).toEqual(['name', 'email']);
    expect(readPref('mappings:p1:x', ['name', 'renamedColumn'])).toBeNull();
    expect(readPref('mappings:p1:x', null)).toBeNull();
    expect(readPref('mappings:p1:x', undefined)).toBeNull();
    expect(readPref('no.such.key', ['name'])).toBeNull();
  });

  it('never throws, whatever is stored or sent, and reads back what it accepts', () => {
    const keys = fc.constantFrom('views:devices', 'import.recentFiles', 'mappings:p:h', 'unknown.key');
    fc.assert(
      fc.property(keys, fc.jsonValue(), (key, value) => {
        const problem = prefProblem(key, value);
        const read = readPref(key, value);
        if (problem === null && value !== null) expect(read).not.toBeNull();
      }),
    );
    const views = fc.array(
      fc.record({
        name: fc.string({ minLength: 1, maxLength: 100 }).filter((n) => n.trim() === n && n !== ''),
        filter: fc.record({
          platforms: fc.array(fc.string()),
          statuses: fc.array(fc.string()),
          search: fc.string(),
          lastConnectionOlderThanDays: fc.option(fc.nat(), { nil: null }),
        }),
        sort: fc.array(fc.record({ field: fc.string({ minLength: 1 }), ascending: fc.boolean() }), { maxLength: 5 }),
        columns: fc.array(fc.string(), { minLength: 1 }),
        limit: fc.integer({ min: 1, max: 1000 }),
      }),
    );
    fc.assert(
      fc.property(views, (list) => {
        expect(prefProblem('views:devices', list)).toBeNull();
        expect(readPref('views:devices', JSON.parse(JSON.stringify(list)))).toEqual(list);
      }),
    );
  });
});
