import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FilterSchema } from '../../../../shared/api/wire/query';
import { DAY_MS, deviceQuery, orgQuery } from '../../../../shared/api/query-bodies';

const none = { platforms: [], statuses: [], search: '', lastConnectionOlderThanDays: null };
const NOW = Date.UTC(2026, 0, 15);

describe('device query body (spec 2.6, 4.6)', () => {
  it('puts platform and status as stringEnum under one logOp AND, exactly as the spec shows', () => {
    const body = deviceQuery(
      { ...none, platforms: ['IOS', 'ANDROID'], statuses: ['COMPLIANT'] },
      [{ field: 'name', ascending: false }],
      { limit: 25, offset: 50 },
      NOW,
    );
    expect(body).toEqual({
      limit: 25,
      offset: 50,
      getNonpagedCount: true,
      sortOrder: { sortFields: [{ name: 'name', ascending: false }] },
      filter: {
        type: 'logOp',
        operation: 'AND',
        filters: [
          { type: 'stringEnum', fieldName: 'platform', values: ['IOS', 'ANDROID'] },
          { type: 'stringEnum', fieldName: 'status', values: ['COMPLIANT'] },
        ],
      },
    });
  });

  it('searches the name with containsString and bounds lastConnectionDate with a dateRange max', () => {
    const body = deviceQuery(
      { ...none, search: '  iPad ', lastConnectionOlderThanDays: 30 },
      [],
      { limit: 10, offset: 0 },
      NOW,
    );
    expect(body.filter).toEqual({
      type: 'logOp',
      operation: 'AND',
      filters: [
        { type: 'containsString', fieldName: 'name', contains: 'iPad' },
        { type: 'dateRange', fieldName: 'lastConnectionDate', max: NOW - 30 * DAY_MS },
      ],
    });
    expect(body.sortOrder).toBeUndefined();
  });

  it('sends no filter when nothing is chosen', () => {
    expect(deviceQuery(none, [], { limit: 1, offset: 0 }, NOW)).toEqual({
      limit: 1,
      offset: 0,
      getNonpagedCount: true,
    });
    expect(orgQuery({ search: '' }, [], { limit: 5, offset: 0 }).filter).toBeUndefined();
    expect(orgQuery({ search: 'school' }, [], { limit: 5, offset: 0 }).filter).toEqual({
      type: 'logOp',
      operation: 'AND',
      filters: [{ type: 'containsString', fieldName: 'name', contains: 'school' }],
    });
  });

  it('always builds a filter tree the wire schema accepts (property)', () => {
    const words = fc.array(fc.string({ minLength: 1, maxLength: 12 }), { maxLength: 4 });
    fc.assert(
      fc.property(
        words,
        words,
        fc.string({ maxLength: 20 }),
        fc.option(fc.integer({ min: 0, max: 3650 }), { nil: null }),
        (platforms, statuses, search, days) => {
          const body = deviceQuery(
            { platforms, statuses, search, lastConnectionOlderThanDays: days },
            [],
            { limit: 1, offset: 0 },
            NOW,
          );
          if (body.filter) expect(FilterSchema.safeParse(body.filter).success).toBe(true);
          const expected =
            (platforms.length > 0 ? 1 : 0) +
            (statuses.length > 0 ? 1 : 0) +
            (search.trim() ? 1 : 0) +
            (days !== null ? 1 : 0);
          expect(((body.filter as { filters?: unknown[] } | undefined)?.filters ?? []).length).toBe(expected);
        },
      ),
    );
  });
});
