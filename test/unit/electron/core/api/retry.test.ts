import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../../electron/core/errors';
import {
  backoffDelay,
  DEFAULT_RETRY,
  isRetryable,
  parseRetryAfter,
  withRetry,
} from '../../../../../electron/core/api/retry';
import type { RetryClock } from '../../../../../electron/core/api/retry';

const clock = (random = 1): RetryClock & { delays: number[] } => {
  const delays: number[] = [];
  return { delays, now: () => 0, random: () => random, sleep: async (ms) => void delays.push(ms) };
};
const status = (s: number, retryAfterMs?: number) =>
  new AppError('http-status', { status: s, ...(retryAfterMs !== undefined ? { retryAfterMs } : {}) });

describe('Retry-After', () => {
  it('reads delta-seconds and HTTP dates', () => {
    const now = Date.parse('Wed, 21 Oct 2026 07:28:00 GMT');
    expect(parseRetryAfter('7', now)).toBe(7000);
    expect(parseRetryAfter('Wed, 21 Oct 2026 07:28:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Wed, 21 Oct 2026 07:27:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(undefined, now)).toBeNull();
  });
});

describe('backoff', () => {
  it('doubles up to the maximum, with full jitter', () => {
    const max = (attempt: number) => backoffDelay(attempt, DEFAULT_RETRY, () => 1, null);
    expect([0, 1, 2, 3, 4, 5].map(max)).toEqual([500, 1000, 2000, 4000, 8000, 8000]);
    expect(backoffDelay(3, DEFAULT_RETRY, () => 0, null)).toBe(0);
    expect(backoffDelay(3, DEFAULT_RETRY, () => 0.25, null)).toBe(1000);
  });

  it('waits at least Retry-After, capped', () => {
    expect(backoffDelay(0, DEFAULT_RETRY, () => 0, 5000)).toBe(5000);
    expect(backoffDelay(0, DEFAULT_RETRY, () => 0, 10 * 60_000)).toBe(DEFAULT_RETRY.retryAfterCapMs);
  });
});

describe('withRetry', () => {
  it('retries 429/502/503/504 and network errors, not 500, 4xx or others', () => {
    for (const s of [429, 502, 503, 504]) expect(isRetryable(status(s))).toBe(true);
    for (const s of [400, 401, 403, 404, 500]) expect(isRetryable(status(s))).toBe(false);
    for (const code of ['unreachable', 'refused', 'timeout'] as const)
      expect(isRetryable(new AppError(code))).toBe(true);
    expect(isRetryable(new AppError('tls'))).toBe(false);
    expect(isRetryable(new Error('x'))).toBe(false);
  });

  it('succeeds after transient failures, sleeping the backoff between', async () => {
    const c = clock();
    const failures = [status(503, 2000), new AppError('refused')];
    let calls = 0;
    const result = await withRetry(
      async () => {
        calls++;
        const next = failures.shift();
        if (next) throw next;
        return 'ok';
      },
      DEFAULT_RETRY,
      c,
    );
    expect(result).toBe('ok');
    expect(calls).toBe(3);
    expect(c.delays).toEqual([2000, 1000]);
  });

  it('gives up after the attempts with the last error, and at once on a permanent one', async () => {
    const c = clock();
    await expect(
      withRetry(async () => Promise.reject(status(502)), { ...DEFAULT_RETRY, attempts: 3 }, c),
    ).rejects.toMatchObject({ details: { status: 502 } });
    expect(c.delays).toHaveLength(2);
    const d = clock();
    await expect(withRetry(async () => Promise.reject(status(500)), DEFAULT_RETRY, d)).rejects.toMatchObject({
      details: { status: 500 },
    });
    expect(d.delays).toHaveLength(0);
  });

  it('stops when the signal fires', async () => {
    const controller = new AbortController();
    let calls = 0;
    const c: RetryClock = { now: () => 0, random: () => 0, sleep: async () => controller.abort() };
    await expect(
      withRetry(
        async () => {
          calls++;
          throw status(503);
        },
        DEFAULT_RETRY,
        c,
        controller.signal,
      ),
    ).rejects.toBeInstanceOf(AppError);
    expect(calls).toBe(1);
  });
});
