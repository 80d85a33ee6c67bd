import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrottle } from '../../helpers/throttle';

let received: { size: number; sha: string }[] = [];
const server = createServer((req, res) => {
  const hash = createHash('sha256');
  let size = 0;
  req.on('data', (c: Buffer) => {
    size += c.length;
    hash.update(c);
  });
  req.on('end', () => {
    received.push({ size, sha: hash.digest('hex') });
    res.end('stored');
  });
});
beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the throttle', () => {
  it('passes an upload through unchanged at no more than the given rate', async () => {
    received = [];
    const throttle = await startThrottle({
      target: { port: (server.address() as AddressInfo).port },
      bytesPerSecond: 400_000,
    });
    try {
      const body = Buffer.alloc(300_000, 7);
      const started = performance.now();
      const res = await fetch(`${throttle.url}/upload`, { method: 'POST', body });
      expect(await res.text()).toBe('stored');
      const seconds = (performance.now() - started) / 1000;
      expect(received).toEqual([{ size: body.length, sha: createHash('sha256').update(body).digest('hex') }]);
      // A lower bound only (a throttle can make a transfer slower, never faster): 300 kB less
      // the first tenth of a second's allowance, at 400 kB/s.
      expect(seconds).toBeGreaterThanOrEqual((300_000 - 40_000) / 400_000);
      expect(throttle.bytesUp).toBeGreaterThan(300_000);
    } finally {
      await throttle.close();
    }
  });
});
