import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../electron/cli/run-cli';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import { tempDir } from '../../helpers/temp-dir';
import { memoryIo } from '../../unit/electron/cli/memory-io';

// In-process: runCli with a recording CliIo against a demo server in this process (a child
// process costs about a second; black-box.test.ts runs the built CLI for the few cases where
// the process itself matters: exit code, stdin, argv).
interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

async function cli(args: string[], env: Record<string, string> = {}, stdin?: string | { tty: true }): Promise<Run> {
  const io = memoryIo(env, process.cwd(), stdin);
  const code = await runCli(args, io);
  return { code, stdout: io.out(), stderr: io.err() };
}

describe('mdm-admin devices, org-requests and profiles (in process)', () => {
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
    const run = await cli(
      [
        'devices',
        '--base-url',
        server.url,
        '--platform',
        'IOS',
        '--status',
        'COMPLIANT',
        '--sort',
        'name:desc',
        '--limit',
        '7',
        '--format',
        'json',
      ],
      env(),
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const body = JSON.parse(run.stdout) as {
      total: number;
      results: { name: string; platform: string; status: string }[];
    };
    expect(Object.keys(body)).toEqual(['total', 'results']);
    expect(body.results).toHaveLength(7);
    expect(body.results.every((d) => d.platform === 'IOS' && d.status === 'COMPLIANT')).toBe(true);
    const names = body.results.map((d) => d.name);
    expect([...names].sort((a, b) => b.localeCompare(a))).toEqual(names);
    const expected = server.state.devices.query({
      getNonpagedCount: true,
      limit: 1,
      filter: {
        type: 'logOp',
        operation: 'AND',
        filters: [
          { type: 'stringEnum', fieldName: 'platform', values: ['IOS'] },
          { type: 'stringEnum', fieldName: 'status', values: ['COMPLIANT'] },
        ],
      },
    }).total;
    expect(body.total).toBe(expected);
  });

  it('devices prints a readable table with the range and total, and --all --format csv every device', async () => {
    const table = await cli(
      ['devices', '--base-url', `${server.url}/`, '--limit', '3', '--offset', '10', '--sort', 'name'],
      env(),
    );
    expect(table.code).toBe(0);
    const lines = table.stdout.split('\n');
    expect(lines[0]).toMatch(/^name\s+platform\s+status\s+lastConnectionDate$/);
    expect(lines[1]).toMatch(/^-+\s+-+/);
    expect(table.stdout).toContain('11-13 of 620 devices');
    const csv = await cli(
      ['devices', '--base-url', server.url, '--all', '--format', 'csv', '--columns', 'name,lastConnectionDate'],
      env(),
    );
    expect(csv.code).toBe(0);
    const rows = Papa.parse<string[]>(csv.stdout.trim(), { newline: '\r\n', delimiter: ',' }).data;
    expect(rows[0]).toEqual(['name', 'lastConnectionDate']);
    expect(rows).toHaveLength(621);
  });

  it('falls back to the management dialect on its own', async () => {
    const run = await cli(['devices', '--base-url', mgmt.url, '--format', 'json', '--limit', '1'], {
      MDM_ADMIN_HOME: home,
      MDM_TOKEN: mgmt.orgToken,
    });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).total).toBe(12);
  });

  it('exits 2 on usage errors: a token on the command line, bad options', async () => {
    const tokenArg = await cli(['devices', '--base-url', server.url, '--token', 'abc'], env());
    expect(tokenArg.code).toBe(2);
    expect((await cli(['devices', '--base-url', server.url, '--format', 'xml'], env())).stderr).toMatch(
      /--format must be table, json or csv/,
    );
    expect((await cli(['devices', '--base-url', server.url, '--limit', '0'], env())).code).toBe(2);
    expect((await cli(['devices', '--base-url', 'ftp://x'], env())).code).toBe(2);
  });

  it('refuses to send the token in clear text to an http:// server of another machine unless told to', async () => {
    const remote = 'http://mdm.school.example';
    const add = await cli(['profiles', 'add', 'plain', '--base-url', remote, '--kind', 'organization'], env());
    expect(add.code).toBe(2);
    expect(add.stderr).toMatch(/travel in clear text/);
    const accepted = await cli(
      ['profiles', 'add', 'plain', '--base-url', remote, '--kind', 'organization', '--allow-insecure-http'],
      env(),
    );
    expect(accepted.code, accepted.stderr).toBe(0);
    const devices = await cli(['devices', '--base-url', remote], env());
    expect(devices.code).toBe(2);
    expect(devices.stderr).toMatch(/clear text/);
    expect(devices.stderr).not.toContain(server.orgToken);
    await cli(['profiles', 'remove', 'plain'], env());
  });

  it('exits 5 on connection and authorisation errors (no token among them), never printing the token', async () => {
    const noToken = await cli(['devices', '--base-url', server.url], { MDM_ADMIN_HOME: home });
    expect(noToken.code).toBe(5);
    expect(noToken.stderr).toMatch(/set the environment variable MDM_TOKEN/);
    const wrong = await cli(['org-requests', '--base-url', server.url], env());
    expect(wrong.code).toBe(5);
    expect(wrong.stderr).toMatch(/HTTP 403/);
    expect(wrong.stderr).toMatch(/system administrator/);
    const bad = await cli(['devices', '--base-url', server.url], {
      MDM_ADMIN_HOME: home,
      MDM_TOKEN: 'not-a-real-token-42',
    });
    expect(bad.code).toBe(5);
    expect(bad.stderr).toMatch(/HTTP 401/);
    expect(bad.stderr).not.toContain('not-a-real-token-42');
    const down = await cli(['devices', '--base-url', 'http://127.0.0.1:9'], env());
    expect(down.code).toBe(5);
    expect(down.stderr).toMatch(/refused/);
  });

  it('org-requests lists creation-wizard requests as JSON', async () => {
    const run = await cli(
      ['org-requests', '--base-url', server.url, '--format', 'json', '--limit', '2', '--sort', 'name'],
      { MDM_ADMIN_HOME: home, MDM_TOKEN: server.adminToken },
    );
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
    await cli(['profiles', 'add', 'admin', '--base-url', server.url, '--kind', 'system'], {
      MDM_ADMIN_HOME: home,
      MDM_TOKEN: server.adminToken,
    });

    const list = await cli(['profiles', 'list'], { MDM_ADMIN_HOME: home });
    expect(list.stdout).toMatch(/\*\s+school\s+organization/);
    expect(list.stdout).not.toContain(server.orgToken);

    const test = await cli(['profiles', 'test', 'school'], { MDM_ADMIN_HOME: home });
    expect(test.code).toBe(0);
    expect(test.stdout).toMatch(/ok\s+Reach the server/);
    const devices = await cli(['devices', '--profile', 'school', '--format', 'json', '--limit', '1'], {
      MDM_ADMIN_HOME: home,
    });
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

    expect(
      (
        await cli(['profiles', 'add', 'x', '--base-url', server.url, '--kind', 'organization'], {
          MDM_ADMIN_HOME: home,
        })
      ).code,
    ).toBe(2);
    const removed = await cli(['profiles', 'remove', 'school'], { MDM_ADMIN_HOME: home });
    expect(removed.code).toBe(0);
    // school's token went with it; admin's and wrongkind's stay.
    expect(Object.keys(JSON.parse(await readFile(path.join(home, 'tokens.json'), 'utf8')))).toHaveLength(2);
    expect((await cli(['devices', '--profile', 'school'], { MDM_ADMIN_HOME: home })).code).toBe(2);
  });

  it('profiles test speaks German under LANG=de_DE.UTF-8: every step, the call and the summary', async () => {
    const deHome = tempDir('mdm-cli-de-');
    const de = { MDM_ADMIN_HOME: deHome, LANG: 'de_DE.UTF-8' };
    const add = (name: string, kind: string, token: string) =>
      cli(['profiles', 'add', name, '--base-url', server.url, '--kind', kind], { ...de, MDM_TOKEN: token });
    expect((await add('schule', 'organization', server.orgToken)).code).toBe(0);
    expect((await add('falsch', 'system', server.orgToken)).code).toBe(0);
    expect((await add('abgelaufen', 'organization', 'not-a-token-the-server-knows')).code).toBe(0);

    const ok = await cli(['profiles', 'test', 'schule'], de);
    expect(ok.code).toBe(0);
    expect(ok.stdout.split('\n').slice(0, 5)).toEqual([
      'ok    Netzweg: Direkt: Es ist kein Proxy eingerichtet.',
      `ok    Server erreichen: ${server.url} antwortet.`,
      'ok    Anmelden: Das Token wird akzeptiert.',
      'ok    Berechtigung: Das Token darf Geräte auflisten (620 Geräte).',
      'ok    API-Dialekt: Der Server verwendet die Pfade der Spezifikation.',
    ]);
    expect(ok.stdout).toContain('Aufgerufen: GET /api/v2/devices/baseInfo/query');
    expect(ok.stdout).toContain(
      'Verbunden als Organisationsadministrator: Der Server antwortet, das Token funktioniert und darf Geräte auflisten (620 Geräte).',
    );

    const wrong = await cli(['profiles', 'test', 'falsch'], de);
    expect(wrong.code).toBe(5);
    expect(wrong.stdout).toContain(
      'FAIL  Berechtigung: Dieses Token gehört einem Organisationsadministrator (es darf die Geräte einer Organisation auflisten)',
    );

    const refused = await cli(['profiles', 'test', 'abgelaufen'], de);
    expect(refused.code).toBe(5);
    expect(refused.stdout).toMatch(/FAIL {2}Anmelden: .*HTTP 401/);
    expect(refused.stdout).toContain('skip  Berechtigung: Nicht versucht.');
    for (const run of [ok, wrong, refused])
      for (const english of [
        'Network path',
        'Reach the server',
        'Authenticate',
        'Permission',
        'Not tried',
        'Connected',
      ])
        expect(run.stdout).not.toContain(english);
  });

  it('profiles add --token-stdin takes the piped token (first line), never echoes it, and refuses a terminal', async () => {
    const piped = await cli(
      ['profiles', 'add', 'piped', '--base-url', server.url, '--kind', 'organization', '--token-stdin'],
      { MDM_ADMIN_HOME: home, MDM_TOKEN: 'ignored-env-token' },
      `${server.orgToken}\n`,
    );
    expect(piped.code, piped.stderr).toBe(0);
    expect(piped.stdout + piped.stderr).not.toContain(server.orgToken);
    expect(piped.stdout).toContain(`…${server.orgToken.slice(-4)}`);
    const devices = await cli(['devices', '--profile', 'piped', '--format', 'json', '--limit', '1'], {
      MDM_ADMIN_HOME: home,
    });
    expect(devices.code, devices.stderr).toBe(0);
    expect(JSON.parse(devices.stdout).total).toBe(620);

    const terminal = await cli(
      ['profiles', 'add', 'tty', '--base-url', server.url, '--kind', 'organization', '--token-stdin'],
      { MDM_ADMIN_HOME: home },
      { tty: true },
    );
    expect(terminal.code).toBe(2);
    expect(terminal.stderr).toMatch(/piped into standard input, not typed at a terminal/);
    const empty = await cli(
      ['profiles', 'add', 'empty', '--base-url', server.url, '--kind', 'organization', '--token-stdin'],
      { MDM_ADMIN_HOME: home },
      '\n\n',
    );
    expect(empty.stderr).toMatch(/standard input was empty/);
    const two = await cli(
      ['profiles', 'add', 'two', '--base-url', server.url, '--kind', 'organization', '--token-stdin'],
      { MDM_ADMIN_HOME: home },
      'secret-one\nsecret-two\n',
    );
    expect(two.code).toBe(2);
    expect(two.stderr).toMatch(/has 2 lines/);
    expect(two.stderr).not.toMatch(/secret-one|secret-two/);
    expect((await cli(['profiles', 'list'], { MDM_ADMIN_HOME: home })).stdout).not.toMatch(/\b(tty|empty|two)\b/);
    await cli(['profiles', 'remove', 'piped'], { MDM_ADMIN_HOME: home });
  });

  it('a profile without a stored token uses MDM_TOKEN, else exits 5 saying so; --profile and --base-url together are a usage error', async () => {
    const added = await cli(['profiles', 'add', 'notoken', '--base-url', server.url, '--kind', 'organization'], env());
    expect(added.code).toBe(0);
    const tokens = path.join(home, 'tokens.json');
    await writeFile(tokens, '{}', { mode: 0o600 });
    const without = await cli(['devices', '--profile', 'notoken'], { MDM_ADMIN_HOME: home });
    expect(without.code).toBe(5);
    expect(without.stderr).toMatch(/no API access token stored/);
    const withEnv = await cli(['devices', '--profile', 'notoken', '--format', 'json', '--limit', '1'], env());
    expect(withEnv.code, withEnv.stderr).toBe(0);
    expect((await cli(['devices', '--profile', 'notoken', '--base-url', server.url], env())).code).toBe(2);
    await cli(['profiles', 'remove', 'notoken'], { MDM_ADMIN_HOME: home });
  });
});
