/**
 * The contract's methods of the user import: the staged upload (in chunks), the job's start,
 * the dry run and its comparison, the taken-names check. Part of `methods` in shared/ipc.ts,
 * which derives everything else from them.
 */
import { z } from 'zod';
import { CSV_SEPARATORS } from './csv/separator';
import { exportFormatSchema } from './csv/export-format';
import type { ExportedFile } from './models/files';
import type { JobRecord } from './models/job';
import type { DryRunAnswer } from './models/dry-run';
import type { PackedLeavers } from './models/leavers';
import { receiptSourceSchema } from './models/receipt';
import { ID_COLUMNS } from './users-csv/id-column';
import {
  bytesOf,
  id,
  profileRef,
  type,
  UPLOAD_CHUNK_MAX_BYTES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_RECORDS,
} from './contract-schemas';

/** A name of a person or login as the taken-names check takes it. */
const name200 = z.string().max(200);

export const importMethods = {
  // User import (spec 4.1-4.4, 4.7). The upload travels once, as bytes, in
  // chunks: begin, append each chunk in order, finish with the line map, then import.start.
  'uploads.begin': {
    summary: 'Opens a staged upload in core for a prepared 5.34 file; its chunks follow with uploads.append.',
    input: z.object({ fileName: z.string().min(1).max(500) }),
    result: type<{ uploadId: string }>(),
  },
  'uploads.append': {
    summary: 'Adds the next chunk of bytes (at most 8 MiB) to a staged upload; offset is the bytes sent before it.',
    input: z.object({
      uploadId: id,
      offset: z.number().int().min(0).max(UPLOAD_MAX_BYTES),
      bytes: bytesOf<Uint8Array>(Uint8Array).refine(
        (b) => b.byteLength >= 1 && b.byteLength <= UPLOAD_CHUNK_MAX_BYTES,
        {
          message: `a chunk holds 1 to ${UPLOAD_CHUNK_MAX_BYTES} bytes`,
        },
      ),
    }),
    result: type<{ receivedBytes: number }>(),
  },
  'uploads.finish': {
    summary: 'Ends a staged upload: core checks it as CSV and keeps it with its line map, ready for import.start.',
    input: z.object({
      uploadId: id,
      /** lineMap[i]: the source line of upload record i (upload line i + 2); empty when the upload is the source. */
      lineMap: bytesOf<Uint32Array>(Uint32Array).refine((m) => m.length <= UPLOAD_MAX_RECORDS, {
        message: `a line map has at most ${UPLOAD_MAX_RECORDS} entries`,
      }),
      /**
       * The source lines the comparison left out of the upload (shared/users-csv/left-out-lines.ts):
       * each with its reason and its values as the upload knew them, for the job's report.
       */
      leftOut: z
        .object({
          lines: bytesOf<Uint32Array>(Uint32Array).refine((m) => m.length <= UPLOAD_MAX_RECORDS, {
            message: `at most ${UPLOAD_MAX_RECORDS} lines are left out`,
          }),
          reasons: bytesOf<Uint8Array>(Uint8Array),
          text: z.string(),
          /** The values' column names (upload names, never the password); absent: login, names, e-mail. */
          columns: z.array(z.string().max(100)).max(64).optional(),
        })
        .refine((l) => l.reasons.length === l.lines.length, { message: 'one reason per line left out' })
        .optional(),
    }),
    result: type<{ uploadId: string; records: number; bytes: number }>(),
  },
  'uploads.discard': {
    summary: 'Forgets a staged upload that will not be imported (the wizard was left, a chunk failed).',
    input: z.object({ uploadId: id }),
    result: type<void>(),
  },
  'import.start': {
    summary:
      'Uploads a finished staged upload to the server, starts the import job and watches it; answers as soon as the job is recorded.',
    input: z.object({
      ...profileRef,
      fileName: z.string().min(1).max(500),
      /** A staged upload, finished (uploads.finish); the job takes it over. */
      uploadId: id,
      options: z.object({
        overwrite: z.boolean(),
        roles: z.array(z.string().trim().min(1).max(200)).max(50),
        separator: z.enum(CSV_SEPARATORS),
      }),
      excludedRows: z.number().int().min(0).default(0),
      /** A dry run of this caller (dryRun.run's uploadId) whose prediction the job keeps. */
      dryRunId: id.optional(),
      /**
       * Source lines with offline errors that the dry run compared and the upload sends all the
       * same ("upload every row"): the kept prediction says FAILED for them, whatever it found.
       */
      failedLines: bytesOf<Uint32Array>(Uint32Array)
        .refine((m) => m.length <= UPLOAD_MAX_RECORDS, { message: 'Too many lines.' })
        .optional(),
      /** What the caller knows of the source file, for the job's receipt (no personal data). */
      receipt: receiptSourceSchema.optional(),
      /**
       * Deactivate the users the dry run (`dryRunId`, compared with `notInFile`) found not in
       * the file: a last part of the job sends them with `activated` false and overwrite on,
       * then reads them back. `confirm`: the count, needed above the brake
       * (shared/jobs/deactivation-brake.ts). `dryRunId`: the comparison of the whole file
       * when the upload sent leaves lines out (default: `dryRunId`).
       */
      deactivate: z.object({ confirm: z.number().int().min(0).optional(), dryRunId: id.optional() }).optional(),
      /** Imported as several jobs in sequence when the upload has more lines or bytes than this. */
      split: z
        .object({
          maxLines: z.number().int().min(1).max(UPLOAD_MAX_RECORDS).optional(),
          maxBytes: z.number().int().min(1024).max(UPLOAD_MAX_BYTES).optional(),
        })
        .optional(),
    }),
    result: type<JobRecord>(),
  },
  'dryRun.run': {
    summary:
      "Predicts the outcome of every line of a finished staged upload from read-only lookups (nothing is uploaded); progress comes as dryRun.progress events. With compare, also compares each line with the organization's users (matched by the person's key in idColumn, then login, then e-mail: changed fields, look-alikes, lines stopped by their key, and with notInFile the count of users the file does not name).",
    input: z.object({
      ...profileRef,
      uploadId: id,
      separator: z.enum(CSV_SEPARATORS),
      // idColumn: where the server keeps the person's key (default custom1; null: lines are not met by key).
      compare: z
        .object({ notInFile: z.boolean().optional(), idColumn: z.enum(ID_COLUMNS).nullable().optional() })
        .optional(),
    }),
    result: type<DryRunAnswer>(),
  },
  'dryRun.exportNotInFile': {
    summary:
      "The organization's users the file does not name (name, email, givenName, surName) as CSV, from this caller's last dry run asked with compare.notInFile. Nothing is deactivated.",
    input: z.object({ uploadId: id, format: exportFormatSchema.optional() }),
    result: type<ExportedFile>(),
  },
  'dryRun.leavers': {
    summary:
      'The same users by name (login, person, position, e-mail, the key in the id column), packed as one text (models/leavers.ts). Read-only.',
    input: z.object({ uploadId: id }),
    result: type<PackedLeavers>(),
  },
  'users.takenNames': {
    summary:
      'Which of the login names the import derived are taken on the server by someone else (another person than the line of that name, by folded given and surname), with the name followed by a number; read-only lookups in batches.',
    input: z.object({
      ...profileRef,
      candidates: z
        .array(z.object({ name: name200, givenName: name200, surName: name200, key: name200.optional() }))
        .max(100_000),
      // Where the server keeps the person's key: the accounts of the candidates' keys are answered.
      idColumn: z.enum(ID_COLUMNS).optional(),
    }),
    result: type<{ taken: string[]; lookups: number; accounts?: { key: string; name: string; email: string }[] }>(),
  },
  'dryRun.cancel': {
    summary: 'Cancels a dry run under way.',
    input: z.object({ uploadId: id }),
    result: type<void>(),
  },
};
