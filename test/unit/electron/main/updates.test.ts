import { createHash, randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { electronMock, mockElectronForRequire, resetState, state } from '../electron-mock';
import { IPC_EVENT_CHANNEL, ipcChannel } from '../../../../shared/ipc';
import type { MethodName } from '../../../../shared/ipc';
import type { UpdateStatus } from '../../../../shared/models/updates';
import { createUpdates } from '../../../../electron/main/updates';
import type { Updater } from '../../../../electron/main/updates';
import { tempDir } from '../../../helpers/temp-dir';
import { worded } from '../../../helpers/worded';

vi.mock('electron', () => electronMock());
/** How often the app loaded electron-updater (the real one). */
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('electron-updater', async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined };

/** An updater that does what a test tells it to (the events electron-updater emits). */
class FakeUpdater extends EventEmitter implements Updater {
  autoDownload = false;
  autoInstallOnAppQuit = true;
  logger = null;
  feed: unknown = null;
  checks = 0;
  quitAndInstall = vi.fn();
  setFeedURL(options: unknown) {
    this.feed = options;
  }
  async checkForUpdates() {
    this.checks += 1;
    return null;
  }
}

describe('createUpdates', () => {
  it('with updates off, loads no updater and answers off with the reason', async () => {
    const load = vi.fn();
    const updates = createUpdates({
      settings: 'off',
      policyFile: '/etc/mdm-admin/policy.json',
      load,
      onChange: vi.fn(),
      log: quietLog,
    });
    await updates.start();
    expect(load).not.toHaveBeenCalled();
    expect(updates.status()).toEqual({
      state: 'off',
      reason: 'updates-off-policy',
      policyFile: '/etc/mdm-admin/policy.json',
    });
    expect(() => updates.install()).toThrow(expect.toSatisfy(worded(/No update is downloaded/)));
  });

  it('sets the feed, downloads what is offered, shows the version, and restarts only when asked', async () => {
    const updater = new FakeUpdater();
    const seen: UpdateStatus[] = [];
    const updates = createUpdates({
      settings: { channel: 'beta', url: 'https://updates.example/mdm/' },
      policyFile: null,
      load: async () => updater,
      onChange: (status) => seen.push(status),
      log: quietLog,
      setInterval: () => ({}),
    });
    await updates.start();
    expect(updater.feed).toEqual({ provider: 'generic', url: 'https://updates.example/mdm/', channel: 'beta' });
    expect(updater).toMatchObject({ autoDownload: true, autoInstallOnAppQuit: false, checks: 1 });
    updater.emit('checking-for-update');
    updater.emit('update-available', { version: '0.3.0' });
    updater.emit('download-progress', { percent: 41.7 });
    expect(() => updates.install()).toThrow(expect.toSatisfy(worded(/No update is downloaded/)));
    updater.emit('update-downloaded', { version: '0.3.0' });
    // A later check keeps the offer on screen.
    updater.emit('checking-for-update');
    updater.emit('update-not-available', { version: '0.3.0' });
    expect(seen).toEqual([
      { state: 'checking' },
      { state: 'downloading', version: '0.3.0', percent: 0 },
      { state: 'downloading', version: '0.3.0', percent: 42 },
      { state: 'ready', version: '0.3.0' },
    ]);
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
    updates.install();
    expect(updater.quitAndInstall).toHaveBeenCalledWith(false, true);
  });

  it('a failed check says why and is tried again later', async () => {
    const updater = new FakeUpdater();
    let again: (() => void) | null = null;
    const updates = createUpdates({
      settings: { channel: 'latest', url: 'https://updates.example/' },
      policyFile: null,
      load: async () => updater,
      onChange: vi.fn(),
      log: quietLog,
      setInterval: (run) => ((again = run), {}),
    });
    await updates.start();
    updater.emit('error', new Error('net::ERR_NAME_NOT_RESOLVED'));
    expect(updates.status()).toEqual({ state: 'error', message: 'net::ERR_NAME_NOT_RESOLVED' });
    again!();
    expect(updater.checks).toBe(2);
  });
});

/** A generic update feed served from a temp folder over loopback HTTP, counting what is asked of it. */
async function startFeed(version: string) {
  const dir = tempDir('mdm-feed-');
  const deb = `mdm-admin_${version}_amd64.deb`;
  const bytes = randomBytes(64 * 1024);
  writeFileSync(path.join(dir, deb), bytes);
  const sha512 = createHash('sha512').update(bytes).digest('base64');
  writeFileSync(
    path.join(dir, 'latest-linux.yml'),
    [
      `version: ${version}`,
      'files:',
      `  - url: ${deb}`,
      `    sha512: ${sha512}`,
      `    size: ${bytes.length}`,
      `path: ${deb}`,
      `sha512: ${sha512}`,
      "releaseDate: '2025-03-01T10:00:00.000Z'",
      '',
    ].join('\n'),
  );
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    requests.push(`${request.method} ${name}`);
    try {
      const body = readFileSync(path.join(dir, path.basename(name)));
      response.writeHead(200, { 'content-length': body.length }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { url, requests, deb, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('updates in the running app, against a local update feed', () => {
  let feed: Awaited<ReturnType<typeof startFeed>>;
  let restoreElectron: () => void;
  const resourcesPath = (process as { resourcesPath?: string }).resourcesPath;

  beforeAll(async () => {
    feed = await startFeed('0.2.0');
    restoreElectron = mockElectronForRequire();
    // What an installed deb has beside app.asar (electron-builder writes both): the updater picks
    // the deb kind, and its cache folder's name. The feed baked in here is the same server, so that
    // an updater falling back to it when the policy says no would be seen.
    const resources = tempDir('mdm-resources-');
    writeFileSync(path.join(resources, 'package-type'), 'deb');
    writeFileSync(
      path.join(resources, 'app-update.yml'),
      `provider: generic\nurl: ${feed.url}baked/\nupdaterCacheDirName: mdm-admin-updater\n`,
    );
    (process as { resourcesPath?: string }).resourcesPath = resources;
  });
  afterAll(async () => {
    restoreElectron();
    (process as { resourcesPath?: string }).resourcesPath = resourcesPath;
    await feed.close();
  });
  beforeEach(() => {
    resetState();
    loads.count = 0;
    feed.requests.length = 0;
    vi.stubEnv('XDG_CACHE_HOME', tempDir('mdm-cache-'));
  });
  afterEach(() => vi.unstubAllEnvs());

  async function startApp(policy: unknown) {
    const file = path.join(tempDir('mdm-policy-'), 'policy.json');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(policy));
    vi.stubEnv('MDM_ADMIN_POLICY', file);
    vi.resetModules();
    await import('../../../../electron/main/main');
    state.ready!();
    await vi.waitFor(() => expect(state.windows).toHaveLength(1));
    const window = state.windows[0]!;
    const call = (method: MethodName) =>
      state.handlers.get(ipcChannel(method))!(
        { senderFrame: { url: 'app://mdm/index.html', parent: null }, sender: { id: window.webContents.id } },
        undefined,
      ) as Promise<{ ok: boolean; value?: unknown }>;
    const statuses = () =>
      window.webContents.sent
        .filter(([channel, event]) => channel === IPC_EVENT_CHANNEL && event === 'updates.changed')
        .map(([, , payload]) => payload as UpdateStatus);
    const logText = () => readFileSync(path.join(state.userData, 'logs', 'mdm-admin.log'), 'utf8');
    return { call, statuses, logText };
  }

  it('shows the version the feed offers, downloads it, and waits for the user to restart', async () => {
    const app = await startApp({ updates: { channel: 'latest', url: `${feed.url}policy/` } });
    await vi.waitFor(() => expect(app.statuses().at(-1)).toEqual({ state: 'ready', version: '0.2.0' }), {
      timeout: 10_000,
    });
    expect(app.statuses()).toContainEqual({ state: 'downloading', version: '0.2.0', percent: 0 });
    expect(await app.call('updates.status')).toEqual({ ok: true, value: { state: 'ready', version: '0.2.0' } });
    // From the policy's URL, never from the one baked into the package.
    expect(feed.requests).toEqual(expect.arrayContaining(['GET /policy/latest-linux.yml', `GET /policy/${feed.deb}`]));
    expect(feed.requests.filter((r) => !r.startsWith('GET /policy/'))).toEqual([]);
    expect(loads.count).toBe(1);
    // Nothing restarts or installs by itself, not even at quit.
    expect(state.quit).not.toHaveBeenCalled();
    expect(state.appEvents.listenerCount('quit')).toBe(0);
  });

  it('asks the feed nothing at all when the policy says no updates', async () => {
    const app = await startApp({ updates: 'off' });
    expect(await app.call('updates.status')).toEqual({
      ok: true,
      value: expect.objectContaining({ state: 'off', reason: 'updates-off-policy' }),
    });
    await vi.waitFor(() => expect(app.logText()).toContain('updates: off'));
    // The updater was never loaded, so nothing could ask the feed baked into the package.
    expect(loads.count).toBe(0);
    expect(feed.requests).toEqual([]);
    expect(app.statuses()).toEqual([]);
  });
});
