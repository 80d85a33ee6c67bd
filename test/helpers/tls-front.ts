/**
 * TLS in front of a plain server (what an HTTPS reverse proxy before the service does), with
 * the self-signed loopback certificate of test/fixtures/tls, which CA_FILE trusts.
 */
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { createServer } from 'node:tls';
import type { Server } from 'node:tls';

const FIXTURES = path.resolve('test/fixtures/tls');
export const CA_FILE = path.join(FIXTURES, 'loopback.cert.pem');

export async function tlsFront(targetPort: number): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer(
    { cert: readFileSync(CA_FILE), key: readFileSync(path.join(FIXTURES, 'loopback.key.pem')) },
    (client) => {
      const upstream = connect(targetPort, '127.0.0.1');
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
