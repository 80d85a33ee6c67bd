import { describe, expect, it } from 'vitest';
import { createChannels, mapLimited } from '../../../../../electron/core/queries/channels';

const abortable = (signal: AbortSignal, value: string) =>
  new Promise<string>((resolve, reject) => {
    const t = setTimeout(() => resolve(value), 50);
    signal.addEventListener('abort', () => {
      clearTimeout(t);
      reject(new Error('cancelled'));
    });
  });

describe('channels', () => {
  it('a newer request on a channel aborts the older; other channels are left alone', async () => {
    const channels = createChannels();
    const first = channels.run('w1', 'devices', (s) => abortable(s, 'first'));
    const other = channels.run('w1', 'orgs', (s) => abortable(s, 'other'));
    const second = channels.run('w1', 'devices', (s) => abortable(s, 'second'));
    await expect(first).rejects.toThrow('cancelled');
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
    let running = 0;
    let peak = 0;
    const out = await mapLimited([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      return n * 2;
    });
    expect(out).toEqual([2, 4, 6, 8, 10, 12, 14]);
    expect(peak).toBe(3);
  });
});
