/**
 * One function per endpoint of the specification's section 4, for one connection profile.
 * The transport behind it (createApiClient, electron/core/api/) sends the spec's headers,
 * picks the dialect (the spec's form first, the management form once on 404/405, then
 * remembered), validates and normalises responses, retries reads only, and throws AppError
 * with one of the codes below. The import runner and the query services depend on this
 * interface only, so tests can stand in for it.
 */
import type { PasswordPolicy } from '../../../shared/api/wire/password-policy';
import type { GetQuery } from '../../../shared/api/wire/query';
import type { ImportOptions } from '../../../shared/models/job';
import type { QueryPage, ServerRecord } from '../../../shared/models/query';
import type { IdColumn } from '../../../shared/users-csv/id-column';

/**
 * AppError codes (shared/errors/error-code.ts) an ApiClient throws:
 * - `unreachable`: DNS failure or no route (details: host)
 * - `refused`: connection refused (details: host, port)
 * - `timeout`: connect or response timeout (details: phase, ms)
 * - `tls`: certificate problem, named (details: reason, e.g. self-signed, expired, hostname mismatch)
 * - `http-status`: any status the endpoint does not accept (details: status, errorCode?, serverMessage?, body?)
 * - `unauthorized`: 401/403, or the portal's HTML login page where JSON was due (details: status)
 * - `not-json`: an HTML page or other non-JSON where JSON was due (details: status, contentType)
 * - `invalid-json`: a body that claims to be JSON but does not parse (details: status, position)
 * - `invalid-response`: JSON of the wrong shape (details: path, problem)
 *   (`http-status` and `unauthorized` details also carry what an explanation may name:
 *   reason, expirationDate, operation, organization, roles, fileBytes; see
 *   shared/errors/server-explanation.ts)
 * - `cancelled`: the caller's AbortSignal fired
 * Messages never contain the token.
 */

/** The import job as read from the server (spec 2.4, 4.3), normalised. */
export interface ServerJobState {
  uuid: string;
  /** CREATED, RUNNING, FINISHED, FAILED, or an unknown word, kept as is. */
  status: string;
  totalCount: number | null;
  successCount: number;
  skippedCount: number;
  failureCount: number;
  /** The server's error text for a FAILED job, if any. */
  error: string | null;
  /** Epoch ms (ISO strings are converted), or null. */
  creationDate: number | null;
}

/** One entry of the per-line report (spec 2.5, 4.4). */
export interface ServerReportEntry {
  /** -1 when the server does not know the line. */
  line: number;
  /** SUCCESS, FAILED, SKIPPED, PENDING, or an unknown word, kept as is. */
  status: string;
  message: string;
}

/**
 * An upload streamed from where it is kept (a job's file) rather than held in memory: its
 * size (for Content-Length), and a fresh stream of its bytes at each call. A size of null is
 * an upload sent while it is still being written (jobs/run/early-upload.ts): no
 * Content-Length, the body goes chunked, and it can be opened once.
 */
export interface UploadBody {
  size: number | null;
  open(): AsyncIterable<Uint8Array>;
}

/** A user as the lookup answers it: the fields a dry run compares (issue 12). */
export interface FoundUser {
  name: string;
  email: string | null;
  /**
   * The person's fields where the lookup answered them (absent: not in the answer). The
   * reference's `User` spells the surname `surname`; the CSV and the app say `surName`.
   */
  givenName?: string;
  surName?: string;
  phone?: string;
  position?: string;
  /** The person's keys the lookup answered (custom1..custom15, foreignKey; non-empty ones only). */
  ids?: Partial<Record<IdColumn, string>>;
  /** Whether the user can sign in, where the lookup answered it (false: deactivated). */
  activated?: boolean;
}

/** The query body of spec 2.6 (shared/api/wire/query.ts: one definition for core and the demo server). */
export type QueryBody = GetQuery;

export interface CallOptions {
  signal?: AbortSignal;
}

export interface ApiClient {
  /** 4.1: multipart upload, part `file`, text/csv. Never retried. */
  uploadUsersCsv(
    file: { name: string; content: string | Uint8Array | UploadBody },
    options?: CallOptions & { onProgress?: (sentBytes: number, totalBytes: number) => void },
  ): Promise<{ fileUuid: string }>;
  /** 4.2: no `role` parameter when roles is empty. Never retried. */
  startUserImport(fileUuid: string, options: ImportOptions, call?: CallOptions): Promise<{ jobUuid: string }>;
  /** 4.3. Retried on 429/502/503/504 and network errors. */
  readImportJob(jobUuid: string, call?: CallOptions): Promise<ServerJobState>;
  /** 4.4, sorted by line ascending. Retried like reads. */
  queryImportReport(
    jobUuid: string,
    page: { limit: number; offset: number; status?: string },
    call?: CallOptions,
  ): Promise<QueryPage<ServerReportEntry>>;
  /** 4.5. Retried like reads. */
  queryCreationWizardRequests(query: QueryBody, call?: CallOptions): Promise<QueryPage<ServerRecord>>;
  /** 4.6: GET with a JSON body in the spec dialect, POST in the management dialect. Retried like reads. */
  queryDevices(query: QueryBody, call?: CallOptions): Promise<QueryPage<ServerRecord>>;
  /**
   * The user lookup real servers offer (shared/reference; `searches` and the paging of
   * GetQuery): users whose name or e-mail matches one of `searches` (a real server's match
   * may be looser than equality; none: every user). A read that cannot create anything: the
   * dry run looks up a file's users with it, the connection test of a system administrator's
   * profile counts them (`getItems: false`). Retried like reads.
   */
  queryUsers(
    query: { searches?: string[]; limit: number; offset: number; getItems?: boolean },
    call?: CallOptions,
  ): Promise<QueryPage<FoundUser>>;
  /**
   * The organization's password policy where the server offers a read of it (the demo server
   * does; no real server's path is known): null when it answers 404 or 405. Retried like reads.
   */
  readPasswordPolicy(call?: CallOptions): Promise<PasswordPolicy | null>;
}
