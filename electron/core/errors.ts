import type { ErrorCode } from '../../shared/errors/error-code';
import type { RpcError } from '../../shared/ipc';

/** What an error says besides its code: the values its wording quotes and the facts a program branches on. */
export type ErrorParams = Record<string, unknown>;

/**
 * An error a person can act on, as a code and its parameters (file, line, HTTP status, the
 * server's own message, a `reason` where one code covers several situations) and the error
 * behind it. Core never words it: each shell words the code from the catalogue
 * (shared/errors/wording.ts), in its reader's language. `message` is for developers' logs
 * only: the code and the parameters as data. Parameters never carry a token or a password.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorParams | undefined;

  constructor(code: ErrorCode, params?: ErrorParams, options?: { cause?: unknown }) {
    super(params === undefined ? code : `${code} ${safeJson(params)}`, options);
    this.name = 'AppError';
    this.code = code;
    this.details = params;
  }
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}

/** The text of a thrown value, as data (a parameter of `internal`), never as a sentence of ours. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** An error as the contract carries it: code and parameters; anything unexpected is `internal` with its text. */
export function toRpcError(error: unknown): RpcError {
  if (error instanceof AppError) {
    return error.details === undefined ? { code: error.code } : { code: error.code, details: error.details };
  }
  return { code: 'internal', details: { error: errorText(error) } };
}
