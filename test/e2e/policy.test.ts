/**
 * The machine-wide policy through the web shell as a process (`node dist/web/server.js`, what
 * `npm run start:web` runs), with MDM_ADMIN_POLICY pointing at a temp file: the shell reads it
 * as the installed app reads /etc/mdm-admin/policy.json.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/temp-dir';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import { SCREENSHOT_DIR } from './harness';

const SERVER = path.resolve('dist/web/server.js');

interface Running {
  page: Page;
  home: string;
  policyFile: string;
  errors: string[];
}

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

beforeAll(() => {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run "npm run build:node" first.`);
});

/** Waits for the shell's first line, `MDM Admin web shell: URL`. */
function shellUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /MDM Admin web shell: (\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the web shell exited with ${code}: ${err}`)));
  });
}

async function startWithPolicy(policy: string): Promise<Running> {
  const home = tempDir('mdm-e2e-policy-home-');
  const policyFile = path.join(tempDir('mdm-e2e-policy-'), 'policy.json');
  writeFileSync(policyFile, policy);
  const child = spawn(process.execPath, [SERVER, '--port', '0'], {
    env: { ...process.env, MDM_ADMIN_HOME: home, MDM_ADMIN_POLICY: policyFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  stops.push(async () => {
    child.kill('SIGTERM');
    await exited;
  });
  const url = await shellUrl(child);
  const browser: Browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    headless: true,
  });
  stops.push(() => browser.close());
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(url);
  return { page, home, policyFile, errors };
}

describe('the machine-wide policy in the app', () => {
  it('a preset connection shows on first start, locked, and there is no demo button', async () => {
    const { page, home, policyFile, errors } = await startWithPolicy(
      JSON.stringify({
        connections: [
          {
            name: 'School district',
            baseUrl: 'https://mdm.school.example',
            kind: 'organization',
            organizationUuid: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
          },
        ],
        allowUserConnections: false,
        offerDemoServer: false,
      }),
    );
    // With a connection there, the app opens on the import; the header shows it active.
    await page
      .getByRole('heading', { name: 'Import users', level: 2 })
      .or(page.getByText('School district'))
      .first()
      .waitFor();
    await page
      .getByRole('link', { name: 'Connections' })
      .or(page.getByText('Connections', { exact: true }))
      .first()
      .click();
    const card = page.getByRole('region', { name: 'Connection School district' });
    await card.waitFor();
    expect(await card.textContent()).toContain('https://mdm.school.example');
    const lock = card.getByRole('img', { name: `This connection: set by your IT department's policy (${policyFile})` });
    await lock.hover();
    await page.getByRole('tooltip').filter({ hasText: policyFile }).waitFor();
    expect(await page.getByRole('button', { name: 'Explore with the demo server' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add connection' }).count()).toBe(0);
    expect(await card.getByRole('button', { name: 'Remove' }).count()).toBe(0);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'policy-preset-connection.png') });
    // The devices screen has no demo button either.
    await page.getByText('Devices', { exact: true }).first().click();
    await page.getByRole('heading', { name: 'Devices', level: 2 }).waitFor();
    expect(await page.getByRole('button', { name: 'Explore with the demo server' }).count()).toBe(0);
    // The web shell logged its start and the policy in its data folder.
    const log = readFileSync(path.join(home, 'logs', 'mdm-admin.log'), 'utf8');
    expect(log).toContain(`policy: ${policyFile}: 1 preset connection(s), user connections off, demo server off`);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });

  it('a malformed policy starts the app with the defaults and a clear notice; the diagnostics download holds it', async () => {
    const { page, policyFile } = await startWithPolicy('{ "offerDemoServer": false,\n  "updates": ');
    const banner = page.getByTestId('policy-problems');
    await banner.waitFor();
    const text = (await banner.textContent()) ?? '';
    expect(text).toContain('The machine-wide policy has 1 problem');
    expect(text).toContain(policyFile);
    expect(text).toMatch(/\$: ends before its JSON is complete \(line 2, column \d+\)/);
    // The defaults: the demo server is offered.
    await page.getByRole('button', { name: 'Explore with the demo server' }).first().waitFor();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'policy-malformed.png') });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Save diagnostics…' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mdm-admin-diagnostics-.*\.zip$/);
    const entries = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    const inForce = JSON.parse(strFromU8(entries['policy.json']!)) as { file: string; problems: { path: string }[] };
    expect(inForce.file).toBe(policyFile);
    expect(inForce.problems.map((p) => p.path)).toEqual(['$']);
    expect(strFromU8(entries['logs/mdm-admin.log']!)).toContain('policy problem at $: json-cut-short');
  });
});
