import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../electron/cli/run-cli';
import { createApiClient } from '../../../electron/core/api/create-api-client';
import { tempDir } from '../../helpers/temp-dir';
import { memoryIo } from '../../unit/electron/cli/memory-io';
import { wordingOf } from '../../helpers/worded';

// Real TLS over loopback with the self-signed certificates of test/fixtures/tls: the error
// names the certificate problem, and a profile's CA certificate makes the server trusted.
const FIXTURES = path.resolve('test/fixtures/tls');
const pem = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');
const LOOPBACK_CERT = pem('loopback.cert.pem');
const TOKEN = 'tls-test-token-0001';

function serve(cert: string, key: string): Promise<{ server: Server; url: string; tokens: string[] }> {
  const tokens: string[] = [];
  const server = createServer({ cert, key }, (req, res) => {
    tokens.push(String(req.headers['x-user-access-token']));
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({ results: [{ uuid: 'd1', name: 'iPad 1', platform: 'IOS', status: 'COMPLIANT' }], total: 1 }),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`, tokens }),
    ),
  );
}

describe('TLS against a self-signed server on 127.0.0.1', () => {
  let loopback: Awaited<ReturnType<typeof serve>>;
  let otherHost: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    loopback = await serve(LOOPBACK_CERT, pem('loopback.key.pem'));
    otherHost = await serve(pem('other-host.cert.pem'), pem('other-host.key.pem'));
  });
  afterAll(async () => {
    loopback.server.closeAllConnections();
    otherHost.server.closeAllConnections();
    await Promise.all([loopback, otherHost].map(({ server }) => new Promise((r) => server.close(r))));
  });

  const query = { limit: 1, offset: 0, getNonpagedCount: true };

  it('refuses an untrusted self-signed certificate, naming the problem, without retrying or sending the token', async () => {
    const client = createApiClient({ baseUrl: loopback.url, token: TOKEN });
    try {
      const error = await client.queryDevices(query).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toMatchObject({ code: 'tls' });
      expect((error as Error).message).toMatch(/self-signed certificate/);
      expect((error as Error).message).not.toContain(TOKEN);
      expect(loopback.tokens).toEqual([]);
    } finally {
      await client.close();
    }
  });

  it("trusts the server with the profile's CA certificate (PEM)", async () => {
    const client = createApiClient({ baseUrl: loopback.url, token: TOKEN, caCertificatePem: LOOPBACK_CERT });
    try {
      const page = await client.queryDevices(query);
      expect(page.total).toBe(1);
      expect(loopback.tokens.at(-1)).toBe(TOKEN);
    } finally {
      await client.close();
    }
  });

  it('a trusted certificate for another host name is refused, saying so', async () => {
    const client = createApiClient({
      baseUrl: otherHost.url,
      token: TOKEN,
      caCertificatePem: pem('other-host.cert.pem'),
    });
    try {
      const error = await client.queryDevices(query).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toMatchObject({ code: 'tls' });
      expect(wordingOf(error)).toMatch(/another host name/);
    } finally {
      await client.close();
    }
  });

  /** `profiles add onprem` for the loopback server, its CA from the fixtures' loopback.cert.pem. */
  async function addOnprem(env: Record<string, string>): Promise<void> {
    const add = memoryIo(env, FIXTURES);
    const args = ['profiles', 'add', 'onprem', '--base-url', loopback.url, '--kind', 'organization'];
    expect(await runCli([...args, '--ca-file', 'loopback.cert.pem'], add), add.err()).toBe(0);
  }

  it("the CLI keeps a profile's CA certificate when MDM_TOKEN replaces its token", async () => {
    const home = tempDir('mdm-tls-');
    const env = { MDM_ADMIN_HOME: home, MDM_TOKEN: TOKEN };
    await addOnprem(env);
    for (const e of [{ MDM_ADMIN_HOME: home }, { ...env, MDM_TOKEN: 'tls-test-token-0002' }]) {
      const io = memoryIo(e);
      expect(await runCli(['devices', '--profile', 'onprem', '--format', 'json'], io), io.err()).toBe(0);
      expect(JSON.parse(io.out())).toMatchObject({ total: 1 });
    }
    expect(loopback.tokens.slice(-2)).toEqual([TOKEN, 'tls-test-token-0002']);
    const untrusted = memoryIo(env);
    expect(await runCli(['devices', '--base-url', loopback.url], untrusted)).toBe(5);
    expect(untrusted.err()).toMatch(/self-signed certificate/);
  });

  it("the CLI keeps a profile's CA certificate when the profile is updated without --ca-file", async () => {
    const home = tempDir('mdm-tls-');
    const env = { MDM_ADMIN_HOME: home, MDM_TOKEN: TOKEN };
    await addOnprem(env);
    const update = memoryIo({ ...env, MDM_TOKEN: 'tls-test-token-0003' }, FIXTURES);
    expect(
      await runCli(['profiles', 'add', 'onprem', '--base-url', loopback.url, '--kind', 'organization'], update),
      update.err(),
    ).toBe(0);
    const io = memoryIo({ MDM_ADMIN_HOME: home });
    expect(await runCli(['devices', '--profile', 'onprem', '--format', 'json'], io), io.err()).toBe(0);
    expect(loopback.tokens.at(-1)).toBe('tls-test-token-0003');
  });
});
