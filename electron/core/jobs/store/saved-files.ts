/**
 * The JobRecord's schema. Every file read back from disk goes through a schema (it may be
 * truncated, edited by hand, or written by another version of the app).
 */
import { z } from 'zod';
import type { JobRecord } from '../../../../shared/models/job';

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

const phase = z.enum(['uploading', 'starting', 'running', 'finished', 'failed', 'detached', 'unconfirmed', 'error']);
const jobError = z
  .object({
    code: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
    stage: z.enum(['upload', 'start-refused', 'outage', 'watch', 'report', 'reconnect']).optional(),
    since: z.number().optional(),
  })
  .nullable();

const startAttempt = z
  .object({
    at: z.number(),
    cause: z.object({ code: z.string(), params: z.record(z.string(), z.unknown()).optional() }),
    check: z
      .object({
        at: z.number(),
        basis: z.enum(['predicted-new', 'file', 'leavers']),
        found: z.number().int().min(0),
        of: z.number().int().min(0),
        outcome: z.enum(['ran', 'not-ran', 'partial', 'unknown']),
      })
      .nullable(),
  })
  .nullable()
  .optional();

const part = z.object({
  source: z.enum(['upload', 'leavers']).optional(),
  records: z.object({ from: z.number().int().min(0), to: z.number().int().min(0) }),
  phase: phase.nullable(),
  fileUuid: z.string().nullable(),
  serverJobUuid: z.string().nullable(),
  serverStatus: z.string().nullable(),
  counts,
  error: jobError,
  unconfirmed: startAttempt,
  leavers: z
    .array(z.object({ name: z.string(), outcome: z.enum(['deactivated', 'still-active', 'not-found']).nullable() }))
    .optional(),
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
  // The lines the comparison left out (part of excludedRows), by reason.
  // `kept` came later: a job saved before it kept none.
  leftOut: z
    .object({ unchanged: z.number(), skipped: z.number(), stopped: z.number(), kept: z.number().default(0) })
    .optional(),
  // The dry run's prediction, when one was made.
  predicted: z
    .object({ SUCCESS: z.number(), SKIPPED: z.number(), OVERWRITTEN: z.number(), FAILED: z.number() })
    .nullable()
    .optional(),
  goneFromServerAt: z.number().nullable().optional(),
  unconfirmed: startAttempt,
  parts: z.array(part).min(1),
}) satisfies z.ZodType<JobRecord>;

export const jobRecordSchema = jobRecordShape;
