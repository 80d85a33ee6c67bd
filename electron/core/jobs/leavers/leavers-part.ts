/**
 * The leavers part of a job: the organization's users the file does not name (the dry run's
 * comparison, dry-run/not-in-file-csv.ts), sent after the file's parts with `activated` false
 * and overwrite on, so that they can no longer sign in and nothing of theirs is deleted. Their
 * rows (login, e-mail, given name, surname as the server has them; no password) are kept in
 * the job's folder (`leavers.json`) so that a restart can send them; the upload is built
 * from them when it is sent (leavers-upload.ts).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { JobPart, JobRecord } from '../../../../shared/models/job';
import { deactivationAllowed, deactivationBrake } from '../../../../shared/jobs/deactivation-brake';
import type { LeaverRow } from '../../dry-run/not-in-file-csv';
import { AppError } from '../../errors';
import { deriveFromParts } from '../job-parts';

const LEAVERS_FILE = 'leavers.json';

const rowsSchema = z.array(
  z.object({
    name: z.string(),
    email: z.string(),
    givenName: z.string(),
    surName: z.string(),
    activated: z.literal(false).optional(),
  }),
);

/**
 * Throws `invalid-argument` `deactivate-brake` (with the count and the brake) above the
 * brake without the count confirmed.
 */
export function checkBrake(leavers: { rows: LeaverRow[]; organizationUsers: number }, confirmed: number | undefined) {
  const count = leavers.rows.length;
  if (!deactivationAllowed(count, leavers.organizationUsers, confirmed)) {
    throw new AppError('invalid-argument', {
      reason: 'deactivate-brake',
      count,
      brake: deactivationBrake(leavers.organizationUsers),
    });
  }
}

/** Keeps the rows in the job's folder; answers the part (not begun), or null when the file names every user. */
export async function planLeaversPart(dir: string, rows: readonly LeaverRow[]): Promise<JobPart | null> {
  const count = rows.length;
  if (count === 0) return null;
  // Personal data, like the upload beside it: readable by the owner alone.
  await writeFile(path.join(dir, LEAVERS_FILE), JSON.stringify(rows), { mode: 0o600 });
  return {
    source: 'leavers',
    records: { from: 0, to: count },
    phase: null,
    fileUuid: null,
    serverJobUuid: null,
    serverStatus: null,
    counts: { total: count, success: 0, skipped: 0, failure: 0 },
    error: null,
    leavers: rows.map((row) => ({ name: row.name, outcome: null })),
  };
}

/** The rows kept for the job's leavers part. */
export async function readLeaverRows(dir: string): Promise<LeaverRow[]> {
  return rowsSchema.parse(JSON.parse(await readFile(path.join(dir, LEAVERS_FILE), 'utf8')));
}

/**
 * The leavers part in a new job: sent last, once the file's parts are in; or the job's only
 * part where every line of the file was left out, so that no file goes to the server for nothing.
 */
export function placeLeaversPart(record: JobRecord, leavers: JobPart, fileRecords: number): void {
  if (fileRecords === 0) {
    record.parts = [{ ...leavers, phase: 'uploading' }];
    record.upload = { sentBytes: 0, totalBytes: 0 };
  } else record.parts.push(leavers);
  deriveFromParts(record);
}
