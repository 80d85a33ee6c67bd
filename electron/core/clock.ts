import { AppError } from './errors';

/**
 * Time as core's services see it (the import runner's polling, the transport's retries);
 * tests pass a fake one to check backoff and deadlines without waiting.
 */
export interface Clock {
  now(): number;
  /** Resolves after ms; rejects with AppError `cancelled` when the signal fires. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(cancelled());
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      const onAbort = () => {
        clearTimeout(timer);
        reject(cancelled());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
};

/** The error every cancellable wait of core rejects with. */
export function cancelled(): AppError {
  return new AppError('cancelled');
}
