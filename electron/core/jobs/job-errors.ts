/**
 * What went wrong with a job, as the record keeps it (`error: {code, details, stage}`: a code
 * with parameters and where in the run it happened; the shells word it, see
 * shared/jobs/job-error-wording.ts), and how core tells a server's answers apart (gone, refused).
 */
import type { JobError, JobErrorStage } from '../../../shared/models/job';
import { AppError } from '../errors';

/**
 * Answers that prove the server did not start the job: it refused (an HTTP status of its
 * own, a refused token), or a proxy refused the tunnel to it. A gateway's 502, 503 or 504
 * proves nothing: the start may have reached the server behind it.
 */
const GATEWAY_STATUSES = new Set([502, 503, 504]);
export function provesNotStarted(error: unknown): boolean {
  if (!(error instanceof AppError)) return false;
  // A proxy that refuses its credentials answers the CONNECT itself: nothing reached the server.
  if (error.code === 'unauthorized' || error.code === 'proxy-credentials') return true;
  // No connection was ever made: the request never left this computer.
  if (error.code === 'refused' || (error.code === 'timeout' && error.details?.phase === 'connect')) return true;
  if (error.code === 'unreachable' && (error.details?.reason === 'dns' || error.details?.reason === 'no-route'))
    return true;
  return error.code === 'http-status' && !GATEWAY_STATUSES.has(Number(error.details?.status));
}

/** The server answered that it no longer knows the job (it cleans old jobs up). */
export function isJobGone(error: unknown): boolean {
  return (
    error instanceof AppError &&
    error.details?.status === 404 &&
    error.details?.errorCode === 'CSV_IMPORT_JOB_DOES_NOT_EXIST'
  );
}

/**
 * A start the server refused (provesNotStarted): nothing of this part was imported; for a
 * part after the first, the parts before it were (details `part`, `parts`, `imported`).
 */
export function notStartedError(error: unknown, k: number, parts: number): JobError {
  const kept = errorOf(error, 'start-refused');
  return { ...kept, details: { ...kept.details, notStarted: { part: k + 1, parts, imported: k } } };
}

/** Why a start's answer is not known, as a code and its parameters (the shells word it). */
export function startCause(error: unknown, aborted: boolean): { code: string; params?: Record<string, unknown> } {
  if (aborted) return { code: 'interrupted', params: { during: 'start' } };
  const { code, details } = errorOf(error);
  return details === undefined ? { code } : { code, params: details };
}

/** An error as a job keeps it: its code and details (anything unexpected is `internal`), and the stage. */
export function errorOf(error: unknown, stage?: JobErrorStage): JobError {
  const code = error instanceof AppError ? error.code : 'internal';
  const details =
    error instanceof AppError ? error.details : { error: error instanceof Error ? error.message : String(error) };
  return { code, ...(details === undefined ? {} : { details }), ...(stage ? { stage } : {}) };
}

/** A job of several parts whose part k (0-based) the server FAILED: the later parts are not imported. */
export function partFailedError(k: number, parts: number, serverError: string | null): JobError {
  return { code: 'part-failed', details: { part: k + 1, parts, serverError } };
}

/** A job that cannot be watched again because its connection cannot be made. */
export function reconnectError(error: unknown): JobError {
  return errorOf(error, 'reconnect');
}
