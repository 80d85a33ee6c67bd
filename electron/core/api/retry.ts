/**
 * Retries for reads only (job read, report, queries): on 429/502/503/504 and network
 * errors, with exponential backoff and full jitter, honouring Retry-After up to a cap.
 * Uploads and job starts never come here: repeating them could import twice.
 */
import { cancelled, systemClock } from '../clock';
import type { Clock } from '../clock';
import { AppError } from '../errors';

export interface RetryPolicy {
  /** Total attempts, the first included. */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** The longest Retry-After the client will wait; longer asks are capped to this. */
  retryAfterCapMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 4, baseDelayMs: 500, maxDelayMs: 8_000, retryAfterCapMs: 30_000 };
export const NO_RETRY: RetryPolicy = { ...DEFAULT_RETRY, attempts: 1 };

export interface RetryClock extends Clock {
  random(): number;
}

export const RETRYABLE_STATUSES: readonly number[] = [429, 502, 503, 504];
const NETWORK_CODES = new Set(['unreachable', 'refused', 'timeout']);

/** Whether a failed read may be tried again. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof AppError)) return false;
  if (NETWORK_CODES.has(error.code)) return true;
  if (error.details?.network === true) return true;
  const status = error.details?.status;
  return typeof status === 'number' && RETRYABLE_STATUSES.includes(status);
}

/** Retry-After in ms: delta-seconds or an HTTP date (RFC 9110 10.2.3); null when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}

/** The wait before attempt `attempt + 1` (attempt counts from 0). */
export function backoffDelay(
  attempt: number,
  policy: RetryPolicy,
  random: () => number,
  retryAfterMs: number | null,
): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  const jittered = Math.round(random() * ceiling);
  if (retryAfterMs === null) return jittered;
  return Math.max(jittered, Math.min(retryAfterMs, policy.retryAfterCapMs));
}

/** The system clock plus the randomness that spreads retries of many clients apart (jitter). */
export const realClock: RetryClock = { ...systemClock, random: () => Math.random() };

/** Runs `attempt` until it succeeds, fails for good, or the attempts run out. */
export async function withRetry<T>(
  run: () => Promise<T>,
  policy: RetryPolicy,
  clock: RetryClock,
  signal?: AbortSignal,
  onRetry?: (error: AppError, delayMs: number, attempt: number) => void,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt + 1 >= policy.attempts || !isRetryable(error) || signal?.aborted) throw error;
      const appError = error as AppError;
      const retryAfter = typeof appError.details?.retryAfterMs === 'number' ? appError.details.retryAfterMs : null;
      const delay = backoffDelay(attempt, policy, clock.random, retryAfter);
      onRetry?.(appError, delay, attempt + 1);
      await clock.sleep(delay, signal);
      if (signal?.aborted) throw cancelled();
    }
  }
}
