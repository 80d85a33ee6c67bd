// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MdmCallError } from '../../../../../renderer/bridge/mdm';
import { useLatestQuery } from '../../../../../renderer/ui/data-table/use-latest-query';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useLatestQuery', () => {
  it('never shows an older answer that arrives after a newer one', async () => {
    const pending = new Map<string, ReturnType<typeof deferred<string>>>();
    const { result, rerender } = renderHook(
      ({ key }) =>
        useLatestQuery<string>({
          key,
          enabled: true,
          channel: 'c',
          run: () => {
            const d = deferred<string>();
            pending.set(key, d);
            return d.promise;
          },
        }),
      { initialProps: { key: 'a' } },
    );
    await waitFor(() => expect(pending.has('a')).toBe(true));
    rerender({ key: 'b' });
    await waitFor(() => expect(pending.has('b')).toBe(true));
    await act(async () => pending.get('b')!.resolve('answer b'));
    expect(result.current.data).toBe('answer b');
    expect(result.current.loading).toBe(false);
    await act(async () => pending.get('a')!.resolve('answer a'));
    expect(result.current.data).toBe('answer b');
  });

  it('ignores a cancelled call and keeps the previous rows while the newer one runs', async () => {
    const answers: ReturnType<typeof deferred<string>>[] = [];
    const { result, rerender } = renderHook(
      ({ key }) =>
        useLatestQuery<string>({
          key,
          enabled: true,
          channel: 'c',
          run: () => {
            const d = deferred<string>();
            answers.push(d);
            return d.promise;
          },
        }),
      { initialProps: { key: 'a' } },
    );
    await waitFor(() => expect(answers).toHaveLength(1));
    await act(async () => answers[0]!.resolve('first'));
    rerender({ key: 'b' });
    await waitFor(() => expect(answers).toHaveLength(2));
    rerender({ key: 'c' });
    await waitFor(() => expect(answers).toHaveLength(3));
    await act(async () => answers[1]!.reject(new MdmCallError({ code: 'cancelled' })));
    expect(result.current.error).toBeNull();
    expect(result.current.data).toBe('first');
    expect(result.current.loading).toBe(true);
  });

  it('waits for a pause in typing before sending, and sends the last text only', async () => {
    const sent: string[] = [];
    const { rerender } = renderHook(
      ({ key }) =>
        useLatestQuery<string>({
          key,
          enabled: true,
          channel: 'c',
          debounceMs: 40,
          run: async () => {
            sent.push(key);
            return key;
          },
        }),
      { initialProps: { key: 'i' } },
    );
    rerender({ key: 'ip' });
    rerender({ key: 'ipa' });
    rerender({ key: 'ipad' });
    await waitFor(() => expect(sent).toEqual(['ipad']));
  });

  it('keeps the error of the current request and sends it again on retry', async () => {
    let calls = 0;
    const { result } = renderHook(() =>
      useLatestQuery<string>({
        key: 'k',
        enabled: true,
        channel: 'c',
        run: async () => {
          calls += 1;
          if (calls === 1) throw new MdmCallError({ code: 'http-status' });
          return 'ok';
        },
      }),
    );
    await waitFor(() => expect(result.current.error?.code).toBe('http-status'));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.data).toBe('ok'));
    expect(result.current.error).toBeNull();
    expect(calls).toBe(2);
  });

  it('sends nothing while disabled', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let calls = 0;
      const { result } = renderHook(() =>
        useLatestQuery<string>({
          key: 'k',
          enabled: false,
          channel: 'c',
          run: async () => {
            calls += 1;
            return 'x';
          },
        }),
      );
      // Every timer the hook set has run (a request waits for one, its debounce): none was sent.
      act(() => vi.runAllTimers());
      expect(vi.getTimerCount()).toBe(0);
      expect(calls).toBe(0);
      expect(result.current.loading).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
