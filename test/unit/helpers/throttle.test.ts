import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { Pacer } from '../../helpers/throttle';
import type { PacerClock } from '../../helpers/throttle';

/** A clock that moves only when the pacer waits: the test takes no time at all. */
function virtualClock(): PacerClock & { waited: number[] } {
  let now = 0;
  const waited: number[] = [];
  return {
    waited,
    now: () => now,
    wait: async (ms) => {
      waited.push(ms);
      now += ms;
    },
  };
}

async function pass(pacer: Pacer, bytes: Buffer): Promise<Buffer> {
  const out: Buffer[] = [];
  pacer.on('data', (c: Buffer) => out.push(c));
  await new Promise<void>((resolve, reject) => {
    Readable.from([bytes.subarray(0, 7000), bytes.subarray(7000)])
      .pipe(pacer)
      .on('end', resolve)
      .on('error', reject);
  });
  return Buffer.concat(out);
}

describe('Pacer', () => {
  it('lets bytes through at the rate, no faster, and unchanged', async () => {
    const clock = virtualClock();
    const pacer = new Pacer(10_000, clock);
    const bytes = Buffer.from(Array.from({ length: 50_000 }, (_, i) => i % 251));
    const out = await pass(pacer, bytes);
    expect(out.equals(bytes)).toBe(true);
    const elapsed = clock.now();
    // 50,000 bytes at 10,000 B/s: five seconds of virtual time, within a slice of rounding.
    expect(elapsed).toBeGreaterThanOrEqual(4_900);
    expect(elapsed).toBeLessThanOrEqual(5_100);
    expect(pacer.passed).toBe(50_000);
  });
  it('never saves up more than a tenth of a second', async () => {
    const clock = virtualClock();
    const pacer = new Pacer(10_000, clock);
    await clock.wait(60_000); // a long pause before sending
    await pass(pacer, Buffer.alloc(20_000));
    // After the pause only 1,000 bytes were saved: the other 19,000 take 1.9 s.
    expect(clock.now() - 60_000).toBeGreaterThanOrEqual(1_850);
  });
  it('refuses a rate that is not positive', () => {
    expect(() => new Pacer(0)).toThrow(/bytesPerSecond must be positive/);
  });
});
