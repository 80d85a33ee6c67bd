import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import { createServer } from 'node:https';
import type { Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { ProxyAgent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConnectProxy } from '../../helpers/connect-proxy';

const cert = readFileSync(new URL('../../fixtures/tls/loopback.cert.pem', import.meta.url), 'utf8');
const key = readFileSync(new URL('../../fixtures/tls/loopback.key.pem', import.meta.url), 'utf8');

let target: Server;
let targetUrl: string;
beforeAll(async () => {
  target = createServer({ cert, key }, (req, res) => res.end(`hello over TLS: ${req.method} ${req.url}`));
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  targetUrl = `https://127.0.0.1:${(target.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => target.close(() => resolve())));

describe('the CONNECT proxy', () => {
  it('tunnels TLS to the target and counts the tunnels it opened', async () => {
    const proxy = await startConnectProxy();
    const agent = new ProxyAgent({ uri: proxy.url, requestTls: { ca: cert } });
    try {
      const res = await request(`${targetUrl}/api/v2/x`, { dispatcher: agent });
      expect(await res.body.text()).toBe('hello over TLS: GET /api/v2/x');
      expect(proxy.tunnels).toEqual([{ target: targetUrl.slice('https://'.length), authorized: true }]);
    } finally {
      await agent.close();
      await proxy.close();
    }
  });
  it('refuses with 407 without the right Proxy-Authorization, and lets the right one through', async () => {
    const proxy = await startConnectProxy({ credentials: { user: 'school', password: 'pr0xy-secret' } });
    const bare = new ProxyAgent({ uri: proxy.url, requestTls: { ca: cert } });
    const authorized = new ProxyAgent({
      uri: proxy.url,
      token: `Basic ${Buffer.from('school:pr0xy-secret').toString('base64')}`,
      requestTls: { ca: cert },
    });
    try {
      await expect(request(targetUrl, { dispatcher: bare })).rejects.toThrow(/407/);
      expect(proxy.refused).toBe(1);
      expect(proxy.tunnels).toHaveLength(0);
      const res = await request(targetUrl, { dispatcher: authorized });
      expect(res.statusCode).toBe(200);
      await res.body.dump();
      expect(proxy.tunnels).toHaveLength(1);
      expect(JSON.stringify(proxy.tunnels)).not.toContain('pr0xy-secret');
    } finally {
      await bare.close();
      await authorized.close();
      await proxy.close();
    }
  });
  it('forwards a plain request in absolute form, and counts it', async () => {
    const plain = createHttpServer((req, res) => res.end(`plain ${req.url}`));
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(plain.address() as AddressInfo).port}/api/v1/x`;
    const proxy = await startConnectProxy();
    try {
      const text = await new Promise<string>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port: proxy.port, path: url }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve(body));
        });
        req.on('error', reject);
        req.end();
      });
      expect(text).toBe('plain /api/v1/x');
      expect(proxy.forwarded).toEqual([url]);
    } finally {
      await proxy.close();
      await new Promise<void>((resolve) => plain.close(() => resolve()));
    }
  });
});
