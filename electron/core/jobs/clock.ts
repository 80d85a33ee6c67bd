import { AppError } from '../errors';

/** Time as the runner sees it; tests pass a fake one to check backoff and deadlines. */
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

function cancelled(): AppError {
  return new AppError('cancelled', 'Cancelled.');
}
