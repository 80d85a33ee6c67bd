/**
 * An API client whose calls leave a line in core's log: each operation, how long it took and,
 * when it failed, the error's code and HTTP status. Only the operation's name is logged, never
 * its arguments (a query's filter may name people, an upload is a file of them), and the line
 * goes through the logger's redaction like every other.
 */
import type { AppError } from '../errors';
import type { Logger } from './logger';

/** `code`, `HTTP 503` and the message of a failed call, as one log fragment. */
/** A failure for the developer's log: its code, HTTP status and parameters (an AppError's, or a contract error's). */
export function failureText(error: unknown): string {
  const e = error as Partial<AppError> & { message?: string };
  const status = typeof e.details?.status === 'number' ? ` HTTP ${e.details.status}` : '';
  if (typeof e.code !== 'string') return `internal${status}: ${e.message ?? String(error)}`;
  return `${e.code}${status}${e.details ? ` ${JSON.stringify(e.details)}` : ''}`;
}

export function loggedClient<T extends object>(client: T, log: Logger, label: string): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      // Not calls to the server: the client's own state (its dialect, organization, proxy route).
      if (['close', 'dialect', 'organization', 'route'].includes(property)) return value.bind(target);
      return (...args: unknown[]) => {
        const started = Date.now();
        const result: unknown = value.apply(target, args);
        if (result instanceof Promise) {
          result.then(
            () => log.debug(`api ${property} ok in ${Date.now() - started} ms (${label})`),
            (error: unknown) =>
              // A call cancelled by a newer one (or the user) is not a failure worth a warning.
              ((error as Partial<AppError>).code === 'cancelled' ? log.debug : log.warn)(
                `api ${property} failed after ${Date.now() - started} ms (${label}): ${failureText(error)}`,
              ),
          );
        }
        return result;
      };
    },
  });
}
