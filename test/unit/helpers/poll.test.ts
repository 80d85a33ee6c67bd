import { describe, expect, it } from 'vitest';
import { pollUntil, PollTimeout } from '../../helpers/poll';

describe('pollUntil', () => {
  it('reads until the state is there, and answers it', async () => {
    let reads = 0;
    const value = await pollUntil(
      () => ++reads,
      (n) => n === 3,
      { everyMs: 0 },
    );
    expect(value).toBe(3);
    expect(reads).toBe(3);
  });

  it('gives up after the reads allowed, with the last state read', async () => {
    let reads = 0;
    const error = await pollUntil(
      async () => ({ status: 'RUNNING', read: ++reads }),
      () => false,
      { times: 4, everyMs: 0 },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PollTimeout);
    expect(error).toMatchObject({ reads: 4, last: { status: 'RUNNING', read: 4 } });
    expect(reads).toBe(4);
  });
});
