import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isDateField,
  listOf,
  normaliseRecord,
  plainRecordPage,
  plainRecordPageAsIs,
  readJobResponseSchema,
  recordListSchema,
  reportResponseSchema,
  startResponseSchema,
  toEpochMs,
} from '../../../../shared/api/client-responses';
import { ID_COLUMNS } from '../../../../shared/users-csv/id-column';
import { z } from 'zod';

describe('client response schemas', () => {
  it('reads total, falling back to nonpagedCount, and items as results', () => {
    expect(recordListSchema.parse({ results: [{ name: 'a' }], total: 7 })).toEqual({
      results: [{ name: 'a' }],
      total: 7,
    });
    expect(recordListSchema.parse({ results: [], nonpagedCount: 3 }).total).toBe(3);
    expect(recordListSchema.parse({ items: [{ name: 'b' }], nonpagedCount: 1 })).toEqual({
      results: [{ name: 'b' }],
      total: 1,
    });
    expect(recordListSchema.parse({ results: [] }).total).toBeNull();
    expect(recordListSchema.safeParse({ total: 1 }).success).toBe(false);
  });

  it('accepts dates as epoch ms or ISO strings and keeps unknown fields and enum words', () => {
    const page = recordListSchema.parse({
      results: [
        {
          name: 'd',
          platform: 'QUANTUM_PHONE',
          lastConnectionDate: '2026-01-15T09:00:00Z',
          creationDate: 1700000000000,
          extra: { x: 1 },
        },
      ],
    });
    expect(page.results[0]).toEqual({
      name: 'd',
      platform: 'QUANTUM_PHONE',
      lastConnectionDate: Date.UTC(2026, 0, 15, 9),
      creationDate: 1700000000000,
      extra: { x: 1 },
    });
    expect(normaliseRecord({ description: '2026-01-01' })).toEqual({ description: '2026-01-01' });
  });

  it('epoch ms round-trips through ISO strings (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        expect(toEpochMs(new Date(ms).toISOString())).toBe(ms);
        expect(toEpochMs(ms)).toBe(ms);
      }),
    );
    expect(toEpochMs('not a date')).toBeNull();
    expect(toEpochMs(null)).toBeNull();
  });

  it('reads a job with counts defaulted, CREATED and unknown statuses kept, ISO creation date', () => {
    const body = readJobResponseSchema.parse({
      results: [{ uuid: 'j', status: 'CREATED', creationDate: '2026-01-15T09:00:00.000Z' }],
    });
    expect(body.results[0]).toEqual({
      uuid: 'j',
      status: 'CREATED',
      totalCount: null,
      successCount: 0,
      skippedCount: 0,
      failureCount: 0,
      error: null,
      creationDate: Date.UTC(2026, 0, 15, 9),
    });
    expect(
      readJobResponseSchema.parse({ results: [{ uuid: 'j', status: 'PAUSED', successCount: 2 }] }).results[0]?.status,
    ).toBe('PAUSED');
    expect(readJobResponseSchema.safeParse({ results: [] }).success).toBe(false);
  });

  it('reads report entries, line -1 when unknown', () => {
    expect(
      reportResponseSchema.parse({ results: [{ status: 'PENDING' }, { line: '3', status: 'FAILED', message: 'm' }] })
        .results,
    ).toEqual([
      { line: -1, status: 'PENDING', message: '' },
      { line: 3, status: 'FAILED', message: 'm' },
    ]);
  });

  it('reads the job uuid at the top level or in results[0]', () => {
    expect(startResponseSchema.parse({ uuid: 'a', status: 'CREATED' })).toBe('a');
    expect(startResponseSchema.parse({ results: [{ uuid: 'b' }] })).toBe('b');
    expect(startResponseSchema.safeParse({}).success).toBe(false);
  });

  it('says where the shape is wrong', () => {
    const result = listOf(z.object({ name: z.string() })).safeParse({ results: [{ name: 1 }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['results', 0, 'name']);
  });

  it('reads a plain list envelope without the schema as the schema reads it, and leaves the rest to it (property)', () => {
    const value = fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.integer(),
      fc.double(),
      fc.string(),
      fc.constantFrom('12', '2024-05-06T07:08:09Z', ' 2024-05-06 '),
      fc.boolean(),
    );
    const record = fc.oneof(
      fc.dictionary(fc.constantFrom('name', 'email', 'creationDate', 'modifiedAt', 'custom1', '__proto__'), value),
      value,
      fc.constant([]),
    );
    const list = fc.oneof(fc.constant(undefined), fc.constant(null), fc.array(record, { maxLength: 4 }), value);
    const envelope = fc.oneof(
      fc.record({ results: list, items: list, total: value, nonpagedCount: value, other: value }, { requiredKeys: [] }),
      value,
      fc.array(record),
    );
    fc.assert(
      fc.property(envelope, (body) => {
        const plain = plainRecordPage(body);
        const parsed = recordListSchema.safeParse(body);
        if (plain !== null) expect(parsed).toEqual({ success: true, data: plain });
      }),
      { numRuns: 2000 },
    );
    // The common shapes take the plain way.
    for (const body of [
      { results: [{ name: 'a', creationDate: '2024-05-06T07:08:09Z' }], total: 1 },
      { items: [{ name: 'b' }], nonpagedCount: 7, total: null },
      { results: [] },
    ])
      expect(plainRecordPage(body)).toEqual(recordListSchema.parse(body));
    expect(plainRecordPage({ results: [], total: '3' })).toBeNull();
    expect(plainRecordPage({ results: [1] })).toBeNull();
  });

  it("reads a user page's records as they came, where the plain way answers; no field a found user reads is a date", () => {
    const value = fc.oneof(fc.constant(null), fc.integer(), fc.string(), fc.constantFrom('2024-05-06T07:08:09Z', '12'));
    const record = fc.oneof(
      fc.dictionary(fc.constantFrom('name', 'email', 'creationDate', 'modifiedAt', 'custom1', 'position'), value),
      value,
    );
    const list = fc.oneof(fc.constant(undefined), fc.array(record, { maxLength: 4 }), value);
    const envelope = fc.record(
      { results: list, items: list, total: value, nonpagedCount: value },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(envelope, (body) => {
        const asIs = plainRecordPageAsIs(body);
        const normalised = plainRecordPage(body);
        expect(asIs === null).toBe(normalised === null);
        if (asIs === null || normalised === null) return;
        expect(asIs.total).toBe(normalised.total);
        // The page's own objects, and the same as normalised but for their dates.
        asIs.results.forEach((r, i) => {
          expect(r).toBe(((body.results ?? body.items) as unknown[])[i]);
          const dateless = (x: Record<string, unknown>) => Object.entries(x).filter(([k]) => !isDateField(k));
          expect(dateless(r)).toEqual(dateless(normalised.results[i]!));
        });
      }),
      { numRuns: 1000 },
    );
    // The fields electron/core/api's `foundUser` reads of a user lookup's record: none may be a date.
    const userFields = ['name', 'email', 'givenName', 'surname', 'surName', 'phone', 'position', 'activated'];
    for (const field of [...userFields, ...ID_COLUMNS]) expect(isDateField(field)).toBe(false);
  });
});
