/**
 * The JobRecord's schema, and the files earlier versions kept beside it (version 1, before
 * the job folder): read only to migrate them (legacy-migration.ts). Every file read back
 * from disk goes through a schema (it may be truncated, edited by hand, or written by
 * another version of the app).
 */
import { z } from 'zod';
import type { JobRecord, ReportLine } from '../../../../shared/models/job';

/** Version 1's per-line report once fetched (`<id>.report.json`), joined. No password, ever. */
export interface LegacyReport {
  version: 1;
  /** The upload's columns in order (the 5.34 layout), password included as a name only. */
  columns: string[];
  lines: ReportLine[];
}

/**
 * Version 1's upload rows without their passwords (`<id>.rows.json`), kept until the report
 * was fetched so that it could be joined to them after a restart.
 */
export interface LegacyRows {
  version: 1;
  columns: string[];
  /** One array per upload record, aligned with `columns`; the password value is always ''. */
  records: string[][];
  lineMap: number[];
}

const counts = z.object({
  total: z.number().nullable(),
  success: z.number(),
  skipped: z.number(),
  failure: z.number(),
});

const organization = z.string().min(1).optional();
const connection = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('profile'), id: z.string().min(1), organization }),
  z.object({ kind: z.literal('url'), baseUrl: z.string().min(1), organization }),
]);

/**
 * Jobs saved before connections were named carry `profileId`: a saved profile's id, or
 * `url:<baseUrl>` for a job started with --base-url. They are read as the connection it meant.
 */
function connectionOfLegacy(record: unknown): unknown {
  if (typeof record !== 'object' || record === null || 'connection' in record) return record;
  const { profileId, ...rest } = record as { profileId?: unknown };
  if (typeof profileId !== 'string') return record;
  return {
    ...rest,
    connection: profileId.startsWith('url:')
      ? { kind: 'url', baseUrl: profileId.slice('url:'.length) }
      : { kind: 'profile', id: profileId },
  };
}

const phase = z.enum(['uploading', 'starting', 'running', 'finished', 'failed', 'detached', 'unconfirmed', 'error']);
const jobError = z
  .object({ code: z.string(), message: z.string(), details: z.record(z.string(), z.unknown()).optional() })
  .nullable();

const startAttempt = z
  .object({
    at: z.number(),
    cause: z.object({ code: z.string(), params: z.record(z.string(), z.unknown()).optional() }),
    check: z
      .object({
        at: z.number(),
        basis: z.enum(['predicted-new', 'file']),
        found: z.number().int().min(0),
        of: z.number().int().min(0),
        outcome: z.enum(['ran', 'not-ran', 'partial', 'unknown']),
      })
      .nullable(),
  })
  .nullable()
  .optional();

const part = z.object({
  records: z.object({ from: z.number().int().min(0), to: z.number().int().min(0) }),
  phase: phase.nullable(),
  fileUuid: z.string().nullable(),
  serverJobUuid: z.string().nullable(),
  serverStatus: z.string().nullable(),
  counts,
  error: jobError,
  unconfirmed: startAttempt,
});

const jobRecordShape = z.object({
  id: z.string().regex(/^[A-Za-z0-9-]{1,100}$/),
  connection,
  profileName: z.string(),
  fileName: z.string(),
  options: z.object({
    overwrite: z.boolean(),
    roles: z.array(z.string()),
    separator: z.enum(['COMMA', 'SEMICOLON']),
  }),
  phase,
  serverStatus: z.string().nullable(),
  fileUuid: z.string().nullable(),
  serverJobUuid: z.string().nullable(),
  counts,
  upload: z.object({ sentBytes: z.number(), totalBytes: z.number() }),
  rate: z.number().nullable(),
  error: jobError,
  serverError: z.string().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
  finishedAt: z.number().nullable(),
  reportFetched: z.boolean(),
  excludedRows: z.number(),
  // The dry run's prediction, when one was made.
  predicted: z
    .object({ SUCCESS: z.number(), SKIPPED: z.number(), OVERWRITTEN: z.number(), FAILED: z.number() })
    .nullable()
    .optional(),
  goneFromServerAt: z.number().nullable().optional(),
  unconfirmed: startAttempt,
  parts: z.array(part).min(1),
}) satisfies z.ZodType<JobRecord>;

/**
 * Records saved before jobs had parts are jobs of one part: the whole upload, in the state
 * the record itself says (a split import's whole gets its parts from its own file first,
 * split-migration.ts; a part's `partOf` is its whole's business and is dropped).
 */
function partsOfLegacy(record: unknown): unknown {
  if (typeof record !== 'object' || record === null || 'parts' in record) return record;
  const r = record as Partial<Record<keyof JobRecord, unknown>> & { counts?: { total?: unknown } };
  const total = typeof r.counts?.total === 'number' ? r.counts.total : 0;
  const only = {
    records: { from: 0, to: total },
    phase: r.phase,
    fileUuid: r.fileUuid,
    serverJobUuid: r.serverJobUuid,
    serverStatus: r.serverStatus,
    counts: r.counts,
    error: r.error,
  };
  return { ...record, parts: [only] };
}

export const jobRecordSchema = z.preprocess(
  (record) => partsOfLegacy(connectionOfLegacy(record)),
  jobRecordShape,
) satisfies z.ZodType<JobRecord>;

const reportLine = z.object({
  line: z.number(),
  sourceLine: z.number().nullable(),
  status: z.string(),
  message: z.string(),
  values: z.record(z.string(), z.string()),
});

export const legacyReportSchema = z.object({
  version: z.literal(1),
  columns: z.array(z.string()),
  lines: z.array(reportLine),
}) satisfies z.ZodType<LegacyReport>;

export const legacyRowsSchema = z.object({
  version: z.literal(1),
  columns: z.array(z.string()),
  records: z.array(z.array(z.string())),
  lineMap: z.array(z.number()),
}) satisfies z.ZodType<LegacyRows>;
