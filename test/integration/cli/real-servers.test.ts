/**
 * Issue 11's "done when", through the command line in process (runCli with a recording
 * CliIo), against servers that are not the demo server's defaults:
 *
 * - the independent server (test/helpers: pages capped at 25, `{items, nonpagedCount}`,
 *   integer statuses, `line: -1`, PENDING, CREATED and unknown states, unknown fields, a
 *   lower-case `surname` header): an import with 30 failed lines reports all 30 with their
 *   lines, and `devices --all` returns every matching device;
 * - an expired token: every command exits 5, says it expired and how to make a new one, and
 *   never shows the token;
 * - `--organization UUID`: every request carries it (query parameter and header), and an
 *   unknown one gets the plain-language message.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../electron/cli/run-cli';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import { startIndependentServer } from '../../helpers/independent-server';
import type { IndependentServer } from '../../helpers/independent-server';
import { memoryIo } from '../../unit/electron/cli/memory-io';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'mdm-real-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

async function cli(args: string[], env: Record<string, string>) {
  const io = memoryIo({ MDM_ADMIN_HOME: join(work, 'home'), ...env }, work);
  const code = await runCli(args, io);
  return { code, stdout: io.out(), stderr: io.err() };
}

/** A file of `rows` valid users, the surname column spelled as the reference schema does. */
async function usersFile(name: string, rows: number): Promise<string> {
  const lines = ['name,email,givenName,surname,password'];
  for (let i = 0; i < rows; i++) lines.push(`user${i},user${i}@school.example,Given${i},Sur${i},Secret-pass-${i}`);
  const path = join(work, name);
  await writeFile(path, `${lines.join('\n')}\n`);
  return path;
}

describe('against an independent server that caps pages at 25 and speaks the old envelope', () => {
  let server: IndependentServer;
  beforeAll(async () => {
    server = await startIndependentServer({ failedLines: 30, devices: 60 });
  });
  afterAll(() => server.close());

  it('an import with 30 failed lines reports all 30, each with its line in the file', async () => {
    const file = await usersFile('ninety.csv', 90);
    const run = await cli(['import-users', file, '--base-url', server.url, '--json'], { MDM_TOKEN: server.token });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(3);
    const result = JSON.parse(run.stdout) as {
      status: string;
      failureCount: number;
      successCount: number;
      lines: { line: number; status: string; message: string }[];
    };
    expect(result.status).toBe('FINISHED');
    expect(result.failureCount).toBe(30);
    expect(result.successCount).toBe(60);
    const failed = result.lines.filter((l) => l.status === 'FAILED');
    expect(failed).toHaveLength(30);
    // The server names the line in its message: every one is where the app says it is.
    for (const l of failed) expect(l.message).toBe(`Line ${l.line}: the server refused this user (configured failure)`);
    expect(new Set(failed.map((l) => l.line)).size).toBe(30);
    // Pages of 25 and more than one of them: the walk went on past the short pages.
    const reportPages = server.requests.filter((r) => r.path.endsWith('/entityStates/query'));
    expect(reportPages.length).toBeGreaterThanOrEqual(4);
  });

  it('devices --all returns every matching device, platforms the app does not know included', async () => {
    const env = { MDM_TOKEN: server.token };
    const all = await cli(['devices', '--base-url', server.url, '--all', '--format', 'json'], env);
    expect(all.code).toBe(0);
    const parsed = JSON.parse(all.stdout) as { total: number; results: { name: string }[] };
    expect(parsed.results).toHaveLength(60);
    expect(new Set(parsed.results.map((d) => d.name)).size).toBe(60);
    const quantum = await cli(
      [
        'devices',
        '--base-url',
        server.url,
        '--all',
        '--platform',
        'QUANTUM_OS',
        '--format',
        'csv',
        '--columns',
        'name',
      ],
      env,
    );
    expect(quantum.stdout.trim().split(/\r?\n/).slice(1)).toHaveLength(15);
    // A page size beyond the cap is read in capped pages too.
    const limited = await cli(['devices', '--base-url', server.url, '--limit', '40', '--format', 'json'], env);
    expect((JSON.parse(limited.stdout) as { results: unknown[] }).results).toHaveLength(40);
    const orgs = await cli(['org-requests', '--base-url', server.url, '--all', '--format', 'json'], env);
    expect((JSON.parse(orgs.stdout) as { results: unknown[] }).results).toHaveLength(30);
  });

  it('devices shows loanUntil, a date the demo server never sends, as a date in the table and in CSV', async () => {
    const env = { MDM_TOKEN: server.token };
    const columns = ['--columns', 'name,lastConnectionDate,loanUntil', '--sort', 'name', '--limit', '2'];
    const table = await cli(['devices', '--base-url', server.url, ...columns], env);
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toMatch(/Device 000\s+2026-01-01 00:00Z\s+2026-02-01 00:00Z/);
    const csv = await cli(['devices', '--base-url', server.url, ...columns, '--format', 'csv'], env);
    expect(csv.stdout.split('\r\n')[1]).toBe('Device 000,2026-01-01T00:00:00.000Z,2026-02-01T00:00:00.000Z');
  });

  it('--organization puts tenantOrganizationUuid on every request, as a query parameter and a header', async () => {
    const organization = '3f2b8c1e-0a4d-4c7e-9b51-2d6f0e8a7c13';
    const from = server.requests.length;
    const env = { MDM_TOKEN: server.token };
    const file = await usersFile('scoped.csv', 10);
    expect((await cli(['devices', '--base-url', server.url, '--all', '--organization', organization], env)).code).toBe(
      0,
    );
    expect(
      (await cli(['import-users', file, '--base-url', server.url, '--organization', organization.toUpperCase()], env))
        .code,
    ).toBe(3);
    const sent = server.requests.slice(from);
    expect(new Set(sent.map((r) => r.path.split('/').slice(0, 6).join('/'))).size).toBeGreaterThanOrEqual(4);
    for (const request of sent) {
      expect(request.query.get('tenantOrganizationUuid'), request.path).toBe(organization);
      expect(request.headers['tenantorganizationuuid'], request.path).toBe(organization);
    }
    const bad = await cli(['devices', '--base-url', server.url, '--organization', 'school'], env);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('must be a UUID');
  });
});

describe('against the demo server', () => {
  let expired: DemoServer;
  let orgs: DemoServer;
  beforeAll(async () => {
    expired = await startDemoServer({ devices: 5, tokenExpiresAt: '2026-03-01T12:00:00Z', jobRate: 0 });
    orgs = await startDemoServer({ devices: 8, organizations: 3, jobRate: 0 });
  });
  afterAll(async () => {
    await expired.close();
    await orgs.close();
  });

  it('with an expired MDM_TOKEN every command exits 5, says it expired and how to make a new one, never showing it', async () => {
    const token = expired.orgToken;
    const env = { MDM_TOKEN: token, MDM_ADMIN_HOME: join(work, 'expired-home') };
    const file = await usersFile('expired.csv', 3);
    const runs = [
      await cli(['devices', '--base-url', expired.url], env),
      await cli(['org-requests', '--base-url', expired.url], { ...env, MDM_TOKEN: expired.adminToken }),
      await cli(['import-users', file, '--base-url', expired.url], env),
      await cli(['profiles', 'add', 'school', '--base-url', expired.url, '--kind', 'organization'], env),
      await cli(['profiles', 'test', 'school'], env),
      await cli(['devices', '--profile', 'school'], env),
    ];
    expect(runs.map((r) => r.code)).toEqual([5, 5, 5, 0, 5, 5]);
    for (const run of runs.filter((r) => r.code === 5)) {
      const said = run.stderr + run.stdout;
      expect(said).toContain('The API access token expired on 2026-03-01 12:00 UTC.');
      expect(said).toContain('Create a new token in the portal (Profile > Access tokens), then set MDM_TOKEN to it');
      expect(said).toContain('ACCESS_TOKEN_EXPIRED');
      expect(said).not.toContain(token);
      expect(said).not.toContain(expired.adminToken);
    }
  });

  it('a token that expires while a job runs: the import and jobs --resume exit 5 with the message', async () => {
    const env = { MDM_TOKEN: orgs.orgToken, MDM_ADMIN_HOME: join(work, 'expiring-home') };
    orgs.faults.set('readImportJob', { kind: 'expired-token' });
    try {
      const file = await usersFile('expiring.csv', 3);
      const run = await cli(['import-users', file, '--base-url', orgs.url], env);
      expect(run.code).toBe(5);
      expect(run.stderr).toContain('The API access token has expired.');
      const resumed = await cli(['jobs', '--resume'], env);
      expect(resumed.code).toBe(5);
      expect(resumed.stdout + resumed.stderr).toContain('The API access token has expired.');
    } finally {
      orgs.faults.clear();
    }
  });

  it('acts in the organization given, and explains an unknown one in plain language', async () => {
    const env = { MDM_TOKEN: orgs.orgToken };
    const second = orgs.organizations[1]!;
    const run = await cli(
      [
        'devices',
        '--base-url',
        orgs.url,
        '--all',
        '--organization',
        second.uuid,
        '--format',
        'json',
        '--columns',
        'name',
      ],
      env,
    );
    expect(run.code).toBe(0);
    expect((JSON.parse(run.stdout) as { total: number }).total).toBe(8);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const bad = await cli(['devices', '--base-url', orgs.url, '--organization', unknown], env);
    expect(bad.code).toBe(5);
    expect(bad.stderr).toContain(`The server knows no organization ${unknown}.`);
    expect(bad.stderr).toContain("leave it out to act in the token's own organization");
    expect(bad.stderr).toContain('UNKNOWN_ORGANIZATION');
    // An organization's own token in another organization: the reason, in plain language.
    const foreign = await cli(['devices', '--base-url', orgs.url, '--organization', orgs.organizations[2]!.uuid], {
      MDM_TOKEN: second.token,
    });
    expect(foreign.code).toBe(5);
    expect(foreign.stderr).toContain(
      `The token's user belongs to another organization than ${orgs.organizations[2]!.uuid}.`,
    );
  });
});
