import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { cliBuildOptions } from '../../../scripts/cli-build.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DeviceQueryResponse, ErrorBody, PasswordPolicyResponse, UserQueryResponse } from '../../../shared/api/wire';

// Black-box: the built CLI in its own process, as a user runs it. Only the CLI bundle is
// rebuilt (as scripts/build-node.mjs does), so that the other bundles, which e2e tests may
// be running at the same time, are not rewritten under them.
beforeAll(async () => {
  await build(cliBuildOptions('dist/cli'));
});

function run(
  args: string[],
  cwd = process.cwd(),
): {
  child: ChildProcessWithoutNullStreams;
  lines: (n?: number) => Promise<string[]>;
  exit: Promise<number | null>;
} {
  const child = spawn(process.execPath, [path.resolve('bin/mdm-admin.js'), 'demo-server', ...args], { cwd });
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
    lines: async (n = 3) => {
      while (out.length < n) await new Promise<void>((r) => waiters.push(r));
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
  it('seeds organizations, users and a policy from files, arms faults, caps pages, and prints the organizations', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'demo-cli-'));
    await writeFile(
      path.join(dir, 'old.csv'),
      'name,email,givenName,surName,phone,position\nold0,old0@x.de,O,Zero,+4930123,7b\nold1,old1@x.de,O,One,,\n',
    );
    await writeFile(path.join(dir, 'policy.json'), '{"minimumPasswordLength": 10, "requiredNumbersOfSymbols": 1}');
    const server = run(
      [
        '--organizations',
        '2',
        '--devices',
        '40',
        '--org-token',
        'org-t',
        '--users',
        'old.csv',
        '--password-policy',
        'policy.json',
        '--page-cap',
        '15',
        '--envelope',
        'legacy',
        '--fault',
        'queryDevices:503=0:1',
        '--max-upload-bytes',
        '1000',
      ],
      dir,
    );
    const out = await server.lines(6);
    expect(out[3]).toMatch(
      /^organization [0-9a-f-]{36} demo \(Demo Organization\); the organization administrator's own$/,
    );
    expect(out[4]).toMatch(
      /^organization [0-9a-f-]{36} acme \(Acme Corporation\); its administrator's token: \S{16,}$/,
    );
    expect(out[5]).toMatch(/envelope: legacy; page cap: 15; faults: queryDevices:503=0:1; seeded users: .* and 2 more/);
    const url = out[0]!.slice('listening on '.length);
    const acme = out[4]!.split(' ')[1]!;
    const headers = { 'X-User-Access-Token': 'org-t', 'Content-Type': 'application/json' };
    const devices = (q = '') =>
      fetch(`${url}/api/v2/devices/baseInfo/query${q}`, {
        method: 'POST',
        headers,
        body: '{"limit":100,"getNonpagedCount":true}',
      });
    expect((await devices()).status).toBe(503);
    const page = (await (await devices(`?tenantOrganizationUuid=${acme}`)).json()) as {
      items: { organizationUuid: string }[];
      nonpagedCount: number;
    };
    expect([page.items.length, page.nonpagedCount, page.items[0]?.organizationUuid]).toEqual([15, 40, acme]);
    const users = await fetch(`${url}/api/v1/security/users/baseInfo/query`, {
      method: 'POST',
      headers,
      body: '{"searches":["old"]}',
    });
    const found = (await users.json()) as { items: unknown[] };
    expect(UserQueryResponse.parse({ results: found.items }).results.map((u) => u.name)).toEqual(['old0', 'old1']);
    // Each seeded user with the fields the file gave it, as the lookup answers them.
    expect(found.items[0]).toMatchObject({ givenName: 'O', surname: 'Zero', phone: '+4930123', position: '7b' });
    expect(found.items[1]).not.toHaveProperty('phone');
    const policy = await fetch(`${url}/api/v1/security/passwordPolicy`, { headers });
    expect(PasswordPolicyResponse.parse(await policy.json()).results[0]).toEqual({
      minimumPasswordLength: 10,
      requiredNumbersOfSymbols: 1,
    });
    const form = new FormData();
    form.set('file', new Blob(['x'.repeat(2000)]), 'big.csv');
    const upload = await fetch(`${url}/api/management/v1/csvImport/upload/users`, {
      method: 'POST',
      headers: { 'X-User-Access-Token': 'org-t' },
      body: form,
    });
    expect(ErrorBody.parse(await upload.json())).toMatchObject({ errorCode: 'RESOURCE_UPLOAD_TOO_LARGE', status: 413 });
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
  });
  it('refuses a bad fault, an unreadable users file, a bad policy and a bad expiry date, saying why', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'demo-cli-'));
    await writeFile(path.join(dir, 'p.json'), '{"minLength": 8}');
    await writeFile(path.join(dir, 'u.csv'), 'name,email\nx,not-mail\n');
    const cases: [string[], RegExp][] = [
      [['--fault', 'queryDevices:418'], /--fault "queryDevices:418": unknown kind '418'/],
      [['--users', 'missing.csv'], /--users: cannot read missing.csv/],
      [['--users', 'u.csv'], /u.csv, line 2: 'not-mail' is not an e-mail address/],
      [['--password-policy', 'p.json'], /--password-policy p.json.*unknown field 'minLength'/],
      [['--token-expires-at', 'soon'], /--token-expires-at must be an ISO 8601 date-time/],
      [['--envelope', 'xml'], /--envelope must be management or legacy/],
      [['--organizations', '0'], /--organizations must be an integer from 1/],
    ];
    for (const [args, message] of cases) {
      const bad = spawnSync(process.execPath, [path.resolve('bin/mdm-admin.js'), 'demo-server', ...args], {
        encoding: 'utf8',
        cwd: dir,
      });
      expect(bad.status, args.join(' ')).toBe(2);
      expect(bad.stderr).toMatch(message);
    }
  });
});
