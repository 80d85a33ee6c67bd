/**
 * Real proxies from Debian for tests, with Basic authentication: tinyproxy (package
 * `tinyproxy`) and squid (`squid`, whose basic_ncsa_auth reads an htpasswd file made with
 * `openssl passwd -apr1`, package `openssl`). Each runs in the foreground on a free port of
 * 127.0.0.1 with its configuration in a temporary directory, is ready when it says it
 * accepts connections, and is stopped by the test. `missing` says in one line what is not
 * installed, for a test that must skip.
 */
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { accessSync, chmodSync, constants, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { tempDir } from './temp-dir';

export type ProxyKind = 'tinyproxy' | 'squid';

export interface RealProxy {
  kind: ProxyKind;
  /** http://127.0.0.1:PORT, without credentials. */
  url: string;
  port: number;
  /** http://USER:PASSWORD@127.0.0.1:PORT with the given password. */
  urlWith(password: string): string;
  close(): Promise<void>;
}

const BINARIES: Record<ProxyKind, string[]> = {
  tinyproxy: ['/usr/bin/tinyproxy', '/usr/sbin/tinyproxy'],
  squid: ['/usr/sbin/squid'],
};
const NCSA_AUTH = '/usr/lib/squid/basic_ncsa_auth';
const OPENSSL = '/usr/bin/openssl';

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const binaryOf = (kind: ProxyKind): string | undefined => BINARIES[kind].find(executable);

/** Why this proxy cannot run here (one line), or null when it can. */
export function missing(kind: ProxyKind): string | null {
  const needed = kind === 'squid' ? [BINARIES.squid[0]!, NCSA_AUTH, OPENSSL] : [];
  if (!binaryOf(kind)) return `${kind} is not installed (apt-get install ${kind})`;
  const absent = needed.filter((file) => !executable(file));
  return absent.length > 0 ? `${absent.join(', ')} not installed (apt-get install squid openssl)` : null;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function tinyproxyConfig(port: number, user: string, password: string): string {
  // No ConnectPort line: CONNECT to any port (the test servers' are random).
  return [
    `Port ${port}`,
    'Listen 127.0.0.1',
    'Timeout 30',
    'MaxClients 20',
    'LogLevel Info',
    `BasicAuth ${user} ${password}`,
    '',
  ].join('\n');
}

function squidConfig(dir: string, port: number): string {
  return [
    `http_port 127.0.0.1:${port}`,
    `pid_filename ${path.join(dir, 'squid.pid')}`,
    'cache_log /dev/null',
    'access_log none',
    'cache deny all',
    'cache_mem 8 MB',
    `coredump_dir ${dir}`,
    'shutdown_lifetime 0 seconds',
    `auth_param basic program ${NCSA_AUTH} ${path.join(dir, 'passwd')}`,
    'auth_param basic realm test proxy',
    'acl authenticated proxy_auth REQUIRED',
    // Any port: the test servers' are random (a default squid tunnels to 443 only).
    'http_access allow authenticated',
    'http_access deny all',
    '',
  ].join('\n');
}

/** Starts the proxy with Basic authentication for `user`/`password`; resolves once it accepts connections. */
export async function startRealProxy(kind: ProxyKind, user: string, password: string): Promise<RealProxy> {
  const binary = binaryOf(kind);
  if (!binary) throw new Error(missing(kind) ?? `${kind} missing`);
  const dir = tempDir(`mdm-${kind}-`);
  // squid started by root reads its files as the user `proxy`.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const config = path.join(dir, `${kind}.conf`);
  let child: ChildProcess;
  let ready: RegExp;
  if (kind === 'tinyproxy') {
    writeFileSync(config, tinyproxyConfig(port, user, password));
    child = spawn(binary, ['-d', '-c', config], { stdio: ['ignore', 'pipe', 'pipe'] });
    ready = /Accepting connections/;
  } else {
    const hash = execFileSync(OPENSSL, ['passwd', '-apr1', '-stdin'], { input: password }).toString().trim();
    writeFileSync(path.join(dir, 'passwd'), `${user}:${hash}\n`, { mode: 0o644 });
    writeFileSync(config, squidConfig(dir, port));
    // -N: in the foreground, one process; -d 1: its log on stderr.
    child = spawn(binary, ['-N', '-d', '1', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
    ready = /Accepting HTTP Socket connections/;
  }
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('error', reject);
    void exited.then(() => reject(new Error(`${kind} exited before it accepted connections:\n${output}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    kind,
    url,
    port,
    urlWith: (pw) => `http://${encodeURIComponent(user)}:${encodeURIComponent(pw)}@127.0.0.1:${port}`,
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
