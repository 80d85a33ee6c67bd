/**
 * The CLI behind real proxies from Debian (tinyproxy and squid, test/helpers/real-proxy.ts)
 * that want Basic credentials, with the demo server behind TLS (https://) and plain (http://)
 * behind them. The right password carries every call; a wrong one, or none, is the PROXY's
 * refusal (tinyproxy answers a wrong password with 401, squid with 407; both 407 to none),
 * never the server's: the message names the proxy by host and port, exit 5, and no password
 * appears on stdout, stderr, the log (--verbose) or in the CLI's files. `profiles test`
 * fails its network step and tries nothing after it. In English and in German (LANG=de).
 * A proxy that is not installed skips its tests, saying which package to install.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../electron/cli/run-cli';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import { missing, startRealProxy } from '../../helpers/real-proxy';
import type { ProxyKind, RealProxy } from '../../helpers/real-proxy';
import { tempDir } from '../../helpers/temp-dir';
import { CA_FILE, tlsFront } from '../../helpers/tls-front';
import { memoryIo } from '../../unit/electron/cli/memory-io';

const USER = 'proxyuser-4d1c';
const PASSWORD = 'Pr0xy-Pa55-7f3e';
const WRONG = 'Wr0ng-Pa55-91c2';
/** What each proxy answers to a CONNECT with a wrong password. */
const WRONG_STATUS: Record<ProxyKind, number> = { tinyproxy: 401, squid: 407 };

async function cli(args: string[], env: Record<string, string>) {
  const io = memoryIo(env);
  const code = await runCli(args, io);
  return { code, stdout: io.out(), stderr: io.err() };
}

/** Every file the CLI wrote under its home, as text. */
function filesUnder(dir: string): string {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'latin1'))
    .join('\n');
}

function expectNoSecret(run: { stdout: string; stderr: string }, home: string) {
  for (const secret of [PASSWORD, WRONG, USER]) {
    expect(run.stdout).not.toContain(secret);
    expect(run.stderr).not.toContain(secret);
    expect(filesUnder(home)).not.toContain(secret);
  }
}

let demo: DemoServer;
let front: Awaited<ReturnType<typeof tlsFront>>;
beforeAll(async () => {
  demo = await startDemoServer({ devices: 3 });
  front = await tlsFront(demo.port);
});
afterAll(async () => {
  await front.close();
  await demo.close();
});

for (const kind of ['tinyproxy', 'squid'] as const) {
  const absent = missing(kind);
  describe.skipIf(absent !== null)(absent ? `${kind} (skipped: ${absent})` : `behind a real ${kind}`, () => {
    let proxy: RealProxy;
    // squid takes a second or more to start on a busy machine.
    beforeAll(async () => {
      proxy = await startRealProxy(kind, USER, PASSWORD);
    }, 60_000);
    afterAll(async () => {
      await proxy?.close();
    });

    /** The environment of one run: its own home, the demo's token, and the proxy as given. */
    const envWith = (proxyVars: Record<string, string>, extra: Record<string, string> = {}) => {
      const home = tempDir(`mdm-${kind}-cli-`);
      return { home, env: { MDM_ADMIN_HOME: home, MDM_TOKEN: demo.orgToken, ...proxyVars, ...extra } };
    };
    const https = () => ['devices', '--base-url', front.url, '--ca-file', CA_FILE, '--limit', '1'];
    const http = () => ['devices', '--base-url', demo.url, '--limit', '1'];

    it('the right password carries https:// and http:// servers', async () => {
      const secure = envWith({ HTTPS_PROXY: proxy.urlWith(PASSWORD) });
      const run = await cli(https(), secure.env);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      const plain = envWith({ HTTP_PROXY: proxy.urlWith(PASSWORD) });
      expect(await cli(http(), plain.env)).toMatchObject({ code: 0, stderr: '' });
    });

    it('a wrong password: the proxy refused the credentials in HTTPS_PROXY / HTTP_PROXY, exit 5, no secret shown', async () => {
      const status = WRONG_STATUS[kind];
      const secure = envWith({ HTTPS_PROXY: proxy.urlWith(WRONG) });
      const run = await cli(['--verbose', ...https()], secure.env);
      expect(run.code).toBe(5);
      expect(run.stderr).toContain(
        `mdm-admin devices: The proxy ${proxy.url} refused the credentials in HTTPS_PROXY (HTTP ${status}) and did not connect to ${new URL(front.url).host}.`,
      );
      expect(run.stderr).not.toMatch(/token|Is the server reachable/);
      expectNoSecret(run, secure.home);

      const plain = envWith({ HTTP_PROXY: proxy.urlWith(WRONG) });
      const viaHttp = await cli(http(), plain.env);
      expect(viaHttp.code).toBe(5);
      expect(viaHttp.stderr).toContain(`The proxy ${proxy.url} refused the credentials in HTTP_PROXY (HTTP ${status})`);
      expectNoSecret(viaHttp, plain.home);

      const german = envWith({ HTTPS_PROXY: proxy.urlWith(WRONG) }, { LANG: 'de_DE.UTF-8' });
      const de = await cli(https(), german.env);
      expect(de.code).toBe(5);
      expect(de.stderr).toContain(
        `Der Proxy ${proxy.url} hat die Zugangsdaten aus HTTPS_PROXY abgelehnt (HTTP ${status}) und keine Verbindung zu ${new URL(front.url).host} hergestellt.`,
      );
      expectNoSecret(de, german.home);
    });

    it('no credentials: the proxy wants credentials, exit 5, in English and German', async () => {
      const secure = envWith({ HTTPS_PROXY: proxy.url });
      const run = await cli(https(), secure.env);
      expect(run.code).toBe(5);
      expect(run.stderr).toContain(
        `The proxy ${proxy.url} (from HTTPS_PROXY) wants credentials before it connects to ${new URL(front.url).host} (HTTP 407). Put them into HTTPS_PROXY: http://USER:PASSWORD@host:port.`,
      );
      const plain = envWith({ HTTP_PROXY: proxy.url }, { LANG: 'de' });
      const de = await cli(http(), plain.env);
      expect(de.code).toBe(5);
      expect(de.stderr).toContain(
        `Der Proxy ${proxy.url} (aus HTTP_PROXY) verlangt Zugangsdaten, bevor er eine Verbindung zu ${new URL(demo.url).host} herstellt (HTTP 407).`,
      );
    });

    it('profiles test fails its network step when the proxy refuses, and tries nothing after it', async () => {
      const { home, env } = envWith({ HTTPS_PROXY: proxy.urlWith(PASSWORD) });
      const added = await cli(
        ['profiles', 'add', 'school', '--base-url', front.url, '--kind', 'organization', '--ca-file', CA_FILE],
        env,
      );
      expect(added.code).toBe(0);
      expect((await cli(['profiles', 'test', 'school'], env)).code).toBe(0);

      const wrong = await cli(['profiles', 'test', 'school'], { ...env, HTTPS_PROXY: proxy.urlWith(WRONG) });
      expect(wrong.code).toBe(5);
      expect(wrong.stdout).toContain(
        `FAIL  Network path: The proxy ${proxy.url} refused the credentials in HTTPS_PROXY (HTTP ${WRONG_STATUS[kind]})`,
      );
      expect(wrong.stdout).toContain('skip  Reach the server: Not tried.');
      expect(wrong.stdout).toContain('skip  Authenticate: Not tried.');
      expect(wrong.stdout).not.toMatch(/^ok {4}Reach the server/m);
      expectNoSecret(wrong, home);

      const none = await cli(['profiles', 'test', 'school'], { ...env, HTTPS_PROXY: proxy.url, LANG: 'de' });
      expect(none.code).toBe(5);
      expect(none.stdout).toContain(`FAIL  Netzweg: Der Proxy ${proxy.url} (aus HTTPS_PROXY) verlangt Zugangsdaten`);
      expect(none.stdout).toContain('skip  Server erreichen: ');
      expect(none.stdout).not.toMatch(/^FAIL {2}(?!Netzweg)/m);
    });
  });
}
