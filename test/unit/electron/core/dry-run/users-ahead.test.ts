import { describe, expect, it } from 'vitest';
import { ServerDirectory } from '../../../../../electron/core/dry-run/server-directory';
import { usersAhead } from '../../../../../electron/core/dry-run/users-ahead';
import type { DirectoryRead, OnPage } from '../../../../../electron/core/dry-run/users-ahead';

/** A read the test finishes by hand: its signal, and the pages it tells. */
function controlledRead() {
  let finish!: (read: DirectoryRead) => void;
  let fail!: (error: Error) => void;
  const seen: { signal?: AbortSignal; onPage?: OnPage } = {};
  const read = (signal: AbortSignal, onPage: OnPage) => {
    seen.signal = signal;
    seen.onPage = onPage;
    return new Promise<DirectoryRead>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { read, seen, finish: (r: DirectoryRead) => finish(r), fail: (e: Error) => fail(e) };
}

const profile = { kind: 'profile', id: 'p1' } as const;

describe('the users read ahead of a comparison', () => {
  it('is taken only by a run of the same connection and id column', () => {
    const ahead = usersAhead(profile, 'custom1', controlledRead().read);
    expect(ahead.matches({ kind: 'profile', id: 'p1' }, 'custom1')).toBe(true);
    expect(ahead.matches({ kind: 'profile', id: 'p2' }, 'custom1')).toBe(false);
    expect(ahead.matches({ kind: 'profile', id: 'p1', organization: 'o2' }, 'custom1')).toBe(false);
    expect(ahead.matches({ kind: 'profile', id: 'p1' }, 'foreignKey')).toBe(false);
    expect(ahead.matches({ kind: 'profile', id: 'p1' }, null)).toBe(false);
    expect(ahead.matches(undefined, 'custom1')).toBe(false);
  });

  it('tells the run the pages read before it came, then each further one; the run’s cancel stops it', async () => {
    const control = controlledRead();
    const ahead = usersAhead(profile, 'custom1', control.read);
    control.seen.onPage!(500, 1200);
    const told: [number, number | null][] = [];
    const run = new AbortController();
    const result = ahead.adopt((read, total) => told.push([read, total]), run.signal);
    control.seen.onPage!(1000, 1200);
    expect(told).toEqual([
      [500, 1200],
      [1000, 1200],
    ]);
    expect(control.seen.signal!.aborted).toBe(false);
    run.abort();
    expect(control.seen.signal!.aborted).toBe(true);
    const directory = new ServerDirectory();
    control.finish({ directory, reads: 3 });
    expect(await result).toEqual({ directory, reads: 3 });
  });

  it('fails no one when no run takes it: cancelled, its failure is dropped', async () => {
    const control = controlledRead();
    const ahead = usersAhead(profile, 'custom1', control.read);
    ahead.cancel();
    expect(control.seen.signal!.aborted).toBe(true);
    // An unhandled rejection would fail the test run.
    control.fail(new Error('cancelled'));
    await new Promise((resolve) => setImmediate(resolve));
  });
});
