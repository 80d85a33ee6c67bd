import { describe, expect, it } from 'vitest';
import { createChannels, mapLimited } from '../../../../../electron/core/queries/channels';

/** Work that answers `value` when the test says so, and fails `cancelled` when aborted. */
function held(value: string) {
  let answer!: () => void;
  let given: AbortSignal | undefined;
  const work = (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      given = signal;
      answer = () => resolve(value);
      signal.addEventListener('abort', () => reject(new Error('cancelled')));
    });
  return { work, answer: () => answer(), aborted: () => given?.aborted };
}

describe('channels', () => {
  it('a newer request on a channel aborts the older; other channels are left alone', async () => {
    const channels = createChannels();
    const [a, b, c] = [held('first'), held('other'), held('second')];
    const first = channels.run('w1', 'devices', a.work);
    const other = channels.run('w1', 'orgs', b.work);
    const second = channels.run('w1', 'devices', c.work);
    expect([a.aborted(), b.aborted(), c.aborted()]).toEqual([true, false, false]);
    await expect(first).rejects.toThrow('cancelled');
    // Answered only now: the other channel's request was still waiting, not aborted.
    b.answer();
    c.answer();
    await expect(second).resolves.toBe('second');
    await expect(other).resolves.toBe('other');
  });

  it('two callers on the same channel never cancel each other; a caller that goes away has its requests aborted', async () => {
    const channels = createChannels();
    const signals: AbortSignal[] = [];
    const hold = (signal: AbortSignal) =>
      new Promise<string>((resolve, reject) => {
        signals.push(signal);
        signal.addEventListener('abort', () => reject(new Error('cancelled')));
        if (signals.length === 4) resolve('unused');
      });
    const tabA = channels.run('web:1', 'devices', hold);
    const tabB = channels.run('web:2', 'devices', hold);
    const tabBOther = channels.run('web:2', undefined, hold);
    expect(signals.map((s) => s.aborted)).toEqual([false, false, false]);
    channels.abortCaller('web:2');
    await expect(tabB).rejects.toThrow('cancelled');
    await expect(tabBOther).rejects.toThrow('cancelled');
    expect(signals[0]!.aborted).toBe(false);
    channels.abortAll();
    await expect(tabA).rejects.toThrow('cancelled');
  });

  it('runs at most the limit at once, keeping order', async () => {
    const running = new Map<number, () => void>();
    let peak = 0;
    const finished = mapLimited([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      await new Promise<void>((resolve) => {
        running.set(n, resolve);
        peak = Math.max(peak, running.size);
      });
      running.delete(n);
      return n * 2;
    });
    // Each task ends when the test lets it, the newest first: the next one takes its place.
    const seen: number[][] = [];
    for (const next of [[1, 2, 4], [1, 2, 5], [1, 2, 6], [1, 2, 7], [1, 2], [1], []]) {
      seen.push([...running.keys()].sort());
      running.get(Math.max(...running.keys()))!();
      await expect.poll(() => [...running.keys()].sort(), { interval: 1 }).toEqual(next);
    }
    expect(seen[0]).toEqual([1, 2, 3]);
    expect(await finished).toEqual([2, 4, 6, 8, 10, 12, 14]);
    expect(peak).toBe(3);
  });
});
