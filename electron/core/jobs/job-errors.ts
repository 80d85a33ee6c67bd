/**
 * What went wrong with a job, as the record keeps it (`error: {code, message, details}`), and
 * how core tells a server's answers apart (gone, refused). The messages are the English
 * fallback; the shells word a record's error from its code and details where they know it.
 */
import type { JobRecord } from '../../../shared/models/job';
import { AppError } from '../errors';

export const PHASE_WORDS: Record<JobRecord['phase'], string> = {
  uploading: 'still being uploaded',
  starting: 'still being started',
  running: 'still running',
  detached: 'not being watched (resume it to see it finish)',
  unconfirmed: 'not confirmed by the server (check the server before anything else)',
  error: 'stopped before it finished (resume it to see it finish)',
  finished: 'finished',
  failed: 'failed',
};

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

export const GONE_MESSAGE =
  'The server no longer knows this job (it removes old jobs after a while). What the app knew of it is kept: its counts, the report lines fetched, and the file.';

/**
 * A start the server refused (provesNotStarted): nothing of this part was imported; for a
 * part after the first, the parts before it were (details `part`, `parts`, `imported`).
 */
export function notStartedError(error: unknown, k: number, parts: number): NonNullable<JobRecord['error']> {
  const said = messageOf(error);
  const message =
    k === 0
      ? `The server did not start the import: ${said} Nothing was imported.`
      : `The server did not start part ${k + 1} of ${parts}: ${said} ${k === 1 ? 'Part 1 was' : `Parts 1 to ${k} were`} imported; nothing of part ${k + 1} and after.`;
  const kept = errorOf(error, message);
  return { ...kept, details: { ...kept.details, notStarted: { part: k + 1, parts, imported: k } } };
}

/** Why a start's answer is not known, as a code and its parameters (the shells word it). */
export function startCause(error: unknown, aborted: boolean): { code: string; params?: Record<string, unknown> } {
  if (aborted) return { code: 'interrupted', params: { during: 'start' } };
  const { code, details } = errorOf(error, '');
  return details === undefined ? { code } : { code, params: details };
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function stripStop(message: string): string {
  return message.replace(/[.\s]+$/, '');
}

export function errorOf(error: unknown, message: string): NonNullable<JobRecord['error']> {
  const code = error instanceof AppError ? error.code : 'internal';
  const details = error instanceof AppError ? error.details : undefined;
  return details === undefined ? { code, message } : { code, message, details };
}

/** A job of several parts whose part k (0-based) the server FAILED: the later parts are not imported. */
export function partFailedError(k: number, parts: number, serverError: string | null): NonNullable<JobRecord['error']> {
  const notImported = k + 1 < parts ? ` Parts ${k + 2} to ${parts} were not imported yet.` : '';
  return {
    code: 'part-failed',
    message: `Part ${k + 1} of ${parts} failed on the server${serverError ? `: ${serverError}` : ''}.${notImported}`,
    // The shells word it from these (shared/errors/wording.ts); the message is the English fallback.
    details: { part: k + 1, parts, serverError },
  };
}

/** A job that cannot be watched again because its connection cannot be made. */
export function reconnectError(
  error: unknown,
  record: Pick<JobRecord, 'profileName'>,
): NonNullable<JobRecord['error']> {
  return errorOf(
    error,
    // No profile or token: the message says what to add; anything else is the network's.
    error instanceof AppError &&
      (error.code === 'no-profile' || error.code === 'no-token' || error.code === 'no-connection')
      ? `${messageOf(error)} Then resume it.`
      : `Cannot reach the server of profile ${record.profileName}: ${stripStop(messageOf(error))}. Resume to try again.`,
  );
}
