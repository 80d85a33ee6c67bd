/**
 * School and company networks: the demo server behind TLS (the self-signed loopback
 * certificate of test/fixtures/tls, trusted with --ca-file) and the local CONNECT proxy of
 * test/helpers in front of it. HTTPS_PROXY sends the CLI through the proxy (the tunnels are
 * counted), NO_PROXY bypasses it, the profile's CA applies inside the tunnel, proxy
 * credentials work and are never shown, and the connection test says which way it went.
 * Electron's port (Chromium's PAC answer) is exercised through createCore. The machine-wide
 * policy's proxy wins over HTTPS_PROXY and the system's, and its `bypass` over both.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../../electron/cli/run-cli';
import { cliCaller, createCore, loadPolicy, pacProxy } from '../../../electron/core/index';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import type { ConnectionCheck, ProfileView } from '../../../shared/models/profile';
import { startConnectProxy } from '../../helpers/connect-proxy';
import type { ConnectProxy } from '../../helpers/connect-proxy';
import { addSchoolArgs } from '../../helpers/school-cli';
import { tempDir } from '../../helpers/temp-dir';
import { CA_FILE, tlsFront } from '../../helpers/tls-front';
import { memoryIo } from '../../unit/electron/cli/memory-io';

async function cli(args: string[], env: Record<string, string>) {
  const io = memoryIo(env);
  const code = await runCli(args, io);
  return { code, stdout: io.out(), stderr: io.err() };
}

let demo: DemoServer;
let front: Awaited<ReturnType<typeof tlsFront>>;
let proxy: ConnectProxy;
let guarded: ConnectProxy;
const PASSWORD = 'pr0xy-s3cret';
beforeAll(async () => {
  demo = await startDemoServer({ devices: 30 });
  front = await tlsFront(demo.port);
  proxy = await startConnectProxy();
  guarded = await startConnectProxy({ credentials: { user: 'alice', password: PASSWORD } });
});
afterAll(async () => {
  await Promise.all([proxy.close(), guarded.close(), front.close()]);
  await demo.close();
});

const target = () => new URL(front.url).host;

/** Saves the school's connection to the TLS front (its CA with it) in `core`; answers its id. */
async function saveFront(core: ReturnType<typeof createCore>): Promise<string> {
  const saved = await core.call(
    'profiles.save',
    {
      profile: {
        name: 'school',
        baseUrl: front.url,
        kind: 'organization',
        caCertificatePem: readFileSync(CA_FILE, 'utf8'),
      },
      token: demo.orgToken,
    },
    cliCaller(),
  );
  expect(saved.ok).toBe(true);
  return (saved as { value: ProfileView }).value.id;
}

/** The connection test of the profile `id`, as core answers it. */
async function testProfile(core: ReturnType<typeof createCore>, id: string): Promise<ConnectionCheck> {
  return ((await core.call('profiles.test', { id }, cliCaller())) as { ok: true; value: ConnectionCheck }).value;
}

describe('proxies (HTTPS_PROXY, HTTP_PROXY, NO_PROXY) and TLS through them', () => {
  it('devices --base-url https://... goes through HTTPS_PROXY, with the CA of --ca-file checked inside the tunnel', async () => {
    const env = { MDM_ADMIN_HOME: tempDir('mdm-proxy-'), MDM_TOKEN: demo.orgToken, HTTPS_PROXY: proxy.url };
    const before = proxy.tunnels.length;
    const run = await cli(['devices', '--base-url', front.url, '--ca-file', CA_FILE, '--all', '--format', 'json'], env);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect((JSON.parse(run.stdout) as { results: unknown[] }).results).toHaveLength(30);
    expect(proxy.tunnels.slice(before).map((t) => t.target)).toContain(target());
    // Without the CA the tunnel opens, and the server's certificate is still refused.
    const untrusted = await cli(['devices', '--base-url', front.url], env);
    expect(untrusted.code).toBe(5);
    expect(untrusted.stderr).toMatch(/self-signed certificate/);
  });

  it('NO_PROXY bypasses the proxy for the hosts it names', async () => {
    const env = {
      MDM_ADMIN_HOME: tempDir('mdm-proxy-'),
      MDM_TOKEN: demo.orgToken,
      HTTPS_PROXY: proxy.url,
      NO_PROXY: 'localhost,127.0.0.1',
    };
    const before = proxy.tunnels.length;
    const run = await cli(['devices', '--base-url', front.url, '--ca-file', CA_FILE, '--limit', '5'], env);
    expect(run.code).toBe(0);
    expect(proxy.tunnels.length).toBe(before);
  });

  it('HTTP_PROXY carries http:// servers (and https:// ones when HTTPS_PROXY is not set)', async () => {
    const env = { MDM_ADMIN_HOME: tempDir('mdm-proxy-'), MDM_TOKEN: demo.orgToken, HTTP_PROXY: proxy.url };
    const before = proxy.tunnels.length;
    expect((await cli(['devices', '--base-url', demo.url, '--limit', '1'], env)).code).toBe(0);
    expect(proxy.tunnels.slice(before).map((t) => t.target)).toContain(new URL(demo.url).host);
  });

  it('sends the credentials of the proxy address, never shows them, and says so when they are wrong', async () => {
    const home = tempDir('mdm-proxy-');
    const good = `http://alice:${PASSWORD}@127.0.0.1:${guarded.port}`;
    const ok = await cli(['devices', '--base-url', front.url, '--ca-file', CA_FILE, '--limit', '1'], {
      MDM_ADMIN_HOME: home,
      MDM_TOKEN: demo.orgToken,
      HTTPS_PROXY: good,
    });
    expect(ok.code).toBe(0);
    expect(guarded.tunnels.length).toBeGreaterThan(0);
    const bad = await cli(['devices', '--base-url', front.url, '--ca-file', CA_FILE], {
      MDM_ADMIN_HOME: home,
      MDM_TOKEN: demo.orgToken,
      HTTPS_PROXY: `http://alice:wrong-${PASSWORD}@127.0.0.1:${guarded.port}`,
    });
    expect(bad.code).toBe(5);
    expect(bad.stderr).toContain(
      `The proxy http://127.0.0.1:${guarded.port} refused the credentials in HTTPS_PROXY (HTTP 407)`,
    );
    expect(bad.stderr + bad.stdout).not.toContain(PASSWORD);
    expect(guarded.refused).toBeGreaterThan(0);
    const none = await cli(['devices', '--base-url', front.url, '--ca-file', CA_FILE], {
      MDM_ADMIN_HOME: home,
      MDM_TOKEN: demo.orgToken,
      HTTPS_PROXY: guarded.url,
    });
    expect(none.code).toBe(5);
    expect(none.stderr).toContain(
      `The proxy http://127.0.0.1:${guarded.port} (from HTTPS_PROXY) wants credentials before it connects to ${target()} (HTTP 407). Put them into HTTPS_PROXY`,
    );
  });

  it('the connection test says it went through the proxy, and which call it made', async () => {
    const home = tempDir('mdm-proxy-');
    const env = { MDM_ADMIN_HOME: home, MDM_TOKEN: demo.orgToken, HTTPS_PROXY: proxy.url };
    expect((await cli(addSchoolArgs(front.url, '--ca-file', CA_FILE), env)).code).toBe(0);
    const test = await cli(['profiles', 'test', 'school'], env);
    expect(test.code).toBe(0);
    expect(test.stdout).toContain(
      `ok    Network path: Through the proxy ${proxy.url} (from HTTPS_PROXY / HTTP_PROXY).`,
    );
    expect(test.stdout).toContain(
      `Called: GET /api/v2/devices/baseInfo/query (query devices of an organization), through the proxy ${proxy.url}.`,
    );
    const direct = await cli(['profiles', 'test', 'school'], { ...env, NO_PROXY: '127.0.0.1' });
    expect(direct.stdout).toContain('ok    Network path: Directly: NO_PROXY exempts 127.0.0.1.');
    const wrong = await cli(['profiles', 'test', 'school'], { ...env, HTTPS_PROXY: 'ftp://alice:pw1234@x.example' });
    expect(wrong.code).toBe(5);
    expect(wrong.stdout).toContain(
      'FAIL  Network path: HTTPS_PROXY names a ftp proxy; http, https and socks5 proxies work.',
    );
    expect(wrong.stdout).toContain('skip  Reach the server: Not tried.');
    expect(wrong.stdout).not.toContain('pw1234');
  });

  it("in Electron, the system proxy as Chromium resolves it (the PAC answer) carries the app's calls", async () => {
    const asked: string[] = [];
    const core = createCore({
      shell: 'electron',
      dataDir: tempDir('mdm-proxy-'),
      resumeJobs: false,
      proxy: pacProxy(async (url) => {
        asked.push(url);
        return `PROXY 127.0.0.1:${proxy.port}; DIRECT`;
      }),
    });
    try {
      const id = await saveFront(core);
      const before = proxy.tunnels.length;
      expect(await testProfile(core, id)).toMatchObject({ ok: true, proxy: proxy.url });
      expect(proxy.tunnels.length).toBeGreaterThan(before);
      expect(asked).toContain(front.url);
    } finally {
      await core.dispose();
    }
  });

  it("the web shell's core (createCore without a proxy port) reads the process's HTTPS_PROXY", async () => {
    vi.stubEnv('HTTPS_PROXY', proxy.url);
    const core = createCore({ shell: 'web', dataDir: tempDir('mdm-proxy-'), resumeJobs: false });
    try {
      expect(await testProfile(core, await saveFront(core))).toMatchObject({ ok: true, proxy: proxy.url });
    } finally {
      vi.unstubAllEnvs();
      await core.dispose();
    }
  });
});

describe("the machine-wide policy's proxy", () => {
  let decoy: ConnectProxy;
  beforeAll(async () => {
    decoy = await startConnectProxy();
  });
  afterAll(async () => {
    await decoy.close();
  });

  /** A policy file naming the proxy, and the environment that points the CLI at it. */
  function withPolicy(policyProxy: { url: string; bypass?: string[] }) {
    const home = tempDir('mdm-policy-proxy-');
    const file = path.join(home, 'policy.json');
    writeFileSync(file, JSON.stringify({ proxy: policyProxy }));
    // HTTPS_PROXY names another proxy: the policy's must win.
    return { MDM_ADMIN_HOME: home, MDM_ADMIN_POLICY: file, MDM_TOKEN: demo.orgToken, HTTPS_PROXY: decoy.url };
  }

  it('carries every call, over HTTPS_PROXY, with the CA checked inside the tunnel; the test says it came from the policy', async () => {
    const env = withPolicy({ url: proxy.url });
    const before = proxy.tunnels.length;
    const run = await cli(['devices', '--base-url', front.url, '--ca-file', CA_FILE, '--limit', '5'], env);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(proxy.tunnels.slice(before).map((t) => t.target)).toContain(target());
    expect(decoy.tunnels).toHaveLength(0);
    // Without the CA, the server's certificate is still refused inside the policy's tunnel.
    expect((await cli(['devices', '--base-url', front.url, '--limit', '1'], env)).stderr).toMatch(
      /self-signed certificate/,
    );

    expect((await cli(addSchoolArgs(front.url, '--ca-file', CA_FILE), env)).code).toBe(0);
    const test = await cli(['profiles', 'test', 'school'], env);
    expect(test.code).toBe(0);
    expect(test.stdout).toContain(
      `ok    Network path: Through the proxy ${proxy.url} (from the machine-wide policy's proxy, which wins over HTTPS_PROXY and the system's settings).`,
    );
    expect(decoy.tunnels).toHaveLength(0);
  });

  it('reaches the hosts of its bypass directly, whatever HTTPS_PROXY says', async () => {
    const env = withPolicy({ url: proxy.url, bypass: ['127.0.0.1'] });
    const before = proxy.tunnels.length;
    const run = await cli(['devices', '--base-url', front.url, '--ca-file', CA_FILE, '--limit', '1'], env);
    expect(run.code).toBe(0);
    expect(proxy.tunnels.length).toBe(before);
    expect(decoy.tunnels).toHaveLength(0);
  });

  it("wins over the system proxy in Electron, and the app's check names it as the policy's", async () => {
    const file = path.join(tempDir('mdm-policy-proxy-'), 'policy.json');
    writeFileSync(file, JSON.stringify({ proxy: { url: proxy.url } }));
    const policy = await loadPolicy({ env: { MDM_ADMIN_POLICY: file } });
    const asked: string[] = [];
    const core = createCore({
      shell: 'electron',
      dataDir: tempDir('mdm-policy-proxy-'),
      resumeJobs: false,
      policy,
      proxy: pacProxy(async (url) => {
        asked.push(url);
        return `PROXY 127.0.0.1:${decoy.port}`;
      }),
    });
    try {
      expect(await testProfile(core, await saveFront(core))).toMatchObject({
        ok: true,
        proxy: proxy.url,
        proxySource: 'policy',
      });
      expect(asked).toEqual([]);
      expect(decoy.tunnels).toHaveLength(0);
    } finally {
      await core.dispose();
    }
  });
});
