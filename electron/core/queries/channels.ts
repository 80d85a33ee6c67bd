/**
 * Requests of one caller on the same channel cancel each other: a newer request aborts the
 * older one, which then answers `cancelled`, so a screen typing a search only ever sees
 * the newest answer. Channels are per caller: two windows or two browser tabs showing
 * devices never cancel each other. A caller that goes away has its requests aborted.
 */
export interface Channels {
  run<T>(callerId: string, channel: string | undefined, work: (signal: AbortSignal) => Promise<T>): Promise<T>;
  /** Aborts every request of a caller (its window closed, its socket dropped). */
  abortCaller(callerId: string): void;
  abortAll(): void;
}

export function createChannels(): Channels {
  /** caller id -> channel -> the request in flight. */
  const running = new Map<string, Map<string, AbortController>>();
  const anonymous = new Map<string, Set<AbortController>>();
  return {
    async run(callerId, channel, work) {
      const controller = new AbortController();
      let mine = running.get(callerId);
      if (channel !== undefined) {
        if (!mine) running.set(callerId, (mine = new Map()));
        mine.get(channel)?.abort();
        mine.set(channel, controller);
      } else {
        let set = anonymous.get(callerId);
        if (!set) anonymous.set(callerId, (set = new Set()));
        set.add(controller);
      }
      try {
        return await work(controller.signal);
      } finally {
        if (channel !== undefined) {
          if (mine?.get(channel) === controller) mine.delete(channel);
          if (mine?.size === 0) running.delete(callerId);
        } else {
          const set = anonymous.get(callerId);
          set?.delete(controller);
          if (set?.size === 0) anonymous.delete(callerId);
        }
      }
    },
    abortCaller(callerId) {
      for (const controller of running.get(callerId)?.values() ?? []) controller.abort();
      for (const controller of anonymous.get(callerId) ?? []) controller.abort();
      running.delete(callerId);
      anonymous.delete(callerId);
    },
    abortAll() {
      for (const callerId of [...running.keys(), ...anonymous.keys()]) this.abortCaller(callerId);
    },
  };
}

/** Runs tasks with at most `limit` at a time; rejects with the first failure. */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
