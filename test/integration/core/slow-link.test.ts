/**
 * "A 1 GB upload at 5 MB/s" (200 s), scaled down: 40 MB through a link throttled to
 * 20 MB/s (about 2 s) with an inactivity timeout and a response timeout of 1 s each, so a
 * total timeout of that length could never have let it through. Then the other side: a link
 * that stops taking bytes fails after the inactivity timeout with "stalled", and the upload
 * is never retried.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../electron/core/api/create-api-client';
import type { ClosableApiClient } from '../../../electron/core/api/create-api-client';
import { AppError } from '../../../electron/core/errors';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import { startThrottle, stoppedLink } from '../../helpers/throttle';
import { wordingOf } from '../../helpers/worded';

const MB = 1_000_000;

/** A CSV of `bytes` bytes (one header, then rows), never held twice. */
function csvOf(bytes: number): Uint8Array {
  const header = 'name,email,givenName,surName,password\n';
  const row = 'user,user@example.com,Given,Sur,Secret-123456\n';
  const out = Buffer.alloc(bytes, ' ');
  out.write(header, 0);
  for (let at = header.length; at + row.length <= bytes; at += row.length) out.write(row, at);
  return out;
}

let server: DemoServer;
beforeAll(async () => {
  server = await startDemoServer({ devices: 1, maxUploadBytes: 200 * MB });
});
afterAll(() => server.close());

describe('uploads on a slow link', () => {
  it('completes an upload that takes longer than any timeout, as long as its bytes move; progress follows the link', async () => {
    const throttle = await startThrottle({ target: { port: server.port }, bytesPerSecond: 20 * MB });
    let client: ClosableApiClient | null = null;
    try {
      client = createApiClient(
        { baseUrl: throttle.url, token: server.orgToken },
        { uploadIdleTimeoutMs: 1_000, responseTimeoutMs: 1_000 },
      );
      const content = csvOf(40 * MB);
      const progress: { at: number; sent: number; total: number }[] = [];
      const started = performance.now();
      const { fileUuid } = await client.uploadUsersCsv(
        { name: 'big.csv', content },
        { onProgress: (sent, total) => progress.push({ at: performance.now() - started, sent, total }) },
      );
      const seconds = (performance.now() - started) / 1000;
      expect(fileUuid).toMatch(/[0-9a-f-]{36}/);
      // Longer than either timeout: only an inactivity timeout lets it through.
      expect(seconds).toBeGreaterThan(1.5);
      const total = progress.at(-1)!.total;
      expect(progress.at(-1)!.sent).toBe(total);
      // Progress counts the bytes the connection took, so it follows the link: the system's
      // socket buffers (loopback: up to ~16 MB between both ends) take a part at once, the rest
      // goes as the link lets it through. 95 % is reported only well into the upload.
      const nearlyAll = progress.find((p) => p.sent >= total * 0.95)!;
      expect(nearlyAll.at / 1000).toBeGreaterThan(seconds * 0.4);
      expect(new Set(progress.map((p) => p.sent)).size).toBeGreaterThan(100);
      expect(throttle.bytesUp).toBeGreaterThanOrEqual(total);
    } finally {
      await client?.close();
      await throttle.close();
    }
  });

  it('fails a stalled upload after the inactivity timeout, saying so, and never sends it twice', async () => {
    // A stopped link: the system's buffers take the first megabytes, then nothing moves.
    const throttle = await startThrottle({ target: { port: server.port }, bytesPerSecond: 1_000, clock: stoppedLink });
    const client = createApiClient(
      { baseUrl: throttle.url, token: server.orgToken },
      { uploadIdleTimeoutMs: 800, responseTimeoutMs: 60_000 },
    );
    const uploadsBefore = server.state.files.size;
    try {
      const error = await client.uploadUsersCsv({ name: 'stuck.csv', content: csvOf(40 * MB) }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'timeout', details: { phase: 'upload', ms: 800 } });
      expect(wordingOf(error)).toContain('stalled: no byte moved for 0.8 s');
      // One connection only: an upload is never retried.
      expect(throttle.connections).toBe(1);
      expect(server.state.files.size).toBe(uploadsBefore);
    } finally {
      await client.close();
      await throttle.close();
    }
  });
});
