/**
 * Requests on the same channel cancel each other: a newer request aborts the older one,
 * which then answers `cancelled`, so a screen typing a search only ever sees the newest
 * answer.
 */
export interface Channels {
  run<T>(channel: string | undefined, work: (signal: AbortSignal) => Promise<T>): Promise<T>;
  abortAll(): void;
}

export function createChannels(): Channels {
  const running = new Map<string, AbortController>();
  return {
    async run(channel, work) {
      const controller = new AbortController();
      if (channel !== undefined) {
        running.get(channel)?.abort();
        running.set(channel, controller);
      }
      try {
        return await work(controller.signal);
      } finally {
        if (channel !== undefined && running.get(channel) === controller) running.delete(channel);
      }
    },
    abortAll() {
      for (const controller of running.values()) controller.abort();
      running.clear();
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
