/**
 * The renderer as the Electron shell serves it: app://mdm's handler from electron/main/protocol.ts
 * (its headers, its Content-Security-Policy without the web shell's ws: source) behind a loopback
 * HTTP server, and window.mdm injected as the preload would, answered by a real core. Catches
 * what would break only in Electron: inline scripts or styles, eval, a WebSocket, a remote asset.
 */
import { TEST_CALLER } from '../helpers/caller';
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCore } from '../../electron/core/create-core';
import type { Core } from '../../electron/core/create-core';
import { contentSecurityPolicy } from '../../electron/core/content-security-policy';
import { serveRenderer } from '../../electron/main/protocol';
import { METHOD_NAMES } from '../../shared/ipc';
import { tempDir } from '../helpers/temp-dir';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import { SCREENSHOT_DIR } from './harness';

const registered = vi.hoisted(() => new Map<string, (request: Request) => Promise<Response>>());
vi.mock('electron', () => ({
  protocol: {
    registerSchemesAsPrivileged: () => undefined,
    handle: (scheme: string, handler: (request: Request) => Promise<Response>) => registered.set(scheme, handler),
  },
}));

let core: Core;
let server: http.Server;
let origin: string;
let browser: Browser;
let page: Page;
const violations: string[] = [];
const errors: string[] = [];
let documentHeaders: Record<string, string> = {};

/** app://mdm/<path> answered by protocol.ts's own handler, relayed over loopback HTTP. */
async function startAppProtocolServer(): Promise<void> {
  serveRenderer(path.resolve('dist/renderer'), { get: () => null });
  const handler = registered.get('app');
  if (!handler) throw new Error('protocol.ts registered no handler for app://');
  server = http.createServer((request, response) => {
    void handler(new Request(`app://mdm${request.url ?? '/'}`)).then(async (answer) => {
      response.writeHead(answer.status, Object.fromEntries(answer.headers));
      response.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** window.mdm as electron/preload builds it (shared/ipc.ts createBridge), calls relayed to core. */
async function injectPreloadBridge(target: Page): Promise<void> {
  await target.exposeFunction('__mdmInvoke', (method: string, input: unknown) => core.call(method, input, TEST_CALLER));
  await target.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await target.addInitScript(
    (methods: string[]) => {
      const listeners = new Map<string, Set<(payload: unknown) => void>>();
      const invoke = (window as unknown as { __mdmInvoke: (m: string, i: unknown) => Promise<unknown> }).__mdmInvoke;
      const bridge: Record<string, unknown> = {};
      for (const name of methods) {
        const [ns, member] = name.split('.') as [string, string];
        const group = (bridge[ns] ??= {}) as Record<string, unknown>;
        group[member] = (input?: unknown) => invoke(name, input);
      }
      bridge.on = (event: string, listener: (payload: unknown) => void) => {
        const set = listeners.get(event) ?? new Set();
        listeners.set(event, set);
        set.add(listener);
        return () => set.delete(listener);
      };
      Object.defineProperty(window, 'mdm', { value: Object.freeze(bridge), enumerable: true });
      Object.defineProperty(window, '__mdmEmit', {
        value: (event: string, payload: unknown) => listeners.get(event)?.forEach((listener) => listener(payload)),
      });
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation;
        report(
          `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
        );
      });
    },
    [...METHOD_NAMES],
  );
  core.events.subscribe((event, payload) => {
    void target
      .evaluate(
        ([name, data]) => (window as unknown as { __mdmEmit: (e: string, p: unknown) => void }).__mdmEmit(name, data),
        [event, payload] as const,
      )
      .catch(() => undefined);
  });
}

beforeAll(async () => {
  core = createCore({ shell: 'electron', dataDir: tempDir('mdm-e2e-electron-') });
  await startAppProtocolServer();
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('websocket', (socket) => errors.push(`a WebSocket was opened: ${socket.url()}`));
  await injectPreloadBridge(page);
  const answer = await page.goto(`${origin}/index.html`);
  documentHeaders = answer ? await answer.allHeaders() : {};
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  await core?.dispose();
});

const section = (label: string) =>
  page
    .getByRole('link', { name: label })
    .or(page.getByRole('button', { name: label }))
    .or(page.getByText(label, { exact: true }))
    .first();

describe('the renderer under the Electron shell Content-Security-Policy', () => {
  it('is served with exactly the policy of protocol.ts, which allows no WebSocket, eval or inline script', () => {
    expect(documentHeaders['content-security-policy']).toBe(contentSecurityPolicy());
    expect(documentHeaders['content-security-policy']).not.toMatch(/ws:|unsafe-eval/);
    expect(documentHeaders['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    expect(documentHeaders['x-content-type-options']).toBe('nosniff');
  });

  it('renders the app through window.mdm: version and shell from app.info, the API reference from api.endpoints', async () => {
    await expect
      .poll(() => page.getByTestId('app-version').textContent(), { timeout: 20_000 })
      .toMatch(/\d+\.\d+\.\d+ · desktop/);
    await section('API reference').click();
    await page.getByTestId('endpoint-queryDevices').waitFor();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'electron-csp-api-reference.png') });
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows every section, the demo server data and the CSV worker without a CSP violation or console error', async () => {
    const state = await core.call('demo.start', { kind: 'organization' }, TEST_CALLER);
    expect(state.ok).toBe(true);
    for (const label of ['Connections', 'Devices', 'Organization requests', 'Jobs', 'Import users']) {
      await section(label).click();
      await page.getByRole('heading', { name: label, level: 2 }).waitFor();
    }
    await section('Devices').click();
    await page
      .getByRole('table', { name: 'Devices' })
      .locator('[role="row"] [role="cell"]')
      .first()
      .waitFor({ timeout: 20_000 });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'electron-csp-devices.png') });

    // The import check runs in a module Web Worker (worker-src 'self').
    await section('Import users').click();
    const file = path.join(tempDir('mdm-e2e-csv-'), 'users.csv');
    await writeFile(file, 'name,email,givenName,surName,password\nanna,not-an-email,Anna,Alt,Passwort-123\n');
    await page.getByTestId('file-input').setInputFiles(file);
    await page.locator('[role="gridcell"][data-severity="error"]').first().waitFor({ timeout: 20_000 });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'electron-csp-import.png') });

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});
