import { execFile } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import { tempDir } from '../../helpers/temp-dir';

// Black-box: the built CLI in its own process (async, because the demo server runs in this one).
beforeAll(async () => {
  await build({ bundle: true, platform: 'node', target: 'node20', sourcemap: true, logLevel: 'warning', format: 'esm', packages: 'external', entryPoints: { main: 'electron/cli/main.ts' }, outdir: 'dist/cli' });
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function cli(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    const clean = { ...process.env };
    delete clean.MDM_TOKEN;
    execFile(process.execPath, ['bin/mdm-admin.js', ...args], { env: { ...clean, ...env }, encoding: 'utf8' }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe('mdm-admin devices, org-requests and profiles (black box)', () => {
  let server: DemoServer;
  let mgmt: DemoServer;
  let home: string;
  beforeAll(async () => {
    server = await startDemoServer({ devices: 620 });
    mgmt = await startDemoServer({ devices: 12, dialect: 'management' });
    home = tempDir('mdm-cli-');
  });
  afterAll(async () => {
    await server.close();
    await mgmt.close();
  });
  const env = () => ({ MDM_ADMIN_HOME: home, MDM_TOKEN: server.orgToken });

  it('devices --format json prints {"total": N, "results": [...]} for the filter, sorted', async () => {
    const run = await cli(['devices', '--base-url', server.url, '--platform', 'IOS', '--status', 'COMPLIANT', '--sort', 'name:desc', '--limit', '7', '--format', 'json'], env());
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const body = JSON.parse(run.stdout) as { total: number; results: { name: string; platform: string; status: string }[] };
    expect(Object.keys(body)).toEqual(['total', 'results']);
    expect(body.results).toHaveLength(7);
    expect(body.results.every((d) => d.platform === 'IOS' && d.status === 'COMPLIANT')).toBe(true);
    const names = body.results.map((d) => d.name);
    expect([...names].sort((a, b) => b.localeCompare(a))).toEqual(names);
    const expected = server.state.devices.query({ getNonpagedCount: true, limit: 1, filter: { type: 'logOp', operation: 'AND', filters: [{ type: 'stringEnum', fieldName: 'platform', values: ['IOS'] }, { type: 'stringEnum', fieldName: 'status', values: ['COMPLIANT'] }] } }).total;
    expect(body.total).toBe(expected);
  });

  it('devices prints a readable table with the range and total, and --all --format csv every device', async () => {
    const table = await cli(['devices', '--base-url', `${server.url}/`, '--limit', '3', '--offset', '10', '--sort', 'name'], env());
    expect(table.code).toBe(0);
    const lines = table.stdout.split('\n');
    expect(lines[0]).toMatch(/^name\s+platform\s+status\s+lastConnectionDate$/);
    expect(lines[1]).toMatch(/^-+\s+-+/);
    expect(table.stdout).toContain('11-13 of 620 devices');
    const csv = await cli(['devices', '--base-url', server.url, '--all', '--format', 'csv', '--columns', 'name,lastConnectionDate'], env());
    expect(csv.code).toBe(0);
    const rows = Papa.parse<string[]>(csv.stdout.trim(), { newline: '\r\n', delimiter: ',' }).data;
    expect(rows[0]).toEqual(['name', 'lastConnectionDate']);
    expect(rows).toHaveLength(621);
  });

  it('falls back to the management dialect on its own', async () => {
    const run = await cli(['devices', '--base-url', mgmt.url, '--format', 'json', '--limit', '1'], { MDM_ADMIN_HOME: home, MDM_TOKEN: mgmt.orgToken });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).total).toBe(12);
  });

  it('exits 2 on usage errors: no token, a token on the command line, bad options', async () => {
    const noToken = await cli(['devices', '--base-url', server.url], { MDM_ADMIN_HOME: home });
    expect(noToken.code).toBe(2);
    expect(noToken.stderr).toMatch(/MDM_TOKEN/);
    const tokenArg = await cli(['devices', '--base-url', server.url, '--token', 'abc'], env());
    expect(tokenArg.code).toBe(2);
    expect((await cli(['devices', '--base-url', server.url, '--format', 'xml'], env())).stderr).toMatch(/--format must be table, json or csv/);
    expect((await cli(['devices', '--base-url', server.url, '--limit', '0'], env())).code).toBe(2);
    expect((await cli(['devices', '--base-url', 'ftp://x'], env())).code).toBe(2);
  });

  it('exits 5 on connection and authorisation errors, never printing the token', async () => {
    const wrong = await cli(['org-requests', '--base-url', server.url], env());
    expect(wrong.code).toBe(5);
    expect(wrong.stderr).toMatch(/HTTP 403/);
    expect(wrong.stderr).toMatch(/system administrator/);
    const bad = await cli(['devices', '--base-url', server.url], { MDM_ADMIN_HOME: home, MDM_TOKEN: 'not-a-real-token-42' });
    expect(bad.code).toBe(5);
    expect(bad.stderr).toMatch(/HTTP 401/);
    expect(bad.stderr).not.toContain('not-a-real-token-42');
    const down = await cli(['devices', '--base-url', 'http://127.0.0.1:9'], env());
    expect(down.code).toBe(5);
    expect(down.stderr).toMatch(/refused/);
  });

  it('org-requests lists creation-wizard requests as JSON', async () => {
    const run = await cli(['org-requests', '--base-url', server.url, '--format', 'json', '--limit', '2', '--sort', 'name'], { MDM_ADMIN_HOME: home, MDM_TOKEN: server.adminToken });
    expect(run.code).toBe(0);
    const body = JSON.parse(run.stdout);
    expect(body.results).toHaveLength(2);
    expect(body.total).toBeGreaterThan(0);
  });

  it('profiles add, list, test, use with --profile, remove; the token file is 0600 and the token is never printed', async () => {
    const added = await cli(['profiles', 'add', 'school', '--base-url', server.url, '--kind', 'organization'], env());
    expect(added.code).toBe(0);
    expect(added.stdout).toContain(`…${server.orgToken.slice(-4)}`);
    expect(added.stdout).not.toContain(server.orgToken);
    expect((await stat(path.join(home, 'tokens.json'))).mode & 0o777).toBe(0o600);
    expect(await readFile(path.join(home, 'profiles.json'), 'utf8')).not.toContain(server.orgToken);
    await cli(['profiles', 'add', 'admin', '--base-url', server.url, '--kind', 'system'], { MDM_ADMIN_HOME: home, MDM_TOKEN: server.adminToken });

    const list = await cli(['profiles', 'list'], { MDM_ADMIN_HOME: home });
    expect(list.stdout).toMatch(/\*\s+school\s+organization/);
    expect(list.stdout).not.toContain(server.orgToken);

    const test = await cli(['profiles', 'test', 'school'], { MDM_ADMIN_HOME: home });
    expect(test.code).toBe(0);
    expect(test.stdout).toMatch(/ok\s+Reach the server/);
    const devices = await cli(['devices', '--profile', 'school', '--format', 'json', '--limit', '1'], { MDM_ADMIN_HOME: home });
    expect(devices.code).toBe(0);
    expect(JSON.parse(devices.stdout).total).toBe(620);
    const orgs = await cli(['org-requests', '--profile', 'admin', '--limit', '2'], { MDM_ADMIN_HOME: home });
    expect(orgs.code).toBe(0);
    expect(orgs.stdout).toMatch(/of \d+ creation-wizard requests/);

    await cli(['profiles', 'add', 'wrongkind', '--base-url', server.url, '--kind', 'system'], env());
    const wrong = await cli(['profiles', 'test', 'wrongkind'], { MDM_ADMIN_HOME: home });
    expect(wrong.code).toBe(5);
    expect(wrong.stdout).toMatch(/FAIL\s+Permission/);
    expect(wrong.stdout).toMatch(/belongs to a/);

    expect((await cli(['profiles', 'add', 'x', '--base-url', server.url, '--kind', 'organization'], { MDM_ADMIN_HOME: home })).code).toBe(2);
    const removed = await cli(['profiles', 'remove', 'school'], { MDM_ADMIN_HOME: home });
    expect(removed.code).toBe(0);
    // school's token went with it; admin's and wrongkind's stay.
    expect(Object.keys(JSON.parse(await readFile(path.join(home, 'tokens.json'), 'utf8')))).toHaveLength(2);
    expect((await cli(['devices', '--profile', 'school'], { MDM_ADMIN_HOME: home })).code).toBe(2);
  });
});
