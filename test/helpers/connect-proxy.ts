/**
 * A small HTTP proxy for tests of "school and company networks": it opens CONNECT tunnels
 * (what undici's ProxyAgent and EnvHttpProxyAgent send, for http and https targets alike)
 * and forwards plain requests in absolute form, counts both, and can require
 * Proxy-Authorization (Basic). Written here rather than taken from a package (`proxy` by
 * the undici and node-fetch authors would do) because the counting and the refusal are the
 * point of the tests, and they are a few lines on top of node:http. The credentials it is
 * given are never logged or kept in what it records.
 */
import { createServer, request as httpRequest } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';

export interface ConnectProxyOptions {
  /** When set, every request must carry `Proxy-Authorization: Basic base64(user:password)`. */
  credentials?: { user: string; password: string };
  /**
   * The status answered to wrong credentials (407 without any, always): 407 as squid does,
   * or 401 as tinyproxy does.
   */
  wrongCredentialsStatus?: 401 | 407;
}

export interface Tunnel {
  /** `host:port` the client asked for. */
  target: string;
  /** Whether the request carried the right credentials (always true when none are required). */
  authorized: boolean;
}

export interface ConnectProxy {
  /** http://127.0.0.1:PORT, for HTTPS_PROXY / HTTP_PROXY. */
  url: string;
  port: number;
  /** CONNECT tunnels opened, in order. */
  tunnels: Tunnel[];
  /** Plain requests forwarded (absolute-form URLs). */
  forwarded: string[];
  /** Requests refused (407, or wrongCredentialsStatus). */
  refused: number;
  close(): Promise<void>;
}

export async function startConnectProxy(options: ConnectProxyOptions = {}): Promise<ConnectProxy> {
  const expected = options.credentials
    ? `Basic ${Buffer.from(`${options.credentials.user}:${options.credentials.password}`).toString('base64')}`
    : undefined;
  const tunnels: Tunnel[] = [];
  const forwarded: string[] = [];
  const sockets = new Set<Socket>();
  let refused = 0;
  const allowed = (req: IncomingMessage) => expected === undefined || req.headers['proxy-authorization'] === expected;
  const refusal = (req: IncomingMessage) =>
    req.headers['proxy-authorization'] === undefined
      ? { status: 407, reason: 'Proxy Authentication Required' }
      : options.wrongCredentialsStatus === 401
        ? { status: 401, reason: 'Unauthorized' }
        : { status: 407, reason: 'Proxy Authentication Required' };

  const server = createServer((req, res) => {
    if (!allowed(req)) {
      refused++;
      res.writeHead(refusal(req).status, { 'Proxy-Authenticate': 'Basic realm="test proxy"', 'Content-Length': 0 });
      res.end();
      return;
    }
    let target: URL;
    try {
      target = new URL(req.url ?? '');
    } catch {
      res.writeHead(400).end('absolute-form URL expected');
      return;
    }
    forwarded.push(target.href);
    const headers = { ...req.headers };
    delete headers['proxy-authorization'];
    delete headers['proxy-connection'];
    const upstream = httpRequest(target, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });

  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    if (!allowed(req)) {
      refused++;
      const { status, reason } = refusal(req);
      client.end(
        `HTTP/1.1 ${status} ${reason}\r\nProxy-Authenticate: Basic realm="test proxy"\r\nContent-Length: 0\r\n\r\n`,
      );
      return;
    }
    const target = req.url ?? '';
    const colon = target.lastIndexOf(':');
    const host = target.slice(0, colon).replace(/^\[|\]$/g, '');
    const port = Number(target.slice(colon + 1));
    tunnels.push({ target, authorized: true });
    const upstream = connect(port, host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => {
      if (!client.destroyed) client.end('HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n');
    });
    client.on('close', () => upstream.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    tunnels,
    forwarded,
    get refused() {
      return refused;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
