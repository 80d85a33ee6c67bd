import { useCallback, useEffect, useRef, useState } from 'react';
import type { RpcError } from '../../../shared/ipc';
import { asCallFailure } from '../call-failure';

export interface LatestQuery<T> {
  /** The newest answer, kept while a newer request runs (the table dims instead of flashing). */
  data: T | null;
  /** The newest request's failure; cleared by the next answer. */
  error: RpcError | null;
  /** When the shown answer arrived (epoch ms): "3 days ago" counts from here. */
  answeredAt: number;
  /** A request for the current key is debouncing or on its way. */
  loading: boolean;
  /** Sends the current request again (after an error, or to refresh). */
  retry(): void;
}

export interface LatestQueryOptions<T> {
  /** Everything the request depends on, serialised: a new key means a new request. */
  key: string;
  /** False (e.g. no profile, or the wrong kind) sends nothing. */
  enabled: boolean;
  /** Core cancels an older request on the same channel when a newer one arrives. */
  channel: string;
  run: (channel: string) => Promise<T>;
  debounceMs?: number;
  /**
   * When set, `performance.measure(measureName)` spans from the answer's arrival to the
   * first frame after React rendered it (read by the devices-ui bench).
   */
  measureName?: string;
}

interface Settled<T> {
  key: string;
  attempt: number;
  data: T | null;
  error: RpcError | null;
  answeredAt: number;
}

/**
 * Runs the request for the newest key only. Two guards keep a stale answer off the screen:
 * the channel (core cancels the older call, which then fails with `cancelled`) and a
 * sequence number checked when any answer arrives, because an older answer can still
 * come back first when core had already sent it.
 */
export function useLatestQuery<T>(options: LatestQueryOptions<T>): LatestQuery<T> {
  const { key, enabled, channel, debounceMs = 0, measureName } = options;
  const run = useRef(options.run);
  const sequence = useRef(0);
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>({ key: '', attempt: -1, data: null, error: null, answeredAt: 0 });
  const answeredAt = useRef<string | null>(null);

  useEffect(() => {
    run.current = options.run;
  });

  useEffect(() => {
    if (!enabled) return;
    const mine = ++sequence.current;
    const timer = setTimeout(() => {
      run.current(channel).then(
        (data) => {
          if (mine !== sequence.current) return;
          if (measureName) {
            answeredAt.current = `${measureName}:answer:${mine}`;
            performance.mark(answeredAt.current);
          }
          setSettled({ key, attempt, data, error: null, answeredAt: Date.now() });
        },
        (error: unknown) => {
          if (mine !== sequence.current) return;
          const failure = asCallFailure(error);
          // Cancelled means a newer request replaced this one; its answer will come.
          if (failure.code === 'cancelled') return;
          setSettled((previous) => ({ ...previous, key, attempt, error: failure }));
        },
      );
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [key, enabled, channel, debounceMs, attempt, measureName]);

  useEffect(() => {
    const mark = answeredAt.current;
    if (!measureName || !mark || settled.data === null) return;
    answeredAt.current = null;
    const frame = requestAnimationFrame(() => {
      performance.measure(measureName, mark);
      performance.clearMarks(mark);
    });
    return () => cancelAnimationFrame(frame);
  }, [settled, measureName]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = settled.key === key && settled.attempt === attempt;
  return {
    data: settled.data,
    error: current ? settled.error : null,
    answeredAt: settled.answeredAt,
    loading: enabled && !current,
    retry,
  };
}
