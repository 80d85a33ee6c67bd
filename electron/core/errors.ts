import type { ErrorCode } from '../../shared/errors/error-code';
import type { RpcError } from '../../shared/ipc';

/**
 * An error a person can act on: a stable code for programs, a sentence for people, and
 * details (file, line, column, HTTP status, the server's own message) where they exist.
 * Messages never carry a token or a password.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }
}

export function toRpcError(error: unknown): RpcError {
  if (error instanceof AppError) {
    return error.details === undefined
      ? { code: error.code, message: error.message }
      : { code: error.code, message: error.message, details: error.details };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'internal', message: `Unexpected error: ${message}` };
}
