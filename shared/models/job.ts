import type { ConnectionRef } from './connection';
import type { PredictedCounts, PredictedStatus } from './dry-run';
import type { LeftOutCounts } from '../users-csv/left-out-lines';

/** The user-import job as the app tracks it (spec 2.4, 3, 4.1-4.4, 4.7). */

import type { CsvSeparator } from '../csv/separator';

export interface ImportOptions {
  overwrite: boolean;
  /** Empty: no `role` parameter, so the server assigns the organization's device-user role. */
  roles: string[];
  separator: CsvSeparator;
}

/**
 * Where the app is with a job. `uploading` and `starting` happen before the server knows a
 * job uuid; `running` covers the server's CREATED and RUNNING; `detached` means the user
 * stopped watching (the server's job goes on); `unconfirmed` means the start request was
 * sent but its answer never came (the server may have started the job: `unconfirmed` says
 * what is known); `error` means the app could not finish its part (upload failed, the start
 * was refused, or polling gave up) and `error` says why.
 */
export type JobPhase =
  'uploading' | 'starting' | 'running' | 'finished' | 'failed' | 'detached' | 'unconfirmed' | 'error';

/**
 * A start request whose answer never came: the connection dropped, the answer timed out, a
 * gateway answered 502/503/504, or the app stopped while waiting. The job may exist on the
 * server; only looking at the server's users tells (`check`).
 */
export interface StartAttempt {
  /** When the start request was sent. */
  at: number;
  /** Why its answer is not known: an error code and its parameters (worded by the shells). */
  cause: { code: string; params?: Record<string, unknown> };
  /** The last look at the server's users, null before any. */
  check: StartCheck | null;
}

/**
 * What a look at the organization's users found for the logins of the part whose start is
 * not confirmed. `basis` says which logins are the evidence: `predicted-new`, the lines the
 * dry run predicted as new users (users already there before the import prove nothing);
 * `file`, every login of the file (no prediction kept); `leavers`, for the part that
 * deactivates the users not in the file: those of them still active at the dry run (and
 * still on the server), whose evidence is being deactivated, not being there.
 */
export interface StartCheck {
  at: number;
  basis: 'predicted-new' | 'file' | 'leavers';
  /** Logins of the evidence found on the server (`leavers`: found deactivated), of all of them. */
  found: number;
  of: number;
  /**
   * `ran`: every login is there (the job ran); `not-ran`: none is (starting again is safe);
   * `partial`: some are (it ran, or runs still: starting again is not safe); `unknown`: no
   * login can tell (the dry run predicted no new user).
   */
  outcome: StartCheckOutcome;
}

export type StartCheckOutcome = 'ran' | 'not-ran' | 'partial' | 'unknown';

export interface JobCounts {
  total: number | null;
  success: number;
  skipped: number;
  failure: number;
}

/**
 * Where in a job's run an error stopped the app: the shells say it around the cause's own
 * wording (shared/jobs/job-error-wording.ts). Absent where the code says it all (deadline,
 * part-failed, interrupted, job-gone).
 */
export type JobErrorStage = 'upload' | 'start-refused' | 'outage' | 'watch' | 'report' | 'reconnect';

/** What went wrong with a job: a code with its parameters (never a sentence), and the stage. */
export interface JobError {
  code: string;
  details?: Record<string, unknown>;
  stage?: JobErrorStage;
  /** With stage `outage`: since when the server has not answered (epoch ms). */
  since?: number;
}

export interface JobRecord {
  /** Local id, stable across restarts. */
  id: string;
  /** The server it runs on: a saved profile, or a base URL given on the command line. */
  connection: ConnectionRef;
  /** The profile's name (or the base URL) when the job started, for people. */
  profileName: string;
  fileName: string;
  options: ImportOptions;
  phase: JobPhase;
  /** The server's status word as last read (CREATED, RUNNING, FINISHED, FAILED, or anything new). */
  serverStatus: string | null;
  fileUuid: string | null;
  serverJobUuid: string | null;
  counts: JobCounts;
  upload: { sentBytes: number; totalBytes: number };
  /** Lines per second over the last polls, when running. */
  rate: number | null;
  error: JobError | null;
  /** The server's own error text for a FAILED job, when it gives one. */
  serverError: string | null;
  createdAt: number;
  updatedAt: number;
  finishedAt: number | null;
  /** Whether the per-line report has been fetched and saved. */
  reportFetched: boolean;
  /**
   * Records of the file left out before the upload: invalid rows (with "upload only valid
   * rows") and the lines the comparison left out (`leftOut`).
   */
  excludedRows: number;
  /**
   * Of `excludedRows`, the lines the comparison with the server left out, by reason; the
   * job's report lists each as not sent (`NOT_SENT_*`). Absent: none.
   */
  leftOut?: LeftOutCounts;
  /**
   * When the app found that the server no longer knows the job (404
   * CSV_IMPORT_JOB_DOES_NOT_EXIST: servers clean old jobs up), else null or absent. The job
   * keeps what the app knew (counts, the report lines fetched, the file) and is never asked
   * of the server again.
   */
  goneFromServerAt?: number | null;
  /** The start whose answer never came (phase `unconfirmed`), else null or absent: the current part's. */
  unconfirmed?: StartAttempt | null;
  /** The dry run's prediction kept with the job, when one was made. */
  predicted?: PredictedCounts | null;
  /**
   * What the job sends, in order: one part for a single import, several for a file past the
   * server's limits (each its own upload and server job). The record's counts are the parts'
   * sums; its server fields are those of the part being imported.
   */
  parts: JobPart[];
}

/**
 * One server job of an import, sent as an upload of its own. Its rows come from its source:
 * `upload`, a range of the job's upload records (the file dropped, or a part of it);
 * `leavers`, the organization's users the file does not name, sent last with `activated`
 * false and overwrite on (rows core builds from the users it read; `records` counts them,
 * they are not records of the job's upload, and its counts are not the job's).
 */
export interface JobPart {
  /** Where the part's rows come from (absent: `upload`). */
  source?: JobPartSource;
  /** Upload records [from, to) (0-based, the header not counted). */
  records: { from: number; to: number };
  /** Where the app is with this part; null: not begun (an earlier part is being imported, or stopped the job). */
  phase: JobPhase | null;
  fileUuid: string | null;
  serverJobUuid: string | null;
  serverStatus: string | null;
  counts: JobCounts;
  error: JobRecord['error'];
  /** Its start whose answer never came (phase `unconfirmed`), else null or absent. */
  unconfirmed?: StartAttempt | null;
  /** Source `leavers`: each user the part deactivates, and what reading them back found. */
  leavers?: LeaverResult[];
}

export type JobPartSource = 'upload' | 'leavers';

/**
 * What reading a leaver back after the job found: `deactivated` (the server answers
 * `activated: false`), `still-active` (the server did not take the column: deactivate them in
 * the portal), `not-found` (the lookup no longer finds the login). Null: not read back yet.
 */
export type LeaverOutcome = 'deactivated' | 'still-active' | 'not-found';

export interface LeaverResult {
  /** The user's login. */
  name: string;
  outcome: LeaverOutcome | null;
}

/** Whether a part's rows are records of the job's upload (its report and counts are the job's). */
export const isUploadPart = (part: Pick<JobPart, 'source'>): boolean => part.source !== 'leavers';

/** The job's part of leavers, if it has one. */
export const leaversPart = (job: Pick<JobRecord, 'parts'>): JobPart | undefined =>
  job.parts.find((part) => part.source === 'leavers');

/** The leavers' outcomes counted: none of them holds a name (receipts, summaries). */
export function leaverCounts(part: Pick<JobPart, 'leavers'>): Record<LeaverOutcome | 'unchecked', number> {
  const counts = { deactivated: 0, 'still-active': 0, 'not-found': 0, unchecked: 0 };
  for (const leaver of part.leavers ?? []) counts[leaver.outcome ?? 'unchecked']++;
  return counts;
}

/** One line of the per-line report, joined back to the source file. */
export interface ReportLine {
  /**
   * Line in the uploaded file, as the server reports it (header = 1; -1 when unknown); 0 for a
   * line the comparison left out of the upload (status `NOT_SENT_*`: never sent).
   */
  line: number;
  /** The same record's line in the administrator's original file, through the line map. */
  sourceLine: number | null;
  status: string;
  message: string;
  /** The record's values by 5.34 column name; the password is never included. */
  values: Record<string, string>;
  /** The outcome the dry run predicted, when the job keeps a prediction. */
  predicted?: PredictedStatus;
}

export interface ReportPage {
  total: number;
  lines: ReportLine[];
  countsByStatus: Record<string, number>;
  /** Lines whose outcome differs from the prediction (absent: the job keeps none). */
  differing?: number;
  /**
   * False while the report is still being fetched: the page holds the lines fetched so far
   * (in the server's order, by line), `total` is the server's count and `countsByStatus`
   * counts the lines so far. Absent once the report is complete.
   */
  complete?: false;
}

/**
 * The part being imported (1-based): the first that has not finished, else the last. A job
 * stopped at a part (failed, detached, error) is "at" that part.
 */
export function partBeingImported(job: Pick<JobRecord, 'parts'>): number {
  const open = job.parts.findIndex((part) => part.phase !== 'finished');
  return open === -1 ? job.parts.length : open + 1;
}
