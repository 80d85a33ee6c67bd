import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { DeviceQueryResponse } from '../../../shared/api/wire';

// Black-box: the built CLI in its own process, as a user runs it. Only the CLI bundle is
// rebuilt (as scripts/build-node.mjs does), so that the other bundles, which e2e tests may
// be running at the same time, are not rewritten under them.
beforeAll(async () => {
  await build({
    bundle: true,
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    format: 'esm',
    packages: 'external',
    entryPoints: { main: 'electron/cli/main.ts' },
    outdir: 'dist/cli',
  });
});

function run(args: string[]): {
  child: ChildProcessWithoutNullStreams;
  lines: () => Promise<string[]>;
  exit: Promise<number | null>;
} {
  const child = spawn(process.execPath, ['bin/mdm-admin.js', 'demo-server', ...args]);
  const out: string[] = [];
  const waiters: (() => void)[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    out.push(line);
    waiters.splice(0).forEach((w) => w());
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    exit,
    lines: async () => {
      while (out.length < 3) await new Promise<void>((r) => waiters.push(r));
      return out;
    },
  };
}

describe('mdm-admin demo-server', () => {
  it('prints the URL first, then both tokens, serves the API and exits cleanly on SIGTERM', async () => {
    const server = run(['--devices', '30', '--seed', '3', '--org-token', 'org-t', '--job-rate', '0']);
    const [first, org, admin] = await server.lines();
    expect(first).toMatch(/^listening on http:\/\/127\.0\.0\.1:\d+$/);
    expect(org).toBe('organization administrator token: org-t');
    expect(admin).toMatch(/^system administrator token: \S{16,}$/);
    const url = first!.slice('listening on '.length);
    const res = await fetch(`${url}/api/v2/devices/baseInfo/query`, {
      method: 'POST',
      headers: { 'X-User-Access-Token': 'org-t', 'Content-Type': 'application/json' },
      body: '{"getNonpagedCount":true}',
    });
    expect(DeviceQueryResponse.parse(await res.json()).total).toBe(30);
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
  });
  it('answers the management dialect on a given port and exits cleanly on SIGINT', async () => {
    const probe = run(['--devices', '1']);
    const port = Number((await probe.lines())[0]!.split(':').pop());
    probe.child.kill('SIGINT');
    expect(await probe.exit).toBe(0);
    const server = run(['--port', String(port), '--dialect', 'management', '--devices', '5', '--admin-token', 'adm']);
    const [first, org] = await server.lines();
    expect(first).toBe(`listening on http://127.0.0.1:${port}`);
    const token = org!.split(': ')[1]!;
    const spec = await fetch(`http://127.0.0.1:${port}/api/v2/devices/baseInfo/query`, {
      method: 'POST',
      headers: { 'X-User-Access-Token': token },
    });
    expect(spec.status).toBe(404);
    const management = await fetch(`http://127.0.0.1:${port}/api/management/v2/devices/baseInfo/query`, {
      method: 'POST',
      headers: { 'X-User-Access-Token': token },
    });
    expect(management.status).toBe(200);
    server.child.kill('SIGINT');
    expect(await server.exit).toBe(0);
  });
  it('refuses bad options with a usage message and exit code 2', () => {
    const bad = spawnSync(process.execPath, ['bin/mdm-admin.js', 'demo-server', '--dialect', 'soap'], {
      encoding: 'utf8',
    });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/--dialect must be spec or management, got "soap"/);
    const rate = spawnSync(process.execPath, ['bin/mdm-admin.js', 'demo-server', '--job-rate', 'fast'], {
      encoding: 'utf8',
    });
    expect(rate.status).toBe(2);
    expect(rate.stderr).toMatch(/--job-rate must be an integer/);
  });
});
