/**
 * The CLI's undici (scripts/undici-cli.cjs, bundled into dist/cli/undici.cjs by
 * scripts/cli-build.mjs): what core uses of undici, built as the CLI ships it, does what the
 * package does: the same classes, an Agent's request() (method, query, body, headers),
 * a ProxyAgent's CONNECT tunnel (a dispatcher's connect(), which undici's index.js adds to
 * every dispatcher), and a refused connection's code, which core's wording reads.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import { undiciCliOptions } from '../../../scripts/cli-build.mjs';
import type * as Undici from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConnectProxy } from '../../helpers/connect-proxy';
import type { ConnectProxy } from '../../helpers/connect-proxy';
import { tempDir } from '../../helpers/temp-dir';

let cli: Pick<typeof Undici, 'Agent' | 'ProxyAgent'>;
let proxy: ConnectProxy;
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (d: Buffer) => (body += d.toString()));
  req.on('end', () => res.end(JSON.stringify({ method: req.method, url: req.url, body, token: req.headers['x-t'] })));
});
let base = '';

beforeAll(async () => {
  const outfile = path.join(tempDir('mdm-undici-cli-'), 'undici.cjs');
  await build(undiciCliOptions(outfile));
  cli = createRequire(import.meta.url)(outfile) as typeof cli;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy = await startConnectProxy();
}, 60_000);
afterAll(async () => {
  await proxy.close();
  await new Promise((resolve) => server.close(resolve));
});

describe("the CLI's undici", () => {
  it('exports what core uses, and nothing it does not build', async () => {
    expect(Object.keys(cli).sort()).toEqual(['Agent', 'ProxyAgent']);
    const full = await import('undici');
    // The same code: the unbundled entry takes its classes from undici's own files.
    const unbundled = createRequire(import.meta.url)('../../../scripts/undici-cli.cjs') as typeof cli;
    expect(unbundled.Agent).toBe(full.Agent);
    expect(unbundled.ProxyAgent).toBe(full.ProxyAgent);
  });

  it('sends a request through an Agent as undici does', async () => {
    const agent = new cli.Agent();
    try {
      const response = await agent.request({
        origin: base,
        path: '/api/x?page=2',
        method: 'POST',
        body: 'a,b',
        headers: { 'x-t': 'tok' },
      });
      expect(response.statusCode).toBe(200);
      expect(JSON.parse(await response.body.text())).toEqual({
        method: 'POST',
        url: '/api/x?page=2',
        body: 'a,b',
        token: 'tok',
      });
    } finally {
      await agent.close();
    }
  });

  it("goes through a proxy's CONNECT tunnel with a ProxyAgent", async () => {
    const agent = new cli.ProxyAgent({ uri: proxy.url });
    try {
      const response = await agent.request({ origin: base, path: '/tunnelled', method: 'GET' });
      expect(JSON.parse(await response.body.text())).toMatchObject({ method: 'GET', url: '/tunnelled' });
      expect(proxy.tunnels.map((t) => t.target)).toContain(new URL(base).host);
    } finally {
      await agent.close();
    }
  });

  it("answers a refused connection with the code core's wording reads", async () => {
    const agent = new cli.Agent();
    try {
      await expect(agent.request({ origin: 'http://127.0.0.1:9', path: '/', method: 'GET' })).rejects.toMatchObject({
        code: 'ECONNREFUSED',
      });
    } finally {
      await agent.close();
    }
  });
});
