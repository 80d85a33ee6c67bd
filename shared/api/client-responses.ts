/**
 * What the client accepts from a server, as runtime schemas that normalise: lenient where
 * the spec is silent (envelopes `results`/`items`, `total`/`nonpagedCount`, dates as epoch
 * ms or ISO strings, enum words the app does not know), strict where it speaks (`results`
 * is an array, a job has a uuid and a status). Unknown fields are kept. These are the
 * client's side of the wire; the wire's exact shapes (the demo server's, and the error body) live in `shared/api/wire/`.
 */
import { z } from 'zod';
import { DEVICE_FIELDS, looksLikeDate, ORG_REQUEST_FIELDS } from './fields/index';

/** Epoch ms from a number or an ISO 8601 string; null for missing, null or unparsable text. */
export function toEpochMs(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return Math.trunc(value);
  if (typeof value === 'string' && value.trim() !== '') {
    const trimmed = value.trim();
    if (/^-?\d+$/.test(trimmed)) return Number(trimmed);
    const parsed = Date.parse(trimmed);
    return Number.isNaN(parsed) ? null : parsed;
  }
  return null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

const REGISTRY_DATES = new Set(
  [DEVICE_FIELDS, ORG_REQUEST_FIELDS].flatMap((fields) =>
    Object.entries(fields)
      .filter(([, spec]) => spec.kind === 'date')
      .map(([name]) => name),
  ),
);

/**
 * A field that holds a date: a date of the field registry (shared/api/fields: `loanUntil`),
 * else by the server's naming (creationDate, modifiedAt...) for records the registry does not cover.
 */
export function isDateField(name: string): boolean {
  return REGISTRY_DATES.has(name) || looksLikeDate(name);
}

// A page repeats the same few field names; remembering the verdict keeps the regexes off
// the per-record path (the transport's overhead per query is measured in core.bench.ts).
const dateFieldMemo = new Map<string, boolean>();
function isDateFieldMemo(name: string): boolean {
  let verdict = dateFieldMemo.get(name);
  if (verdict === undefined) {
    verdict = isDateField(name);
    if (dateFieldMemo.size < 10_000) dateFieldMemo.set(name, verdict);
  }
  return verdict;
}

/**
 * A record as the app shows it: every field kept; date fields given as ISO strings become
 * epoch ms (numbers stay), so screens and exports see one form. The record is a fresh
 * object from JSON.parse, so it is copied only when a value changes.
 */
export function normaliseRecord(record: Record<string, unknown>): Record<string, unknown> {
  let out: Record<string, unknown> | null = null;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    const value = record[key];
    if (typeof value === 'string' && isDateFieldMemo(key) && ISO_DATE.test(value.trim())) {
      out ??= { ...record };
      out[key] = toEpochMs(value) ?? value;
    }
  }
  return out ?? record;
}

const isPlainRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const count = z.union([z.number(), z.string().regex(/^\d+$/)]).transform(Number);
const optionalCount = count.nullish().transform((v) => (v === undefined || v === null ? null : v));
const word = z.string().min(1);

/** Any list envelope: `{results, total}` (management) or `{items, nonpagedCount}` (security). */
export function listOf<T extends z.ZodType>(item: T) {
  return z
    .looseObject({
      results: z.array(item).optional(),
      items: z.array(item).optional(),
      total: optionalCount.optional(),
      nonpagedCount: optionalCount.optional(),
    })
    .refine((body) => Array.isArray(body.results) || Array.isArray(body.items), {
      message: 'expected a "results" array',
      path: ['results'],
    })
    .transform((body) => ({
      results: (body.results ?? body.items ?? []) as z.output<T>[],
      total: body.total ?? body.nonpagedCount ?? null,
    }));
}

// z.custom, not z.record: a record's fields are kept as they are, so walking and copying
// each of them through a schema would only cost time.
export const recordSchema = z
  .custom<Record<string, unknown>>(isPlainRecord, { message: 'expected an object' })
  .transform(normaliseRecord);

/**
 * `recordListSchema`'s answer for a plain envelope, without zod: an object whose `results`
 * and `items` are arrays of objects (or absent, one of them there), `total` and
 * `nonpagedCount` numbers or absent or null. Anything else: null, and the schema decides (and
 * words the problem). A comparison reads 100,000 users through this, a page of 500 at a time;
 * the schema walks each record through its own parse.
 */
export function plainRecordPage(body: unknown): { results: Record<string, unknown>[]; total: number | null } | null {
  const page = plainRecordPageAsIs(body);
  if (!page) return null;
  const list = page.results;
  const normalised: Record<string, unknown>[] = new Array(list.length);
  for (let i = 0; i < list.length; i++) normalised[i] = normaliseRecord(list[i]!);
  return { results: normalised, total: page.total };
}

/**
 * The same with each record as it came, its dates not normalised: for a reader of fields
 * that are no dates (the user lookup's name, e-mail, person's fields and keys), where
 * looking at every field of 100,000 records for dates would only cost time.
 */
export function plainRecordPageAsIs(
  body: unknown,
): { results: Record<string, unknown>[]; total: number | null } | null {
  if (!isPlainRecord(body)) return null;
  const { results, items, total, nonpagedCount } = body;
  if (!plainRecords(results) || !plainRecords(items) || (results === undefined && items === undefined)) return null;
  if (!plainCount(total) || !plainCount(nonpagedCount)) return null;
  return {
    results: (results ?? items)!,
    total: (total as number | null | undefined) ?? (nonpagedCount as number | null | undefined) ?? null,
  };
}

const plainRecords = (value: unknown): value is Record<string, unknown>[] | undefined =>
  value === undefined || (Array.isArray(value) && value.every(isPlainRecord));

/** A count the schema takes as it is: a finite number, or none (a count in a string is the schema's). */
const plainCount = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'number' && Number.isFinite(value));

export const uploadResponseSchema = listOf(z.looseObject({ uuid: word })).refine((body) => body.results.length > 0, {
  message: 'expected results[0] with the uuid of the uploaded file',
  path: ['results', 0],
});

/** 4.2: the job's uuid at the top level; a `results[0].uuid` is accepted too (management envelope). */
export const startResponseSchema = z.union([
  z.looseObject({ uuid: word }).transform((body) => body.uuid),
  z.looseObject({ results: z.array(z.looseObject({ uuid: word })).min(1) }).transform((body) => body.results[0]!.uuid),
]);

export const jobSchema = z
  .looseObject({
    uuid: word,
    status: word,
    totalCount: optionalCount.optional(),
    successCount: optionalCount.optional(),
    skippedCount: optionalCount.optional(),
    failureCount: optionalCount.optional(),
    error: z.string().nullish(),
    creationDate: z.unknown().optional(),
  })
  .transform((job) => ({
    uuid: job.uuid,
    status: job.status,
    totalCount: job.totalCount ?? null,
    successCount: job.successCount ?? 0,
    skippedCount: job.skippedCount ?? 0,
    failureCount: job.failureCount ?? 0,
    error: job.error ?? null,
    creationDate: toEpochMs(job.creationDate),
  }));

export const readJobResponseSchema = listOf(jobSchema).refine((body) => body.results.length > 0, {
  message: 'expected results[0] with the job',
  path: ['results', 0],
});

export const reportEntrySchema = z
  .looseObject({
    line: z
      .union([
        z.number().int(),
        z
          .string()
          .regex(/^-?\d+$/)
          .transform(Number),
      ])
      .nullish(),
    status: word,
    message: z.string().nullish(),
  })
  .transform((entry) => ({ line: entry.line ?? -1, status: entry.status, message: entry.message ?? '' }));

export const reportResponseSchema = listOf(reportEntrySchema);
export const recordListSchema = listOf(recordSchema);
