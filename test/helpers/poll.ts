/**
 * Reads an observable state until it is what a test waits for, a bounded number of times:
 * for a server job that runs on the server's own timers (the demo server's import jobs, a
 * CLI in another process), whose progress no event announces to the test. The pause between
 * reads only paces them; nothing is concluded from time having passed: a state that never
 * comes fails with the last one read, after `times` reads.
 */
export async function pollUntil<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  { times = 500, everyMs = 20 }: { times?: number; everyMs?: number } = {},
): Promise<T> {
  let value = await read();
  for (let reads = 1; !done(value); reads++) {
    if (reads >= times) throw new PollTimeout(reads, value);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    value = await read();
  }
  return value;
}

/** The awaited state did not come within the reads allowed. */
export class PollTimeout extends Error {
  constructor(
    readonly reads: number,
    readonly last: unknown,
  ) {
    super(`not there after ${reads} reads; the last: ${JSON.stringify(last)}`);
  }
}
