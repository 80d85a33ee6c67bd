/**
 * Every code an error crossing the contract may carry: one union for core, the shells and
 * the renderer. Programs branch on the code; people read the sentence a shell words from
 * it and its details (shared/errors/wording.ts): every code has its wording there, in every
 * language, or the catalogue does not compile.
 */
export const ERROR_CODES = [
  // The network and the server (electron/core/api).
  'unreachable',
  'refused',
  // A proxy wants credentials or refused the ones it was given (HTTP 401/407 to the CONNECT).
  'proxy-credentials',
  'timeout',
  'tls',
  'http-status',
  'unauthorized',
  'not-json',
  'invalid-json',
  'invalid-response',
  'cancelled',
  // Connections and their tokens.
  'no-profile',
  'no-token',
  'no-connection',
  'weak-storage',
  'secret-unavailable',
  // The machine-wide policy forbids it (docs/policy.md).
  'forbidden-by-policy',
  // Import jobs.
  'job-active',
  'job-not-finished',
  'cannot-resume',
  'no-report',
  'interrupted',
  'deadline',
  'stopped',
  'job-gone',
  // A part of a split import failed on the server (a job record's error).
  'part-failed',
  // Uploads staged in core before a job starts, and core's worker thread.
  'too-many-uploads',
  'too-large',
  'worker-failed',
  // Files the app owns.
  'storage',
  'corrupt-file',
  // Calls.
  'invalid-argument',
  'not-found',
  'unknown-method',
  'untrusted-sender',
  'bad-message',
  'disconnected',
  'internal',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
