/**
 * A receipt for every import (issue 12 item 4): what was imported, how, where and with what
 * result, and nothing personal: no user's name, e-mail or password, only the file's name,
 * size and SHA-256, how it was read, the mapping of its columns, the options, the predicted
 * and the real counts, the server, and when.
 */
import { z } from 'zod';
import type { PredictedCounts } from './dry-run';
import { COMPARED_FIELDS } from './dry-run-comparison';

/** What the caller knows of the source file (core never sees it, only the upload made of it). */
export const receiptSourceSchema = z.object({
  file: z.object({
    name: z.string().min(1).max(500),
    size: z.number().int().min(0),
    sha256: z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 in lower-case hex'),
  }),
  /** As detected (or chosen): utf-8, windows-1252, ...; comma, semicolon, tab, pipe. */
  encoding: z.string().max(50),
  separator: z.string().max(20),
  /** Each source column's header and the 5.34 column it went to (null: not uploaded). */
  mapping: z.array(z.object({ source: z.string().max(500), target: z.string().max(50).nullable() })).max(2000),
  /** Rows with offline errors: left out (`valid-only`), blocking (`stop`) or sent (`all`). */
  errorPolicy: z.enum(['valid-only', 'stop', 'all']),
  /** Passwords generated for blank cells. */
  generatedPasswords: z.number().int().min(0).default(0),
  /**
   * How the lines met the organization's users before anything was sent (a school's yearly
   * file): where the person's key is kept, how many lines were left out because nothing of
   * theirs changes, because the server skips them, or because their key stopped them, and the
   * decision of each look-alike line (`same`: that account; `new`: a new one). Line numbers only.
   */
  matching: z
    .object({
      idColumn: z.string().max(20).nullable(),
      unchanged: z.number().int().min(0),
      skipped: z.number().int().min(0),
      stopped: z.number().int().min(0),
      newPasswordsForExisting: z.number().int().min(0),
      // Existing users kept as they are: their changes only in columns not chosen for update
      // (absent: every column counted, as in receipts written before the choice).
      kept: z.number().int().min(0).optional(),
      updateOnly: z.array(z.enum(COMPARED_FIELDS)).max(COMPARED_FIELDS.length).optional(),
      lookAlikes: z
        .array(z.object({ line: z.number().int().min(1), decision: z.enum(['same', 'new']) }))
        .max(1_000_000),
    })
    .optional(),
});
export type ReceiptSource = z.output<typeof receiptSourceSchema>;
export type ReceiptSourceInput = z.input<typeof receiptSourceSchema>;

export interface ImportReceipt {
  receipt: 'mdm-admin user import';
  version: 1;
  job: { id: string; serverJobs: string[]; parts: number };
  file: ReceiptSource['file'];
  read: { encoding: string; separator: string };
  mapping: ReceiptSource['mapping'];
  options: {
    overwrite: boolean;
    roles: string[];
    uploadSeparator: string;
    errorPolicy: ReceiptSource['errorPolicy'];
    generatedPasswords: number;
    excludedRows: number;
    split: { maxLines: number | null; maxBytes: number | null } | null;
  };
  /** How the lines met the organization's users, where that was decided before sending (receiptSourceSchema). */
  matching?: NonNullable<ReceiptSource['matching']>;
  predicted: PredictedCounts | null;
  outcome: {
    phase: string;
    serverStatus: string | null;
    total: number | null;
    success: number;
    skipped: number;
    failure: number;
    /** Lines whose outcome differed from the prediction (null: no prediction, or no report yet). */
    differingFromPrediction: number | null;
  };
  /**
   * The users not in the file that the job deactivated (its leavers part), counted by what
   * reading them back found; never their names. Absent: the job deactivated no one.
   */
  deactivation?: {
    users: number;
    sent: number;
    deactivated: number;
    stillActive: number;
    notFound: number;
    unchecked: number;
  };
  server: { baseUrl: string; dialect: string | null; profile: string };
  startedAt: string;
  endedAt: string | null;
}
