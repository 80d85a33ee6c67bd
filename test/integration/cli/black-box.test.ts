import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { cliBuildOptions } from '../../../scripts/cli-build.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from '../../../electron/demo-server/index';
import type { DemoServer } from '../../../electron/demo-server/index';
import { startConnectProxy } from '../../helpers/connect-proxy';
import { tempDir } from '../../helpers/temp-dir';
import { pdfPageTexts } from '../../unit/electron/core/letters/pdf-text';

// Black box: the built CLI in its own process, for what only a process shows (argv, exit
// code, a token piped into stdin, the bin script). Every other case runs in process
// (query-commands.test.ts, ../jobs/cli.test.ts). The child is spawned asynchronously so
// that the demo server in this process keeps answering.
beforeAll(async () => {
  await build(cliBuildOptions('dist/cli'));
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function cli(args: string[], env: Record<string, string>, stdin?: string): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['bin/mdm-admin.js', ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin ?? '');
  });
}

describe('mdm-admin as a process', () => {
  let server: DemoServer;
  let home: string;
  beforeAll(async () => {
    server = await startDemoServer({ devices: 30, jobRate: 0 });
    home = tempDir('mdm-cli-bb-');
  });
  afterAll(async () => {
    await server.close();
  });

  it('devices with --base-url and MDM_TOKEN prints JSON and exits 0; a token argument exits 2', async () => {
    const [run, tokenArg] = await Promise.all([
      cli(['devices', '--base-url', server.url, '--format', 'json', '--limit', '2'], {
        MDM_ADMIN_HOME: home,
        MDM_TOKEN: server.orgToken,
      }),
      cli(['devices', '--base-url', server.url, '--token', server.orgToken], { MDM_ADMIN_HOME: home }),
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ total: 30 });
    expect(tokenArg.code).toBe(2);
    expect(tokenArg.stderr).toMatch(/Unknown option '--token'/);
  });

  it('profiles add --token-stdin reads a piped token; import-users --profile then needs no MDM_TOKEN', async () => {
    const added = await cli(
      ['profiles', 'add', 'school', '--base-url', server.url, '--kind', 'organization', '--token-stdin'],
      { MDM_ADMIN_HOME: home },
      `${server.orgToken}\n`,
    );
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout + added.stderr).not.toContain(server.orgToken);
    const file = path.join(home, 'users.csv');
    await writeFile(file, 'Login,E-Mail,First name,Last name,Password\nbb-a,bb-a@example.com,A,One,Secret-pass-01\n');
    const run = await cli(['import-users', file, '--profile', 'school'], { MDM_ADMIN_HOME: home });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/\(profile "school"\)/);
    expect(run.stdout).toMatch(/1 stored, 0 skipped, 0 failed of 1/);
  });

  it('the built CLI writes credential letters: pdfkit and the DejaVu fonts are found from dist/cli/main.js', async () => {
    const file = path.join(home, 'letters-users.csv');
    await writeFile(file, 'name,email,givenName,surName\nbb-l,bb-l@example.com,Łucja,Gül\n');
    const letters = path.join(home, 'letters.pdf');
    const run = await cli(
      ['import-users', file, '--base-url', server.url, '--generate-passwords', '--letters', letters],
      {
        MDM_ADMIN_HOME: home,
        MDM_TOKEN: server.orgToken,
      },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`1 credential letter written to ${letters}`);
    const pages = await pdfPageTexts(letters);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('bb-l');
    expect(pages[0]).toContain('Łucja');
  });

  it('twelve profiles add at once keep twelve profiles and twelve tokens (a lock between processes)', async () => {
    const shared = tempDir('mdm-cli-bb-lock-');
    const runs = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        cli(['profiles', 'add', `school-${i}`, '--base-url', server.url, '--kind', 'organization'], {
          MDM_ADMIN_HOME: shared,
          MDM_TOKEN: `token-number-${i}-0123456789`,
        }),
      ),
    );
    expect(runs.map((r) => r.code)).toEqual(Array<number>(12).fill(0));
    const listed = await cli(['profiles', 'list', '--json'], { MDM_ADMIN_HOME: shared });
    const state = JSON.parse(listed.stdout) as { profiles: { id: string; name: string; tokenHint: string }[] };
    expect(state.profiles.map((p) => p.name).sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => `school-${i}`).sort(),
    );
    const tokens = JSON.parse(await readFile(path.join(shared, 'tokens.json'), 'utf8')) as Record<string, string>;
    expect(Object.keys(tokens).sort()).toEqual(state.profiles.map((p) => p.id).sort());
  }, 60_000);

  it('a damaged tokens.json is moved aside and named in a warning that quotes none of it', async () => {
    const damagedHome = tempDir('mdm-cli-bb-damaged-');
    const token = 'abcdefghijklmn0123456789abcdefghijklmnopqrstuvwxyz01234567';
    await writeFile(path.join(damagedHome, 'tokens.json'), `{"p1": "${token}", "p2": "${token.slice(3)}`);
    const run = await cli(['profiles', 'add', 'school', '--base-url', server.url, '--kind', 'organization'], {
      MDM_ADMIN_HOME: damagedHome,
      MDM_TOKEN: server.orgToken,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(
      /tokens\.json was damaged: it is not valid JSON.*\. It was moved aside to .*tokens\.json\.damaged-/,
    );
    for (let i = 0; i + 8 <= token.length; i += 4) expect(run.stdout + run.stderr).not.toContain(token.slice(i, i + 8));
  });

  it("goes through the process environment's HTTP_PROXY, and around it for NO_PROXY hosts", async () => {
    const proxy = await startConnectProxy();
    try {
      const env = { MDM_ADMIN_HOME: home, MDM_TOKEN: server.orgToken, HTTP_PROXY: proxy.url };
      const through = await cli(['devices', '--base-url', server.url, '--limit', '1', '--format', 'json'], env);
      expect(through.code).toBe(0);
      expect(proxy.tunnels.map((t) => t.target)).toContain(new URL(server.url).host);
      const tunnels = proxy.tunnels.length;
      const around = await cli(['devices', '--base-url', server.url, '--limit', '1'], {
        ...env,
        NO_PROXY: '127.0.0.1',
      });
      expect(around.code).toBe(0);
      expect(proxy.tunnels.length).toBe(tunnels);
    } finally {
      await proxy.close();
    }
  });
});
