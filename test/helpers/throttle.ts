/**
 * A slow link for upload tests: a TCP proxy in front of a server that lets the client's
 * bytes through at `bytesPerSecond` (the answers flow at full speed, as on an asymmetric
 * line), holding the client back by TCP's own backpressure. `Pacer` is the pacing alone, with
 * its clock injected, so that a unit test can check the rate without waiting for it.
 */
import { createServer, connect } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { Transform } from 'node:stream';
import type { TransformCallback } from 'node:stream';

export interface PacerClock {
  /** Milliseconds, monotonic. */
  now(): number;
  /** Resolves after `ms` milliseconds. */
  wait(ms: number): Promise<void>;
}

/**
 * Real time: a link whose bytes take real time, for tests of the client's own real-time
 * timers (an upload longer than any timeout goes through as long as bytes move). The waits
 * pace the bytes; no test concludes anything from them.
 */
export const realClock: PacerClock = {
  now: () => performance.now(),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * A link that lets no byte through: its time never moves and its waits never end. What the
 * client sends stays in the system's socket buffers, and then nothing moves at all.
 */
export const stoppedLink: PacerClock = {
  now: () => 0,
  wait: () => new Promise<void>(() => undefined),
};

/**
 * A token bucket: `bytesPerSecond` flow in, at most a tenth of a second's worth is saved up
 * (so a pause is not followed by a burst), and bytes are let through in slices of at most
 * that much.
 */
export class Pacer extends Transform {
  private budget = 0;
  private last: number;
  private readonly burst: number;
  /** Bytes let through so far. */
  passed = 0;

  constructor(
    private readonly bytesPerSecond: number,
    private readonly clock: PacerClock = realClock,
  ) {
    super();
    if (!(bytesPerSecond > 0)) throw new Error(`bytesPerSecond must be positive, got ${bytesPerSecond}`);
    this.burst = Math.max(1, Math.floor(bytesPerSecond / 10));
    this.last = clock.now();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.send(chunk).then(() => done(), done);
  }

  private refill(): void {
    const now = this.clock.now();
    this.budget = Math.min(this.burst, this.budget + ((now - this.last) / 1000) * this.bytesPerSecond);
    this.last = now;
  }

  private async send(chunk: Buffer): Promise<void> {
    let offset = 0;
    while (offset < chunk.length) {
      this.refill();
      const n = Math.min(Math.floor(this.budget), chunk.length - offset);
      if (n <= 0) {
        const missing = Math.min(this.burst, chunk.length - offset) - this.budget;
        await this.clock.wait(Math.max(1, Math.ceil((missing / this.bytesPerSecond) * 1000)));
        continue;
      }
      this.push(chunk.subarray(offset, offset + n));
      this.budget -= n;
      this.passed += n;
      offset += n;
    }
  }
}

export interface Throttle {
  /** host:port to connect to instead of the target; `url` is http://127.0.0.1:PORT. */
  port: number;
  url: string;
  /** Client bytes let through so far, over all connections. */
  readonly bytesUp: number;
  /** Connections clients opened so far. */
  readonly connections: number;
  close(): Promise<void>;
}

/** Starts a TCP proxy on 127.0.0.1 to `target`, pacing what clients send to `bytesPerSecond`. */
export async function startThrottle(options: {
  target: { host?: string; port: number };
  bytesPerSecond: number;
  clock?: PacerClock;
}): Promise<Throttle> {
  const sockets = new Set<Socket>();
  const pacers = new Set<Pacer>();
  let closedBytes = 0;
  let connections = 0;
  const server = createServer((client) => {
    connections++;
    const upstream = connect(options.target.port, options.target.host ?? '127.0.0.1');
    const pacer = new Pacer(options.bytesPerSecond, options.clock);
    pacers.add(pacer);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('close', () => {
      closedBytes += pacer.passed;
      pacers.delete(pacer);
      upstream.end();
    });
    client.pipe(pacer).pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    get connections() {
      return connections;
    },
    get bytesUp() {
      let open = 0;
      for (const p of pacers) open += p.passed;
      return closedBytes + open;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
